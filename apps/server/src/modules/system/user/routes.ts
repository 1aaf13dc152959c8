import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS, userSubmitSchema, type UserSubmit, idText, idListText, isId } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { loginFailures, users } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden, notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { digestPlainPasswords } from '../../auth/password/plain';
import { registerGuestRoutes } from './guest-routes';
import { deptAndDescendants, findUser, pageUsers, userScope } from './repo';
import { createUser, removeUsers, updateUser } from './service';
import { toUserView, toUserViews } from './view';
import { fitToColumns } from '../../../core/crud/column-limits';

const submitSchema = fitToColumns(userSubmitSchema, users);

const tags = ['system/user'];
const base = '/api/blade-system/user';
const pageQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, deptId (with its sub-depts), account, realName… with suffix operators');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/** Users of the caller's tenant: page (and list), detail, remove, submit, update, unlock. */
export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerGuestRoutes(app, deps);
  const inTenant = <T>(ctx: { tenantId: string; userId: bigint }, fn: Parameters<typeof withTenant<T>>[2]) => withTenant(deps.db, ctx, fn);

  // BladeX pages users by dept (user/page); the open-source web app lists them (user/list).
  for (const path of ['page', 'list']) {
    api.get(`${base}/${path}`, { schema: { tags, querystring: pageQuery }, config: { permission: PERMISSIONS.user.menu } }, async (request) => {
      const raw = request.query.deptId;
      const deptId = Array.isArray(raw) ? raw[0] : raw;
      if (deptId && !isId(deptId)) throw badRequest('id.invalid', { field: 'deptId' });
      const result = await inTenant(request.ctx, async (tx) => {
        const inDepts = deptId ? await deptAndDescendants(tx, BigInt(deptId)) : undefined;
        const found = await pageUsers(tx, request.query, inDepts, await userScope(tx, request.ctx));
        return { ...found, records: await toUserViews(tx, found.records, request.ctx.lang) };
      });
      return ok(page(result.records, result.total, result.current, result.size));
    });
  }

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: PERMISSIONS.user.menu } }, async (request) => {
    const view = await inTenant(request.ctx, async (tx) => {
      const user = await findUser(tx, BigInt(request.query.id), await userScope(tx, request.ctx));
      if (!user) throw notFound();
      return toUserView(tx, user, request.ctx.lang);
    });
    return ok(view);
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: PERMISSIONS.user.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await inTenant(request.ctx, (tx) => removeUsers(tx, deps.sessions, request.ctx, ids));
    return ok({}, '删除成功');
  });

  const save = (request: { ctx: Parameters<typeof updateUser>[2]; body: UserSubmit }) =>
    inTenant(request.ctx, async (tx) => {
      const { body, ctx } = request;
      const row = body.id ? await updateUser(tx, deps.sessions, ctx, { ...body, id: body.id }) : await createUser(tx, ctx, body);
      return toUserView(tx, row, ctx.lang);
    });

  // Add and edit share the path; the button code depends on whether an id is given.
  // Checked before the schema, which reads the md5 a password becomes (Password-Encoding: plain).
  const plainPassword = (request: FastifyRequest) => {
    const body = (request.body ?? {}) as { account?: unknown };
    return digestPlainPasswords(deps.db, request, { tenantId: request.ctx.tenantId, check: ['password'], account: typeof body.account === 'string' ? body.account : undefined });
  };
  api.post(`${base}/submit`, { schema: { tags, body: submitSchema }, preValidation: plainPassword }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? PERMISSIONS.user.edit : PERMISSIONS.user.add)) throw forbidden();
    return ok(await save(request));
  });

  api.post(`${base}/update`, { schema: { tags, body: submitSchema }, preValidation: plainPassword, config: { permission: PERMISSIONS.user.edit } }, async (request) => {
    if (!request.body.id) throw badRequest('user.id.required', { field: 'id' });
    return ok(await save(request));
  });

  api.post(
    `${base}/unlock`,
    { schema: { tags, querystring: z.object({ userIds: z.string().min(1, { error: 'id.invalid' }) }) }, config: { permission: PERMISSIONS.user.unlock } },
    async (request) => {
      const ids = parseIdList(request.query.userIds, 'userIds');
      await inTenant(request.ctx, async (tx) => {
        const found = await tx.select({ account: users.account }).from(users).where(and(inArray(users.id, ids), eq(users.isDeleted, 0), await userScope(tx, request.ctx)));
        if (found.length === 0) throw notFound();
        await tx.delete(loginFailures).where(inArray(loginFailures.account, found.map((u) => u.account)));
      });
      return ok({}, '操作成功');
    },
  );
}
