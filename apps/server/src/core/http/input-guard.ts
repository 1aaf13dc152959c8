import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from './errors';

/** The field (dotted path) of the first text holding a NUL, searched in keys and values. */
export function fieldWithNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Deeper than any body of the API: nothing there is read.
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = fieldWithNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  // Files and streams carry bytes, not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    // A name with a NUL names no field of ours: report it as sent, without the NUL.
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : key.replaceAll('\u0000', '');
    const found = fieldWithNul(item, field, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text with a NUL character can be neither stored nor compared by PostgreSQL (text and jsonb both
 * refuse it), so every request is checked once, before any schema or handler, and refused with a
 * 400 naming the field, whatever route it is for and whether or not its schema declares the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // No operation reads plain text: without Fastify's default parser such a body is refused 415,
  // naming its type, like any other type no route reads (instead of a string failing validation).
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    // A route that reads files says so (consumes); any other body, JSON included, is not one.
    const consumes = request.routeOptions.schema?.consumes;
    const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (consumes?.length && type && !consumes.includes(type)) throw new AppError(415, 'request.unsupportedType', { type });
    const field = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
    if (field !== undefined) throw badRequest('field.badCharacter', { field: field || 'body' });
  });
}
