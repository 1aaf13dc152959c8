import { and, asc, eq, inArray, isNull, lte, gte, ne, or, sql } from 'drizzle-orm';
import { message, quantityText4, scaled, SENT_INVOICE_STATUSES, type InvoiceCoverageLine, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { certificates, companies, invoiceCoverage, invoiceLines, invoices, products, productSkus, tenants } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { authorizationChain } from '../certificate/authorization-chain';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/** Who may issue the upstream invoice for a product: by tenant, by name or by tax number. */
interface Sellers {
  tenantIds: Set<string>;
  names: Set<string>;
  taxNos: Set<string>;
  /** For messages: the names, maker first. */
  label: string[];
}

const norm = (s: string | null | undefined) => (s ?? '').replace(/[()（）\s]/g, '');

/**
 * R24 (a), (c): the sellers a dealer's upstream invoice may come from for each SKU — the
 * product's manufacturer (the tenant keeping the product, or the maker it names when the dealer
 * keeps it because the maker is not on the platform) and its registered general agent: the
 * grantor of an authorization the dealer holds on file naming the product, or — naming no product —
 * about the maker's products (its subject company); or the first link of the R12 chain. Read in
 * the tenants that keep them.
 */
async function sellersBySku(tx: Executor, dealer: string, hospital: string, onDate: string, skuIds: bigint[]): Promise<Map<string, Sellers>> {
  const found = new Map<string, Sellers>();
  const byProduct = new Map<string, Sellers>();
  const letters = await tx
    .select({ grantorTenantId: certificates.grantorTenantId, grantorName: certificates.grantorName, subject: certificates.subjectCompanyName, productIds: certificates.authorizedProductIds })
    .from(certificates)
    .where(
      and(
        eq(certificates.tenantId, dealer),
        eq(certificates.certType, 'CERTIFICATE_AUTHORIZATION'),
        eq(certificates.granteeTenantId, dealer),
        eq(certificates.isDeleted, 0),
        eq(certificates.archiveStatus, 'ARCHIVE'),
        eq(certificates.useFlag, 'USING'),
        or(isNull(certificates.validityStart), lte(certificates.validityStart, onDate)),
        or(eq(certificates.longTerm, true), gte(certificates.validityEnd, onDate)),
      ),
    );
  // Who keeps each SKU, in one statement; then each keeper's products of them, in one per keeper.
  const ids = [...new Set(skuIds)];
  const owners = ((await tx.execute(sql`select s.id::text as id, scm_sku_owner(s.id) as owner from unnest(${`{${ids.join(',')}}`}::bigint[]) as s(id)`)) as unknown as { rows: { id: string; owner: string | null }[] }).rows;
  const productOf = new Map<string, { holder: string; id: bigint; manufacturerName: string | null }>();
  for (const holder of new Set(owners.map((o) => o.owner).filter((o): o is string => !!o))) {
    const mine = owners.filter((o) => o.owner === holder).map((o) => BigInt(o.id));
    const rows = await inTenant(tx, holder, () =>
      tx.select({ skuId: productSkus.id, id: products.id, manufacturerName: products.manufacturerName }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)).where(inArray(productSkus.id, mine)),
    );
    for (const r of rows) productOf.set(String(r.skuId), { holder, id: r.id, manufacturerName: r.manufacturerName });
  }
  for (const skuId of ids) {
    const product = productOf.get(String(skuId));
    if (!product) continue;
    const holder = product.holder;
    const key = String(product.id);
    let sellers = byProduct.get(key);
    if (!sellers) {
      sellers = { tenantIds: new Set(), names: new Set(), taxNos: new Set(), label: [] };
      const add = (tenantId: string | null, name: string | null, taxNo?: string | null) => {
        if (tenantId) sellers!.tenantIds.add(tenantId);
        if (name) sellers!.names.add(norm(name));
        if (taxNo) sellers!.taxNos.add(taxNo);
        if (name && !sellers!.label.includes(name)) sellers!.label.push(name);
      };
      if (holder === dealer) add(null, product.manufacturerName);
      else {
        const [party] = await tx.select({ name: tenants.tenantName }).from(tenants).where(eq(tenants.tenantId, holder));
        const [company] = await inTenant(tx, holder, () => tx.select({ name: companies.companyName, taxNo: companies.unifiedSocialCreditCode }).from(companies).where(and(eq(companies.tenantId, holder), eq(companies.isDeleted, 0))));
        add(holder, company?.name ?? party?.name ?? null, company?.taxNo);
        const chain = await authorizationChain(tx, { dealerTenantId: dealer, hospitalTenantId: hospital, productId: product.id, onDate });
        if (chain.links.length === 2) add(chain.links[0].granteeTenantId, chain.links[0].granteeName);
      }
      const maker = norm(product.manufacturerName);
      for (const l of letters) {
        const names = l.productIds?.length ? l.productIds.includes(key) : !!maker && norm(l.subject) === maker && norm(l.grantorName) !== maker;
        if (names) add(l.grantorTenantId, l.grantorName);
      }
      byProduct.set(key, sellers);
    }
    found.set(String(skuId), sellers);
  }
  return found;
}

/** An upstream line with what of it is still free for this invoice. */
interface Candidate {
  invoiceId: bigint;
  lineId: bigint;
  invoiceCode: string | null;
  invoiceNo: string;
  invoiceDate: string;
  sellerName: string;
  sellerTaxNo: string;
  sellerPartyId: string | null;
  skuId: bigint;
  batchNo: string | null;
  free: bigint;
}

/**
 * The dealer's upstream lines for these SKUs on sent upstream invoices, oldest invoice first, each
 * with what is left of it after the coverage other downstream invoices hold.
 */
async function candidates(tx: Executor, dealer: string, invoiceId: bigint, skuIds: bigint[]): Promise<Candidate[]> {
  const used = tx
    .select({ lineId: invoiceCoverage.upstreamLineId, quantity: sql<string>`sum(${invoiceCoverage.quantity})`.as('used') })
    .from(invoiceCoverage)
    .where(ne(invoiceCoverage.invoiceId, invoiceId))
    .groupBy(invoiceCoverage.upstreamLineId)
    .as('used');
  const rows = await tx
    .select({
      invoiceId: invoices.id,
      lineId: invoiceLines.id,
      invoiceCode: invoices.invoiceCode,
      invoiceNo: invoices.invoiceNo,
      invoiceDate: invoices.invoiceDate,
      sellerName: invoices.sellerName,
      sellerTaxNo: invoices.sellerTaxNo,
      sellerPartyId: invoices.sellerPartyId,
      skuId: invoiceLines.skuId,
      batchNo: invoiceLines.batchNo,
      quantity: invoiceLines.quantity,
      used: used.quantity,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(used, eq(used.lineId, invoiceLines.id))
    .where(
      and(
        eq(invoices.supplierTenantId, dealer),
        eq(invoices.invoiceRole, 'UPSTREAM'),
        eq(invoices.isDeleted, 0),
        inArray(invoices.invoiceStatus, [...SENT_INVOICE_STATUSES]),
        inArray(invoiceLines.skuId, [...new Set(skuIds)]),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id), asc(invoiceLines.lineNo));
  return rows.map(({ quantity, used: u, ...r }) => ({ ...r, free: scaled(quantity, 4) - scaled(u ?? '0', 4) }));
}

const matches = (c: Candidate, s: Sellers | undefined) => !!s && ((c.sellerPartyId !== null && s.tenantIds.has(c.sellerPartyId)) || s.names.has(norm(c.sellerName)) || s.taxNos.has(c.sellerTaxNo));

/** A line of the coverage view: what the line needs (quantities scaled by 10^4), what covers it and what is missing. */
function coverageLine(l: LineRow, need: bigint, covered: bigint, sellers: string[], upstream: InvoiceCoverageLine['upstream']): InvoiceCoverageLine {
  return {
    lineNo: l.lineNo,
    invoiceLineId: String(l.id),
    itemName: l.itemName,
    skuId: String(l.skuId),
    batchNo: l.batchNo,
    quantity: quantityText4(need),
    covered: quantityText4(covered),
    missing: quantityText4(need > covered ? need - covered : 0n),
    sellers,
    upstream,
  };
}

/**
 * R24 (b): covers each line of a dealer's downstream invoice, in line order, with the free
 * quantities of upstream lines of the same SKU (and batch, when the upstream line names one) from
 * an allowed seller, oldest invoice first. Read in the dealer's tenant, where the upstream copies
 * and every downstream invoice's coverage live; nothing is written.
 */
export async function planCoverage(tx: Executor, row: InvoiceRow, lines: LineRow[]): Promise<InvoiceCoverageLine[]> {
  const dealer = row.supplierTenantId;
  return inTenant(tx, dealer, async () => {
    const skuIds = lines.map((l) => l.skuId);
    if (skuIds.length === 0) return [];
    const sellers = await sellersBySku(tx, dealer, row.hospitalTenantId!, row.invoiceDate, skuIds);
    const pool = await candidates(tx, dealer, row.id, skuIds);
    return lines.map((l) => {
      const allowed = sellers.get(String(l.skuId));
      const need = scaled(l.quantity, 4);
      let covered = 0n;
      const upstream: InvoiceCoverageLine['upstream'] = [];
      for (const c of pool) {
        if (covered >= need) break;
        if (c.skuId !== l.skuId || c.free <= 0n || (c.batchNo && c.batchNo !== l.batchNo) || !matches(c, allowed)) continue;
        const take = need - covered < c.free ? need - covered : c.free;
        c.free -= take;
        covered += take;
        upstream.push({ invoiceId: String(c.invoiceId), upstreamLineId: String(c.lineId), invoiceCode: c.invoiceCode, invoiceNo: c.invoiceNo, sellerName: c.sellerName, invoiceDate: c.invoiceDate, quantity: quantityText4(take) });
      }
      return coverageLine(l, need, covered, allowed?.label ?? [], upstream);
    });
  });
}

/** Whether R24 applies: a hospital enforcing it, a dealer's downstream invoice that corrects nothing. */
export function twoInvoiceApplies(row: InvoiceRow, supplierKind: string, enforce: boolean): boolean {
  return enforce && row.invoiceRole === 'DOWNSTREAM' && !row.redLetter && supplierKind === 'DEALER';
}

/**
 * R24 when a dealer's invoice is sent or approved: plans the coverage afresh, refuses naming the
 * first line left short, and records which upstream quantities it holds so no other downstream
 * invoice counts them again. Runs under the dealer's invoicing lock.
 */
export async function enforceTwoInvoice(tx: Executor, lang: Lang, row: InvoiceRow, lines: LineRow[]): Promise<void> {
  await releaseCoverage(tx, row);
  const plan = await planCoverage(tx, row, lines);
  const short = plan.find((p) => scaled(p.missing, 4) > 0n);
  if (short) {
    throw badRequest('invoice.R24.missing', {
      field: `lines.${short.lineNo - 1}.quantity`,
      line: short.lineNo,
      product: short.itemName,
      quantity: short.quantity,
      covered: short.covered,
      missing: short.missing,
      sellers: short.sellers.length ? short.sellers.join(message('invoice.R24.or', lang)) : '--',
    });
  }
  const rows = plan.flatMap((p) =>
    p.upstream.map((u) => ({
      id: nextId(),
      tenantId: row.supplierTenantId,
      hospitalTenantId: row.hospitalTenantId,
      supplierTenantId: row.supplierTenantId,
      invoiceId: row.id,
      invoiceLineId: BigInt(p.invoiceLineId),
      upstreamInvoiceId: BigInt(u.invoiceId),
      upstreamLineId: BigInt(u.upstreamLineId),
      quantity: u.quantity,
    })),
  );
  if (rows.length) await inTenant(tx, row.supplierTenantId, () => tx.insert(invoiceCoverage).values(rows));
}

/** Frees what a downstream invoice held of upstream quantities (it is back to SAVED, or is planned again). */
export async function releaseCoverage(tx: Executor, row: InvoiceRow): Promise<void> {
  await inTenant(tx, row.supplierTenantId, () => tx.delete(invoiceCoverage).where(eq(invoiceCoverage.invoiceId, row.id)));
}

/**
 * When a red-letter invoice is approved, what it takes back of each delivery line frees the
 * upstream quantities its original held for that line, newest first: the correction holds them
 * negative, so a corrected re-invoice may use them again. (An approved correction never moves
 * again, so the freed quantities never come back.)
 */
export async function releaseCorrected(tx: Executor, row: InvoiceRow, lines: LineRow[]): Promise<void> {
  await inTenant(tx, row.supplierTenantId, async () => {
    const held = await tx
      .select({ c: invoiceCoverage, deliveryLineId: invoiceLines.deliveryLineId })
      .from(invoiceCoverage)
      .innerJoin(invoiceLines, eq(invoiceLines.id, invoiceCoverage.invoiceLineId))
      .where(eq(invoiceCoverage.invoiceId, row.originalInvoiceId!))
      .orderBy(sql`${invoiceCoverage.id} desc`);
    const freed: (typeof invoiceCoverage.$inferInsert)[] = [];
    for (const l of lines) {
      let left = -scaled(l.quantity, 4);
      for (const h of held.filter((x) => x.deliveryLineId === l.deliveryLineId)) {
        if (left <= 0n) break;
        const take = scaled(h.c.quantity, 4) < left ? scaled(h.c.quantity, 4) : left;
        left -= take;
        freed.push({ ...h.c, id: nextId(), invoiceId: row.id, invoiceLineId: l.id, quantity: quantityText4(-take) });
      }
    }
    if (freed.length) await tx.insert(invoiceCoverage).values(freed);
  });
}

/** The downstream invoice an upstream one is evidence for, if any (an upstream copy in use is not withdrawn). */
export async function coveredBy(tx: Executor, upstreamId: bigint): Promise<string | null> {
  const [hit] = await tx
    .select({ invoiceNo: invoices.invoiceNo })
    .from(invoiceCoverage)
    .innerJoin(invoices, eq(invoices.id, invoiceCoverage.invoiceId))
    .where(eq(invoiceCoverage.upstreamInvoiceId, upstreamId))
    .limit(1);
  return hit?.invoiceNo ?? null;
}

/**
 * The coverage view: what the invoice holds when it holds any (sent under R24), else the plan
 * as it would be made now — line by line, the upstream invoices and what is missing.
 */
export async function coverageOf(tx: Executor, row: InvoiceRow, lines: LineRow[]): Promise<{ enforced: boolean; lines: InvoiceCoverageLine[] }> {
  const held = await inTenant(tx, row.supplierTenantId, () =>
    tx
      .select({ c: invoiceCoverage, invoiceCode: invoices.invoiceCode, invoiceNo: invoices.invoiceNo, sellerName: invoices.sellerName, invoiceDate: invoices.invoiceDate })
      .from(invoiceCoverage)
      .innerJoin(invoices, eq(invoices.id, invoiceCoverage.upstreamInvoiceId))
      .where(eq(invoiceCoverage.invoiceId, row.id))
      .orderBy(asc(invoiceCoverage.id)),
  );
  if (held.length === 0) return { enforced: false, lines: await planCoverage(tx, row, lines) };
  return {
    enforced: true,
    lines: lines.map((l) => {
      const mine = held.filter((h) => h.c.invoiceLineId === l.id);
      const covered = mine.reduce((s, h) => s + scaled(h.c.quantity, 4), 0n);
      const need = scaled(l.quantity, 4);
      const upstream = mine.map((h) => ({ invoiceId: String(h.c.upstreamInvoiceId), upstreamLineId: String(h.c.upstreamLineId), invoiceCode: h.invoiceCode, invoiceNo: h.invoiceNo, sellerName: h.sellerName, invoiceDate: h.invoiceDate, quantity: quantityText4(scaled(h.c.quantity, 4)) }));
      return coverageLine(l, need, covered, [], upstream);
    }),
  };
}
