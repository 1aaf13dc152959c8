import type { R } from '@beree/contracts';
import { getData } from '@/components/crud/api';
import { request } from '@/shared/request';

export { getData };

/**
 * A command beyond the CRUD pattern (grant, reset, setting): the server reads its fields from the
 * query string or the JSON body, as the BladeX web app sends them.
 */
export async function postCommand<T = unknown>(url: string, body?: unknown, params?: Record<string, unknown>): Promise<T> {
  return (await request.post<R<T>>(url, body ?? null, { params })).data;
}
