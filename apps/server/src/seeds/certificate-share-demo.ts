import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { certificates, certificateShareHistory, certificateShares, tenants } from '../core/db/schema';

const HOSPITAL = '100001';
const SUPPLIERS = ['200001', '300001'];
/** Review states in turn, so every flag of the demo certificates meets every state somewhere. */
const STATES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
const REJECT_REASON = '扫描件不清晰，请重新上传加盖公章的彩色扫描件';
const DAY = 24 * 3600 * 1000;

/**
 * The dealer 200001 and the manufacturer 300001 share every archived certificate in use with
 * hospital 100001 (both admitted there): overdue, expiring, valid and long-term ones, waiting for
 * review, approved and rejected in turn, each with its history.
 */
export async function seedCertificateShares(tx: Executor): Promise<void> {
  const names = new Map((await tx.select({ tenantId: tenants.tenantId, name: tenants.tenantName }).from(tenants)).map((t) => [t.tenantId, t.name]));
  const certs = await tx
    .select()
    .from(certificates)
    .where(and(inArray(certificates.tenantId, SUPPLIERS), eq(certificates.archiveStatus, 'ARCHIVE'), eq(certificates.useFlag, 'USING'), eq(certificates.isDeleted, 0)))
    .orderBy(asc(certificates.tenantId), asc(certificates.validityEnd), asc(certificates.id));
  for (const [index, cert] of certs.entries()) {
    const state = STATES[index % STATES.length];
    const sharedAt = new Date(Date.now() - (20 - (index % 10)) * DAY);
    const reviewedAt = state === 'SUBMITTED' ? null : new Date(sharedAt.getTime() + DAY);
    const parties = { tenantId: cert.tenantId, hospitalTenantId: HOSPITAL, supplierTenantId: cert.tenantId };
    const id = nextId();
    await tx.insert(certificateShares).values({
      ...parties,
      id,
      certificateId: cert.id,
      hospitalName: names.get(HOSPITAL)!,
      supplierName: names.get(cert.tenantId)!,
      certType: cert.certType,
      certName: cert.certName,
      certNo: cert.certNo,
      reviewStatus: state,
      sharedAt,
      reviewedAt,
      rejectReason: state === 'REJECTED' ? REJECT_REASON : null,
      createTime: sharedAt,
      updateTime: reviewedAt ?? sharedAt,
    });
    const step = { ...parties, shareId: id, certificateId: cert.id };
    await tx.insert(certificateShareHistory).values({ ...step, id: nextId(), action: 'share', fromStatus: null, toStatus: 'SUBMITTED', createTime: sharedAt });
    if (reviewedAt) {
      const action = state === 'APPROVED' ? 'approve' : 'reject';
      await tx.insert(certificateShareHistory).values({ ...step, id: nextId(), tenantId: HOSPITAL, action, fromStatus: 'SUBMITTED', toStatus: state, reason: state === 'REJECTED' ? REJECT_REASON : null, createTime: reviewedAt });
    }
  }
}
