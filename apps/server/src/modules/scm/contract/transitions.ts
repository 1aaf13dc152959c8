import { asc, eq, sql } from 'drizzle-orm';
import { CONTRACT_TRANSITIONS, message, PERMISSIONS, type ContractTransition, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { contractLines, contracts } from '../../../core/db/schema';
import { badRequest, forbidden } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { priceCatalogFromContract } from '../catalog/from-contract';
import { notifyParty } from '../party/notify';
import { findParty } from '../party/party';
import { checkedSkus } from './lines';
import { checkPurchaseR1, lockContract, type ContractRow } from './service';
import type { Sides } from './rules';

/** Tells the other party what the caller did to the contract they share, in the language of record (zh). */
async function tellOtherParty(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: ContractRow, action: ContractTransition): Promise<void> {
  const lang: Lang = 'zh';
  const buyerActs = row.buyerTenantId === ctx.tenantId;
  const vars = { party: buyerActs ? row.buyerName : row.sellerName, contractNo: row.contractNo, contractName: row.contractName, action: message(`contract.action.${action}`, lang) };
  await notifyParty(tx, bus, ctx, buyerActs ? row.sellerTenantId : row.buyerTenantId, {
    event: 'contract.changed',
    vars,
    menuCode: PERMISSIONS.contract.menu,
    title: message('contract.notice.title', lang, vars),
    content: `<p>${escapeText(message('contract.notice.content', lang, vars))}</p>`,
    bizType: 'CONTRACT',
    bizId: String(row.id),
  });
}

/** The parties as they stand now (names as the registry has them). */
async function sidesOf(tx: Executor, row: ContractRow): Promise<Sides> {
  const buyer = (await findParty(tx, row.buyerTenantId)) ?? { tenantId: row.buyerTenantId, name: row.buyerName, kind: 'HOSPITAL' as const };
  const seller = (await findParty(tx, row.sellerTenantId)) ?? { tenantId: row.sellerTenantId, name: row.sellerName, kind: 'DEALER' as const };
  return { buyer, seller };
}

/**
 * Puts a SAVED draft in force: the drafting party only, with at least one line, R1 for a purchase
 * contract and R8 again for every line (a SKU may have stopped since it was drafted). A purchase
 * contract then prices the hospital's catalog from its lines.
 */
async function putInForce(tx: Executor, ctx: RequestContext, row: ContractRow): Promise<void> {
  const lines = await tx.select().from(contractLines).where(eq(contractLines.contractId, row.id)).orderBy(asc(contractLines.lineNo));
  if (lines.length === 0) throw badRequest('contract.effective.noLines', { field: 'ids', contractNo: row.contractNo });
  const sides = await sidesOf(tx, row);
  await checkPurchaseR1(tx, ctx, row.contractType, sides, 'contract.action.effective', 'ids');
  const skus = await checkedSkus(tx, ctx, sides, lines.map((l) => l.skuId), (index) => `lines.${index}.skuId`);
  if (row.contractType === 'PURCHASE') await priceCatalogFromContract(tx, ctx, row, lines, skus);
}

/**
 * Moves contracts by one transition of CONTRACT_TRANSITIONS: effective by the drafting party,
 * stop and use by either party, each only from the state it starts from. Each row is locked,
 * checked, written and the other party told; all or nothing.
 */
export async function transitionContracts(tx: Executor, bus: RealtimeBus, ctx: RequestContext, action: ContractTransition, ids: bigint[]): Promise<ContractRow[]> {
  const rule = CONTRACT_TRANSITIONS[action];
  const done: ContractRow[] = [];
  for (const id of ids) {
    const row = await lockContract(tx, id);
    if (rule.party === 'drafter' && row.tenantId !== ctx.tenantId) throw forbidden('contract.party.drafter');
    if (row.contractStatus !== rule.status || (rule.useFlag && row.useFlag !== rule.useFlag)) {
      const status = action !== 'effective' && row.contractStatus === 'EFFECTIVE' ? message(`contract.useFlag.${row.useFlag}`, ctx.lang) : message(`contract.status.${row.contractStatus}`, ctx.lang);
      throw badRequest('contract.transition.notAllowed', { field: 'ids', contractNo: row.contractNo, status, action: message(`contract.action.${action}`, ctx.lang) });
    }
    if (action === 'effective') await putInForce(tx, ctx, row);
    const set = action === 'effective' ? { contractStatus: 'EFFECTIVE', effectiveAt: new Date() } : { useFlag: action === 'stop' ? 'STOP' : 'USING' };
    const [moved] = await tx
      .update(contracts)
      .set({ ...set, updateUser: ctx.userId, updateTime: new Date(), version: sql`${contracts.version} + 1` })
      .where(eq(contracts.id, id))
      .returning();
    await tellOtherParty(tx, bus, ctx, moved, action);
    done.push(moved);
  }
  return done;
}
