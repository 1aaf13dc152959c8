/** Every socket of a tenant: where that tenant's notices go. */
export const tenantRoom = (tenantId: string): string => `tenant:${tenantId}`;

/** Every socket of one user (all their tabs and devices): where their messages go. */
export const userRoom = (tenantId: string, userId: string): string => `user:${tenantId}:${userId}`;
