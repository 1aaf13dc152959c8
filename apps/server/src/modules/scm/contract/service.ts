import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { shanghaiToday, type ContractLineSubmit, type ContractSubmit, type ContractType } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import { pageRows } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { certificates, contractLines, contracts, tenants } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { checkR1 } from '../catalog/rules';
import { approvedCounterparties } from '../catalog/service';
import { findParty, ownParty } from '../party/party';
import { resolveLines } from './lines';
import { contractFilters, dateFilters, sortable } from './resource';
import { checkLine, checkValidity, contractSides, counterpartyKinds, type Sides } from './rules';

export type ContractRow = typeof contracts.$inferSelect;

const live = eq(contracts.isDeleted, 0);

/** A contract as both screens show it: expired (validTo before today in Asia/Shanghai), its line count, whether the caller drafted it. */
const shown = (ctx: RequestContext) => ({
  ...getTableColumns(contracts),
  expired: sql<boolean>`(${contracts.validTo} < ${shanghaiToday()}::date)`.as('expired'),
  // Spelled out: inside a select list the outer column would be written unqualified.
  lineCount: sql<number>`(select count(*)::int from scm_contract_line l where l.contract_id = scm_contract.id)`.as('line_count'),
  mine: sql<boolean>`(${contracts.tenantId} = ${ctx.tenantId})`.as('mine'),
});

/** The row, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockContract(tx: Executor, id: bigint): Promise<ContractRow> {
  const [row] = await tx.select().from(contracts).where(and(eq(contracts.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The contracts the caller is a party to and may see (row-level security), filtered and paged. */
export async function listContracts(tx: Executor, ctx: RequestContext, query: Record<string, unknown>) {
  const dates = dateFilters(query);
  const where: SQL | undefined = and(live, buildFilters(query, contractFilters, dates.keys), dates.where);
  const columns = shown(ctx);
  return pageRows<{ [K in keyof typeof columns]: unknown }>(tx, { table: contracts, columns, query, where, sortable });
}

/** A contract with its lines in order. */
export async function contractDetail(tx: Executor, ctx: RequestContext, id: bigint) {
  const [row] = await tx.select(shown(ctx)).from(contracts).where(and(eq(contracts.id, id), live));
  if (!row) throw notFound();
  const lines = await tx.select().from(contractLines).where(eq(contractLines.contractId, id)).orderBy(asc(contractLines.lineNo));
  return { ...row, lines };
}

/** The drafting party's own SAVED contract, or the refusal that says why not. */
export function assertDraftable(ctx: RequestContext, row: ContractRow): void {
  if (row.tenantId !== ctx.tenantId) throw forbidden('contract.party.drafter');
  if (row.contractStatus !== 'SAVED') throw badRequest('contract.edit.notSaved', { field: 'contractStatus', contractNo: row.contractNo });
}

/** The parties of a PURCHASE contract have an APPROVED supply relation (R1). */
export async function checkPurchaseR1(tx: Executor, ctx: RequestContext, type: string, sides: Sides, action: string, field: string): Promise<void> {
  if (type !== 'PURCHASE') return;
  await checkR1(tx, ctx.lang, { hospital: sides.buyer, supplier: sides.seller }, { key: 'contract.R1', action, field });
}

/**
 * Drafts a contract (no id) or changes the caller's SAVED draft. The caller's side follows from the
 * type and the parties' kinds; a PURCHASE contract needs an APPROVED supply relation (R1); lines
 * name the seller's SKUs in use (R8) within the contract's validity. The number is unique among the
 * drafting party's contracts.
 */
export async function submitContract(tx: Executor, ctx: RequestContext, input: ContractSubmit): Promise<bigint> {
  const me = await ownParty(tx, ctx.tenantId);
  const other = await findParty(tx, input.counterpartyTenantId);
  if (!other) throw badRequest('contract.counterparty.notFound', { field: 'counterpartyTenantId' });
  const sides = contractSides(input.contractType, me, other);
  const id = input.id ? BigInt(input.id) : undefined;
  const existing = id ? await lockContract(tx, id) : undefined;
  if (existing) {
    assertDraftable(ctx, existing);
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  }
  await checkPurchaseR1(tx, ctx, input.contractType, sides, 'contract.action.draft', 'counterpartyTenantId');
  checkValidity(input);
  const contractNo = input.contractNo.trim();
  const [taken] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(live, eq(contracts.tenantId, me.tenantId), eq(contracts.contractNo, contractNo), id ? ne(contracts.id, id) : undefined));
  if (taken) throw conflict('contract.contractNo.duplicate', { field: 'contractNo', contractNo });
  if (input.certificateId) {
    const [scan] = await tx.select({ id: certificates.id }).from(certificates).where(and(eq(certificates.id, BigInt(input.certificateId)), eq(certificates.isDeleted, 0), eq(certificates.certType, 'CONTRACT')));
    if (!scan) throw badRequest('contract.certificate.notFound', { field: 'certificateId' });
  }
  const lines = input.lines ? await resolveLines(tx, ctx, input.contractType, sides, input.lines, input) : undefined;
  if (!input.lines && existing) {
    // Lines kept as they are name the seller's SKUs: another seller drops them; new dates must still hold them.
    const changed = existing.buyerTenantId !== sides.buyer.tenantId || existing.sellerTenantId !== sides.seller.tenantId;
    if (changed) await tx.delete(contractLines).where(eq(contractLines.contractId, existing.id));
    else {
      const kept = await tx.select().from(contractLines).where(eq(contractLines.contractId, existing.id)).orderBy(asc(contractLines.lineNo));
      kept.forEach((line, index) => checkLine(line as unknown as ContractLineSubmit, index, input));
    }
  }

  const values = {
    buyerTenantId: sides.buyer.tenantId,
    sellerTenantId: sides.seller.tenantId,
    buyerName: sides.buyer.name,
    sellerName: sides.seller.name,
    contractNo,
    contractName: input.contractName.trim(),
    contractType: input.contractType,
    bidStatus: input.bidStatus,
    tenderProjectNo: input.tenderProjectNo?.trim() || null,
    signDate: input.signDate ?? null,
    validFrom: input.validFrom,
    validTo: input.validTo,
    amountCap: input.amountCap ?? null,
    paymentTermDays: input.paymentTermDays ?? null,
    certificateId: input.certificateId ? BigInt(input.certificateId) : null,
    remark: input.remark?.trim() || null,
  };
  const contractId = existing?.id ?? nextId();
  if (existing) {
    await tx.update(contracts).set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${contracts.version} + 1` }).where(eq(contracts.id, contractId));
  } else {
    await tx.insert(contracts).values({ ...values, id: contractId, tenantId: me.tenantId, contractStatus: 'SAVED', useFlag: 'USING', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null });
  }
  if (lines) {
    await tx.delete(contractLines).where(eq(contractLines.contractId, contractId));
    if (lines.length) {
      await tx.insert(contractLines).values(lines.map((line) => ({ ...line, id: nextId(), tenantId: me.tenantId, buyerTenantId: sides.buyer.tenantId, sellerTenantId: sides.seller.tenantId, contractId })));
    }
  }
  return contractId;
}

/** The drafting party deletes its SAVED drafts; a contract in force stays. */
export async function removeContracts(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockContract(tx, id);
    assertDraftable(ctx, row);
    await tx.update(contracts).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${contracts.version} + 1` }).where(eq(contracts.id, id));
  }
}

/**
 * The tenants the caller may sign a contract of this type with: for PURCHASE its counterparties of
 * an APPROVED supply relation (R1), for SUPPLY the live tenants of the fitting kinds.
 */
export async function contractCounterparties(tx: Executor, ctx: RequestContext, type: ContractType) {
  const me = await ownParty(tx, ctx.tenantId);
  const kinds = counterpartyKinds(type, me.kind);
  if (kinds.length === 0) return [];
  if (type === 'PURCHASE') return (await approvedCounterparties(tx, me.tenantId)).filter((p) => kinds.includes(p.kind));
  return tx
    .select({ tenantId: tenants.tenantId, name: tenants.tenantName, kind: tenants.tenantKind })
    .from(tenants)
    .where(and(eq(tenants.isDeleted, 0), inArray(tenants.tenantKind, kinds), ne(tenants.tenantId, me.tenantId)))
    .orderBy(asc(tenants.tenantId));
}

