import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dictLabel, message, OPEN_SUPPLY_STATUSES, PERMISSIONS, SUPPLY_TRANSITIONS, type Lang, type SupplyRelationSubmit, type SupplyTransition } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { supplyRelationHistory, supplyRelations } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { findParty, isHospital, isSupplier, ownParty } from '../party/party';
import { notifyParty } from '../party/notify';
import { escapeText } from '../../desk/rich-text';
import { supplyRelationResource } from './resource';

export type SupplyRelationRow = typeof supplyRelations.$inferSelect;

const live = eq(supplyRelations.isDeleted, 0);

/** The row, locked for the rest of the transaction; 404 when the caller is not one of its parties. */
async function lockRelation(tx: Executor, id: bigint): Promise<SupplyRelationRow> {
  const [row] = await tx.select().from(supplyRelations).where(and(eq(supplyRelations.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

async function openRelation(tx: Executor, supplierTenantId: string, hospitalTenantId: string, exceptId?: bigint) {
  const rows = await tx
    .select({ id: supplyRelations.id })
    .from(supplyRelations)
    .where(and(live, eq(supplyRelations.supplierTenantId, supplierTenantId), eq(supplyRelations.hospitalTenantId, hospitalTenantId), inArray(supplyRelations.supplyStatus, [...OPEN_SUPPLY_STATUSES])));
  return rows.find((r) => r.id !== exceptId);
}

async function writeHistory(tx: Executor, ctx: RequestContext, row: SupplyRelationRow, action: string, fromStatus: string | null, reason?: string | null) {
  await tx.insert(supplyRelationHistory).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    hospitalTenantId: row.hospitalTenantId,
    supplierTenantId: row.supplierTenantId,
    relationId: row.id,
    action,
    fromStatus,
    toStatus: row.supplyStatus,
    reason: reason ?? null,
    userId: ctx.userId,
    userName: ctx.userName,
  });
}

const escaped = (vars: Record<string, string>) => Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeText(v)]));

/** Tells the other party's users who work on supply relations, in the hospital's language of record (zh). */
async function tellOtherParty(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: SupplyRelationRow, action: string, reason?: string | null) {
  const lang: Lang = 'zh';
  const toHospital = ctx.tenantId === row.supplierTenantId;
  const vars = { supplier: row.supplierName, hospital: row.hospitalName, status: dictLabel('supplyStatus', row.supplyStatus, lang), action: message(`supply.action.${action}`, lang) };
  await notifyParty(tx, bus, ctx, toHospital ? row.hospitalTenantId : row.supplierTenantId, {
    event: 'supplyRelation.changed',
    menuCode: PERMISSIONS.supplyRelation.menu,
    title: message('supply.notice.title', lang, vars),
    content: `<p>${message(reason ? 'supply.notice.contentWithReason' : 'supply.notice.content', lang, { ...escaped(vars), reason: escapeText(reason ?? '') })}</p>`,
    bizType: 'SUPPLY_RELATION',
    bizId: String(row.id),
  });
}

/**
 * A supplier applies to a hospital (no id) or corrects its submitted or rejected application (with
 * its id; a rejected one is submitted again). One open relation per pair.
 */
export async function submitRelation(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: SupplyRelationSubmit): Promise<SupplyRelationRow> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isSupplier(me)) throw forbidden('supply.supplierOnly');
  const hospital = await findParty(tx, input.hospitalTenantId);
  if (!hospital || !isHospital(hospital)) throw badRequest('supply.hospital.notFound', { field: 'hospitalTenantId' });
  const values = supplyRelationResource.toValues(input, ctx);
  const now = new Date();
  const id = input.id ? BigInt(input.id) : undefined;
  // A row the caller is no party to is not found, before anything else is said about it.
  const existing = id ? await lockRelation(tx, id) : undefined;
  if (await openRelation(tx, me.tenantId, hospital.tenantId, id)) throw conflict('supply.duplicate', { field: 'hospitalTenantId', hospital: hospital.name });

  if (!id || !existing) {
    const [row] = await tx
      .insert(supplyRelations)
      .values({
        ...values,
        id: nextId(),
        tenantId: me.tenantId,
        hospitalTenantId: hospital.tenantId,
        supplierTenantId: me.tenantId,
        hospitalName: hospital.name,
        supplierName: me.name,
        supplyStatus: 'SUBMITTED',
        applicantUserId: ctx.userId,
        appliedAt: now,
        createUser: ctx.userId,
        updateUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
      })
      .returning();
    await writeHistory(tx, ctx, row, 'apply', null);
    await tellOtherParty(tx, bus, ctx, row, 'apply');
    return row;
  }

  if (existing.supplierTenantId !== me.tenantId) throw forbidden('auth.forbidden');
  if (existing.hospitalTenantId !== hospital.tenantId) throw badRequest('supply.hospital.immutable', { field: 'hospitalTenantId' });
  if (existing.supplyStatus !== 'SUBMITTED' && existing.supplyStatus !== 'REJECTED') throw badRequest('supply.edit.notAllowed', { field: 'supplyStatus' });
  if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  const reapply = existing.supplyStatus === 'REJECTED';
  const [row] = await tx
    .update(supplyRelations)
    .set({
      ...values,
      supplyStatus: 'SUBMITTED',
      ...(reapply ? { appliedAt: now, applicantUserId: ctx.userId, rejectReason: null, reviewerUserId: null, reviewedAt: null, reviewComment: null } : {}),
      updateUser: ctx.userId,
      updateTime: now,
      version: sql`${supplyRelations.version} + 1`,
    })
    .where(eq(supplyRelations.id, id))
    .returning();
  await writeHistory(tx, ctx, row, reapply ? 'reapply' : 'edit', existing.supplyStatus);
  if (reapply) await tellOtherParty(tx, bus, ctx, row, 'reapply');
  return row;
}

/** What a transition writes besides the new state. */
function transitionFields(action: SupplyTransition, ctx: RequestContext, reason: string | null, code: string | null | undefined) {
  const now = new Date();
  switch (action) {
    case 'approve':
      return { reviewerUserId: ctx.userId, reviewedAt: now, reviewComment: reason, ...(code ? { hospitalSupplierCode: code } : {}) };
    case 'reject':
      return { reviewerUserId: ctx.userId, reviewedAt: now, rejectReason: reason };
    case 'stop':
      return { stopReason: reason, stoppedAt: now, stoppedBy: ctx.userId };
    case 'resume':
      return { stopReason: null, stoppedAt: null, stoppedBy: null };
    default:
      return {};
  }
}

/**
 * Moves relations by one transition of SUPPLY_TRANSITIONS: only the party that owns it, only from
 * the states it starts from, with a reason where it needs one. All or nothing.
 */
export async function transitionRelations(
  tx: Executor,
  bus: RealtimeBus,
  ctx: RequestContext,
  action: SupplyTransition,
  ids: bigint[],
  input: { reason?: string | null; hospitalSupplierCode?: string | null },
): Promise<SupplyRelationRow[]> {
  const rule = SUPPLY_TRANSITIONS[action];
  const reason = input.reason?.trim() || null;
  if (rule.reason && !reason) throw badRequest('supply.reason.required', { field: 'reason' });
  const done: SupplyRelationRow[] = [];
  for (const id of ids) {
    const row = await lockRelation(tx, id);
    const mine = rule.party === 'hospital' ? row.hospitalTenantId : row.supplierTenantId;
    if (mine !== ctx.tenantId) throw forbidden(`supply.party.${rule.party}`);
    if (!(rule.from as readonly string[]).includes(row.supplyStatus)) {
      throw badRequest('supply.transition.notAllowed', {
        field: 'supplyStatus',
        supplier: row.supplierName,
        hospital: row.hospitalName,
        status: dictLabel('supplyStatus', row.supplyStatus, ctx.lang),
        action: message(`supply.action.${action}`, ctx.lang),
      });
    }
    const [moved] = await tx
      .update(supplyRelations)
      .set({ supplyStatus: rule.to, ...transitionFields(action, ctx, reason, input.hospitalSupplierCode), updateUser: ctx.userId, updateTime: new Date(), version: sql`${supplyRelations.version} + 1` })
      .where(eq(supplyRelations.id, id))
      .returning();
    await writeHistory(tx, ctx, moved, action, row.supplyStatus, reason);
    await tellOtherParty(tx, bus, ctx, moved, action, reason);
    done.push(moved);
  }
  return done;
}

/** A supplier deletes its own cancelled or rejected applications (the history stays). */
export async function removeRelations(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockRelation(tx, id);
    if (row.supplierTenantId !== ctx.tenantId) throw forbidden('supply.party.supplier');
    if (row.supplyStatus !== 'CANCELLED' && row.supplyStatus !== 'REJECTED') throw badRequest('supply.remove.notAllowed', { field: 'ids' });
    await tx.update(supplyRelations).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${supplyRelations.version} + 1` }).where(eq(supplyRelations.id, id));
  }
}

/** A relation with its transitions, oldest first. */
/** A relation with its history, undefined when this database has none visible. */
export async function findRelationDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select().from(supplyRelations).where(and(eq(supplyRelations.id, id), live));
  if (!row) return undefined;
  const history = await tx.select().from(supplyRelationHistory).where(eq(supplyRelationHistory.relationId, id)).orderBy(asc(supplyRelationHistory.createTime), asc(supplyRelationHistory.id));
  return { ...row, history };
}

export async function relationDetail(tx: Executor, id: bigint) {
  const detail = await findRelationDetail(tx, id);
  if (!detail) throw notFound();
  return detail;
}

/**
 * R1: a supplier may confirm orders and create delivery notes, invoices or surgical releases for a
 * hospital only while their relation is APPROVED. Documents already submitted under a relation
 * since STOPPED may still be received and invoiced (`allowStopped`).
 */
export async function requireApprovedRelation(
  tx: Executor,
  lang: Lang,
  parties: { hospitalTenantId: string; supplierTenantId: string },
  action: string,
  options: { allowStopped?: boolean } = {},
): Promise<SupplyRelationRow> {
  const [row] = await tx
    .select()
    .from(supplyRelations)
    .where(and(live, eq(supplyRelations.hospitalTenantId, parties.hospitalTenantId), eq(supplyRelations.supplierTenantId, parties.supplierTenantId), inArray(supplyRelations.supplyStatus, [...OPEN_SUPPLY_STATUSES])));
  const allowed = row && (row.supplyStatus === 'APPROVED' || (options.allowStopped && row.supplyStatus === 'STOPPED'));
  if (allowed) return row;
  const hospital = row?.hospitalName ?? (await findParty(tx, parties.hospitalTenantId))?.name ?? parties.hospitalTenantId;
  const status = row ? dictLabel('supplyStatus', row.supplyStatus, lang) : message('supply.none', lang);
  throw badRequest('supply.R1', { field: 'hospitalTenantId', hospital, status, action });
}

