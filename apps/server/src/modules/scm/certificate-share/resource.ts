import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { certificates, certificateShares } from '../../../core/db/schema';

export const SHARE_BASE = '/beree-scm/certificate-share';
export const SHARE_TAG = 'scm/certificate-share';
export const P = PERMISSIONS.certificateShare;

/** What either party filters and sorts shares by: the share's own columns and the certificate's live ones. */
export const shareFilters: FilterColumns = {
  hospitalTenantId: certificateShares.hospitalTenantId,
  supplierTenantId: certificateShares.supplierTenantId,
  hospitalName: certificateShares.hospitalName,
  supplierName: certificateShares.supplierName,
  certificateId: certificateShares.certificateId,
  reviewStatus: certificateShares.reviewStatus,
  sharedAt: certificateShares.sharedAt,
  reviewedAt: certificateShares.reviewedAt,
  certType: certificates.certType,
  certSubType: certificates.certSubType,
  certName: certificates.certName,
  certNo: certificates.certNo,
  subjectCompanyName: certificates.subjectCompanyName,
  useFlag: certificates.useFlag,
};

/** The link a party opens a scan of a shared certificate with: checked against the share each time. */
export const shareFileLink = (shareId: bigint | string, attachId: bigint | string) => `/api${SHARE_BASE}/file?shareId=${shareId}&attachId=${attachId}`;
