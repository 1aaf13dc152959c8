import { eq } from 'drizzle-orm';
import { menuFitsKind, PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { clients, menus, params, tenants } from '../core/db/schema';
import { MENU_TREE, type MenuSeed } from './menus';
import { createTenantWithAdmin } from './tenant';

export interface SeededMenu {
  id: bigint;
  code: string;
  platformOnly: boolean;
}

/** Inserts menu seeds and their children under `parentId`, numbered from `firstSort`. */
export async function insertMenus(tx: Executor, seeds: MenuSeed[], parentId: bigint, parentPlatformOnly: boolean, out: SeededMenu[], firstSort = 1) {
  for (const [index, seed] of seeds.entries()) {
    const id = nextId();
    const platformOnly = parentPlatformOnly || !!seed.platformOnly;
    await tx.insert(menus).values({
      id,
      parentId,
      code: seed.code,
      name: seed.name,
      nameEn: seed.nameEn,
      alias: seed.alias ?? 'menu',
      path: seed.path ?? '',
      source: seed.source ?? '',
      sort: firstSort + index,
      category: seed.category ?? 1,
      action: seed.action ?? 0,
      isOpen: 1,
      platformOnly: platformOnly ? 1 : 0,
    });
    out.push({ id, code: seed.code, platformOnly });
    if (seed.children) await insertMenus(tx, seed.children, id, platformOnly, out);
  }
}

/**
 * The platform every installation starts with: tenant 000000 管理组 with admin / admin, the web
 * clients, the menu tree and the system parameters (dictionaries: seeds/dictionaries.ts). Runs once, on an empty database.
 */
export async function seedBase(db: Executor): Promise<{ seeded: boolean; menus: SeededMenu[] }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantId, PLATFORM_TENANT_ID));
    if (existing) return { seeded: false, menus: [] };
    await tx.insert(clients).values([
      { id: nextId(), clientId: 'saber', clientSecret: 'saber_secret', authorizedGrantTypes: 'refresh_token,password,captcha,authorization_code,social', accessTokenValidity: 3600, refreshTokenValidity: 604800 },
      { id: nextId(), clientId: 'sword', clientSecret: 'sword_secret', authorizedGrantTypes: 'refresh_token,password,captcha,authorization_code', accessTokenValidity: 3600, refreshTokenValidity: 604800 },
    ]);
    const seeded: SeededMenu[] = [];
    await insertMenus(tx as unknown as Executor, MENU_TREE, 0n, false, seeded);
    await createTenantWithAdmin(tx as unknown as Executor, {
      tenantId: PLATFORM_TENANT_ID,
      tenantName: '管理组',
      tenantKind: 'PLATFORM',
      roleName: '超级管理员',
      roleAlias: 'administrator',
      deptName: 'Beree',
      admin: { account: 'admin', password: 'admin', realName: '管理员', name: '管理员' },
      // The platform's administrator holds every menu but the ones of a hospital's or a supplier's clerks.
      menuIds: seeded.filter((m) => menuFitsKind(m.code, 'PLATFORM')).map((m) => m.id),
      ids: { user: 1123598821738675201n, dept: 1123598813738675201n, role: 1123598816738675201n, tenant: 1123598820738675201n },
    });
    const systemParams: [string, string, string][] = [
      ['登录失败锁定次数', 'account.failCount', '5'],
      ['登录锁定时长(分钟)', 'account.lockMinutes', '30'],
      ['登录失败延迟(秒)', 'account.failDelaySeconds', '1'],
      ['登录失败最长延迟(秒)', 'account.failDelayMaxSeconds', '60'],
      ['账号初始密码', 'account.initPassword', '123456'],
      ['密码最小长度', 'password.minLength', '8'],
      ['密码字符类别数', 'password.classes', '0'],
      ['租户默认账号额度', 'tenant.default.accountNumber', '100'],
      ['切换部门角色模式', 'account.switchMode', 'false'],
      ['客服链接', 'sys.customerServiceUrl', 'https://support.beree.example/scm'],
      ['日志保留天数', 'log.retention.days', '30'],
    ];
    await tx.insert(params).values(
      systemParams.map(([paramName, paramKey, paramValue]) => ({ id: nextId(), tenantId: PLATFORM_TENANT_ID, paramName, paramKey, paramValue })),
    );
    return { seeded: true, menus: seeded };
  });
}
