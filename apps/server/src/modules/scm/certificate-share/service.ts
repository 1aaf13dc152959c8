import { and, eq, inArray, sql } from 'drizzle-orm';
import { dictLabel, message, SHARE_REVIEWS, type CertificateShareSubmit, type Lang, type ShareReview } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { certificates, certificateShareHistory, certificateShares, supplyRelations } from '../../../core/db/schema';
import { badRequest, forbidden, notFound } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { findParty, isHospital, isSupplier, ownParty, type Party } from '../party/party';
import { tellHospitalShared, tellSupplierReviewed } from './notify';

export type ShareRow = typeof certificateShares.$inferSelect;
type CertificateRow = typeof certificates.$inferSelect;

const live = eq(certificateShares.isDeleted, 0);
const certLabel = (row: { certName: string | null; certNo: string | null; id: bigint }) => row.certName ?? row.certNo ?? String(row.id);

/** Writes one step of a share's history, by the party taking it. */
export async function writeShareHistory(tx: Executor, ctx: RequestContext, row: ShareRow, action: string, fromStatus: string | null, reason?: string | null) {
  await tx.insert(certificateShareHistory).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    hospitalTenantId: row.hospitalTenantId,
    supplierTenantId: row.supplierTenantId,
    shareId: row.id,
    certificateId: row.certificateId,
    action,
    fromStatus,
    toStatus: row.reviewStatus,
    reason: reason ?? null,
    userId: ctx.userId,
    userName: ctx.userName,
  });
}

/** The share, locked for the rest of the transaction; 404 when the caller is no party to it. */
async function lockShare(tx: Executor, id: bigint): Promise<ShareRow> {
  const [row] = await tx.select().from(certificateShares).where(and(eq(certificateShares.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A certificate of the supplier that may be shared: archived and in use. */
async function shareableCertificate(tx: Executor, id: bigint, lang: Lang): Promise<CertificateRow> {
  const [row] = await tx.select().from(certificates).where(and(eq(certificates.id, id), eq(certificates.isDeleted, 0))).for('update');
  if (!row) throw notFound();
  if (row.archiveStatus !== 'ARCHIVE') throw badRequest('certShare.notArchived', { field: 'certificateIds', certName: certLabel(row), status: dictLabel('archiveStatus', row.archiveStatus, lang) });
  if (row.useFlag !== 'USING') throw badRequest('certShare.stopped', { field: 'certificateIds', certName: certLabel(row) });
  return row;
}

/** A hospital that admitted the supplier: the relation between them is APPROVED. */
async function admittingHospital(tx: Executor, supplier: Party, tenantId: string, lang: Lang): Promise<Party> {
  const hospital = await findParty(tx, tenantId);
  if (!hospital || !isHospital(hospital)) throw badRequest('certShare.notHospital', { field: 'hospitalTenantIds', hospital: hospital?.name ?? tenantId });
  const relations = await tx
    .select({ supplyStatus: supplyRelations.supplyStatus })
    .from(supplyRelations)
    .where(and(eq(supplyRelations.isDeleted, 0), eq(supplyRelations.supplierTenantId, supplier.tenantId), eq(supplyRelations.hospitalTenantId, hospital.tenantId)));
  if (relations.some((r) => r.supplyStatus === 'APPROVED')) return hospital;
  const open = relations.find((r) => ['SUBMITTED', 'STOPPED'].includes(r.supplyStatus)) ?? relations[0];
  const status = open ? dictLabel('supplyStatus', open.supplyStatus, lang) : message('supply.none', lang);
  throw badRequest('certShare.relation', { field: 'hospitalTenantIds', hospital: hospital.name, status });
}

/** What a share command did: new shares, rejected ones submitted again, and those already waiting or approved. */
export interface ShareOutcome {
  created: number;
  resubmitted: number;
  unchanged: number;
}

/**
 * A supplier shares archived certificates with hospitals that admitted it: one share per
 * certificate and hospital, SUBMITTED for the hospital's review. A rejected share is submitted
 * again; one waiting or approved stays as it is. All or nothing; each hospital is told once.
 */
export async function shareCertificates(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: CertificateShareSubmit): Promise<ShareOutcome> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isSupplier(me)) throw forbidden('certShare.supplierOnly');
  const certs: CertificateRow[] = [];
  for (const id of new Set(input.certificateIds)) certs.push(await shareableCertificate(tx, BigInt(id), ctx.lang));
  const hospitals: Party[] = [];
  for (const tenantId of new Set(input.hospitalTenantIds)) hospitals.push(await admittingHospital(tx, me, tenantId, ctx.lang));

  const outcome: ShareOutcome = { created: 0, resubmitted: 0, unchanged: 0 };
  const now = new Date();
  for (const hospital of hospitals) {
    const existing = await tx
      .select()
      .from(certificateShares)
      .where(and(live, eq(certificateShares.hospitalTenantId, hospital.tenantId), inArray(certificateShares.certificateId, certs.map((c) => c.id))))
      .for('update');
    const told: ShareRow[] = [];
    for (const cert of certs) {
      const snapshot = { certType: cert.certType, certName: cert.certName, certNo: cert.certNo, supplierName: me.name, hospitalName: hospital.name };
      const share = existing.find((r) => r.certificateId === cert.id);
      if (share && share.reviewStatus !== 'REJECTED') {
        outcome.unchanged++;
        continue;
      }
      if (share) {
        const [row] = await tx
          .update(certificateShares)
          .set({ ...snapshot, reviewStatus: 'SUBMITTED', sharedAt: now, sharedBy: ctx.userId, reviewerUserId: null, reviewedAt: null, reviewComment: null, rejectReason: null, updateUser: ctx.userId, updateTime: now, version: sql`${certificateShares.version} + 1` })
          .where(eq(certificateShares.id, share.id))
          .returning();
        await writeShareHistory(tx, ctx, row, 'resubmit', share.reviewStatus);
        outcome.resubmitted++;
        told.push(row);
        continue;
      }
      const [row] = await tx
        .insert(certificateShares)
        .values({ ...snapshot, id: nextId(), tenantId: me.tenantId, hospitalTenantId: hospital.tenantId, supplierTenantId: me.tenantId, certificateId: cert.id, reviewStatus: 'SUBMITTED', sharedAt: now, sharedBy: ctx.userId, createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
        .returning();
      await writeShareHistory(tx, ctx, row, 'share', null);
      outcome.created++;
      told.push(row);
    }
    await tellHospitalShared(tx, bus, ctx, told);
  }
  return outcome;
}

/**
 * The hospital approves or rejects shared certificates awaiting its review (a reason is needed to
 * reject); the supplier is told. Only the hospital shared with, only from SUBMITTED. All or nothing.
 */
export async function reviewShares(tx: Executor, bus: RealtimeBus, ctx: RequestContext, action: ShareReview, ids: bigint[], input: { reason?: string | null }): Promise<ShareRow[]> {
  const rule = SHARE_REVIEWS[action];
  const reason = input.reason?.trim() || null;
  if (rule.reason && !reason) throw badRequest('certShare.reason.required', { field: 'reason' });
  const done: ShareRow[] = [];
  for (const id of ids) {
    const row = await lockShare(tx, id);
    if (row.hospitalTenantId !== ctx.tenantId) throw forbidden('certShare.party.hospital');
    if (!(rule.from as readonly string[]).includes(row.reviewStatus)) {
      throw badRequest('certShare.review.notAllowed', {
        field: 'reviewStatus',
        certName: row.certName ?? row.certNo ?? '',
        hospital: row.hospitalName,
        status: dictLabel('reviewStatus', row.reviewStatus, ctx.lang),
        action: message(`certShare.action.${action}`, ctx.lang),
      });
    }
    const now = new Date();
    const [moved] = await tx
      .update(certificateShares)
      .set({
        reviewStatus: rule.to,
        reviewerUserId: ctx.userId,
        reviewedAt: now,
        ...(action === 'reject' ? { rejectReason: reason } : { reviewComment: reason }),
        updateUser: ctx.userId,
        updateTime: now,
        version: sql`${certificateShares.version} + 1`,
      })
      .where(eq(certificateShares.id, id))
      .returning();
    await writeShareHistory(tx, ctx, moved, action, row.reviewStatus, reason);
    await tellSupplierReviewed(tx, bus, ctx, moved, action, reason);
    done.push(moved);
  }
  return done;
}

/** The supplier withdraws shares still awaiting review; the history stays with both parties. */
export async function withdrawShares(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockShare(tx, id);
    if (row.supplierTenantId !== ctx.tenantId) throw forbidden('certShare.party.supplier');
    if (row.reviewStatus !== 'SUBMITTED') {
      throw badRequest('certShare.remove.notAllowed', { field: 'ids', certName: row.certName ?? row.certNo ?? '', hospital: row.hospitalName, status: dictLabel('reviewStatus', row.reviewStatus, ctx.lang) });
    }
    const [gone] = await tx
      .update(certificateShares)
      .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${certificateShares.version} + 1` })
      .where(eq(certificateShares.id, id))
      .returning();
    await writeShareHistory(tx, ctx, gone, 'withdraw', row.reviewStatus);
  }
}
