import type { FastifyReply } from 'fastify';
import { isInlineSafe } from './content-type';
import type { StoredObject } from './storage';

/**
 * Answers with a stored file the caller was allowed to read: images shown in place, anything else
 * sent as a download under its original name, so no upload ever runs as a page of ours.
 */
export function sendStoredFile(reply: FastifyReply, object: StoredObject, file: { mimeType: string | null; originalName: string }, maxAgeSeconds = 3600) {
  const mime = file.mimeType ?? 'application/octet-stream';
  return reply
    .header('content-type', mime)
    .header('content-length', object.size)
    .header('content-disposition', `${isInlineSafe(mime) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', `private, max-age=${maxAgeSeconds}`)
    .send(object.body);
}
