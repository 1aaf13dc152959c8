import { putFile } from '@/shared/request/put-file';

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
  const stored = await putFile(file);
  return { attachId: String(stored.attachId), originalName: stored.originalName, link: stored.link, mimeType: file.type || null };
}

/** Stored files are read as object URLs the shared way. */
export { fileObjectUrl } from '@/shared/request/download';

export const isPdf = (file: Pick<CertFile, 'mimeType' | 'originalName'>) => file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.originalName);
