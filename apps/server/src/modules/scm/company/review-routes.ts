import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS, PLATFORM_TENANT_ID, registrationRejectSchema } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import { listRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { companyRegistrations, registrationFiles } from '../../../core/db/schema';
import { sendStoredFile } from '../../../core/files/send-file';
import { ok, page } from '../../../core/http/envelope';
import { notFound } from '../../../core/http/errors';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { scanStore, scanStoresOf } from './registration-files';
import { registrationResource } from './resource';
import { registrationTrail, withoutSecret, type RegistrationRow } from './registration-service';
import { approveRegistrations, rejectRegistrations, type WrittenKeys } from './review-service';

const tags = [registrationResource.tag];
const base = `/api${registrationResource.base}`;
const P = PERMISSIONS.companyRegistration;
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, registrationStatus, companyName, unifiedSocialCreditCode, …');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/**
 * 企业注册审核: the platform's review queue (platform administrators only): list, detail with the
 * scans and the applicant's earlier attempts, a scan itself, approve and reject.
 */
export function registerRegistrationReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = (permission: string) => ({ platform: true, permission });

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, config: guard(P.menu) }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, registrationResource, request.query));
    return ok(page(result.records.map((r) => withoutSecret(r as RegistrationRow)), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: guard(P.menu) }, async (request) =>
    ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const [row] = await tx.select().from(companyRegistrations).where(and(eq(companyRegistrations.id, BigInt(request.query.id)), eq(companyRegistrations.isDeleted, 0)));
        if (!row) throw notFound();
        return { ...withoutSecret(row), trail: await registrationTrail(tx, row) };
      }),
    ),
  );

  // A scan as the reviewer opens it; the web app fetches it with its token and shows it in place.
  app.get(`${base}/file`, { schema: { tags, querystring: idQuery }, config: guard(P.menu) }, async (request, reply) => {
    const id = BigInt((request.query as { id: string }).id);
    const [file] = await withTenant(deps.db, request.ctx, (tx) => tx.select().from(registrationFiles).where(eq(registrationFiles.id, id)));
    const object = file && (await (await scanStore(deps.files, file.objectKey)).get(file.objectKey));
    if (!file || !object) throw notFound();
    return sendStoredFile(reply, object, file);
  });

  api.post(`${base}/approve`, { schema: { tags, querystring: idsQuery }, config: guard(P.approve) }, async (request) => {
    const ids = parseIdList(request.query.ids);
    const written: WrittenKeys = [];
    // A new tenant has no store of its own yet: its files go where the platform's do.
    const stores = { scans: await scanStoresOf(deps.db, deps.files, ids), target: await deps.files.active(PLATFORM_TENANT_ID) };
    try {
      return ok(await withPlatform(deps.db, request.ctx, (tx) => approveRegistrations(tx, stores, written, request.ctx, ids)), '操作成功!');
    } catch (error) {
      // Nothing was committed: the copies of the scans go too.
      for (const key of written) await stores.target.storage.remove(key).catch(() => undefined);
      throw error;
    }
  });

  api.post(`${base}/reject`, { schema: { tags, querystring: idsQuery, body: registrationRejectSchema }, config: guard(P.reject) }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => rejectRegistrations(tx, request.ctx, parseIdList(request.query.ids), request.body.reason)), '操作成功!'),
  );
}
