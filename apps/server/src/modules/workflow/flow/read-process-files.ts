import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../core/http/errors';

export interface ProcessUpload {
  files: { name: string; xml: string }[];
  category?: string;
  tenantIds?: string;
}

const MAX_BYTES = 2 * 1024 * 1024;
const LIMITS = { fileSize: MAX_BYTES, files: 10, fields: 10, parts: 20, fieldSize: 4096 };

/**
 * Reads the deploy-upload form: files (field `files` or `file`, .bpmn, .dmn or .xml, UTF-8) plus the
 * fields category and tenantIds. Everything wrong with the form is a 400 naming the field.
 */
export async function readProcessFiles(request: FastifyRequest): Promise<ProcessUpload> {
  if (!request.isMultipart()) throw badRequest('workflow.upload.file.required', { field: 'files' });
  const out: ProcessUpload = { files: [] };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const name = (part.filename.split(/[\\/]/).pop() ?? '').trim().slice(0, 255);
        const content = await part.toBuffer();
        if (part.fieldname !== 'files' && part.fieldname !== 'file') continue;
        if (!/\.(bpmn|dmn|xml)$/i.test(name)) throw badRequest('workflow.upload.document.type', { name, field: 'files' });
        out.files.push({ name, xml: content.toString('utf8') });
      } else if (part.fieldname === 'category' || part.fieldname === 'tenantIds') {
        out[part.fieldname] = String(part.value ?? '').trim() || undefined;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(code === 'FST_REQ_FILE_TOO_LARGE' ? 'file.tooLarge' : 'workflow.upload.file.required', { field: 'files', max: '2 MB' });
    throw error;
  }
  if (!out.files.length) throw badRequest('workflow.upload.file.required', { field: 'files' });
  return out;
}
