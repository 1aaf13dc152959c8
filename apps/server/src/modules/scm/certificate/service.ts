import { and, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ARCHIVE_EDITABLE_FIELDS,
  certTypesFor,
  dictLabel,
  isEnterpriseCertType,
  normalizeCertNo,
  type CertificateSubmit,
  type Lang,
} from '@beree/contracts';
import { buildFilters, buildOrder, readPaging } from '../../../core/crud/filters';
import { listedSource } from '../../../core/crud/export';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { certificateAttachments, certificates, tenants } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { carrySharesToSuccessor } from '../certificate-share/renewal';
import { ownParty, type Party } from '../party/party';
import { EXTENSION_INPUT_FIELDS, extensionValues, type ExtensionValues } from './extension';
import { certificateAttachIds, listCertificateAttachments, setCertificateAttachments } from './attachments';
import { flagColumns, stateFlagFilter, type WarnDays } from './flags';
import { PRODUCT_FILTER_KEYS, productFilter } from './product-filter';
import { certificateFilters, dateFilters, sortable } from './resource';
import { checkR4, checkR5, checkRequiredForArchive, fieldLabel, type CertFields } from './rules';

export type CertificateRow = typeof certificates.$inferSelect;

const live = eq(certificates.isDeleted, 0);

/** What answers carry of a certificate: everything but the sealed ID number. */
const { idNumberEncrypted: _sealed, ...publicColumns } = getTableColumns(certificates);
export type PublicCertificate = Omit<CertificateRow, 'idNumberEncrypted'>;
/** A row as answers carry it. */
export const publicRow = ({ idNumberEncrypted: _sealed, ...row }: CertificateRow): PublicCertificate => row;

/** The row, locked for the rest of the transaction; 404 when the tenant has none such. */
async function lockCertificate(tx: Executor, id: bigint): Promise<CertificateRow> {
  const [row] = await tx.select().from(certificates).where(and(eq(certificates.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Registration fields belong to registration cards, the licence kind to enterprise certificates. */
function toValues(input: CertificateSubmit, holderName: string) {
  const registration = input.certType === 'REGISTRATION_CARD';
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const reg = (v: string | null | undefined) => (registration ? text(v) : null);
  const longTerm = input.longTerm ?? false;
  // Another company's licence names that company; every other certificate is the holder's own by default.
  const subject = text(input.subjectCompanyName) ?? (input.certType === 'CUSTOMER_ENTERPRISE_CERTIFICATE' ? null : holderName);
  return {
    certType: input.certType,
    certSubType: isEnterpriseCertType(input.certType) ? (input.certSubType ?? null) : null,
    certName: text(input.certName),
    // An ID card is known by its masked number alone: a clear number typed here would leak.
    certNo: input.certNo && input.certType !== 'ID_CARD' ? normalizeCertNo(input.certNo) || null : null,
    subjectCompanyName: subject,
    issuingAuthority: text(input.issuingAuthority),
    issueDate: input.issueDate ?? null,
    validityStart: input.validityStart ?? null,
    validityEnd: input.validityEnd ?? null,
    longTerm,
    registrationCertificateType: registration ? (input.registrationCertificateType ?? null) : null,
    managementLevel: registration ? (input.managementLevel ?? null) : null,
    areaType: registration ? (input.areaType ?? null) : null,
    productType: registration ? (input.productType ?? null) : null,
    registrantName: reg(input.registrantName),
    registrantAddress: reg(input.registrantAddress),
    manufacturingAddress: reg(input.manufacturingAddress),
    agentName: reg(input.agentName),
    modelSpecText: reg(input.modelSpecText),
    intendedUse: reg(input.intendedUse),
    remark: text(input.remark),
  };
}
/** The common fields and those of the type; an authorization names its grantor as the subject. */
async function withExtension(tx: Executor, ctx: RequestContext, input: CertificateSubmit, me: Party, plain: ReturnType<typeof toValues>, existing: CertificateRow | undefined, idKey: Buffer | undefined) {
  const extension = await extensionValues(tx, ctx, input, me, existing, idKey);
  const subjectCompanyName = input.certType === 'CERTIFICATE_AUTHORIZATION' && !input.subjectCompanyName?.trim() ? extension.grantorName : plain.subjectCompanyName;
  return { ...plain, ...extension, subjectCompanyName };
}
type CertValues = ReturnType<typeof toValues> & Partial<ExtensionValues>;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** R6: an archived certificate changes only its remark and the order of its attachments. */
async function assertArchiveEdit(tx: Executor, row: CertificateRow, values: CertValues, input: CertificateSubmit, lang: Lang) {
  const sentExtension = Object.fromEntries(EXTENSION_INPUT_FIELDS.map((field) => [field, input[field]]));
  for (const [field, value] of Object.entries({ ...values, ...sentExtension })) {
    if (ARCHIVE_EDITABLE_FIELDS.includes(field)) continue;
    // A field the form did not send keeps its value; so do those the server fills in when empty.
    const sent = (input as Record<string, unknown>)[field];
    if (sent === undefined || (sent === null && ['longTerm', 'subjectCompanyName', 'grantorTenantId'].includes(field))) continue;
    if (!same(value, row[field as keyof CertificateRow])) throw badRequest('cert.R6.immutable', { field, label: fieldLabel(field, lang) });
  }
  if (input.idNumber) throw badRequest('cert.R6.immutable', { field: 'idNumber', label: fieldLabel('idNumber', lang) });
  if (input.attachIds) {
    const current = await certificateAttachIds(tx, row.id);
    const wanted = [...new Set(input.attachIds.map(String))];
    if (wanted.length !== current.length || !wanted.every((id) => current.includes(id))) throw badRequest('cert.R6.immutable', { field: 'attachIds', label: fieldLabel('attachIds', lang) });
  }
}

/**
 * Saves a certificate: a new one is SAVED; a SAVED one changes freely within R4 and R5; an
 * ARCHIVE one only its remark and attachment order (R6); a RENEWAL one not at all.
 */
export async function submitCertificate(tx: Executor, ctx: RequestContext, input: CertificateSubmit, idKey?: Buffer): Promise<CertificateRow> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!certTypesFor(me.kind).includes(input.certType)) throw badRequest('cert.certType.notForHospital', { field: 'certType' });
  const plain = toValues(input, me.name);
  const now = new Date();
  const id = input.id ? BigInt(input.id) : undefined;

  if (!id) {
    const values = await withExtension(tx, ctx, input, me, plain, undefined, idKey);
    checkR4(values);
    checkR5(values, ctx.lang);
    const [row] = await tx
      .insert(certificates)
      .values({ ...values, id: nextId(), tenantId: ctx.tenantId, archiveStatus: 'SAVED', useFlag: 'USING', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
      .returning();
    if (input.attachIds?.length) await setCertificateAttachments(tx, ctx, row.id, input.attachIds);
    return row;
  }

  const existing = await lockCertificate(tx, id);
  if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  if (existing.certType !== input.certType) throw badRequest('cert.certType.immutable', { field: 'certType' });
  if (existing.archiveStatus === 'RENEWAL') throw badRequest('cert.R6.renewed', { field: 'archiveStatus' });
  let set: Partial<CertValues>;
  if (existing.archiveStatus === 'ARCHIVE') {
    await assertArchiveEdit(tx, existing, plain, input, ctx.lang);
    set = { remark: plain.remark };
  } else {
    const values = await withExtension(tx, ctx, input, me, plain, existing, idKey);
    checkR4(values);
    checkR5(values, ctx.lang);
    set = values;
  }
  if (input.attachIds) await setCertificateAttachments(tx, ctx, id, input.attachIds);
  const [row] = await tx
    .update(certificates)
    .set({ ...set, updateUser: ctx.userId, updateTime: now, version: sql`${certificates.version} + 1` })
    .where(eq(certificates.id, id))
    .returning();
  return row;
}

/**
 * SAVED → ARCHIVE (§3.5.2): the type's fields (R6), R4 and R5 again, at least one attachment, no
 * other archived certificate of the same type and number but its own predecessor, which turns
 * RENEWAL and hands its shares with hospitals on to it. All or nothing.
 */
export async function archiveCertificates(tx: Executor, ctx: RequestContext, ids: bigint[], bus?: RealtimeBus): Promise<CertificateRow[]> {
  const done: CertificateRow[] = [];
  for (const id of ids) {
    const row = await lockCertificate(tx, id);
    const certName = row.certName ?? row.certNo ?? String(row.id);
    if (row.archiveStatus !== 'SAVED') throw badRequest('cert.archive.notSaved', { field: 'archiveStatus', certName, status: dictLabel('archiveStatus', row.archiveStatus, ctx.lang) });
    const fields = row as unknown as CertFields;
    checkRequiredForArchive(fields, ctx.lang);
    checkR4(fields);
    checkR5(fields, ctx.lang);
    const [{ files }] = await tx.select({ files: count() }).from(certificateAttachments).where(eq(certificateAttachments.certificateId, id));
    if (Number(files) < 1) throw badRequest('cert.R6.attachment', { field: 'attachIds', certName });
    const [twin] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(live, eq(certificates.certType, row.certType), eq(certificates.certNo, row.certNo!), eq(certificates.archiveStatus, 'ARCHIVE'), ne(certificates.id, id)));
    if (twin && twin.id !== row.renewedFromId) {
      throw badRequest('cert.R6.duplicate', { field: 'certNo', certNo: row.certNo!, type: dictLabel('certType', row.certType, ctx.lang) });
    }
    const now = new Date();
    if (row.renewedFromId) {
      const [before] = await tx.select().from(certificates).where(and(eq(certificates.id, row.renewedFromId), live)).for('update');
      if (!before || before.archiveStatus !== 'ARCHIVE') throw badRequest('cert.archive.predecessorGone', { field: 'renewedFromId' });
      await tx
        .update(certificates)
        .set({ archiveStatus: 'RENEWAL', renewedById: id, updateUser: ctx.userId, updateTime: now, version: sql`${certificates.version} + 1` })
        .where(eq(certificates.id, before.id));
    }
    const [moved] = await tx
      .update(certificates)
      .set({ archiveStatus: 'ARCHIVE', archivedAt: now, archivedBy: ctx.userId, updateUser: ctx.userId, updateTime: now, version: sql`${certificates.version} + 1` })
      .where(eq(certificates.id, id))
      .returning();
    if (row.renewedFromId) await carrySharesToSuccessor(tx, bus, ctx, row.renewedFromId, moved);
    done.push(moved);
  }
  return done;
}

/**
 * ARCHIVE → a successor SAVED, linked by renewedFromId, with the same number and holder and no
 * validity or scans yet (the new certificate brings its own). One renewal in progress at a time.
 */
export async function renewCertificate(tx: Executor, ctx: RequestContext, id: bigint): Promise<CertificateRow> {
  const row = await lockCertificate(tx, id);
  if (row.archiveStatus !== 'ARCHIVE') throw badRequest('cert.renew.notArchived', { field: 'archiveStatus' });
  const [pending] = await tx.select({ id: certificates.id }).from(certificates).where(and(live, eq(certificates.renewedFromId, id)));
  if (pending) throw badRequest('cert.renew.exists', { field: 'id', certName: row.certName ?? row.certNo ?? '' });
  const { id: _id, version: _v, createTime: _ct, updateTime: _ut, archivedAt: _aa, archivedBy: _ab, renewedById: _rb, ...copy } = row;
  const [successor] = await tx
    .insert(certificates)
    .values({
      ...copy,
      id: nextId(),
      archiveStatus: 'SAVED',
      useFlag: 'USING',
      renewedFromId: id,
      issueDate: null,
      validityStart: null,
      validityEnd: null,
      remark: null,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
    })
    .returning();
  return successor;
}

/** Only a SAVED draft is deleted; archived and renewed certificates stay (R6). */
export async function removeCertificates(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockCertificate(tx, id);
    if (row.archiveStatus !== 'SAVED') throw badRequest('cert.R6.noDelete', { field: 'ids', certName: row.certName ?? row.certNo ?? String(row.id) });
    await tx.update(certificates).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${certificates.version} + 1` }).where(eq(certificates.id, id));
    await tx.delete(certificateAttachments).where(eq(certificateAttachments.certificateId, id));
  }
}

/** useFlag USING / STOP, by hand and apart from expiry; a renewed certificate is history. */
export async function setUseFlag(tx: Executor, ctx: RequestContext, ids: bigint[], useFlag: 'USING' | 'STOP'): Promise<CertificateRow[]> {
  const done: CertificateRow[] = [];
  for (const id of ids) {
    const row = await lockCertificate(tx, id);
    if (row.archiveStatus === 'RENEWAL') throw badRequest('cert.useFlag.renewed', { field: 'ids' });
    const [moved] = await tx
      .update(certificates)
      .set({ useFlag, updateUser: ctx.userId, updateTime: new Date(), version: sql`${certificates.version} + 1` })
      .where(eq(certificates.id, id))
      .returning();
    done.push(moved);
  }
  return done;
}

// Spelled out: inside a one-table select the ORM leaves column names unqualified, and the inner id would win.
const attachmentCount = sql<number>`(select count(*) from scm_certificate_attachment a where a.certificate_id = "scm_certificate"."id")::int`;

/** A page of certificates with their flags, filtered by the allowlist, the dates, stateFlag and a product's name. */
/** What the list and its export select: the shown columns, flags computed on the viewer's warning days, under the query's filters. */
function listing(query: Record<string, unknown>, warnDays: WarnDays) {
  const flags = flagColumns(warnDays);
  const dates = dateFilters(query);
  const where = and(
    live,
    buildFilters(query, certificateFilters, ['stateFlag', 'stateFlag_equal', ...PRODUCT_FILTER_KEYS, ...dates.keys]),
    dates.where,
    stateFlagFilter(query, warnDays),
    productFilter(query, sql`"scm_certificate"`, { ownProducts: true }),
  );
  return { table: certificates, columns: { ...publicColumns, stateFlag: flags.stateFlag, daysToExpiry: flags.daysToExpiry, attachmentCount }, query, where, sortable };
}

/** The register's rows for the query in the list's order, as an export reads them a page at a time. */
export const exportCertificates = (query: Record<string, unknown>, warnDays: WarnDays) => listedSource(listing(query, warnDays));

export async function listCertificates(tx: Executor, query: Record<string, unknown>, warnDays: WarnDays) {
  const { current, size } = readPaging(query);
  const { columns, where } = listing(query, warnDays);
  const order = buildOrder(query, sortable);
  const [{ total }] = await tx.select({ total: count() }).from(certificates).where(where);
  const records = await tx
    .select(columns)
    .from(certificates)
    .where(where)
    .orderBy(...(order.length ? order : [desc(certificates.createTime), desc(certificates.id)]))
    .limit(size)
    .offset((current - 1) * size);
  return { records, total: Number(total), current, size };
}

/** One certificate with its flags, its scans in order and the certificates it renews or is renewed by. */
export async function certificateDetail(tx: Executor, id: bigint, warnDays: WarnDays) {
  const flags = flagColumns(warnDays);
  const [row] = await tx
    .select({ ...publicColumns, stateFlag: flags.stateFlag, daysToExpiry: flags.daysToExpiry })
    .from(certificates)
    .where(and(eq(certificates.id, id), live));
  if (!row) throw notFound();
  const files = await listCertificateAttachments(tx, id);
  const brief = { id: certificates.id, certNo: certificates.certNo, validityEnd: certificates.validityEnd, archiveStatus: certificates.archiveStatus };
  const [successor] = await tx.select(brief).from(certificates).where(and(live, eq(certificates.renewedFromId, id))).orderBy(desc(certificates.createTime)).limit(1);
  const [predecessor] = row.renewedFromId ? await tx.select(brief).from(certificates).where(and(live, eq(certificates.id, row.renewedFromId))) : [];
  // An authorization's hospitals by name, from the public registry.
  const hospitalIds = row.authorizedHospitalIds ?? [];
  const named = hospitalIds.length ? await tx.select({ tenantId: tenants.tenantId, name: tenants.tenantName }).from(tenants).where(inArray(tenants.tenantId, hospitalIds)) : [];
  const authorizedHospitalNames = hospitalIds.map((tenantId) => named.find((h) => h.tenantId === tenantId)?.name ?? tenantId);
  return { ...row, authorizedHospitalNames, attachIds: files.map((f) => String(f.attachId)), attachments: files, predecessor: predecessor ?? null, successor: successor ?? null };
}

/**
 * certification-count (§3.15): the tenant's archived certificates in use by flag, and the drafts
 * not archived yet, with the same flag function as the list.
 */
export async function certificationCount(tx: Executor, warnDays: WarnDays) {
  const { stateFlag } = flagColumns(warnDays);
  const inUse: SQL = and(live, eq(certificates.archiveStatus, 'ARCHIVE'), eq(certificates.useFlag, 'USING'))!;
  const rows = await tx.select({ flag: stateFlag, n: count() }).from(certificates).where(inUse).groupBy(sql`1`);
  const [{ saved }] = await tx.select({ saved: count() }).from(certificates).where(and(live, eq(certificates.archiveStatus, 'SAVED')));
  const of = (flag: string | null) => Number(rows.find((r) => r.flag === flag)?.n ?? 0);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { total, valid: of(null), expiringSoon: of('EXPIRING_SOON'), overdue: of('OVERDUE'), saved: Number(saved) };
}
