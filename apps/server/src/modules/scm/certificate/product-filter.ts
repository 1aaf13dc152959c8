import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../../core/http/errors';
import { escapeLike } from '../../../core/crud/filters';

/** Query keys of the product search: a part of the product's name. */
export const PRODUCT_FILTER_KEYS = ['productName', 'productName_like'] as const;
const MAX = 200;

/**
 * The certificates that concern a product whose name contains the searched text: its registration
 * card, and the authorization letters that name it or, naming no product, cover all of their
 * party's. Products are found among the caller's own (a manufacturer's register) and among the
 * catalog items it is a party of (a hospital's, or a dealer's, who cannot read the manufacturer's
 * products). `certificate` is the certificate table's name or alias in the query.
 */
export function productFilter(query: Record<string, unknown>, certificate: SQL, options: { ownProducts: boolean }): SQL | undefined {
  let text: string | undefined;
  for (const key of PRODUCT_FILTER_KEYS) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    text = String(Array.isArray(raw) ? raw[0] : raw).trim();
    if (text.length > MAX) throw badRequest('field.tooLong', { field: key, max: MAX });
  }
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const c = certificate;
  const letterNames = (productId: SQL, owner: SQL) => sql`(${c}.cert_type = 'CERTIFICATE_AUTHORIZATION' and (
      ${c}.authorized_product_ids @> jsonb_build_array(${productId}::text)
      or (coalesce(jsonb_array_length(${c}.authorized_product_ids), 0) = 0 and ${owner} in (${c}.grantor_tenant_id, ${c}.grantee_tenant_id))))`;
  const fromCatalog = sql`exists (select 1 from scm_catalog_item ci where ci.is_deleted = 0 and ci.product_name ilike ${pattern}
      and ((${c}.cert_type = 'REGISTRATION_CARD' and ${c}.cert_no = ci.registration_no) or ${letterNames(sql`ci.product_id`, sql`ci.supplier_tenant_id`)}))`;
  if (!options.ownProducts) return fromCatalog;
  const fromProducts = sql`exists (select 1 from scm_product p where p.is_deleted = 0 and p.product_name ilike ${pattern}
      and (p.registration_cert_id = ${c}.id or ${letterNames(sql`p.id`, sql`p.tenant_id`)}))`;
  return sql`(${fromProducts} or ${fromCatalog})`;
}
