import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { idListText, idText, isId, PERMISSIONS, tenantIdListText } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { badRequest } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { checkCategory } from '../design/category/service';
import { definitionListQuery } from '../design/deployment/routes';
import { changeDefinitionState, definitionFilter, latestDefinitions, removeDeployments } from '../design/deployment/service';
import { actorOf } from '../shared/actor';
import { checkDocument, deployDocumentToTenants, tenantList } from '../shared/deploy-to-tenants';
import { isDecisionXml } from '../engine/commands/deploy-decision';
import { readProcessFiles } from './read-process-files';

const tags = ['flow/manager'];
const P = PERMISSIONS.wfDeployment;
const base = '/api/blade-flow/manager';

/** 流程管理 of classic blade-flow: list, change-state, deploy-upload (multipart), delete-deployment. */
export function registerManagerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: definitionListQuery }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => latestDefinitions(tx, request.ctx.tenantId, definitionFilter(request.query), request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.post(
    `${base}/change-state`,
    { schema: { tags, querystring: z.object({ processId: idText, state: z.enum(['active', 'suspend'], { error: 'workflow.deployment.state' }) }) }, config: { permission: P.status } },
    async (request) => {
      const actor = await actorOf(deps.db, request);
      await withTenant(deps.db, request.ctx, (tx) => changeDefinitionState(tx, actor, BigInt(request.query.processId), request.query.state));
      return ok({});
    },
  );

  api.post(`${base}/delete-deployment`, { schema: { tags, querystring: z.object({ deploymentIds: idListText }) }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.deploymentIds, 'deploymentIds');
    const actor = await actorOf(deps.db, request);
    await withTenant(deps.db, request.ctx, (tx) => removeDeployments(tx, actor, ids));
    return ok({}, '删除成功');
  });

  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/deploy-upload`,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data: files (.bpmn processes, .dmn decision tables, .xml of either; one or more), category (category id), tenantIds (comma-joined, platform only)',
          documented: { body: z.object({ files: z.string().meta({ format: 'binary' }), category: z.string().optional(), tenantIds: z.string().optional() }) },
          refusals: [413],
        },
        config: { permission: P.upload },
      },
      async (request) => {
        const form = await readProcessFiles(request);
        if (form.category && !isId(form.category)) throw badRequest('id.invalid', { field: 'category' });
        if (form.tenantIds && !tenantIdListText.safeParse(form.tenantIds).success) throw badRequest('field.invalid', { field: 'tenantIds' });
        if (form.category) await withTenant(deps.db, request.ctx, (tx) => checkCategory(tx, request.ctx.tenantId, form.category, 'category'));
        // Every file is checked before any is deployed, so a bad one among several deploys none;
        // decision tables go first, so that the processes of the same upload find them.
        for (const file of form.files) await checkDocument(file.xml);
        const files = [...form.files].sort((a, b) => Number(isDecisionXml(b.xml)) - Number(isDecisionXml(a.xml)));
        const deployed = [];
        for (const file of files) deployed.push(...(await deployDocumentToTenants(deps.db, request, { xml: file.xml, category: form.category, source: 'upload' }, tenantList(form.tenantIds))));
        return ok(deployed, '部署成功');
      },
    );
  });
}
