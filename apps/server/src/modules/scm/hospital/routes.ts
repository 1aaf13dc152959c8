import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hospitalProfileSchema, hospitalSettingsSchema, idListText, idText, PERMISSIONS, type HospitalSettingsInput } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { findRow, listRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { hospitalProfiles, hospitalSettings as settingsTable } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { findParty } from '../party/party';
import { addressResource, removeAddresses, setDefaultAddress, submitAddress } from './address';
import { departmentPicker, departmentResource, departmentTree, removeDepartments, submitDepartment } from './department';
import { hospitalRouteGuard } from './guard';
import { ownProfile, submitProfile } from './profile';
import { hospitalSettings, ownSettings, saveSettings } from './settings';

const tags = ['scm/hospital'];
const base = '/api/beree-scm/hospital';
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const P = PERMISSIONS.hospitalProfile;
const D = PERMISSIONS.hospitalDepartment;
const A = PERMISSIONS.receivingAddress;

/**
 * 医院信息, 科室管理, 收货地址: the signed-in hospital's own master data (domain model §3.3), and
 * the platform's read of any hospital's settings on its own path.
 */
export function registerHospitalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  // Every route inside is for hospitals only; the hook runs after the token has been checked.
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => hospitalRouteGuard(deps.db, request));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(`${base}/profile`, { schema: { tags }, config: { hospitalPermission: P.menu } }, async (request) => ok(await inTenant(request.ctx, (tx) => ownProfile(tx, request.ctx.tenantId))));
    api.post(`${base}/profile/submit`, { schema: { tags, body: fitToColumns(hospitalProfileSchema, hospitalProfiles) }, config: { hospitalPermission: P.edit } }, async (request) =>
      ok(await inTenant(request.ctx, (tx) => submitProfile(tx, request.ctx, request.body))),
    );

    api.get(`${base}/settings`, { schema: { tags }, config: { hospitalPermission: P.menu } }, async (request) => ok(await inTenant(request.ctx, (tx) => ownSettings(tx, request.ctx.tenantId))));
    api.post(`${base}/settings`, { schema: { tags, body: fitToColumns(hospitalSettingsSchema, settingsTable) }, config: { hospitalPermission: P.settings } }, async (request) =>
      ok(await inTenant(request.ctx, (tx) => saveSettings(tx, request.ctx, request.body as HospitalSettingsInput))),
    );

    const dept = `/api${departmentResource.base}`;
    api.get(`${dept}/list`, { schema: { tags, querystring: listQuery }, config: { hospitalPermission: D.menu } }, async (request) => ok(await inTenant(request.ctx, (tx) => departmentTree(tx, request.query))));
    api.get(`${dept}/tree`, { schema: { tags }, config: { hospitalPermission: D.menu } }, async (request) => ok(await inTenant(request.ctx, (tx) => departmentPicker(tx))));
    api.get(`${dept}/detail`, { schema: { tags, querystring: idQuery }, config: { hospitalPermission: D.menu } }, async (request) =>
      ok(await inTenant(request.ctx, (tx) => findRow(tx, departmentResource, BigInt(request.query.id)))),
    );
    api.post(`${dept}/submit`, { schema: { tags, body: fitToColumns(departmentResource.submitSchema, departmentResource.table) } }, async (request) => {
      if (!request.grants.codes.has(request.body.id ? D.edit : D.add)) throw forbidden();
      return ok(await inTenant(request.ctx, (tx) => submitDepartment(tx, request.ctx, request.body)));
    });
    api.post(`${dept}/remove`, { schema: { tags, querystring: idsQuery }, config: { hospitalPermission: D.delete } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      await inTenant(request.ctx, (tx) => removeDepartments(tx, request.ctx, ids));
      return ok({}, '删除成功');
    });

    const addr = `/api${addressResource.base}`;
    api.get(`${addr}/list`, { schema: { tags, querystring: listQuery }, config: { hospitalPermission: A.menu } }, async (request) => {
      const result = await inTenant(request.ctx, (tx) => listRows(tx, addressResource, request.query));
      return ok(page(result.records, result.total, result.current, result.size));
    });
    api.get(`${addr}/detail`, { schema: { tags, querystring: idQuery }, config: { hospitalPermission: A.menu } }, async (request) =>
      ok(await inTenant(request.ctx, (tx) => findRow(tx, addressResource, BigInt(request.query.id)))),
    );
    api.post(`${addr}/submit`, { schema: { tags, body: fitToColumns(addressResource.submitSchema, addressResource.table) } }, async (request) => {
      if (!request.grants.codes.has(request.body.id ? A.edit : A.add)) throw forbidden();
      return ok(await inTenant(request.ctx, (tx) => submitAddress(tx, request.ctx, request.body)));
    });
    api.post(`${addr}/set-default`, { schema: { tags, querystring: idQuery }, config: { hospitalPermission: A.setDefault } }, async (request) =>
      ok(await inTenant(request.ctx, (tx) => setDefaultAddress(tx, request.ctx, BigInt(request.query.id)))),
    );
    api.post(`${addr}/remove`, { schema: { tags, querystring: idsQuery }, config: { hospitalPermission: A.delete } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      await inTenant(request.ctx, (tx) => removeAddresses(tx, request.ctx, ids));
      return ok({}, '删除成功');
    });
  });

  // The platform reads any hospital's settings in force, through its own role.
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tenantQuery = z.object({ tenantId: z.string({ error: 'hospital.notHospital' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'field.invalid' }) });
  api.get(`${base}/settings/of`, { schema: { tags, querystring: tenantQuery }, config: { platform: true } }, async (request) =>
    ok(
      await withPlatform(deps.db, request.ctx, async (tx) => {
        const { tenantId } = request.query;
        const party = await findParty(tx, tenantId);
        if (party?.kind !== 'HOSPITAL') throw badRequest('hospital.notHospital', { field: 'tenantId', tenantId });
        return { tenantId, hospitalName: party.name, ...(await hospitalSettings(tx, tenantId)) };
      }),
    ),
  );
}
