import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { attachments } from '../../../core/db/schema';
import { sendStoredFile } from '../../../core/files/send-file';
import { ok } from '../../../core/http/envelope';
import { notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { fileReader } from './file-reader';
import { FILE_ROUTE_BASE, parseObjectKey } from './object-key';
import { readUpload } from './read-upload';
import { storeUpload } from './store-upload';

const tags = ['resource/oss'];
const uploadQuery = z.object({ kind: z.enum(['image']).optional().describe('image: only jpg, jpeg or png') });

/** `attachment; filename*=…` so names in any script survive, and nothing runs as a page of ours. */

/**
 * Upload (any signed-in user, multipart field `file`, at most 10 MB) and download of stored
 * files. Files are read only by users of the tenant that uploaded them.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Multipart parsing only where uploads are taken.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/blade-resource/oss/endpoint/put-file',
      {
        schema: {
          tags,
          querystring: uploadQuery,
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data with the field `file`; answers {link, domain, name, originalName, attachId}.',
          documented: { body: z.object({ file: z.string().meta({ format: 'binary', description: 'The file, at most 10 MB' }) }) },
          answer: z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string(), attachId: z.string() }),
          refusals: [413],
        },
      },
      async (request) => {
        const file = await readUpload(request);
        return ok(await storeUpload(deps.db, deps.files, request.ctx, file, request.query.kind));
      },
    );
  });

  // Public to the route table only: fileReader takes the token from the header, the query or the web app's cookie.
  const fileSchema = {
    tags,
    description: 'The stored file under the key; for users of the owning tenant.',
    security: [{ token: [] }],
    refusals: [401, 404],
    answers: { 200: { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } } },
  };
  app.get(`${FILE_ROUTE_BASE}/*`, { schema: fileSchema, config: { public: true } }, async (request, reply) => {
    const reader = await fileReader(request, deps);
    const key = (request.params as { '*': string })['*'];
    const named = parseObjectKey(key);
    // Another tenant's key answers exactly as a missing one.
    if (!named || named.tenantId !== reader.tenantId) throw notFound();
    const [row] = await withTenant(deps.db, reader, (tx) =>
      tx
        .select({ mimeType: attachments.mimeType, originalName: attachments.originalName, ossId: attachments.ossId })
        .from(attachments)
        .where(and(eq(attachments.id, named.id), eq(attachments.objectKey, key), eq(attachments.isDeleted, 0))),
    );
    // Read from the store the file was written to, whichever is active now.
    const object = row && (await (await deps.files.of(row.ossId)).get(key));
    if (!row || !object) throw notFound();
    return sendStoredFile(reply, object, row, 86400);
  });
}
