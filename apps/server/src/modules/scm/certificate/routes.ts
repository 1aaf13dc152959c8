import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateSubmitSchema, idListText, idText } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { certificates } from '../../../core/db/schema';
import { sharedCertificationCount } from '../certificate-share/counts';
import { registerListExport } from '../document/list-export';
import { certificateSheetColumns } from './export';
import { viewerWarnDays, type WarnDaysSource } from './flags';
import { CERTIFICATE_BASE, CERTIFICATE_TAG, P } from './resource';
import { registerAuthorizationRoutes } from './authorization-routes';
import { idNumberKey } from './id-number';
import { archiveCertificates, certificateDetail, certificationCount, exportCertificates, listCertificates, publicRow, removeCertificates, renewCertificate, setUseFlag, submitCertificate } from './service';

const tags = [CERTIFICATE_TAG];
const base = `/api${CERTIFICATE_BASE}`;
const listQuery = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('current, size, certType, certNo, subjectCompanyName, archiveStatus, useFlag, stateFlag (OVERDUE | EXPIRING_SOON), validityEnd_datege, validityEnd_datele, …');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

export interface CertificateRouteOptions {
  /** The viewer's warning days per certificate type (a hospital's settings, else the tenant's parameters). */
  warnDays?: WarnDaysSource;
}

/**
 * 证照管理: the holder's register (list, detail, submit, remove) and the archive state machine
 * (archive, renew, stop, use), each behind its button code; every answer carries the computed
 * stateFlag and daysToExpiry. Also the home page's certification-count.
 */
export function registerCertificateRoutes(app: FastifyInstance, deps: AppDeps, options: CertificateRouteOptions = {}): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const warnDaysOf = options.warnDays ?? viewerWarnDays;

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, config: { permission: P.menu } }, async (request) => {
    const warnDays = await warnDaysOf(deps.db, request.ctx);
    const result = await withTenant(deps.db, request.ctx, (tx) => listCertificates(tx, request.query, warnDays));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  // 导出: the listed certificates with the flags the list shows (the same warning days).
  registerListExport(app, deps, { base, tag: CERTIFICATE_TAG, querystring: listQuery, permission: P.export, sheet: 'cert.export.sheet', columns: certificateSheetColumns, prepare: warnDaysOf, rows: exportCertificates });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) => {
    const warnDays = await warnDaysOf(deps.db, request.ctx);
    return ok(await withTenant(deps.db, request.ctx, (tx) => certificateDetail(tx, BigInt(request.query.id), warnDays)));
  });

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(certificateSubmitSchema, certificates) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    const warnDays = await warnDaysOf(deps.db, request.ctx);
    // Secrets are read outside the tenant's transaction, and only when a number is to be sealed.
    const idKey = request.body.idNumber ? await idNumberKey(deps.db) : undefined;
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const row = await submitCertificate(tx, request.ctx, request.body, idKey);
        return certificateDetail(tx, row.id, warnDays);
      }),
    );
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeCertificates(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/archive`, { schema: { tags, querystring: idsQuery }, config: { permission: P.archive } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    return ok(await withTenant(deps.db, request.ctx, async (tx) => (await archiveCertificates(tx, request.ctx, ids, deps.realtime)).map(publicRow)), '操作成功!');
  });

  api.post(`${base}/renew`, { schema: { tags, querystring: idQuery }, config: { permission: P.renew } }, async (request) => {
    const warnDays = await warnDaysOf(deps.db, request.ctx);
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const successor = await renewCertificate(tx, request.ctx, BigInt(request.query.id));
        return certificateDetail(tx, successor.id, warnDays);
      }),
      '操作成功!',
    );
  });

  for (const [action, flag] of [['stop', 'STOP'], ['use', 'USING']] as const) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery }, config: { permission: P.stop } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, async (tx) => (await setUseFlag(tx, request.ctx, ids, flag)).map(publicRow)), '操作成功!');
    });
  }

  registerAuthorizationRoutes(app, deps);

  api.get('/api/beree-scm/home-page-statistics/certification-count', { schema: { tags } }, async (request) => {
    const warnDays = await warnDaysOf(deps.db, request.ctx);
    const own = await withTenant(deps.db, request.ctx, (tx) => certificationCount(tx, warnDays));
    // A hospital also counts what its suppliers shared with it (certificate-share/counts.ts).
    const shared = await sharedCertificationCount(deps.db, request.ctx, warnDays);
    return ok(shared ? { ...own, shared } : own);
  });
}
