import { and, eq, inArray, sql } from 'drizzle-orm';
import { dictLabel, fileExtension, KIND_PACKAGE_NAMES, LICENCE_CERTIFICATES, type LicenceType, kindOfCompanyTypes, message, type CompanyType, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { attachments, certificateAttachments, certificates, companies, companyRegistrations, registrationFiles, tenantPackages } from '../../../core/db/schema';
import type { LicenceFile } from '../../../core/db/schema/company';
import type { FileStorage } from '../../../core/files/storage';
import type { ActiveStore } from '../../../core/files/stores';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { FILE_ROUTE_BASE, objectKeyFor } from '../../resource/upload/object-key';
import { provisionTenant } from '../../system/tenant/provision';
import { grantableMenuIds, lockTenantCreation, nextFreeTenantId, platformParam } from '../../system/tenant/repo';
import { lockCreditCode, refuseRegisteredCode, withoutSecret, type RegistrationRow } from './registration-service';

const live = eq(companyRegistrations.isDeleted, 0);

async function lockRegistration(tx: Executor, id: bigint): Promise<RegistrationRow> {
  const [row] = await tx.select().from(companyRegistrations).where(and(live, eq(companyRegistrations.id, id))).for('update');
  if (!row) throw notFound();
  return row;
}

function refuseUnlessSubmitted(row: RegistrationRow, action: 'approve' | 'reject', lang: Lang): void {
  if (row.registrationStatus === 'SUBMITTED') return;
  throw badRequest('company.review.notSubmitted', {
    field: 'ids',
    name: row.companyName,
    status: dictLabel('reviewStatus', row.registrationStatus, lang),
    action: message(`company.action.${action}`, lang),
  });
}

/** Files written to the storage by an approval, to remove again when its transaction fails. */
export type WrittenKeys = string[];

/** The stores an approval works with, found before its transaction: each scan's, by key, and the new tenant's. */
export interface ApprovalStores {
  scans: Map<string, FileStorage>;
  target: ActiveStore;
}

/** Copies the scans into the new tenant as its attachments and SAVED enterprise certificates. */
async function copyScans(tx: Executor, stores: ApprovalStores, written: WrittenKeys, row: RegistrationRow, tenantId: string, actor: bigint): Promise<LicenceFile[]> {
  const ids = row.licences.map((l) => BigInt(l.fileId));
  const files = ids.length ? await tx.select().from(registrationFiles).where(inArray(registrationFiles.id, ids)) : [];
  const out: LicenceFile[] = [];
  for (const licence of row.licences) {
    const file = files.find((f) => String(f.id) === licence.fileId);
    const source = file && stores.scans.get(file.objectKey);
    const object = source && (await source.get(file.objectKey));
    if (!file || !object) throw badRequest('company.licence.fileNotFound', { field: 'licences' });
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const attachId = nextId();
    const extension = fileExtension(file.originalName);
    const key = objectKeyFor(tenantId, attachId, extension);
    await stores.target.storage.put(key, Buffer.concat(chunks), file.mimeType);
    written.push(key);
    const link = `${FILE_ROUTE_BASE}/${key}`;
    await tx.insert(attachments).values({
      id: attachId,
      tenantId,
      link,
      domainUrl: FILE_ROUTE_BASE,
      name: key,
      originalName: file.originalName,
      extension: extension.slice(0, 12) || null,
      attachSize: BigInt(file.fileSize),
      mimeType: file.mimeType,
      sha256: file.sha256,
      objectKey: key,
      ossId: stores.target.ossId,
      createUser: actor,
      updateUser: actor,
    });
    // The scan becomes a draft enterprise certificate the company completes and archives (§3.1 step 2).
    const certificateId = nextId();
    const cert = LICENCE_CERTIFICATES[licence.type as LicenceType];
    await tx.insert(certificates).values({
      id: certificateId,
      tenantId,
      certType: 'ENTERPRISE_CERTIFICATE',
      certSubType: cert.certSubType,
      certName: cert.zh,
      // A business licence's number is the unified social credit code.
      certNo: licence.type === 'BUSINESS_LICENCE' ? row.unifiedSocialCreditCode : null,
      subjectCompanyName: row.companyName,
      archiveStatus: 'SAVED',
      createUser: actor,
      updateUser: actor,
    });
    await tx.insert(certificateAttachments).values({ id: nextId(), tenantId, certificateId, attachId, sortOrder: 0, createUser: actor });
    out.push({ ...licence, attachId: String(attachId), link, certificateId: String(certificateId) });
  }
  return out;
}

/** The new tenant's quota: the platform default, unlimited when unset. */
async function defaultQuota(tx: Executor): Promise<number> {
  const n = Number(await platformParam(tx, 'tenant.default.accountNumber', '-1'));
  return Number.isInteger(n) && n >= -1 ? n : -1;
}

/**
 * Approves one registration (domain model §3.1 step 2) on the platform path, in the caller's
 * transaction: a tenant of the kind its company types make, with the kind's package (or the kind's
 * menus), the administrator with the password they chose, the company record and its scans as
 * draft certificates.
 */
async function approveOne(tx: Executor, stores: ApprovalStores, written: WrittenKeys, ctx: RequestContext, row: RegistrationRow): Promise<RegistrationRow> {
  await lockCreditCode(tx, row.unifiedSocialCreditCode);
  // Its own SUBMITTED row is the pending one: only companies count here.
  await refuseRegisteredCode(tx, row.unifiedSocialCreditCode).catch((error: { key?: string }) => {
    if (error.key !== 'company.creditCode.pending') throw error;
  });
  const types = row.companyTypes.split(',').filter(Boolean) as CompanyType[];
  const kind = kindOfCompanyTypes(types);
  await lockTenantCreation(tx);
  const tenantId = await nextFreeTenantId(tx, kind);
  if (!tenantId) throw badRequest('company.tenantCode.exhausted', { field: 'ids' });
  const [pkg] = await tx.select().from(tenantPackages).where(and(eq(tenantPackages.packageName, KIND_PACKAGE_NAMES[kind]), eq(tenantPackages.isDeleted, 0))).limit(1);
  await provisionTenant(tx, {
    tenant: {
      tenantId,
      tenantName: row.companyName,
      tenantKind: kind,
      companyTypes: row.companyTypes,
      linkman: row.contactName,
      contactNumber: row.contactPhone,
      address: row.registeredAddress?.slice(0, 255) ?? null,
      accountNumber: await defaultQuota(tx),
      packageId: pkg?.id ?? null,
    },
    dept: { name: row.shortName || row.companyName, fullName: row.companyName },
    role: { name: '管理员', alias: 'admin' },
    // They chose the password themselves: no change is forced at the first sign-in.
    admin: { account: row.adminAccount, passwordHash: row.adminPasswordHash, name: row.adminName, realName: row.adminName, phone: row.adminMobile, email: row.email },
    menuIds: await grantableMenuIds(tx, pkg ?? null, kind),
    actor: { userId: ctx.userId, deptId: ctx.deptIds[0] ?? null },
  });
  const licences = await copyScans(tx, stores, written, row, tenantId, ctx.userId);
  const { id: _id, tenantId: _t, registrationStatus: _s, adminName: _a, adminMobile: _m, adminAccount: _c, adminPasswordHash: _h, licences: _l, previousId: _p, reviewerUserId: _r, reviewerName: _rn, reviewedAt: _ra, rejectReason: _rr, approvedTenantId: _at, createUser: _cu, createDept: _cd, createTime: _ct, updateUser: _uu, updateTime: _ut, status: _st, isDeleted: _d, version: _v, ...company } = row;
  await tx.insert(companies).values({ ...company, id: nextId(), tenantId, registrationStatus: 'APPROVED', registrationId: row.id, licences, createUser: ctx.userId, updateUser: ctx.userId });
  const [moved] = await tx
    .update(companyRegistrations)
    .set({ registrationStatus: 'APPROVED', reviewerUserId: ctx.userId, reviewerName: ctx.userName, reviewedAt: new Date(), approvedTenantId: tenantId, updateUser: ctx.userId, updateTime: new Date(), version: sql`${companyRegistrations.version} + 1` })
    .where(eq(companyRegistrations.id, row.id))
    .returning();
  return moved;
}

/** Approves registrations, all or nothing: one refusal leaves no tenant behind. */
export async function approveRegistrations(tx: Executor, stores: ApprovalStores, written: WrittenKeys, ctx: RequestContext, ids: bigint[]) {
  const done = [];
  for (const id of ids) {
    const row = await lockRegistration(tx, id);
    refuseUnlessSubmitted(row, 'approve', ctx.lang);
    done.push(withoutSecret(await approveOne(tx, stores, written, ctx, row)));
  }
  return done;
}

/** Rejects registrations with the reason the applicant will read. */
export async function rejectRegistrations(tx: Executor, ctx: RequestContext, ids: bigint[], reason: string) {
  const done = [];
  for (const id of ids) {
    const row = await lockRegistration(tx, id);
    refuseUnlessSubmitted(row, 'reject', ctx.lang);
    const [moved] = await tx
      .update(companyRegistrations)
      .set({ registrationStatus: 'REJECTED', rejectReason: reason, reviewerUserId: ctx.userId, reviewerName: ctx.userName, reviewedAt: new Date(), updateUser: ctx.userId, updateTime: new Date(), version: sql`${companyRegistrations.version} + 1` })
      .where(eq(companyRegistrations.id, id))
      .returning();
    done.push(withoutSecret(moved));
  }
  return done;
}
