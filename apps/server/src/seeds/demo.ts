import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { hashPassword, md5Hex } from '../core/auth/passwords';
import { params, roleMenus, roles, tenantPackages, users } from '../core/db/schema';
import type { SeededMenu } from './base';
import { createTenantWithAdmin } from './tenant';

/** Demo tenants: a hospital, a dealer and a manufacturer, each with an administrator, a clerk and its own parameters. */
const DEMO_TENANTS = [
  {
    tenantId: '100001',
    tenantName: '云州市第一人民医院',
    deptName: '医学装备部',
    linkman: '周敏',
    contactNumber: '0571-88776655',
    address: '云州市解放路 88 号',
    admin: { account: 'admin', password: 'admin', realName: '周敏', name: '周敏', phone: '13905710001', email: 'zhoumin@yz1h.example.cn' },
    clerk: { account: 'liting', realName: '李婷', phone: '13905710002' },
    params: [
      ['证照到期预警天数', 'scm.cert.warnDays', '30'],
      ['最短剩余效期(天)', 'scm.delivery.minShelfLifeDays', '180'],
      ['两票制校验', 'scm.invoice.enforceTwoInvoice', 'true'],
    ],
  },
  {
    tenantId: '200001',
    tenantName: '浙江康链医疗供应链有限公司',
    deptName: '运营中心',
    linkman: '王磊',
    contactNumber: '0571-86001234',
    address: '杭州市滨江区江南大道 1000 号',
    admin: { account: 'admin', password: 'admin', realName: '王磊', name: '王磊', phone: '13805710011', email: 'wanglei@kanglian.example.cn' },
    clerk: { account: 'zhaoxr', realName: '赵欣然', phone: '13805710012' },
    params: [
      ['配送单号前缀', 'scm.delivery.numberPrefix', 'DN'],
      ['默认开票类型', 'scm.invoice.defaultType', 'PLAIN'],
    ],
  },
  {
    tenantId: '300001',
    tenantName: '苏州瑞禾医疗器械有限公司',
    deptName: '质量部',
    linkman: '陈志强',
    contactNumber: '0512-62881234',
    address: '苏州工业园区星湖街 218 号',
    admin: { account: 'admin', password: 'admin', realName: '陈志强', name: '陈志强', phone: '13705120021', email: 'chenzq@ruihe.example.cn' },
    clerk: { account: 'wangfang', realName: '王芳', phone: '13705120022' },
    params: [
      ['统一社会信用代码', 'scm.company.creditCode', '91320594MA1XK7Q203'],
      ['注册证到期提醒(天)', 'scm.cert.registrationWarnDays', '90'],
    ],
  },
] as const;

export async function seedDemo(db: Executor, menus: SeededMenu[]): Promise<void> {
  const tenantMenus = menus.filter((m) => !m.platformOnly);
  const readOnly = tenantMenus.filter((m) => m.code === 'system' || m.code === 'param' || m.code === 'param_view');
  await db.transaction(async (tx) => {
    const packageId = nextId();
    await tx.insert(tenantPackages).values([
      { id: packageId, packageName: '基础版', menuId: tenantMenus.map((m) => m.id).join(','), remark: '参数管理与账号解锁' },
      { id: nextId(), packageName: '只读版', menuId: readOnly.map((m) => m.id).join(','), remark: '仅查看参数' },
    ]);
    for (const t of DEMO_TENANTS) {
      const { deptId } = await createTenantWithAdmin(tx as unknown as Executor, {
        ...t,
        roleName: '管理员',
        roleAlias: 'admin',
        menuIds: tenantMenus.map((m) => m.id),
        packageId,
      });
      const clerkRole = nextId();
      await tx.insert(roles).values({ id: clerkRole, tenantId: t.tenantId, roleName: '业务员', roleAlias: 'user', sort: 2 });
      await tx.insert(roleMenus).values(readOnly.map((m) => ({ id: nextId(), tenantId: t.tenantId, roleId: clerkRole, menuId: m.id })));
      await tx.insert(users).values({
        id: nextId(),
        tenantId: t.tenantId,
        account: t.clerk.account,
        password: await hashPassword(md5Hex('123456')),
        name: t.clerk.realName,
        realName: t.clerk.realName,
        phone: t.clerk.phone,
        roleId: String(clerkRole),
        deptId: String(deptId),
        createDept: deptId,
      });
      await tx.insert(params).values(t.params.map(([paramName, paramKey, paramValue]) => ({ id: nextId(), tenantId: t.tenantId, paramName, paramKey, paramValue })));
    }
  });
}
