import { and, eq, sql } from 'drizzle-orm';
import type { HospitalProfileInput } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { hospitalProfiles, tenants } from '../../../core/db/schema';
import { conflict } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { ownParty } from '../party/party';

const ofTenant = (tenantId: string) => and(eq(hospitalProfiles.tenantId, tenantId), eq(hospitalProfiles.isDeleted, 0));

/**
 * The signed-in hospital's profile. Before it is first saved, a draft from the tenant registry
 * (name and address) with no id, so the form opens filled with what is known.
 */
export async function ownProfile(tx: Executor, tenantId: string) {
  const [row] = await tx.select().from(hospitalProfiles).where(ofTenant(tenantId));
  if (row) return row;
  const me = await ownParty(tx, tenantId);
  const [registry] = await tx.select({ address: tenants.address }).from(tenants).where(eq(tenants.tenantId, tenantId));
  return { id: null, tenantId, hospitalName: me.name, address: registry?.address ?? null, status: 'ENABLE', version: null };
}

/** Saves the profile: the first save creates the hospital's one row, later ones need its current version. */
export async function submitProfile(tx: Executor, ctx: RequestContext, input: HospitalProfileInput) {
  const [row] = await tx.select().from(hospitalProfiles).where(ofTenant(ctx.tenantId)).for('update');
  const values = {
    hospitalName: input.hospitalName,
    shortName: input.shortName || null,
    pinyinCode: input.pinyinCode ? input.pinyinCode.toUpperCase() : null,
    hospitalCode: input.hospitalCode || null,
    platformHospitalCode: input.platformHospitalCode || null,
    unifiedSocialCreditCode: input.unifiedSocialCreditCode,
    medicalInstitutionLicenseNo: input.medicalInstitutionLicenseNo || null,
    grade: input.grade,
    ownership: input.ownership,
    bedCount: input.bedCount ?? null,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    districtCode: input.districtCode,
    address: input.address || null,
    updateUser: ctx.userId,
    updateTime: new Date(),
  };
  if (!row) {
    const [created] = await tx.insert(hospitalProfiles).values({ ...values, id: nextId(), tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null }).returning();
    return created;
  }
  if (input.version != null && input.version !== row.version) throw conflict('record.stale');
  const [updated] = await tx.update(hospitalProfiles).set({ ...values, version: sql`${hospitalProfiles.version} + 1` }).where(eq(hospitalProfiles.id, row.id)).returning();
  return updated;
}
