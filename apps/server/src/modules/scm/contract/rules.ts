import type { ContractLineSubmit, ContractType } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';
import { isHospital, isSupplier, type Party } from '../party/party';

export interface Sides {
  buyer: Party;
  seller: Party;
}

const MAKERS = ['MANUFACTURER', 'FOREIGN_OFFICE'];

/**
 * Which side the caller is on, from the contract's type and the two parties' kinds. PURCHASE: a
 * hospital buys from a supplier. SUPPLY: a dealer buys from a manufacturer or foreign office, or
 * from another dealer acting as general agent — a dealer drafting with a dealer is the buyer.
 */
export function contractSides(type: ContractType, me: Party, other: Party): Sides {
  const field = 'counterpartyTenantId';
  if (other.tenantId === me.tenantId) throw badRequest('contract.counterparty.self', { field });
  if (type === 'PURCHASE') {
    if (isHospital(me) && isSupplier(other)) return { buyer: me, seller: other };
    if (isSupplier(me) && isHospital(other)) return { buyer: other, seller: me };
    throw badRequest('contract.counterparty.purchase', { field, party: other.name });
  }
  if (isHospital(me)) throw badRequest('contract.supply.hospital', { field: 'contractType' });
  if (MAKERS.includes(me.kind) && other.kind === 'DEALER') return { buyer: other, seller: me };
  if (me.kind === 'DEALER' && (MAKERS.includes(other.kind) || other.kind === 'DEALER')) return { buyer: me, seller: other };
  throw badRequest('contract.counterparty.supply', { field, party: other.name });
}

/** The kinds of tenant a caller of `kind` may sign a contract of `type` with (R1 narrows PURCHASE further). */
export function counterpartyKinds(type: ContractType, kind: string): string[] {
  if (type === 'PURCHASE') return kind === 'HOSPITAL' ? ['MANUFACTURER', 'DEALER', 'FOREIGN_OFFICE'] : kind === 'PLATFORM' ? [] : ['HOSPITAL'];
  if (MAKERS.includes(kind)) return ['DEALER'];
  return kind === 'DEALER' ? [...MAKERS, 'DEALER'] : [];
}

/** The contract's own validity: from ≤ to. */
export function checkValidity(c: { validFrom: string; validTo: string }): void {
  if (c.validFrom > c.validTo) throw badRequest('contract.validity.order', { field: 'validTo', start: c.validFrom, end: c.validTo });
}

/**
 * A line's own rules: its validity in order and within the contract's; a winning-bid line priced
 * at most at its bid price, when one is given.
 */
export function checkLine(line: ContractLineSubmit, index: number, contract: { validFrom: string; validTo: string }): void {
  const at = (name: string) => ({ field: `lines.${index}.${name}`, line: index + 1 });
  const from = line.validFrom ?? contract.validFrom;
  const to = line.validTo ?? contract.validTo;
  if (from > to) throw badRequest('contract.line.validity.order', { ...at('validTo'), start: from, end: to });
  if (from < contract.validFrom || to > contract.validTo) {
    throw badRequest('contract.line.validity.outside', { ...at(from < contract.validFrom ? 'validFrom' : 'validTo'), from: contract.validFrom, to: contract.validTo });
  }
  if (line.bidStatus === 'WINNING_BID' && line.bidPrice != null && Number(line.unitPrice) > Number(line.bidPrice)) {
    throw badRequest('contract.line.overBid', { ...at('unitPrice'), unitPrice: line.unitPrice, bidPrice: line.bidPrice });
  }
}
