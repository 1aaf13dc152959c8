import { and, eq } from 'drizzle-orm';
import { isSupplierKind, type TenantKind } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { tenants } from '../../../core/db/schema';
import { notFound } from '../../../core/http/errors';

/** A tenant as a party of supply-chain documents. */
export interface Party {
  tenantId: string;
  name: string;
  kind: TenantKind;
}

/** The live tenant with that code as a party, or undefined (the registry is readable by every tenant). */
export async function findParty(tx: Executor, tenantId: string): Promise<Party | undefined> {
  const [row] = await tx
    .select({ tenantId: tenants.tenantId, name: tenants.tenantName, kind: tenants.tenantKind })
    .from(tenants)
    .where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
  return row ? { ...row, kind: row.kind as TenantKind } : undefined;
}

/** The caller's own tenant as a party. */
export async function ownParty(tx: Executor, tenantId: string): Promise<Party> {
  const party = await findParty(tx, tenantId);
  if (!party) throw notFound();
  return party;
}

export const isHospital = (party: Party): boolean => party.kind === 'HOSPITAL';
export const isSupplier = (party: Party): boolean => isSupplierKind(party.kind);
