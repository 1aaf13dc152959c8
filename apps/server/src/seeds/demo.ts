import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { hashPassword, md5Hex } from '../core/auth/passwords';
import { KIND_PACKAGE_NAMES, menuFitsKind, PARTY_KINDS, type PartyKind } from '@beree/contracts';
import { params, roleMenus, roles, supplyRelationHistory, supplyRelations, tenantPackages, tenants, users } from '../core/db/schema';
import type { SeededMenu } from './base';
import { createTenantWithAdmin } from './tenant';
import { seedCompanyDemo } from './company-demo';
import { seedHospitalMasterData } from './hospital-demo';
import { seedCertificates } from './certificate-demo';
import { seedProducts } from './product-demo';
import { seedCertificateShares } from './certificate-share-demo';
import { seedContracts } from './contract-demo';
import { seedPlansAndIndents } from './plan-indent-demo';
import { seedDeliveries } from './delivery-demo';
import { seedInvoices } from './invoice-demo';
import { seedSurgicalOrders } from './surgical-demo';
import { seedPushes } from './push-demo';
import { seedMessageCentre } from './message-demo';

/** Demo tenants: a hospital, a dealer and a manufacturer, each with an administrator, a clerk and its own parameters. */
const DEMO_TENANTS = [
  {
    tenantId: '100001',
    tenantKind: 'HOSPITAL',
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
    tenantKind: 'DEALER',
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
    tenantKind: 'MANUFACTURER',
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

/** Further parties, with an administrator only, so relations and isolation have someone to show. */
const MORE_PARTIES = [
  { tenantId: '100002', tenantKind: 'HOSPITAL', tenantName: '云州医科大学附属第二医院', deptName: '采购中心', linkman: '孙丽', contactNumber: '0571-87001234', address: '云州市学院路 66 号', admin: { account: 'admin', password: 'admin', realName: '孙丽', name: '孙丽' } },
  { tenantId: '100003', tenantKind: 'HOSPITAL', tenantName: '临江县人民医院', deptName: '设备科', linkman: '何军', contactNumber: '0571-64001234', address: '临江县人民路 12 号', admin: { account: 'admin', password: 'admin', realName: '何军', name: '何军' } },
  { tenantId: '200002', tenantKind: 'DEALER', tenantName: '云州和畅医疗器械有限公司', deptName: '业务部', linkman: '刘洋', contactNumber: '0571-85001234', address: '云州市建设路 21 号', admin: { account: 'admin', password: 'admin', realName: '刘洋', name: '刘洋' } },
] as const;

type Relation = [supplier: string, hospital: string, status: string, extra?: { reason?: string; direct?: boolean }];

/** Supply relations in every state (domain model §7). */
const RELATIONS: Relation[] = [
  ['200001', '100001', 'APPROVED'],
  ['300001', '100001', 'APPROVED', { direct: true }],
  ['200001', '100002', 'SUBMITTED'],
  ['200002', '100001', 'REJECTED', { reason: '经营许可证范围不含三类植入器械，请补充后重新申请' }],
  ['200002', '100002', 'STOPPED', { reason: '连续两月配送不及时，暂停供货' }],
  ['300001', '100002', 'CANCELLED'],
  ['200002', '100003', 'SUBMITTED'],
];


export async function seedDemo(db: Executor, menus: SeededMenu[]): Promise<void> {
  const tenantMenus = menus.filter((m) => !m.platformOnly);
  const menusOf = (kind: PartyKind) => tenantMenus.filter((m) => menuFitsKind(m.code, kind));
  const readOnly = tenantMenus.filter((m) => m.code === 'system' || m.code === 'param' || m.code === 'param_view');
  await db.transaction(async (tx) => {
    const packages = new Map<PartyKind, bigint>();
    for (const kind of PARTY_KINDS) {
      const id = nextId();
      packages.set(kind, id);
      await tx.insert(tenantPackages).values({ id, packageName: KIND_PACKAGE_NAMES[kind], menuId: menusOf(kind).map((m) => m.id).join(','), remark: `${KIND_PACKAGE_NAMES[kind]}的全部菜单` });
    }
    await tx.insert(tenantPackages).values({ id: nextId(), packageName: '只读版', menuId: readOnly.map((m) => m.id).join(','), remark: '仅查看参数' });
    for (const t of DEMO_TENANTS) {
      const { deptId } = await createTenantWithAdmin(tx as unknown as Executor, {
        ...t,
        roleName: '管理员',
        roleAlias: 'admin',
        menuIds: menusOf(t.tenantKind).map((m) => m.id),
        packageId: packages.get(t.tenantKind),
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
    for (const t of MORE_PARTIES) {
      await createTenantWithAdmin(tx as unknown as Executor, { ...t, roleName: '管理员', roleAlias: 'admin', menuIds: menusOf(t.tenantKind).map((m) => m.id), packageId: packages.get(t.tenantKind) });
    }
    await seedRelations(tx as unknown as Executor);
    await seedCompanyDemo(tx as unknown as Executor);
    await seedHospitalMasterData(tx as unknown as Executor);
    await seedCertificates(tx as unknown as Executor);
    await seedProducts(tx as unknown as Executor);
    await seedCertificateShares(tx as unknown as Executor);
    // Last: the catalog and contracts list the SKUs the product demo left.
    await seedContracts(tx as unknown as Executor);
    // Plans and orders name items of that catalog.
    await seedPlansAndIndents(tx as unknown as Executor);
    // Delivery notes fill those orders, in step with what they show delivered and received.
    await seedDeliveries(tx as unknown as Executor);
    // Invoices bill what those notes received; upstream copies cover the dealer's (R24).
    await seedInvoices(tx as unknown as Executor);
    // Surgical orders use the dealer's implants from that catalog, one in each state.
    await seedSurgicalOrders(tx as unknown as Executor);
    // The demo hospital's HIS and what its suppliers' shipped notes did there.
    await seedPushes(tx as unknown as Executor);
    // Channel accounts, event templates and a whitelist per tenant; the hospital's tasks in every state.
    await seedMessageCentre(tx as unknown as Executor);
  });
}

async function seedRelations(tx: Executor): Promise<void> {
  const names = new Map((await tx.select({ tenantId: tenants.tenantId, name: tenants.tenantName }).from(tenants)).map((t) => [t.tenantId, t.name]));
  const day = 24 * 3600 * 1000;
  for (const [index, [supplier, hospital, status, extra = {}]] of RELATIONS.entries()) {
    const appliedAt = new Date(Date.now() - (40 - index * 4) * day);
    const reviewedAt = status === 'SUBMITTED' || status === 'CANCELLED' ? null : new Date(appliedAt.getTime() + 2 * day);
    const parties = { tenantId: supplier, hospitalTenantId: hospital, supplierTenantId: supplier };
    const id = nextId();
    await tx.insert(supplyRelations).values({
      id,
      ...parties,
      hospitalName: names.get(hospital)!,
      supplierName: names.get(supplier)!,
      supplyStatus: status,
      manufacturerDirect: extra.direct ?? false,
      applyReason: '申请成为贵院医用耗材供应商，已备齐营业执照、经营许可证及授权书。',
      appliedAt,
      reviewedAt,
      rejectReason: status === 'REJECTED' ? extra.reason : null,
      stopReason: status === 'STOPPED' ? extra.reason : null,
      stoppedAt: status === 'STOPPED' ? new Date(Date.now() - 3 * day) : null,
      hospitalSupplierCode: reviewedAt && status !== 'REJECTED' ? `GYS${supplier}` : null,
      createTime: appliedAt,
      updateTime: reviewedAt ?? appliedAt,
    });
    const steps: [string, string | null, string, string | null][] = [['apply', null, 'SUBMITTED', null]];
    if (status === 'APPROVED' || status === 'STOPPED') steps.push(['approve', 'SUBMITTED', 'APPROVED', null]);
    if (status === 'STOPPED') steps.push(['stop', 'APPROVED', 'STOPPED', extra.reason ?? null]);
    if (status === 'REJECTED') steps.push(['reject', 'SUBMITTED', 'REJECTED', extra.reason ?? null]);
    if (status === 'CANCELLED') steps.push(['cancel', 'SUBMITTED', 'CANCELLED', null]);
    for (const [n, [action, fromStatus, toStatus, reason]] of steps.entries()) {
      await tx.insert(supplyRelationHistory).values({ id: nextId(), ...parties, relationId: id, action, fromStatus, toStatus, reason, createTime: new Date(appliedAt.getTime() + n * day) });
    }
  }
}
