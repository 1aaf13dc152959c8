import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import { PUSH_TARGET_SYSTEM_LABELS, pushAckSchema, type PushEndpointSubmit, type PushStatus, type PushTargetSystem } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import { pageRows } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { pushEndpoints, pushes } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { isHospital, ownParty } from '../party/party';
import { enqueuePushAttempt } from './enqueue';
import { checkEndpointUrl } from './endpoint-url';
import { endpointFilters, pushFilters } from './resource';
import { openSecret, sealSecret, secretHint } from './secret';
import { verifyPush } from './signature';

/**
 * Being sent: the attempt of the push's round has not answered yet (a new push, or one pushed again
 * by hand, which starts its round as UN_PUSH), so the screen shows 推送中 and waits for the outcome.
 */
const pushing = sql<boolean>`(${pushes.pushStatus} = 'UN_PUSH' and ${pushes.pushStates} <> 'ALREADY_TAKEN')`.as('pushing');

/** The log shows everything of a push but the body sent (the detail has it), and whether it is being sent. */
const { body: _body, ...tableColumns } = getTableColumns(pushes);
const pushColumns = { ...tableColumns, pushing };

/** Both parties' pushes (row-level security), filtered and paged, newest first. */
export async function listPushes(tx: Executor, query: Record<string, unknown>) {
  const where: SQL | undefined = and(eq(pushes.isDeleted, 0), buildFilters(query, pushFilters));
  return pageRows<Record<string, unknown>>(tx, { table: pushes, columns: pushColumns, query, where, sortable: pushFilters });
}

export async function pushDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select({ ...getTableColumns(pushes), pushing }).from(pushes).where(and(eq(pushes.id, id), eq(pushes.isDeleted, 0)));
  if (!row) throw notFound();
  return row;
}

/**
 * 重新推送: a new round of attempts, starting now, for pushes not yet taken in — by either party
 * (the supplier after a failure, the hospital once its system is back). The same version goes
 * under the same key, so a partner that had it already takes nothing twice. The round starts
 * untried (UN_PUSH, the last round's error cleared): the log shows it being sent until its outcome.
 */
export async function repush(tx: Executor, ctx: RequestContext, ids: bigint[]) {
  const done = [];
  for (const id of ids) {
    const [row] = await tx.select().from(pushes).where(and(eq(pushes.id, id), eq(pushes.isDeleted, 0))).for('update');
    if (!row) throw notFound();
    if (row.pushStates === 'ALREADY_TAKEN') {
      throw badRequest('push.repush.taken', { field: 'ids', sourceNo: row.sourceNo, system: PUSH_TARGET_SYSTEM_LABELS[row.targetSystem as PushTargetSystem]?.[ctx.lang] ?? row.targetSystem });
    }
    const [endpoint] = await withEndpointOf(tx, row);
    if (!endpoint || endpoint.isDeleted || !endpoint.enabled) throw badRequest('push.repush.disabled', { field: 'ids', endpoint: row.endpointName });
    const now = new Date();
    const round = row.round + 1;
    const fresh = { pushStatus: 'UN_PUSH' satisfies PushStatus, lastError: null, round, nextRetryAt: now };
    await tx.update(pushes).set({ ...fresh, updateUser: ctx.userId, updateTime: now, version: sql`${pushes.version} + 1` }).where(eq(pushes.id, id));
    await enqueuePushAttempt(tx, row.tenantId, { pushId: String(id), round, attempt: 1 }, now);
    done.push({ ...row, ...fresh, pushing: true, version: row.version + 1 });
  }
  return done.map(({ body: _b, ...rest }) => rest);
}

/** The endpoint of a push, read as its hospital (the endpoint is the hospital's row). */
async function withEndpointOf(tx: Executor, row: typeof pushes.$inferSelect) {
  return inTenant(tx, row.hospitalTenantId, () => tx.select().from(pushEndpoints).where(eq(pushEndpoints.id, row.endpointId)));
}

/* ---- the hospital's endpoints ---- */

/** An endpoint as answered: the secret never, only its last four characters. */
const { secretEncrypted: _sealed, ...endpointColumns } = getTableColumns(pushEndpoints);
const liveEndpoint = eq(pushEndpoints.isDeleted, 0);

export async function listEndpoints(tx: Executor, query: Record<string, unknown>) {
  return pageRows<Record<string, unknown>>(tx, { table: pushEndpoints, columns: endpointColumns, query, where: and(liveEndpoint, buildFilters(query, endpointFilters)), sortable: endpointFilters });
}

export async function endpointDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select(endpointColumns).from(pushEndpoints).where(and(eq(pushEndpoints.id, id), liveEndpoint));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds (secret required) or changes (secret kept when left out) one of the hospital's endpoints.
 * `key` is the server's sealing key, read before the transaction.
 */
export async function submitEndpoint(tx: Executor, ctx: RequestContext, input: PushEndpointSubmit, key: Buffer): Promise<bigint> {
  if (!isHospital(await ownParty(tx, ctx.tenantId))) throw forbidden('push.endpoint.hospitalOnly');
  checkEndpointUrl(input.url);
  const [same] = await tx
    .select({ id: pushEndpoints.id })
    .from(pushEndpoints)
    .where(and(eq(pushEndpoints.endpointName, input.endpointName), liveEndpoint, input.id ? ne(pushEndpoints.id, BigInt(input.id)) : undefined))
    .limit(1);
  if (same) throw conflict('push.endpoint.name.duplicate', { field: 'endpointName' });
  const values = {
    endpointName: input.endpointName,
    targetSystem: input.targetSystem,
    url: input.url,
    docTypes: [...new Set(input.docTypes)],
    enabled: input.enabled ?? true,
    remark: input.remark?.trim() || null,
    ...(input.secret ? { secretEncrypted: sealSecret(key, input.secret), secretHint: secretHint(input.secret) } : {}),
  };
  const now = new Date();
  if (!input.id) {
    if (!input.secret) throw badRequest('push.endpoint.secret.required', { field: 'secret' });
    const id = nextId();
    await tx.insert(pushEndpoints).values({ id, tenantId: ctx.tenantId, ...values, secretEncrypted: values.secretEncrypted!, secretHint: values.secretHint!, createUser: ctx.userId, updateUser: ctx.userId });
    return id;
  }
  const id = BigInt(input.id);
  const [row] = await tx.select().from(pushEndpoints).where(and(eq(pushEndpoints.id, id), liveEndpoint)).for('update');
  if (!row) throw notFound();
  if (input.version != null && input.version !== row.version) throw conflict('record.stale');
  await tx.update(pushEndpoints).set({ ...values, updateUser: ctx.userId, updateTime: now, version: sql`${pushEndpoints.version} + 1` }).where(eq(pushEndpoints.id, id));
  return id;
}

export async function removeEndpoints(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const [row] = await tx.select({ id: pushEndpoints.id }).from(pushEndpoints).where(and(eq(pushEndpoints.id, id), liveEndpoint)).for('update');
    if (!row) throw notFound();
    await tx.update(pushEndpoints).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() }).where(eq(pushEndpoints.id, id));
  }
}

/* ---- the partner's acknowledgement ---- */

/**
 * A partner says it has taken a document in: POST push/ack, signed like a push with the
 * endpoint's secret over the body as sent, naming the endpoint (`<hospital>.<endpoint id>`, as the
 * push's header gave it). The push becomes ALREADY_TAKEN (R31 from then on); saying it twice changes nothing.
 */
export async function acknowledge(db: Executor, key: Buffer, input: { endpoint?: string; timestamp?: string; signature?: string; raw: string }, now: Date) {
  const ref = /^([A-Za-z0-9]{1,12})\.(\d{1,19})$/.exec(input.endpoint ?? '');
  if (!ref) throw unauthorized('push.ack.signature');
  const [, hospitalTenantId, endpointId] = ref;
  if (BigInt(endpointId) > 9_223_372_036_854_775_807n) throw unauthorized('push.ack.signature');
  return withTenant(db, { tenantId: hospitalTenantId }, async (tx) => {
    const [endpoint] = await tx.select().from(pushEndpoints).where(and(eq(pushEndpoints.id, BigInt(endpointId)), liveEndpoint));
    let secret: string | undefined;
    try {
      secret = endpoint ? openSecret(key, endpoint.secretEncrypted) : undefined;
    } catch {
      secret = undefined;
    }
    if (!secret || !verifyPush(secret, input.timestamp, input.raw, input.signature, now)) throw unauthorized('push.ack.signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.raw);
    } catch {
      throw badRequest('push.ack.key.invalid', { field: 'idempotencyKey' });
    }
    const ack = pushAckSchema.safeParse(parsed);
    if (!ack.success) {
      const issue = ack.error.issues[0];
      throw badRequest(issue.message, { field: issue.path.join('.') || 'idempotencyKey' });
    }
    const [row] = await tx
      .select()
      .from(pushes)
      .where(and(eq(pushes.endpointId, endpoint.id), eq(pushes.idempotencyKey, ack.data.idempotencyKey), eq(pushes.isDeleted, 0)))
      .for('update');
    if (!row) throw notFound('push.ack.notFound');
    if (row.pushStates !== 'ALREADY_TAKEN') {
      await tx
        .update(pushes)
        .set({ pushStates: 'ALREADY_TAKEN', pushStatus: 'PUSH_SUCCESS', takenAt: now, partnerDocId: ack.data.partnerDocId ?? row.partnerDocId, nextRetryAt: null, lastError: null, updateTime: now })
        .where(eq(pushes.id, row.id));
    }
    return { idempotencyKey: row.idempotencyKey, pushStates: 'ALREADY_TAKEN' };
  });
}
