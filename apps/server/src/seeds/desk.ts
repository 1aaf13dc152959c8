import { and, eq } from 'drizzle-orm';
import { NOTICE_CATEGORY, PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { messageRecords, notices, users } from '../core/db/schema';

const HOSPITAL = '100001';
const DAY = 24 * 60 * 60 * 1000;

async function adminOf(tx: Executor, tenantId: string): Promise<bigint> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, 'admin')));
  return admin.id;
}

/** Demo notices (one from the platform, two from the hospital) and two messages for the hospital's administrator. */
export async function seedDesk(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Executor;
    const platformAdmin = await adminOf(t, PLATFORM_TENANT_ID);
    const hospitalAdmin = await adminOf(t, HOSPITAL);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const notice = (tenantId: string, createUser: bigint, days: number, title: string, content: string, isTop = 0) => ({
      id: nextId(),
      tenantId,
      title,
      category: tenantId === PLATFORM_TENANT_ID ? NOTICE_CATEGORY.platform : NOTICE_CATEGORY.hospital,
      releaseTime: ago(days),
      content,
      isTop,
      topTime: isTop ? ago(days) : null,
      createUser,
      updateUser: createUser,
      createTime: ago(days),
      updateTime: ago(days),
    });
    await tx.insert(notices).values([
      notice(
        PLATFORM_TENANT_ID,
        platformAdmin,
        3,
        '关于第三批医疗器械唯一标识实施的提醒',
        '<p>根据国家药监局关于第三批医疗器械唯一标识（UDI）实施的公告，第二类医疗器械应于规定日期前完成唯一标识赋码与数据上传。</p>' +
          '<p>请各生产企业在平台“产品管理”中补全产品的 UDI-DI，经营企业在配送单中录入 UDI-PI（批号、生产日期、失效期、序列号）。</p>',
      ),
      notice(
        HOSPITAL,
        hospitalAdmin,
        2,
        '春节期间中心库收货安排',
        '<p>春节期间（除夕至初六）中心库暂停收货，初七起恢复正常。</p><p>急诊与手术用耗材请提前与医学装备部联系，收货时间为每日 9:00–11:00。</p>',
        1,
      ),
      notice(
        HOSPITAL,
        hospitalAdmin,
        1,
        '请于本月20日前更新授权书',
        '<p>请各供应商于本月20日前上传最新的产品授权书（含授权链条上每一级），逾期未更新的产品将暂停配送。</p>',
      ),
    ]);
    const message = (days: number, category: string, title: string, content: string, bizType: string) => ({
      id: nextId(),
      tenantId: HOSPITAL,
      userId: hospitalAdmin,
      category,
      title,
      content,
      bizType,
      createTime: ago(days),
      updateTime: ago(days),
    });
    await tx.insert(messageRecords).values([
      message(1, 'CERT_EXPIRING', '供应商证照即将到期', '<p>浙江康链医疗供应链有限公司的《医疗器械经营许可证》将于15天后到期，请提醒供应商及时更新。</p>', 'certificate'),
      message(0, 'PUSH_FAILED', '配送单推送HIS失败', '<p>配送单推送至医院HIS失败：HIS接口超时，请稍后重试（已重试3次）。</p>', 'push'),
    ]);
  });
}
