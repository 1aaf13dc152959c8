import { and, eq, sql } from 'drizzle-orm';
import { requiredLicences, type CompanyRegister, type CompanyType } from '@beree/contracts';
import { hashPassword } from '../../../core/auth/passwords';
import { refuseCommonPassword } from '../../../core/auth/common-passwords';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { companies, companyRegistrations, tenants } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import { takeRegistrationFiles } from './registration-files';

export type RegistrationRow = typeof companyRegistrations.$inferSelect;

const live = eq(companyRegistrations.isDeleted, 0);

/** A registration as anyone but the password check sees it. */
export const withoutSecret = ({ adminPasswordHash: _hash, ...row }: RegistrationRow) => row;

/** Serialises everything about one credit code: registering, approving, first saving a profile. */
export async function lockCreditCode(tx: Executor, code: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beree:credit-code:${code}`}))`);
}

/**
 * §3.1 step 3: a credit code already held by a company (any tenant) or by a registration waiting
 * for review is refused, telling the applicant whom to ask. Runs on the platform path.
 */
export async function refuseRegisteredCode(tx: Executor, code: string, exceptTenantId?: string): Promise<void> {
  const [owner] = await tx
    .select({ tenantId: companies.tenantId, name: tenants.tenantName })
    .from(companies)
    .leftJoin(tenants, and(eq(tenants.tenantId, companies.tenantId), eq(tenants.isDeleted, 0)))
    .where(and(eq(companies.unifiedSocialCreditCode, code), eq(companies.isDeleted, 0)))
    .limit(5)
    .then((rows) => rows.filter((r) => r.tenantId !== exceptTenantId));
  if (owner) throw conflict('company.creditCode.registered', { field: 'unifiedSocialCreditCode', code, name: owner.name ?? owner.tenantId, tenantId: owner.tenantId });
  const [pending] = await tx.select({ id: companyRegistrations.id }).from(companyRegistrations).where(and(live, eq(companyRegistrations.unifiedSocialCreditCode, code), eq(companyRegistrations.registrationStatus, 'SUBMITTED'))).limit(1);
  if (pending) throw conflict('company.creditCode.pending', { field: 'unifiedSocialCreditCode', code });
}

/** The scans each company type needs: a business licence always, the operating or production licence or filing by type. */
export function refuseMissingLicences(types: readonly CompanyType[], licences: { type: string }[]): void {
  for (const oneOf of requiredLicences(types)) {
    if (!licences.some((l) => (oneOf as string[]).includes(l.type))) throw badRequest(`company.licence.${oneOf[0]}`, { field: 'licences' });
  }
}

async function lockPrevious(tx: Executor, id: bigint, mobile: string): Promise<RegistrationRow> {
  const [row] = await tx.select().from(companyRegistrations).where(and(live, eq(companyRegistrations.id, id))).for('update');
  if (!row || row.adminMobile !== mobile) throw badRequest('company.previous.notFound', { field: 'previousId' });
  if (row.registrationStatus !== 'REJECTED') throw badRequest('company.previous.notRejected', { field: 'previousId' });
  return row;
}

/** The company columns of a submitted registration, as stored. */
export function companyValues(input: Omit<CompanyRegister, 'captchaKey' | 'captchaCode' | 'adminName' | 'adminMobile' | 'adminAccount' | 'adminPassword' | 'licences' | 'previousId'>) {
  const text = (v: string | null | undefined) => v?.trim() || null;
  return {
    companyName: input.companyName,
    shortName: text(input.shortName),
    companyTypes: input.companyTypes.join(','),
    unifiedSocialCreditCode: input.unifiedSocialCreditCode,
    legalRepresentative: text(input.legalRepresentative),
    enterpriseLeader: text(input.enterpriseLeader),
    qualityManager: text(input.qualityManager),
    registeredCapital: input.registeredCapital == null ? null : input.registeredCapital.toFixed(2),
    establishedDate: text(input.establishedDate),
    businessScope: text(input.businessScope),
    deviceScope: text(input.deviceScope),
    provinceCode: text(input.provinceCode),
    cityCode: text(input.cityCode),
    districtCode: text(input.districtCode),
    registeredAddress: text(input.registeredAddress),
    warehouseAddress: text(input.warehouseAddress),
    contactName: text(input.contactName),
    contactPhone: text(input.contactPhone),
    email: text(input.email),
    fax: text(input.fax),
    taxpayerType: input.taxpayerType ?? null,
    bankName: text(input.bankName),
    bankAccount: text(input.bankAccount),
    countryCode: input.companyTypes.includes('FOREIGN_OFFICE') ? text(input.countryCode) : null,
    foreignParentName: input.companyTypes.includes('FOREIGN_OFFICE') ? text(input.foreignParentName) : null,
  };
}

/**
 * A visitor's registration (domain model §3.1 step 1): refused when the password is a common one,
 * a required scan is missing or the credit code is taken; a correction of a rejected registration
 * (same administrator mobile) is a new row that points at it. The captcha was checked before.
 */
export async function submitRegistration(tx: Executor, input: CompanyRegister): Promise<RegistrationRow> {
  refuseCommonPassword(input.adminPassword, 'adminPassword');
  refuseMissingLicences(input.companyTypes, input.licences);
  const previous = input.previousId ? await lockPrevious(tx, BigInt(input.previousId), input.adminMobile) : null;
  await lockCreditCode(tx, input.unifiedSocialCreditCode);
  await refuseRegisteredCode(tx, input.unifiedSocialCreditCode);
  const id = nextId();
  const files = await takeRegistrationFiles(tx, input.licences.map((l) => BigInt(l.fileId)), id, previous?.id ?? null);
  const { captchaKey: _k, captchaCode: _c, adminName, adminMobile, adminAccount, adminPassword, licences, previousId: _p, ...company } = input;
  const [row] = await tx
    .insert(companyRegistrations)
    .values({
      id,
      tenantId: previous?.tenantId ?? '000000',
      ...companyValues(company),
      registrationStatus: 'SUBMITTED',
      adminName,
      adminMobile,
      adminAccount,
      adminPasswordHash: await hashPassword(adminPassword),
      licences: licences.map((l) => ({ type: l.type, fileId: l.fileId, originalName: files.get(l.fileId)!.originalName })),
      previousId: previous?.id ?? null,
    })
    .returning();
  return row;
}

/** The applicant's view of a registration, found by its id and the administrator's mobile; 404 for anything else. */
export async function registrationStatus(tx: Executor, id: bigint, mobile: string) {
  const [row] = await tx.select().from(companyRegistrations).where(and(live, eq(companyRegistrations.id, id)));
  if (!row || row.adminMobile !== mobile) throw notFound();
  const { reviewerUserId: _u, reviewerName: _n, ...visible } = withoutSecret(row);
  return visible;
}

/** The registrations this one corrects, newest first: the trail of one applicant's attempts. */
export async function registrationTrail(tx: Executor, row: RegistrationRow): Promise<ReturnType<typeof withoutSecret>[]> {
  const trail: ReturnType<typeof withoutSecret>[] = [];
  let previousId = row.previousId;
  while (previousId && trail.length < 50) {
    const [previous] = await tx.select().from(companyRegistrations).where(eq(companyRegistrations.id, previousId));
    if (!previous) break;
    trail.push(withoutSecret(previous));
    previousId = previous.previousId;
  }
  return trail;
}
