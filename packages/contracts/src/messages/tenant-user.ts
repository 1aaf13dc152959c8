/** Messages of tenants and users. */
export const TENANT_USER_MESSAGES = {} as const;
