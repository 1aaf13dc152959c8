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

/** How far a download is: the bytes received, and the rows the file holds once the server has said. */
export interface DownloadProgress {
  bytes: number;
  rows?: number;
}

export interface DownloadOptions {
  /** Aborting it stops the download: nothing is saved, and the call rejects as cancelled. */
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/** What an export's server said before the rows: how many the file holds, how many the list has (more when capped). */
export interface DownloadRows {
  rows?: number;
  total?: number;
}

const ROWS_HEADER = 'x-export-rows';
const TOTAL_HEADER = 'x-export-total';
const count = (value: unknown): number | undefined => (value === undefined || value === null || value === '' ? undefined : Number(value));
/** A response header while the body still arrives: the browser's request is the progress event's target. */
const earlyHeader = (event: unknown, name: string) => (event as { target?: { getResponseHeader?: (n: string) => string | null } } | undefined)?.target?.getResponseHeader?.(name);

/**
 * Fetches a file through the request client (headers, errors) and hands it to the browser as a
 * download, telling how far it is as it arrives; it runs until done or cancelled, however long.
 */
export async function downloadFile(url: string, params: Record<string, unknown>, fileName: string, options: DownloadOptions = {}): Promise<DownloadRows> {
  let headers: Record<string, unknown> = {};
  const { onProgress } = options;
  const blob = await request.get<Blob>(url, {
    params,
    responseType: 'blob',
    signal: options.signal,
    // An export of many rows takes longer than a call is given.
    timeout: 0,
    transformResponse: [
      (data: unknown, answered) => {
        headers = Object.fromEntries(Object.entries(answered?.toJSON?.() ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
        return data;
      },
    ],
    onDownloadProgress: onProgress && ((e) => onProgress({ bytes: e.loaded, rows: count(earlyHeader(e.event, ROWS_HEADER)) })),
  });
  saveBlob(blob, fileName);
  return { rows: count(headers[ROWS_HEADER]), total: count(headers[TOTAL_HEADER]) };
}

/** A file link the server gives (under /api) as the request client's path. */
export const clientPath = (link: string): string => (link.startsWith(API_BASE) ? link.slice(API_BASE.length) : link);

/**
 * The stored file behind a link as a local object URL of the given type, read through the request
 * client: the file route sends PDFs as downloads, and a frame shows a blob of the right type in place.
 */
export async function fileObjectUrl(link: string, mimeType: string): Promise<string> {
  const blob = await request.get<Blob>(clientPath(link), { responseType: 'blob' });
  return URL.createObjectURL(new Blob([blob], { type: mimeType }));
}
