import type { CrudRecord } from '@/components/crud';
import { putFile, type UploadedFile } from '@/shared/request/put-file';

export const ATTACH_API = '/blade-resource/attach';

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** A size in bytes as people read it: 1 decimal from KB on (812 B, 1.5 KB, 9.8 MB). */
export function humanSize(value: unknown): string {
  const bytes = Number(value);
  if (value == null || value === '' || !Number.isFinite(bytes) || bytes < 0) return '--';
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} B` : `${size.toFixed(1)} ${UNITS[unit]}`;
}

/** What the browser can show in place: images in an img, PDFs in a frame. */
export function previewKind(file: CrudRecord): 'image' | 'pdf' | null {
  const mime = String(file.mimeType ?? '');
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return null;
}

/** Hands the stored file to the browser as a download under its original name (the session cookie reads it). */
export function downloadAttachment(file: CrudRecord): void {
  const anchor = document.createElement('a');
  anchor.href = String(file.link);
  anchor.download = String(file.originalName ?? file.name ?? '');
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Uploads one file through the request client (the session's headers go along) into the tenant's enabled store. */
export const uploadAttachment = (file: File): Promise<UploadedFile> => putFile(file);
