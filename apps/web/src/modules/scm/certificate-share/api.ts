import type { R } from '@beree/contracts';
import { request } from '@/shared/request';
import { fileObjectUrl } from '@/shared/request/download';
import type { CertFile } from '../certificate/api';

/** Base path of shared certificates under /api. */
export const SHARE_API = '/beree-scm/certificate-share';

/** A step of a share's history, as detail answers it. */
export interface ShareStep {
  id: string;
  action: string;
  toStatus: string | null;
  reason: string | null;
  userName: string | null;
  createTime: string;
}

/** What a share command did (POST submit). */
export interface ShareOutcome {
  created: number;
  resubmitted: number;
  unchanged: number;
}

export async function shareCertificates(certificateIds: string[], hospitalTenantIds: string[]): Promise<R<ShareOutcome>> {
  return request.post<R<ShareOutcome>>(`${SHARE_API}/submit`, { certificateIds, hospitalTenantIds });
}

/**
 * An image scan of a shared certificate as a local object URL: the share's file route needs the
 * session's token, which an <img> cannot send.
 */
export async function scanObjectUrl(file: CertFile): Promise<string> {
  return fileObjectUrl(file.link, file.mimeType ?? 'application/octet-stream');
}
