import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { registerCrudRoutes } from '../../../core/crud/routes';
import { parseIdList } from '../../../core/crud/filters';
import { ok } from '../../../core/http/envelope';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { copyDefinition, generateFiles, loadSpec } from './service';
import { codeResource as r } from './resource';
import { zipFiles } from './zip';
import { Checkout } from './generator/checkout';

const tags = [r.tag];
const P = PERMISSIONS.code;
const ZIP = { description: 'The generated module as a .zip, paths from the repository root', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } };
const FILES = { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } };
const genQuery = z.object({ id: idText, download: z.enum(['0', '1', 'true', 'false'], { error: 'field.invalid' }).optional() });

/**
 * The code generator: the CRUD pattern over definitions, copy, and gen-code — the module's files
 * as JSON for the preview, or as a .zip (GET with download=1, or POST with ids as BladeX does).
 */
export function registerCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerCrudRoutes(app, deps, r);

  api.post(`/api${r.base}/copy`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.copy, platform: true } }, async (request) =>
    ok(await withPlatform(deps.db, request.ctx, (tx) => copyDefinition(tx, request.ctx, BigInt(request.query.id))), '复制成功'),
  );

  // The definitions are read in a transaction; the checkout is read after it (no file I/O inside one).
  const filesOf = async (request: { ctx: Parameters<typeof withPlatform>[1] }, ids: bigint[]) => {
    const specs = await withPlatform(deps.db, request.ctx, (tx) => Promise.all(ids.map((id) => loadSpec(tx, id))));
    const checkout = new Checkout(deps.config.codegenRoot);
    const files = [];
    for (const spec of specs) files.push(...(await generateFiles(spec, checkout)));
    return files;
  };
  const sendZip = async (reply: import('fastify').FastifyReply, files: Awaited<ReturnType<typeof filesOf>>, name: string) => {
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="${name}.zip"`);
    return reply.send(await zipFiles(files));
  };

  api.get(`/api${r.base}/gen-code`, { schema: { tags, querystring: genQuery, answer: FILES }, config: { permission: P.gen, platform: true } }, async (request, reply) => {
    const files = await filesOf(request, [BigInt(request.query.id)]);
    const download = request.query.download === '1' || request.query.download === 'true';
    if (!download) return ok(files);
    const kebab = files.find((f) => f.path.startsWith('apps/server/src/modules/generated/'))?.path.split('/')[5] ?? 'module';
    return sendZip(reply, files, kebab);
  });

  api.post(`/api${r.base}/gen-code`, { schema: { tags, querystring: z.object({ ids: idListText }), answers: { 200: ZIP } }, config: { permission: P.gen, platform: true } }, async (request, reply) =>
    sendZip(reply, await filesOf(request, parseIdList(request.query.ids)), 'modules'),
  );
}
