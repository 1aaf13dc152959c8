import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, PERMISSIONS, wfDraftSubmitSchema } from '@beree/contracts';
import type { AppDeps } from '../../../../core/deps';
import { ok } from '../../../../core/http/envelope';
import { conflict } from '../../../../core/http/errors';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { actorOf } from '../../shared/actor';
import type { Actor } from '../../engine';
import type { Executor } from '../../../../core/db/database';
import { liveDefinition } from '../deployment/service';
import { assertMayStart } from '../scope/service';
import { readDraft, removeDraft, saveDraft } from './service';

const tags = ['workflow/draft'];
const base = '/api/blade-workflow/design/draft';
const query = z.object({ processDefinitionId: idText });

/** The definition a draft is for: live, and one the caller may start. */
async function startableDefinition(tx: Executor, actor: Actor, procDefId: string) {
  const { def, deleted } = await liveDefinition(tx, actor.tenantId, BigInt(procDefId));
  if (deleted) throw conflict('workflow.definition.deleted');
  await assertMayStart(tx, actor, def);
  return def;
}

/** 草稿: the caller's unfinished start form of a process (detail, submit, remove); starting it removes the draft. */
export function registerDraftRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const permission = PERMISSIONS.wfWork.start;
  api.get(`${base}/detail`, { schema: { tags, querystring: query, description: "The caller's draft of the process's start form, or null" }, config: { permission } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    return ok(await withTenant(deps.db, request.ctx, async (tx) => readDraft(tx, actor, (await liveDefinition(tx, actor.tenantId, BigInt(request.query.processDefinitionId))).def.key)));
  });
  api.post(`${base}/submit`, { schema: { tags, body: wfDraftSubmitSchema }, config: { permission } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    return ok(await withTenant(deps.db, request.ctx, async (tx) => saveDraft(tx, actor, await startableDefinition(tx, actor, request.body.processDefinitionId), request.body.data)));
  });
  api.post(`${base}/remove`, { schema: { tags, querystring: query }, config: { permission } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, async (tx) => removeDraft(tx, actor, (await liveDefinition(tx, actor.tenantId, BigInt(request.query.processDefinitionId))).def.key));
    return ok({}, '删除成功');
  });
}
