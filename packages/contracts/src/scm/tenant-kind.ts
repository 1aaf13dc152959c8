/** What a tenant is in the supply chain (domain model §1.1). */
export const TENANT_KINDS = ['HOSPITAL', 'MANUFACTURER', 'DEALER', 'FOREIGN_OFFICE', 'PLATFORM'] as const;
/** The kinds a new tenant may be: there is exactly one platform. */
export const PARTY_KINDS = ['HOSPITAL', 'MANUFACTURER', 'DEALER', 'FOREIGN_OFFICE'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];
export type TenantKind = (typeof TENANT_KINDS)[number];

/** The kinds that supply hospitals: they apply for supply relations, hold certificates, deliver. */
export const SUPPLIER_KINDS: readonly TenantKind[] = ['MANUFACTURER', 'DEALER', 'FOREIGN_OFFICE'];

/**
 * Tenant codes are handed out per kind, so a code tells what a tenant is at a glance: hospitals
 * 1xxxxx, dealers 2xxxxx, manufacturers 3xxxxx, foreign offices 4xxxxx; the platform is 000000.
 */
export const TENANT_ID_FIRST_DIGIT: Record<PartyKind, string> = {
  HOSPITAL: '1',
  DEALER: '2',
  MANUFACTURER: '3',
  FOREIGN_OFFICE: '4',
};

/** companyTypes (spec §3), kept exactly as the wire spells them (INLAND_MANUFACTRUE included). */
export const COMPANY_TYPES = ['INLAND_MANUFACTRUE', 'INLAND_DEALER', 'FOREIGN_OFFICE'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The companyTypes a company of each kind holds unless it says otherwise. */
export const DEFAULT_COMPANY_TYPES: Record<TenantKind, CompanyType[]> = {
  HOSPITAL: [],
  PLATFORM: [],
  MANUFACTURER: ['INLAND_MANUFACTRUE'],
  DEALER: ['INLAND_DEALER'],
  FOREIGN_OFFICE: ['FOREIGN_OFFICE'],
};

export const isSupplierKind = (kind: string): boolean => (SUPPLIER_KINDS as readonly string[]).includes(kind);
