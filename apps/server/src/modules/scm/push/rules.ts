import { and, eq } from 'drizzle-orm';
import { PUSH_TARGET_SYSTEM_LABELS, type Lang, type PushDocType, type PushTargetSystem } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { pushes } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';

/**
 * R31: a document a partner system has taken in (a push ALREADY_TAKEN) can no longer be withdrawn
 * or changed by its sender: the hospital's system holds it as it was. The owner, when known, lets
 * the look-up use the owner-led index of pushes by source.
 */
export async function checkR31(tx: Executor, lang: Lang, doc: { docType: PushDocType; docId: bigint; docNo: string; field?: string; ownerTenantId?: string }): Promise<void> {
  const [taken] = await tx
    .select({ targetSystem: pushes.targetSystem })
    .from(pushes)
    .where(and(doc.ownerTenantId ? eq(pushes.tenantId, doc.ownerTenantId) : undefined, eq(pushes.sourceType, doc.docType), eq(pushes.sourceId, doc.docId), eq(pushes.pushStates, 'ALREADY_TAKEN')))
    .limit(1);
  if (taken) throw badRequest('push.R31', { field: doc.field ?? 'ids', sourceNo: doc.docNo, system: PUSH_TARGET_SYSTEM_LABELS[taken.targetSystem as PushTargetSystem]?.[lang] ?? taken.targetSystem });
}
