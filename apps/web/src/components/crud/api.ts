import type { Page, R } from '@beree/contracts';
import { request } from '@/shared/request';
import type { CrudRecord } from './types';

/** The request client resolves to the envelope; callers want what it carries. */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return (await request.get<R<T>>(url, { params })).data;
}

async function postData<T>(url: string, body: unknown, params?: Record<string, unknown>): Promise<T> {
  return (await request.post<R<T>>(url, body, { params })).data;
}

/** The four calls of the BladeX CRUD pattern over one base path. */
export function fetchPage(api: string, params: Record<string, unknown>): Promise<Page<CrudRecord>> {
  return getData(`${api}/list`, params);
}

export function fetchDetail(api: string, id: string): Promise<CrudRecord> {
  return getData(`${api}/detail`, { id });
}

/** No id adds a record; an id (with its version) updates it. */
export function submitRecord(api: string, body: CrudRecord): Promise<unknown> {
  return postData(`${api}/submit`, body);
}

export function removeRecords(api: string, ids: string[]): Promise<unknown> {
  return postData(`${api}/remove`, null, { ids: ids.join(',') });
}
