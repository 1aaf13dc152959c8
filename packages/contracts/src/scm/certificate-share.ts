import { z } from 'zod';
import { idString, optionalText, requiredText } from '../schemas/common';

/** reviewStatus of a shared certificate (dictionary reviewStatus): 待审核, 已审核, 已驳回. */
export const REVIEW_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The hospital's review of a shared certificate: from where each step starts, and whether it needs a reason. */
export const SHARE_REVIEWS = {
  approve: { from: ['SUBMITTED'], to: 'APPROVED', reason: false },
  reject: { from: ['SUBMITTED'], to: 'REJECTED', reason: true },
} as const satisfies Record<string, { from: readonly ReviewStatus[]; to: ReviewStatus; reason: boolean }>;
export type ShareReview = keyof typeof SHARE_REVIEWS;

/** Most certificates and hospitals one share command names. */
export const SHARE_MAX_CERTIFICATES = 100;
export const SHARE_MAX_HOSPITALS = 50;

const tenantCode = z.string({ error: 'certShare.hospitalTenantIds.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'certShare.hospitalTenantIds.required' });

/**
 * POST certificate-share/submit: a supplier shares archived certificates with hospitals it is
 * admitted by, one share per certificate and hospital.
 */
export const certificateShareSubmitSchema = z.object({
  certificateIds: z
    .array(idString, { error: 'certShare.certificateIds.required' })
    .min(1, { error: 'certShare.certificateIds.required' })
    .max(SHARE_MAX_CERTIFICATES, { error: 'certShare.tooMany' }),
  hospitalTenantIds: z
    .array(tenantCode, { error: 'certShare.hospitalTenantIds.required' })
    .min(1, { error: 'certShare.hospitalTenantIds.required' })
    .max(SHARE_MAX_HOSPITALS, { error: 'certShare.tooMany' }),
});
export type CertificateShareSubmit = z.infer<typeof certificateShareSubmitSchema>;

/** The body of approve (an optional comment) and reject (the reason, required). */
export const certificateShareApproveSchema = z.object({ reason: optionalText(500) });
export const certificateShareRejectSchema = z.object({ reason: requiredText('certShare.reason.required', 500) });
