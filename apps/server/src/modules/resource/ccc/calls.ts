import { CCC_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, type CccCall, type CccCallListQuery, type CccRecording, type Page } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { page } from '../../../core/http/envelope';
import { badRequest, notFound } from '../../../core/http/errors';
import { parseDateTime } from '../../../core/http/wire';
import { unseal } from '../../../core/secrets/sealing';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { field } from '../../message/channel/http';
import type { AdapterIo } from '../../message/channel/types';
import { callCcc, type CccAccount } from './ccc-client';
import { toCall, toRecording } from './call-records';
import { accountFor } from './service';

export interface CccCallDeps {
  io: AdapterIo;
  /** The sealing key of the accounts' secrets (read before any tenant's transaction). */
  secretKey: Buffer;
}

/** How long the recording's download link stays valid: long enough to listen to a long call. */
const RECORDING_LINK_SECONDS = 3600;

/** The tenant's account for the instance (or its enabled one), with its secret opened; the provider is called after the transaction. */
async function accountOf(db: Executor, deps: CccCallDeps, ctx: RequestContext, instanceId: string | null | undefined): Promise<{ instanceId: string; account: CccAccount }> {
  const row = await withTenant(db, ctx, (tx) => accountFor(tx, instanceId));
  return {
    instanceId: row.instanceId,
    account: { accessKeyId: row.accessKey, accessKeySecret: unseal(deps.secretKey, row.secretSealed), regionId: row.regionId, endpoint: row.endpoint },
  };
}

/** GET aliyun/ccc/api/detail: GetCallDetailRecord of one call. */
export async function callDetail(db: Executor, deps: CccCallDeps, ctx: RequestContext, query: { instanceId: string; contactId: string }): Promise<CccCall> {
  const { instanceId, account } = await accountOf(db, deps, ctx, query.instanceId);
  const data = await callCcc(deps.io, account, 'GetCallDetailRecord', { InstanceId: instanceId, ContactId: query.contactId });
  if (!field(data, 'ContactId')) throw notFound();
  return toCall(data);
}

/** GET aliyun/ccc/api/record: the provider's signed link to the recording (one WAV track unless multi-channel is asked for). */
export async function callRecording(
  db: Executor,
  deps: CccCallDeps,
  ctx: RequestContext,
  query: { instanceId: string; contactId: string; channel?: CccRecording['channel'] },
): Promise<CccRecording> {
  const channel = query.channel ?? 'mono';
  const { instanceId, account } = await accountOf(db, deps, ctx, query.instanceId);
  const data =
    channel === 'mono'
      ? await callCcc(deps.io, account, 'GetMonoRecording', { InstanceId: instanceId, ContactId: query.contactId, ExpireSeconds: String(RECORDING_LINK_SECONDS) })
      : await callCcc(deps.io, account, 'GetMultiChannelRecording', { InstanceId: instanceId, ContactId: query.contactId });
  const recording = toRecording(data, query.contactId, channel);
  if (!recording) throw badRequest('ccc.recording.none', { field: 'contactId' });
  return recording;
}

/** A wire time of the query as Unix milliseconds, as the provider takes it. */
function millis(text: string | null | undefined, name: string): number | undefined {
  if (!text) return undefined;
  const date = parseDateTime(text);
  if (!date) throw badRequest('ccc.time.invalid', { field: name });
  return date.getTime();
}

/** GET aliyun/ccc/api/list: ListCallDetailRecords, newest first, filtered by time, call ID and a part of either number. */
export async function listCalls(db: Executor, deps: CccCallDeps, ctx: RequestContext, query: CccCallListQuery): Promise<Page<CccCall>> {
  const current = query.current ?? 1;
  const size = Math.min(query.size ?? DEFAULT_PAGE_SIZE, CCC_MAX_PAGE_SIZE);
  const start = millis(query.startTime, 'startTime');
  const end = millis(query.endTime, 'endTime');
  if (start !== undefined && end !== undefined && start > end) throw badRequest('ccc.time.order', { field: 'endTime' });
  const { instanceId, account } = await accountOf(db, deps, ctx, query.instanceId);
  const params: Record<string, string> = {
    InstanceId: instanceId,
    PageNumber: String(current),
    PageSize: String(size),
    OrderByField: 'startTime',
    SortOrder: 'DESC',
    ...(start !== undefined ? { StartTime: String(start) } : {}),
    ...(end !== undefined ? { EndTime: String(end) } : {}),
    ...(query.contactId ? { ContactId: query.contactId } : {}),
    // Criteria's phoneNumber matches the calling or the called number.
    ...(query.phone ? { Criteria: JSON.stringify({ phoneNumber: query.phone }) } : {}),
  };
  const data = await callCcc(deps.io, account, 'ListCallDetailRecords', params);
  const list = field(data, 'List');
  const records = Array.isArray(list) ? list.map(toCall) : [];
  return page(records, Number(field(data, 'TotalCount') ?? records.length) || 0, current, size);
}
