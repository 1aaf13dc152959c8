import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateShareApproveSchema, certificateShareRejectSchema, certificateShareSubmitSchema, idListText, idText, message, PERMISSIONS, type ShareReview } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { sendStoredFile } from '../../../core/files/send-file';
import { ok, page } from '../../../core/http/envelope';
import { forbidden, notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { viewerWarnDays } from '../certificate/flags';
import { listShares, shareDetail, shareFile } from './read';
import { P, SHARE_BASE, SHARE_TAG } from './resource';
import { reviewShares, shareCertificates, withdrawShares } from './service';
import { readThroughShares } from './visible';

const tags = [SHARE_TAG];
const base = `/api${SHARE_BASE}`;
const listQuery = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('current, size, supplierName, supplierTenantId, hospitalTenantId, certificateId, certType, certNo, reviewStatus, stateFlag (OVERDUE | EXPIRING_SOON), validityEnd_datege, validityEnd_datele, …');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const fileQuery = z.object({ shareId: idText, attachId: idText });
const REVIEW_BODIES = { approve: certificateShareApproveSchema, reject: certificateShareRejectSchema } as const;

/** A hospital reads through its menu (供应商证照), a supplier through its register (证照管理). */
function assertReader(request: FastifyRequest): void {
  if (!request.grants.codes.has(P.menu) && !request.grants.codes.has(PERMISSIONS.certificate.menu)) throw forbidden();
}

/**
 * 供应商证照: suppliers share archived certificates with the hospitals that admitted them and
 * withdraw them while they wait; hospitals list, read (scans included) and review them. Either
 * party reads only the shares row-level security shows it, and the certificates behind them only
 * through those shares.
 */
export function registerCertificateShareRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery } }, async (request) => {
    assertReader(request);
    const warnDays = await viewerWarnDays(deps.db, request.ctx);
    const result = await readThroughShares(deps.db, request.ctx, (tx, visible) => listShares(tx, visible, request.query, warnDays));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery } }, async (request) => {
    assertReader(request);
    const id = BigInt(request.query.id);
    const warnDays = await viewerWarnDays(deps.db, request.ctx);
    return ok(await readThroughShares(deps.db, request.ctx, (tx, visible) => shareDetail(tx, visible, id, warnDays), id));
  });

  // A scan of a shared certificate; the web app fetches it with its token and shows it in place.
  app.get(
    `${base}/file`,
    { schema: { tags, querystring: fileQuery, description: 'A scan of the certificate a visible share names.', answers: { 200: { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } } } } },
    async (request, reply) => {
      assertReader(request);
      const query = request.query as z.infer<typeof fileQuery>;
      const shareId = BigInt(query.shareId);
      const file = await readThroughShares(deps.db, request.ctx, (tx, visible) => shareFile(tx, visible, shareId, BigInt(query.attachId)), shareId);
      // The supplier's store that holds the scan, whichever the reading hospital uses.
      const object = await (await deps.files.of(file.ossId)).get(file.objectKey!);
      if (!object) throw notFound();
      return sendStoredFile(reply, object, file);
    },
  );

  api.post(`${base}/submit`, { schema: { tags, body: certificateShareSubmitSchema }, config: { permission: P.add } }, async (request) => {
    const outcome = await withTenant(deps.db, request.ctx, (tx) => shareCertificates(tx, deps.realtime, request.ctx, request.body));
    return ok(outcome, message('certShare.shared', request.ctx.lang, { ...outcome }));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.add } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => withdrawShares(tx, request.ctx, ids));
    return ok({}, '操作成功!');
  });

  for (const action of Object.keys(REVIEW_BODIES) as ShareReview[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery, body: REVIEW_BODIES[action].nullish() }, config: { permission: P[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => reviewShares(tx, deps.realtime, request.ctx, action, ids, request.body ?? {})), '操作成功!');
    });
  }
}
