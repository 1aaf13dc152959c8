import { dictLabel } from '../dictionaries';
import { message, type Lang } from '../messages';
import { issue, type RuleIssue } from './rule-issue';

/** The classification a product shares with its registration card (R7). */
export interface ProductClassification {
  productType?: string | null;
  managementLevel?: string | null;
  areaType?: string | null;
}

/** What R7 reads of the card. */
export interface CardClassification extends ProductClassification {
  certNo?: string | null;
}

/** The fields R7 compares, each with its dictionary. */
export const R7_FIELDS = ['productType', 'managementLevel', 'areaType'] as const;

/** The fields R7 makes a product fill in: a device or reagent names its card; every product its type. */
export const productR7Required = (productType: unknown): string[] => (productType && productType !== 'OTHER' ? ['productType', 'registrationCertId'] : ['productType']);

/**
 * R7: a device or reagent names a registration card, and its type, class and origin are the
 * card's. An empty class or origin takes the card's (see `productR7Classification`). A card that
 * lacks the value itself is named as such, not as "must equal (--)". Every finding at once.
 */
export function productR7Issues(product: ProductClassification, card: CardClassification | null, lang: Lang): RuleIssue[] {
  if (!card) return product.productType && product.productType !== 'OTHER' ? [issue('registrationCertId', 'product.R7.cardRequired')] : [];
  const out: RuleIssue[] = [];
  for (const field of R7_FIELDS) {
    const expected = card[field] ?? null;
    const given = product[field] ?? null;
    if (given === null && field !== 'productType') continue;
    if (given === expected) continue;
    const label = message(`product.field.${field}`, lang);
    if (expected === null) out.push(issue(field, 'product.R7.cardLacks', { label, certNo: card.certNo ?? '' }));
    else out.push(issue(field, 'product.R7.mismatch', { label, value: given === null ? '--' : dictLabel(field, given, lang), certNo: card.certNo ?? '', expected: dictLabel(field, expected, lang) }));
  }
  return out;
}

/** The classification to store once R7 holds: an empty class or origin takes the card's. */
export function productR7Classification<P extends ProductClassification>(product: P, card: CardClassification | null): P {
  if (!card) return product;
  return { ...product, managementLevel: product.managementLevel ?? card.managementLevel ?? null, areaType: product.areaType ?? card.areaType ?? null };
}
