import { and, eq, sql } from 'drizzle-orm';
import type { PushDocType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { pushEndpoints, pushes } from '../../../core/db/schema';
import { enqueueJob } from '../../../core/jobs/enqueue';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { sha256 } from './signature';
import { pushSourceReader, type PushSource } from './sources';

export const PUSH_JOB = 'scm.push.send';

/** What one job of a push does: attempt `attempt` of round `round`. */
export interface PushJobPayload {
  pushId: string;
  round: number;
  attempt: number;
}

/** The job of one attempt, in the owner's tenant; its key makes each attempt once. */
export async function enqueuePushAttempt(tx: Executor, ownerTenantId: string, payload: PushJobPayload, runAt?: Date): Promise<void> {
  await inTenant(tx, ownerTenantId, () =>
    enqueueJob(tx, {
      tenantId: ownerTenantId,
      type: PUSH_JOB,
      payload: { ...payload },
      runAt,
      dedupeKey: `${payload.pushId}:${payload.round}:${payload.attempt}`,
      // The push keeps its own schedule of attempts; the runner's retries only cover a handler that died.
      maxAttempts: 3,
    }),
  );
}

/** The key a partner de-duplicates by: the same for every send of one version of a document. */
export const idempotencyKey = (docType: PushDocType, docId: bigint, version: number) => `${docType}-${docId}-v${version}`;

export interface PushTarget {
  hospitalTenantId: string;
  supplierTenantId: string;
  docType: PushDocType;
  docId: bigint;
  /** The tenant that owns the document (default: the supplier). */
  ownerTenantId?: string;
}

/** A push of this version of the document to this endpoint, as first written (UN_PUSH, never tried). */
export function pushRowValues(target: PushTarget, source: PushSource, endpoint: { id: bigint; endpointName: string; targetSystem: string }) {
  const key = idempotencyKey(target.docType, target.docId, source.version);
  const body = JSON.stringify({
    idempotencyKey: key,
    docType: target.docType,
    docId: String(target.docId),
    docNo: source.no,
    version: source.version,
    hospitalTenantId: target.hospitalTenantId,
    supplierTenantId: target.supplierTenantId,
    document: source.document,
  });
  return {
    tenantId: target.ownerTenantId ?? target.supplierTenantId,
    hospitalTenantId: target.hospitalTenantId,
    supplierTenantId: target.supplierTenantId,
    endpointId: endpoint.id,
    endpointName: endpoint.endpointName,
    targetSystem: endpoint.targetSystem,
    sourceType: target.docType,
    sourceId: target.docId,
    sourceNo: source.no,
    sourceVersion: source.version,
    idempotencyKey: key,
    payloadHash: sha256(body),
    body,
  };
}

/**
 * Called in the transaction that makes a document known to the hospital (R31: SUBMITTED or later):
 * one push per enabled endpoint of the hospital that takes this kind of document, each with the
 * document as it stands now and the job of its first attempt. All of it commits with the change or
 * not at all. A version already pushed to an endpoint is not pushed again. Answers how many pushes
 * were made.
 */
export async function enqueuePush(tx: Executor, target: PushTarget): Promise<number> {
  const owner = target.ownerTenantId ?? target.supplierTenantId;
  const endpoints = await inTenant(tx, target.hospitalTenantId, () =>
    tx
      .select()
      .from(pushEndpoints)
      .where(and(eq(pushEndpoints.tenantId, target.hospitalTenantId), eq(pushEndpoints.isDeleted, 0), eq(pushEndpoints.enabled, true), sql`${pushEndpoints.docTypes} @> ${JSON.stringify([target.docType])}::jsonb`)),
  );
  if (endpoints.length === 0) return 0;
  const source = await pushSourceReader(target.docType)(tx, target.docId);
  if (!source) return 0;
  let made = 0;
  for (const endpoint of endpoints) {
    const id = nextId();
    const rows = await tx
      .insert(pushes)
      .values({ id, ...pushRowValues(target, source, endpoint) })
      .onConflictDoNothing()
      .returning({ id: pushes.id });
    if (rows.length === 0) continue;
    await enqueuePushAttempt(tx, owner, { pushId: String(id), round: 1, attempt: 1 });
    made++;
  }
  return made;
}
