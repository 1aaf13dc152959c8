import type { R } from '@beree/contracts';
import { request } from './client';

/** What put-file answers (BladeX's BladeFile). */
export interface UploadedFile {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  attachId: string;
}

/**
 * Uploads one file through the request client (the session's headers go along) into the tenant's
 * enabled store; `kind: 'image'` has the server refuse anything but an image.
 */
export async function putFile(file: File, params?: { kind: 'image' }): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return (await request.post<R<UploadedFile>>('/blade-resource/oss/endpoint/put-file', form, params ? { params } : undefined)).data;
}
