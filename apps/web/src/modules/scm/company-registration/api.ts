import type { LicenceType, R } from '@beree/contracts';
import { PLAIN_PASSWORD_HEADERS } from '@/features/auth/password-encoding';
import { request } from '@/shared/request';

/** The review queue under /api. */
export const REGISTRATION_API = '/beree-scm/enterprise/registration';
const REGISTER = '/beree-scm/enterprise/company/register';

export interface LicenceFile {
  type: LicenceType;
  fileId: string;
  originalName: string;
  attachId?: string;
  link?: string;
}

/** A registration as its applicant or the platform reads it. */
export type Registration = Record<string, unknown> & {
  id: string;
  companyName: string;
  companyTypes: string;
  registrationStatus: 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  rejectReason?: string | null;
  approvedTenantId?: string | null;
  adminAccount: string;
  licences: LicenceFile[];
};

/** The form's values: the company, the administrator (password as typed) and the scans by type. */
export type RegisterValues = Record<string, unknown> & { adminPassword: string; adminConfirm?: string; licences: Partial<Record<LicenceType, LicenceFile>> };

/** Submits a registration; the password travels in clear for the server to check the policy. Failures carry the server's msg. */
export function submitRegistration(values: RegisterValues, captcha: { key: string; code: string }, previousId?: string) {
  const { adminConfirm: _confirm, licences, adminPassword, ...company } = values;
  return request.post<R<{ id: string; registrationStatus: string }>>(
    REGISTER,
    {
      ...company,
      previousId,
      adminPassword,
      licences: Object.values(licences).filter(Boolean).map((l) => ({ type: l!.type, fileId: l!.fileId })),
      captchaKey: captcha.key,
      captchaCode: captcha.code,
    },
    { silent: true, headers: PLAIN_PASSWORD_HEADERS },
  );
}

/** Uploads one scan (public); answers its file id. */
export async function uploadScan(file: File): Promise<{ fileId: string; originalName: string }> {
  const form = new FormData();
  form.append('file', file);
  const answer = await request.post<R<{ fileId: string; originalName: string }>>(`${REGISTER}/upload`, form, { silent: true });
  return answer.data;
}

/** The applicant's look-up by registration number and administrator mobile. */
export async function lookUpRegistration(id: string, mobile: string): Promise<Registration> {
  const answer = await request.get<R<Registration>>(`${REGISTER}/status`, { params: { id, mobile }, silent: true });
  return answer.data;
}

/** A scan of the review queue as an object URL (the route needs the token header, so no plain <img src>). */
export async function scanUrl(fileId: string): Promise<string> {
  const blob = await request.get<Blob>(`${REGISTRATION_API}/file`, { params: { id: fileId }, responseType: 'blob' });
  return URL.createObjectURL(blob);
}
