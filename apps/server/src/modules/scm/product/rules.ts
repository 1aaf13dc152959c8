import { and, eq } from 'drizzle-orm';
import { dictLabel, gtin14Problem, message, type Lang } from '@beree/contracts';
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

const R7_FIELDS = [
  ['productType', 'productType'],
  ['managementLevel', 'managementLevel'],
  ['areaType', 'areaType'],
] as const;

/** One of the caller's own registration cards (row-level security keeps other tenants' out), or null. */
export async function findRegistrationCard(tx: Executor, id: bigint): Promise<RegistrationCard | null> {
  const [card] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.certType, 'REGISTRATION_CARD'), eq(certificates.isDeleted, 0)));
  return card ?? null;
}

/**
 * R7: a device or reagent names one of the caller's registration cards, and its type, class and
 * origin are the card's. An empty class or origin takes the card's; a different one is refused,
 * naming the field. Answers the classification to store.
 */
export function checkR7(product: Classification, card: RegistrationCard | null, lang: Lang): Classification {
  if (!card) {
    if (product.productType !== 'OTHER') throw badRequest('product.R7.cardRequired', { field: 'registrationCertId' });
    return product;
  }
  const out: Classification = { ...product };
  for (const [field, dict] of R7_FIELDS) {
    const expected = card[field] ?? null;
    const given = product[field] ?? null;
    if (given === null && field !== 'productType') {
      out[field] = expected;
      continue;
    }
    if (given !== expected) {
      throw badRequest('product.R7.mismatch', {
        field,
        label: message(`product.field.${field}`, lang),
        value: dictLabel(dict, given, lang),
        certNo: card.certNo ?? '',
        expected: dictLabel(dict, expected, lang),
      });
    }
  }
  return out;
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
