import { and, asc, eq, inArray } from 'drizzle-orm';
import { pushBackoffMs } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { deliveries, pushEndpoints, pushes } from '../core/db/schema';
import { enqueuePushAttempt, pushRowValues } from '../modules/scm/push/enqueue';
import { loadPushSecretKey, sealSecret, secretHint } from '../modules/scm/push/secret';
import { pushSourceReader } from '../modules/scm/push/sources';

const HOSPITAL = '100001';
const SECRET = 'yz1h-his-demo-shared-secret-2024';

/**
 * Pushes of the demo (domain model §7.4): the demo hospital's HIS takes delivery notes and
 * invoices; of its suppliers' shipped notes one was taken in by the HIS (ALREADY_TAKEN: R31 holds
 * it), one pushed and not yet taken (END_PUSH), and one failed three times with the HIS's own
 * words and waits for its next try. Runs after the delivery demo.
 */
export async function seedPushes(tx: Executor): Promise<void> {
  const key = await loadPushSecretKey(tx);
  const endpointId = nextId();
  const endpoint = { id: endpointId, endpointName: 'HIS 物资接口', targetSystem: 'HIS' };
  await tx.insert(pushEndpoints).values({
    ...endpoint,
    tenantId: HOSPITAL,
    url: 'https://his.yz1h.example.cn/api/scm/inbound',
    secretEncrypted: sealSecret(key, SECRET),
    secretHint: secretHint(SECRET),
    docTypes: ['DELIVERY', 'INVOICE'],
    remark: '信息科对接人：孙工 0571-88776699',
  });
  const notes = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.hospitalTenantId, HOSPITAL), eq(deliveries.isDeleted, 0), inArray(deliveries.deliveryStatus, ['SUBMITTED', 'APPROVED', 'RECEIVED'])))
    .orderBy(asc(deliveries.submittedAt));
  const pick = (status: string) => notes.find((n) => n.deliveryStatus === status && !chosen.has(n.id));
  const chosen = new Set<bigint>();
  const hour = 3600_000;
  const now = Date.now();
  const plans = [
    { status: 'RECEIVED', values: { pushStatus: 'PUSH_SUCCESS', pushStates: 'ALREADY_TAKEN', attemptCount: 1, sentRound: 1, partnerDocId: 'HIS-RK-20240517-0031' }, taken: true },
    { status: 'APPROVED', values: { pushStatus: 'PUSH_SUCCESS', pushStates: 'END_PUSH', attemptCount: 1, sentRound: 1 }, taken: false },
    { status: 'SUBMITTED', values: { pushStatus: 'PUSH_FAILURE', pushStates: 'UN_PUSH', attemptCount: 3, lastError: 'HTTP 504: HIS接口超时，请稍后重试' }, taken: false, failing: true },
  ] as const;
  for (const plan of plans) {
    const note = pick(plan.status);
    if (!note) continue;
    chosen.add(note.id);
    const source = await pushSourceReader('DELIVERY')(tx, note.id);
    if (!source) continue;
    const id = nextId();
    const sent = note.submittedAt ?? new Date(now - 24 * hour);
    const lastAttemptAt = 'failing' in plan ? new Date(now - 10 * 60_000) : new Date(sent.getTime() + 60_000);
    await tx.insert(pushes).values({
      id,
      ...pushRowValues({ hospitalTenantId: HOSPITAL, supplierTenantId: note.supplierTenantId, docType: 'DELIVERY', docId: note.id }, source, endpoint),
      ...plan.values,
      lastAttemptAt,
      takenAt: plan.taken ? new Date(sent.getTime() + 2 * hour) : null,
      nextRetryAt: 'failing' in plan ? new Date(lastAttemptAt.getTime() + pushBackoffMs(3)) : null,
      createTime: sent,
      updateTime: lastAttemptAt,
    });
    // The failed one keeps trying on its schedule: its fourth attempt is booked.
    if ('failing' in plan) await enqueuePushAttempt(tx, note.supplierTenantId, { pushId: String(id), round: 1, attempt: 4 }, new Date(lastAttemptAt.getTime() + pushBackoffMs(3)));
  }
}
