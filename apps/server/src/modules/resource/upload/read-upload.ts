import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';

export interface UploadedFile {
  originalName: string;
  content: Buffer;
}

const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20 };
const MAX_TEXT = `${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** The base name of what the browser sent, without any path a client put in front of it. */
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 500);

/**
 * Reads the multipart field `file` whole into memory (at most UPLOAD_MAX_BYTES). Every way the
 * request can be wrong — not multipart, no file, another field name, too large — is a 400 naming `file`.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('file.required', { field: 'file' });
  let part;
  try {
    part = await request.file({ limits: LIMITS });
  } catch (error) {
    throw translate(error);
  }
  if (!part || part.fieldname !== 'file' || !baseName(part.filename)) throw badRequest('file.required', { field: 'file' });
  try {
    return { originalName: baseName(part.filename), content: await part.toBuffer() };
  } catch (error) {
    throw translate(error);
  }
}

function translate(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest('file.tooLarge', { field: 'file', max: MAX_TEXT });
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('file.required', { field: 'file' });
  return error;
}
