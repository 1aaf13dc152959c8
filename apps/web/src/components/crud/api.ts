import type { Page, R } from '@beree/contracts';
import { request } from '@/shared/request';
import type { CrudRecord } from './types';

/** The request client resolves to the envelope; callers want what it carries. */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return (await request.get<R<T>>(url, { params })).data;
}

async function postData<T>(url: string, body: unknown, params?: Record<string, unknown>, headers?: Record<string, string>): Promise<T> {
  return (await request.post<R<T>>(url, body, { params, headers })).data;
}

/**
 * A command beyond the CRUD pattern (grant, reset, setting): the server reads its fields from the
 * query string or the JSON body, as the BladeX web app sends them.
 */
export function postCommand<T = unknown>(url: string, body?: unknown, params?: Record<string, unknown>): Promise<T> {
  return postData(url, body ?? null, params);
}

/** The four calls of the BladeX CRUD pattern over one base path. */
export function fetchPage(api: string, params: Record<string, unknown>, path = 'list'): Promise<Page<CrudRecord>> {
  return getData(`${api}/${path}`, params);
}

/** One level of a tree (lazy lists answer an array; paged ones a page, of which the rows count). */
export async function fetchLevel(api: string, path: string, params: Record<string, unknown>): Promise<CrudRecord[]> {
  const data = await getData<CrudRecord[] | Page<CrudRecord>>(`${api}/${path}`, params);
  return Array.isArray(data) ? data : data.records;
}

export function fetchDetail(api: string, id: string, param = 'id'): Promise<CrudRecord> {
  return getData(`${api}/detail`, { [param]: id });
}

/** No id adds a record; an id (with its version) updates it. */
export function submitRecord(api: string, body: CrudRecord, headers?: Record<string, string>): Promise<unknown> {
  return postData(`${api}/submit`, body, undefined, headers);
}

export function removeRecords(api: string, ids: string[], param = 'ids'): Promise<unknown> {
  return postData(`${api}/remove`, null, { [param]: ids.join(',') });
}
