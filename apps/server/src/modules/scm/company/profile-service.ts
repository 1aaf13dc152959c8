import { and, eq, sql } from 'drizzle-orm';
import { creditCodeField, isSupplierKind, PLATFORM_TENANT_ID, type CompanyProfile } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { companies, tenants } from '../../../core/db/schema';
import { badRequest, conflict, forbidden } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { companyValues, refuseRegisteredCode } from './registration-service';

type CompanyRow = typeof companies.$inferSelect;

async function ownTenant(tx: Executor, tenantId: string) {
  const [row] = await tx.select({ tenantName: tenants.tenantName, tenantKind: tenants.tenantKind, companyTypes: tenants.companyTypes }).from(tenants).where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
  if (!row || !isSupplierKind(row.tenantKind)) throw forbidden('company.supplierOnly');
  return row;
}

const ownRow = async (tx: Executor, tenantId: string): Promise<CompanyRow | undefined> =>
  (await tx.select().from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.isDeleted, 0))).for('update'))[0];

/**
 * The caller's company. A supplier made by the platform without a registration has none yet: it
 * gets a blank one named after its tenant, to fill in and save.
 */
export async function ownCompany(tx: Executor, ctx: RequestContext) {
  const tenant = await ownTenant(tx, ctx.tenantId);
  const [row] = await tx.select().from(companies).where(and(eq(companies.tenantId, ctx.tenantId), eq(companies.isDeleted, 0)));
  return row ?? { tenantId: ctx.tenantId, companyName: tenant.tenantName, companyTypes: tenant.companyTypes, registrationStatus: null, licences: [] };
}

/**
 * Before a company is first saved: whether another tenant's company holds the credit code, asked on
 * the platform path in a transaction of its own (the save runs in the caller's tenant afterwards).
 */
export async function refuseTakenCode(db: Executor, ctx: RequestContext, input: CompanyProfile): Promise<void> {
  const parsed = creditCodeField.safeParse(input.unifiedSocialCreditCode?.trim() ?? '');
  if (!parsed.success) return;
  await withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, async (tx) => {
    const [own] = await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.tenantId, ctx.tenantId), eq(companies.isDeleted, 0)));
    if (!own) await refuseRegisteredCode(tx, parsed.data, ctx.tenantId);
  });
}

/**
 * Saves the caller's company. After approval the credit code and the company types are fixed;
 * a company saved the first time must give a valid credit code no other company holds.
 */
export async function saveCompany(tx: Executor, ctx: RequestContext, input: CompanyProfile): Promise<CompanyRow> {
  const tenant = await ownTenant(tx, ctx.tenantId);
  const existing = await ownRow(tx, ctx.tenantId);
  const code = input.unifiedSocialCreditCode?.trim().toUpperCase() ?? '';
  if (existing) {
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
    if (code && code !== existing.unifiedSocialCreditCode) throw badRequest('company.creditCode.immutable', { field: 'unifiedSocialCreditCode' });
    if (input.companyTypes && input.companyTypes.join(',') !== existing.companyTypes) throw badRequest('company.companyTypes.immutable', { field: 'companyTypes' });
    const values = companyValues({ ...input, companyTypes: existing.companyTypes.split(',') as CompanyProfile['companyTypes'] & {}, unifiedSocialCreditCode: existing.unifiedSocialCreditCode });
    const [row] = await tx
      .update(companies)
      .set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${companies.version} + 1` })
      .where(eq(companies.id, existing.id))
      .returning();
    return row;
  }
  const parsed = creditCodeField.safeParse(code);
  if (!parsed.success) throw badRequest(code ? 'company.creditCode.R34' : 'company.creditCode.required', { field: 'unifiedSocialCreditCode' });
  const types = input.companyTypes ?? (tenant.companyTypes.split(',').filter(Boolean) as NonNullable<CompanyProfile['companyTypes']>);
  const [row] = await tx
    .insert(companies)
    .values({ ...companyValues({ ...input, companyTypes: types, unifiedSocialCreditCode: parsed.data }), id: nextId(), tenantId: ctx.tenantId, registrationStatus: 'APPROVED', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
    .returning();
  return row;
}
