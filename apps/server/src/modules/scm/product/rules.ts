import { and, eq } from 'drizzle-orm';
import { gtin14Problem, productR7Classification, productR7Issues, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { certificates } from '../../../core/db/schema';
import { badRequest, forbidden } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { isSupplier, ownParty } from '../party/party';

export type RegistrationCard = typeof certificates.$inferSelect;

/** The classification a product shares with its registration card (R7). */
export interface Classification {
  productType: string;
  managementLevel?: string | null;
  areaType?: string | null;
}

/** One of the caller's own registration cards (row-level security keeps other tenants' out), or null. */
export async function findRegistrationCard(tx: Executor, id: bigint): Promise<RegistrationCard | null> {
  const [card] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.certType, 'REGISTRATION_CARD'), eq(certificates.isDeleted, 0)));
  return card ?? null;
}

/**
 * R7 (contracts' productR7Issues, the rule the product form runs too): a device or reagent names
 * one of the caller's registration cards, and its type, class and origin are the card's; refused
 * with the first finding, naming the field. Answers the classification to store (an empty class or
 * origin takes the card's).
 */
export function checkR7(product: Classification, card: RegistrationCard | null, lang: Lang): Classification {
  const [first] = productR7Issues(product, card, lang);
  if (first) throw badRequest(first.key, first.vars);
  return productR7Classification(product, card);
}

/** R9 (the check digit): every 14-digit DI ends in its GTIN-14 check digit; the message names the DI and the digit. */
export function checkR9CheckDigits(dis: { udiDi: string; field: string }[]): void {
  for (const { udiDi, field } of dis) {
    const problem = gtin14Problem(udiDi);
    if (problem) throw badRequest('sku.R9.checkDigit', { field, di: udiDi, expected: problem.expected });
  }
}

/** Products are kept by the suppliers that sell them; a hospital or the platform changes none. */
export async function assertSupplier(tx: Executor, ctx: RequestContext): Promise<void> {
  if (!isSupplier(await ownParty(tx, ctx.tenantId))) throw forbidden('product.notSupplier');
}
