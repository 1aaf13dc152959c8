import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { buildFilters, buildOrder, readPaging } from '../../../core/crud/filters';
import { totalOf } from '../../../core/crud/page-total';
import type { Executor } from '../../../core/db/database';
import { attachments, certificateAttachments, certificates, certificateShareHistory, certificateShares } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';
import { listCertificateAttachments } from '../certificate/attachments';
import { flaggable, flagColumns, stateFlagFilter, type WarnDays } from '../certificate/flags';
import { PRODUCT_FILTER_KEYS, productFilter } from '../certificate/product-filter';
import { dateFilters, sortable as certificateSortable } from '../certificate/resource';
import { shareFileLink, shareFilters } from './resource';

const s = certificateShares;
const c = certificates;
const sortable = { ...certificateSortable, ...shareFilters };
// Spelled out: the attachment count of the joined certificate.
const attachmentCount = sql<number>`(select count(*) from scm_certificate_attachment a where a.certificate_id = ${c.id})::int`;

/** A share with the live fields of its certificate and the flags under the viewer's warning days. */
function shareColumns(warnDays: WarnDays) {
  const flags = flagColumns(warnDays);
  return {
    id: s.id,
    tenantId: s.tenantId,
    hospitalTenantId: s.hospitalTenantId,
    supplierTenantId: s.supplierTenantId,
    hospitalName: s.hospitalName,
    supplierName: s.supplierName,
    certificateId: s.certificateId,
    reviewStatus: s.reviewStatus,
    sharedAt: s.sharedAt,
    reviewedAt: s.reviewedAt,
    reviewComment: s.reviewComment,
    rejectReason: s.rejectReason,
    version: s.version,
    createTime: s.createTime,
    updateTime: s.updateTime,
    certType: c.certType,
    certSubType: c.certSubType,
    certName: c.certName,
    certNo: c.certNo,
    subjectCompanyName: c.subjectCompanyName,
    issuingAuthority: c.issuingAuthority,
    issueDate: c.issueDate,
    validityStart: c.validityStart,
    validityEnd: c.validityEnd,
    longTerm: c.longTerm,
    archiveStatus: c.archiveStatus,
    useFlag: c.useFlag,
    stateFlag: flags.stateFlag,
    daysToExpiry: flags.daysToExpiry,
  };
}

/**
 * A page of the shared certificates `visible` admits (visible.ts): filtered by the share's and the
 * certificate's columns, the expiry range (validityEnd_datege / _datele), stateFlag under the
 * viewer's days and a product's name (among the viewer's catalog).
 */
export async function listShares(tx: Executor, visible: SQL, query: Record<string, unknown>, warnDays: WarnDays) {
  const { current, size } = readPaging(query);
  const columns = shareColumns(warnDays);
  const dates = dateFilters(query);
  const where = and(
    visible,
    buildFilters(query, shareFilters, ['stateFlag', 'stateFlag_equal', ...PRODUCT_FILTER_KEYS, ...dates.keys]),
    dates.where,
    stateFlagFilter(query, warnDays),
    productFilter(query, sql`${c}`, { ownProducts: false }),
  );
  const order = buildOrder(query, sortable);
  const sorted = order.length ? order : [desc(s.sharedAt), desc(s.id)];
  // The page's ids and the total in one pass over the matching shares, which their indexes alone
  // answer (no row read); then only the page's rows are read in full, with their scans counted.
  const keys = await tx
    .select({ id: s.id, total: sql<number>`count(*) over ()` })
    .from(s)
    .innerJoin(c, eq(c.id, s.certificateId))
    .where(where)
    .orderBy(...sorted)
    .limit(size)
    .offset((current - 1) * size);
  const records = keys.length
    ? await tx
        .select({ ...columns, attachmentCount })
        .from(s)
        .innerJoin(c, eq(c.id, s.certificateId))
        .where(and(visible, inArray(s.id, keys.map((k) => k.id))))
        .orderBy(...sorted)
    : [];
  const total = await totalOf({ limit: size, offset: (current - 1) * size }, keys.length, async () =>
    keys.length ? Number(keys[0].total) : Number((await tx.select({ total: count() }).from(s).innerJoin(c, eq(c.id, s.certificateId)).where(where))[0].total),
  );
  return { records, total, current, size };
}

/**
 * One shared certificate: the certificate's fields, its scans (each linked through this share's
 * file route) and the share's history, oldest first.
 */
export async function shareDetail(tx: Executor, visible: SQL, id: bigint, warnDays: WarnDays) {
  const [row] = await tx
    .select({ ...shareColumns(warnDays), registrationCertificateType: c.registrationCertificateType, managementLevel: c.managementLevel, areaType: c.areaType, productType: c.productType, registrantName: c.registrantName, registrantAddress: c.registrantAddress, manufacturingAddress: c.manufacturingAddress, agentName: c.agentName, modelSpecText: c.modelSpecText, intendedUse: c.intendedUse, remark: c.remark })
    .from(s)
    .innerJoin(c, eq(c.id, s.certificateId))
    .where(and(visible, eq(s.id, id)));
  if (!row) throw notFound();
  const files = await listCertificateAttachments(tx, row.certificateId);
  const history = await tx.select().from(certificateShareHistory).where(eq(certificateShareHistory.shareId, id)).orderBy(asc(certificateShareHistory.createTime), asc(certificateShareHistory.id));
  const attachments = files.map((f) => ({ attachId: String(f.attachId), originalName: f.originalName, mimeType: f.mimeType, attachSize: f.attachSize, link: shareFileLink(id, f.attachId) }));
  return { ...row, attachments, history };
}

/** The stored object, type and name of one scan of the certificate a visible share names, or 404. */
export async function shareFile(tx: Executor, visible: SQL, shareId: bigint, attachId: bigint) {
  const [file] = await tx
    .select({ objectKey: attachments.objectKey, ossId: attachments.ossId, mimeType: attachments.mimeType, originalName: attachments.originalName })
    .from(s)
    .innerJoin(certificateAttachments, and(eq(certificateAttachments.certificateId, s.certificateId), eq(certificateAttachments.attachId, attachId)))
    .innerJoin(attachments, and(eq(attachments.id, certificateAttachments.attachId), eq(attachments.isDeleted, 0)))
    .where(and(visible, eq(s.id, shareId)));
  if (!file?.objectKey) throw notFound();
  return file;
}

/**
 * The hospital's figures of what its suppliers shared (certification-count): every live share,
 * those awaiting its review, and the certificates overdue or expiring under its own warning days —
 * the same filters the list takes (reviewStatus, stateFlag). The flags are counted only among the
 * certificates that can carry one (a range on validity_end), not over every share; certificates are
 * never removed from under a share (only marked deleted), so the shares are counted on their own.
 */
export async function sharedCounts(tx: Executor, visible: SQL, warnDays: WarnDays) {
  const [shares] = await tx
    .select({ total: count(), submitted: sql<number>`count(*) filter (where ${s.reviewStatus} = 'SUBMITTED')` })
    .from(s)
    .where(visible);
  const { stateFlag } = flagColumns(warnDays);
  const flagged = await tx
    .select({ flag: stateFlag, n: count() })
    .from(s)
    .innerJoin(c, eq(c.id, s.certificateId))
    .where(and(visible, flaggable(warnDays)))
    .groupBy(sql`1`);
  const of = (flag: string) => Number(flagged.find((r) => r.flag === flag)?.n ?? 0);
  return { total: Number(shares.total), submitted: Number(shares.submitted), overdue: of('OVERDUE'), expiringSoon: of('EXPIRING_SOON') };
}
