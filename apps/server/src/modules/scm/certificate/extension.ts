import { and, eq, inArray } from 'drizzle-orm';
import { MAX_AUTHORIZATION_LEVEL, maskIdNumber, type CertificateSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { certificates, products, users } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { findParty, isHospital, isSupplier, type Party } from '../party/party';
import { encryptIdNumber } from './id-number';

type CertificateRow = typeof certificates.$inferSelect;

/** Every extension column empty: what a certificate of another type carries. */
const EMPTY = {
  grantorTenantId: null as string | null,
  grantorName: null as string | null,
  granteeTenantId: null as string | null,
  granteeName: null as string | null,
  parentAuthorizationId: null as bigint | null,
  authorizationLevel: null as number | null,
  authorizedHospitalIds: null as string[] | null,
  authorizedProductIds: null as string[] | null,
  authorizedRegion: null as string | null,
  agentUserId: null as bigint | null,
  agentPersonName: null as string | null,
  agentMobile: null as string | null,
  agentIdCardCertId: null as bigint | null,
  targetHospitalTenantId: null as string | null,
  targetHospitalName: null as string | null,
  scope: null as string[] | null,
  personName: null as string | null,
  idNumberEncrypted: null as string | null,
  idNumberMasked: null as string | null,
  gender: null as string | null,
};
export type ExtensionValues = typeof EMPTY;

/** The extension fields as the form sends them, for R6's comparison with an archived row. */
export const EXTENSION_INPUT_FIELDS = [
  'grantorTenantId',
  'granteeTenantId',
  'parentAuthorizationId',
  'authorizedHospitalIds',
  'authorizedProductIds',
  'authorizedRegion',
  'agentUserId',
  'agentMobile',
  'agentIdCardCertId',
  'targetHospitalTenantId',
  'scope',
  'personName',
  'gender',
] as const;

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const unique = <T>(list: T[] | null | undefined): T[] => [...new Set(list ?? [])];

/** The live product ids among `ids` that `ownerTenantId` keeps, reading its tenant for this one check and back. */
async function ownedProductIds(tx: Executor, ownerTenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await inTenant(tx, ownerTenantId, () =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids.map((id) => BigInt(id))), eq(products.tenantId, ownerTenantId), eq(products.isDeleted, 0))),
  );
  return new Set(rows.map((r) => String(r.id)));
}

async function hospitalParty(tx: Executor, tenantId: string, key: string, field: string): Promise<Party> {
  const party = await findParty(tx, tenantId);
  if (!party || !isHospital(party)) throw badRequest(key, { field, tenantId });
  return party;
}

/**
 * CERTIFICATE_AUTHORIZATION: the grantor (the holder unless named) and a supplier as grantee; a
 * parent is the holder's own archived authorization granted to the grantor, one level up (at most
 * two levels, R12); hospitals are hospitals; products belong to the manufacturer at the chain's top.
 */
async function authorizationValues(tx: Executor, ctx: RequestContext, input: CertificateSubmit, me: Party): Promise<Partial<ExtensionValues>> {
  const grantor = input.grantorTenantId ? await findParty(tx, input.grantorTenantId) : me;
  if (!grantor) throw badRequest('cert.grantorTenantId.invalid', { field: 'grantorTenantId' });
  const grantee = input.granteeTenantId ? await findParty(tx, input.granteeTenantId) : undefined;
  if (input.granteeTenantId && (!grantee || !isSupplier(grantee))) throw badRequest('cert.granteeTenantId.invalid', { field: 'granteeTenantId' });
  if (grantee && grantee.tenantId === grantor.tenantId) throw badRequest('cert.grantee.self', { field: 'granteeTenantId' });

  let level = 1;
  let manufacturer = grantor.tenantId;
  if (input.parentAuthorizationId) {
    const [parent] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.id, BigInt(input.parentAuthorizationId)), eq(certificates.isDeleted, 0), eq(certificates.certType, 'CERTIFICATE_AUTHORIZATION')));
    if (!parent || parent.archiveStatus !== 'ARCHIVE' || parent.granteeTenantId !== grantor.tenantId || !parent.grantorTenantId) {
      throw badRequest('cert.parent.invalid', { field: 'parentAuthorizationId' });
    }
    const parentLevel = parent.authorizationLevel ?? 1;
    if (parentLevel >= MAX_AUTHORIZATION_LEVEL) throw badRequest('cert.parent.tooDeep', { field: 'parentAuthorizationId', level: parentLevel });
    level = parentLevel + 1;
    manufacturer = parent.grantorTenantId;
  }

  const hospitals = unique(input.authorizedHospitalIds);
  for (const tenantId of hospitals) await hospitalParty(tx, tenantId, 'cert.authorizedHospitalIds.invalid', 'authorizedHospitalIds');
  const productIds = unique(input.authorizedProductIds);
  const owned = await ownedProductIds(tx, manufacturer, productIds);
  if (productIds.some((id) => !owned.has(id))) throw badRequest('cert.authorizedProductIds.invalid', { field: 'authorizedProductIds' });

  return {
    grantorTenantId: grantor.tenantId,
    grantorName: grantor.name,
    granteeTenantId: grantee?.tenantId ?? null,
    granteeName: grantee?.name ?? null,
    parentAuthorizationId: input.parentAuthorizationId ? BigInt(input.parentAuthorizationId) : null,
    authorizationLevel: level,
    authorizedHospitalIds: hospitals,
    authorizedProductIds: productIds,
    authorizedRegion: text(input.authorizedRegion),
  };
}

/** POWER_ATTORNEY: an active user of the holder, an ID card the holder keeps, a hospital or all, what for. */
async function powerOfAttorneyValues(tx: Executor, input: CertificateSubmit): Promise<Partial<ExtensionValues>> {
  let agent: { id: bigint; name: string | null; realName: string | null; phone: string | null } | undefined;
  if (input.agentUserId) {
    [agent] = await tx
      .select({ id: users.id, name: users.name, realName: users.realName, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, BigInt(input.agentUserId)), eq(users.isDeleted, 0), eq(users.status, 1)));
    if (!agent) throw badRequest('cert.agentUserId.invalid', { field: 'agentUserId' });
  }
  if (input.agentIdCardCertId) {
    const [card] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.id, BigInt(input.agentIdCardCertId)), eq(certificates.isDeleted, 0), eq(certificates.certType, 'ID_CARD')));
    if (!card) throw badRequest('cert.agentIdCardCertId.invalid', { field: 'agentIdCardCertId' });
  }
  const hospital = input.targetHospitalTenantId ? await hospitalParty(tx, input.targetHospitalTenantId, 'cert.targetHospitalTenantId.invalid', 'targetHospitalTenantId') : undefined;
  return {
    agentUserId: agent?.id ?? null,
    agentPersonName: agent ? (agent.realName ?? agent.name) : null,
    agentMobile: text(input.agentMobile) ?? agent?.phone?.slice(0, 20) ?? null,
    agentIdCardCertId: input.agentIdCardCertId ? BigInt(input.agentIdCardCertId) : null,
    targetHospitalTenantId: hospital?.tenantId ?? null,
    targetHospitalName: hospital?.name ?? null,
    scope: unique(input.scope),
  };
}

/** ID_CARD: the number is kept only sealed and masked; a form that does not send it keeps the one stored. */
function idCardValues(input: CertificateSubmit, existing: CertificateRow | undefined, key: Buffer | undefined): Partial<ExtensionValues> {
  const values: Partial<ExtensionValues> = { personName: text(input.personName), gender: input.gender ?? null };
  if (input.idNumber) {
    if (!key) throw new Error('the ID number key was not loaded');
    values.idNumberEncrypted = encryptIdNumber(key, input.idNumber);
    values.idNumberMasked = maskIdNumber(input.idNumber);
  } else {
    values.idNumberEncrypted = existing?.idNumberEncrypted ?? null;
    values.idNumberMasked = existing?.idNumberMasked ?? null;
  }
  return values;
}

/** The extension columns of a saved (not archived) certificate, checked against what they point at. */
export async function extensionValues(
  tx: Executor,
  ctx: RequestContext,
  input: CertificateSubmit,
  me: Party,
  existing: CertificateRow | undefined,
  key: Buffer | undefined,
): Promise<ExtensionValues> {
  if (input.certType === 'CERTIFICATE_AUTHORIZATION') return { ...EMPTY, ...(await authorizationValues(tx, ctx, input, me)) };
  if (input.certType === 'POWER_ATTORNEY') return { ...EMPTY, ...(await powerOfAttorneyValues(tx, input)) };
  if (input.certType === 'ID_CARD') return { ...EMPTY, ...idCardValues(input, existing, key) };
  return { ...EMPTY };
}
