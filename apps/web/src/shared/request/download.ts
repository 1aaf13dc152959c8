import { request } from './client';
import { API_BASE } from './config';

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Fetches a file through the request client (headers, errors) and hands it to the browser as a download. */
export async function downloadFile(url: string, params: Record<string, unknown>, fileName: string): Promise<void> {
  saveBlob(await request.get<Blob>(url, { params, responseType: 'blob' }), fileName);
}

/**
 * The stored file behind a link as a local object URL of the given type, read through the request
 * client: the file route sends PDFs as downloads, and a frame shows a blob of the right type in place.
 */
export async function fileObjectUrl(link: string, mimeType: string): Promise<string> {
  const path = link.startsWith(API_BASE) ? link.slice(API_BASE.length) : link;
  const blob = await request.get<Blob>(path, { responseType: 'blob' });
  return URL.createObjectURL(new Blob([blob], { type: mimeType }));
}
