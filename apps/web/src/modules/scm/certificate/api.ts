import type { R } from '@beree/contracts';
import { request } from '@/shared/request';
import { API_BASE } from '@/shared/request/config';

/** Base path of certificates under /api. */
export const CERT_API = '/beree-scm/certificate';

/** A scan of a certificate as detail answers it. */
export interface CertFile {
  attachId: string;
  originalName: string;
  mimeType: string | null;
  link: string;
}

/** Uploads one scan through the request client (the session's headers go along). */
export async function uploadScan(file: File): Promise<CertFile> {
  const form = new FormData();
  form.append('file', file);
  const stored = (await request.post<R<{ link: string; originalName: string; attachId: string }>>('/blade-resource/oss/endpoint/put-file', form)).data;
  return { attachId: String(stored.attachId), originalName: stored.originalName, link: stored.link, mimeType: file.type || null };
}

/**
 * The file behind a link as a local object URL: the file route sends PDFs as downloads, and a
 * frame shows a blob of the right type in place.
 */
export async function fileObjectUrl(link: string, mimeType: string): Promise<string> {
  const path = link.startsWith(API_BASE) ? link.slice(API_BASE.length) : link;
  const blob = await request.get<Blob>(path, { responseType: 'blob' });
  return URL.createObjectURL(new Blob([blob], { type: mimeType }));
}

export const isPdf = (file: Pick<CertFile, 'mimeType' | 'originalName'>) => file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.originalName);
