import { PLATFORM_TENANT_ID } from '@beree/contracts';

/** Who is asking: built only from a verified access token (or, at sign-in, from the checked credentials). */
export interface RequestContext {
  tenantId: string;
  userId: bigint;
  account: string;
  userName: string;
  roleIds: bigint[];
  roleAliases: string[];
  deptIds: bigint[];
  sessionId: bigint;
  clientId: string;
  lang: 'zh' | 'en';
}

/** The platform administrator: tenant 000000 with the administrator role. */
export const isPlatformAdmin = (ctx: RequestContext): boolean =>
  ctx.tenantId === PLATFORM_TENANT_ID && ctx.roleAliases.includes('administrator');
