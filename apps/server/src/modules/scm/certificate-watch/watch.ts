import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { addDays, daysBetween, dictLabel, message, shanghaiToday, type CertType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { certificates, supplyRelations } from '../../../core/db/schema';
import { enqueueJob } from '../../../core/jobs/enqueue';
import type { Job, JobRunner } from '../../../core/jobs/runner';
import { scheduleDaily } from '../../../core/jobs/schedule';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { escapeText } from '../../desk/rich-text';
import { viewerWarnDays, type WarnDays } from '../certificate/flags';
import { notifyParty } from '../party/notify';
import { expiryMilestone, type ExpiryMilestone } from './milestone';

export const EXPIRY_SWEEP_JOB = 'scm.certificate.expiry-sweep';
export const EXPIRY_NOTICE_JOB = 'scm.certificate.expiry-notice';
/** Farther ahead than any warning window a tenant sets: certificates beyond it need no look. */
const HORIZON_DAYS = 400;

/** A tenant as the sweep acts for it: the system, not a user. */
const systemOf = (tenantId: string) => ({ tenantId, userId: 0n, deptIds: [] }) as unknown as RequestContext;

/**
 * The daily sweep: every archived certificate in use that is near or past its end gets one notice
 * job per milestone (the job's key makes it once, however often the sweep runs).
 */
async function sweep(db: Executor, today: string): Promise<void> {
  const horizon = addDays(today, HORIZON_DAYS);
  const due = await withPlatform(db, { tenantId: '000000' }, (tx) =>
    tx
      .select({ id: certificates.id, tenantId: certificates.tenantId, certType: certificates.certType, validityEnd: certificates.validityEnd })
      .from(certificates)
      .where(
        and(
          eq(certificates.isDeleted, 0),
          eq(certificates.archiveStatus, 'ARCHIVE'),
          eq(certificates.useFlag, 'USING'),
          eq(certificates.longTerm, false),
          isNotNull(certificates.validityEnd),
          lte(certificates.validityEnd, horizon),
        ),
      ),
  );
  const warnDaysOf = new Map<string, WarnDays>();
  for (const cert of due) {
    if (!warnDaysOf.has(cert.tenantId)) warnDaysOf.set(cert.tenantId, await viewerWarnDays(db, systemOf(cert.tenantId)));
    const milestone = expiryMilestone(cert.validityEnd!, today, warnDaysOf.get(cert.tenantId)!(cert.certType as CertType));
    if (!milestone) continue;
    await withTenant(db, { tenantId: cert.tenantId }, (tx) =>
      enqueueJob(tx, {
        tenantId: cert.tenantId,
        type: EXPIRY_NOTICE_JOB,
        payload: { certificateId: String(cert.id), milestone, today },
        // A renewed validity is a new certificate to watch.
        dedupeKey: `${cert.id}:${cert.validityEnd}:${milestone}`,
      }),
    );
  }
}

/** Tells the holder's certificate clerks, and the hospitals admitting the holder, about one certificate. */
async function notice(db: Executor, bus: RealtimeBus, job: Job): Promise<void> {
  const { certificateId, milestone, today } = job.payload as { certificateId: string; milestone: ExpiryMilestone; today: string };
  await withTenant(db, { tenantId: job.tenantId }, async (tx) => {
    const [cert] = await tx.select().from(certificates).where(and(eq(certificates.id, BigInt(certificateId)), eq(certificates.isDeleted, 0)));
    // Gone, stopped or renewed since the sweep: nothing to say any more.
    if (!cert || cert.archiveStatus !== 'ARCHIVE' || cert.useFlag !== 'USING' || !cert.validityEnd) return;
    const days = daysBetween(today, cert.validityEnd);
    const vars = {
      type: dictLabel('certTypes', cert.certType, 'zh'),
      name: escapeText(cert.certName ?? ''),
      no: escapeText(cert.certNo ?? ''),
      holder: escapeText(cert.subjectCompanyName ?? ''),
      end: cert.validityEnd,
      days: Math.abs(days),
    };
    const text = {
      event: milestone === 'EXPIRED' ? ('certificate.expired' as const) : ('certificate.expiring' as const),
      vars,
      menuCode: 'certificate',
      title: message(`cert.expiry.${milestone}.title`, 'zh', vars),
      content: `<p>${message(`cert.expiry.${milestone}.content`, 'zh', vars)}</p>`,
      bizType: 'CERTIFICATE',
      bizId: certificateId,
    };
    const system = { tenantId: job.tenantId, userId: 0n };
    await notifyParty(tx, bus, system, job.tenantId, text);
    const hospitals = await tx
      .selectDistinct({ tenantId: supplyRelations.hospitalTenantId })
      .from(supplyRelations)
      .where(and(eq(supplyRelations.supplierTenantId, job.tenantId), eq(supplyRelations.supplyStatus, 'APPROVED'), eq(supplyRelations.isDeleted, 0)));
    for (const hospital of hospitals) await notifyParty(tx, bus, system, hospital.tenantId, text);
  });
}

/**
 * Expiry watch (domain model §3.5.1): a sweep every morning at 08:00 in Shanghai, and one notice
 * job per certificate and milestone, each run through the durable jobs runner.
 */
export function registerExpiryWatch(runner: JobRunner, bus: RealtimeBus) {
  runner.register(EXPIRY_NOTICE_JOB, (job, run) => notice(run.db, bus, job));
  return scheduleDaily(runner, { type: EXPIRY_SWEEP_JOB, at: '08:00', timeZone: 'Asia/Shanghai', handler: (job, run) => sweep(run.db, shanghaiToday(job.runAt)) });
}
