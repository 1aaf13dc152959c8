import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../../../test/harness';
import { nextId } from '../../../core/db/ids';
import { certificates, messageRecords } from '../../../core/db/schema';
import { enqueueJob } from '../../../core/jobs/enqueue';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { expiryMilestone } from './milestone';
import { EXPIRY_SWEEP_JOB } from './watch';

const server = useServer();
/** 08:00 in Shanghai on 2026-12-01: the sweep's "today" is 2026-12-01. */
const MORNING = new Date('2026-12-01T00:00:00Z');
const DAY = 86_400_000;

const archived = (validityEnd: string, certNo: string) => ({
  id: nextId(),
  tenantId: '300001',
  certType: 'ENTERPRISE_CERTIFICATE',
  certSubType: 'DEVICE_PRODUCTION_LICENSE',
  certName: '医疗器械生产许可证',
  certNo,
  subjectCompanyName: '苏州瑞禾医疗器械有限公司',
  validityStart: '2022-01-01',
  validityEnd,
  archiveStatus: 'ARCHIVE',
});

async function noticesOf(db: Parameters<typeof withTenant>[0], tenantId: string, certificateId: bigint) {
  return withTenant(db, { tenantId }, (tx) =>
    tx.select({ title: messageRecords.title, userId: messageRecords.userId }).from(messageRecords).where(and(eq(messageRecords.bizType, 'CERTIFICATE'), eq(messageRecords.bizId, String(certificateId)))),
  );
}

describe('certificate expiry watch', () => {
  it('names the milestone a certificate has reached: its window, 15 days, expired', () => {
    expect(expiryMilestone('2026-12-31', '2026-12-01', 30)).toBe('WINDOW');
    expect(expiryMilestone('2027-01-01', '2026-12-01', 30)).toBeNull();
    expect(expiryMilestone('2026-12-16', '2026-12-01', 30)).toBe('D15');
    expect(expiryMilestone('2026-12-01', '2026-12-01', 30)).toBe('D15');
    expect(expiryMilestone('2026-11-30', '2026-12-01', 30)).toBe('EXPIRED');
    // A window shorter than 15 days: the 15-day notice comes first.
    expect(expiryMilestone('2026-12-11', '2026-12-01', 7)).toBe('D15');
  });

  it('tells the holder and the hospitals admitting it once per milestone, however often the sweep runs', async () => {
    const { app, database } = server();
    const db = database.db;
    const soon = archived('2026-12-31', '苏食药监械生产许20220001号');
    const urgent = archived('2026-12-11', '苏食药监械生产许20220002号');
    const expired = archived('2026-11-30', '苏食药监械生产许20220003号');
    const far = archived('2027-06-30', '苏食药监械生产许20220004号');
    const stopped = { ...archived('2026-12-05', '苏食药监械生产许20220005号'), useFlag: 'STOP' };
    await withTenant(db, { tenantId: '300001' }, (tx) => tx.insert(certificates).values([soon, urgent, expired, far, stopped]));
    await withPlatform(db, { tenantId: '000000' }, (tx) => enqueueJob(tx, { tenantId: '000000', type: EXPIRY_SWEEP_JOB, runAt: MORNING, dedupeKey: 'watch-test' }));

    // The sweep, then the notices it booked.
    while ((await app.jobs.runDue(MORNING)) > 0);

    const holder = await noticesOf(db, '300001', soon.id);
    expect(holder.map((m) => m.title)).toEqual(['证照即将到期：企业证照 苏食药监械生产许20220001号']);
    expect((await noticesOf(db, '300001', urgent.id)).map((m) => m.title)[0]).toMatch(/^证照 15 天内到期/);
    expect((await noticesOf(db, '300001', expired.id)).map((m) => m.title)[0]).toMatch(/^证照已过期/);
    expect(await noticesOf(db, '300001', far.id)).toEqual([]);
    expect(await noticesOf(db, '300001', stopped.id)).toEqual([]);
    // 云州市第一人民医院 admits the manufacturer; the second hospital's relation was cancelled.
    expect(await noticesOf(db, '100001', expired.id)).toHaveLength(1);
    expect(await noticesOf(db, '100002', expired.id)).toEqual([]);

    // The next morning's sweep (booked by the first) finds the same milestones and tells no one again.
    while ((await app.jobs.runDue(new Date(MORNING.getTime() + DAY))) > 0);
    for (const cert of [soon, urgent, expired]) {
      expect(await noticesOf(db, '300001', cert.id), cert.certNo).toHaveLength(1);
      expect(await noticesOf(db, '100001', cert.id), cert.certNo).toHaveLength(1);
    }
  });
});
