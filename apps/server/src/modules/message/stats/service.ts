import { and, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { messageAnchors, messageSendRecords, messageTasks } from '../../../core/db/schema';

export interface StatsRow {
  day: string;
  channel: string;
  sent: number;
  failed: number;
  shielded: number;
  deduplicated: number;
  whitelisted: number;
  discarded: number;
}

const COUNTS = ['sent', 'failed', 'shielded', 'deduplicated', 'whitelisted', 'discarded'] as const;

/**
 * What became of the receivers of the last `days` days, per day (in `timeZone`) and channel, in
 * SQL from the records; night-shielded tasks held for the morning count as shielded on the day they
 * were held (their anchors).
 */
export async function messageStats(tx: Executor, tenantId: string, days: number, channel: string | undefined, timeZone: string, now = new Date()) {
  const since = new Date(now.getTime() - days * 24 * 3600_000);
  const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const count = (states: string[]) => sql<number>`count(*) filter (where ${messageSendRecords.msgStatus} in (${sql.join(states.map((s) => sql`${s}`), sql`, `)}))::int`;
  const records = await tx
    .select({
      day: dayOf(messageSendRecords.createTime),
      channel: messageSendRecords.channel,
      sent: count(['SEND_SUCCESS']),
      failed: count(['SEND_FAIL']),
      shielded: count(['NIGHT_SHIELD']),
      deduplicated: count(['CONTENT_DEDUPLICATION', 'RULE_DEDUPLICATION']),
      whitelisted: count(['WHITE_LIST']),
      discarded: count(['DISCARD']),
    })
    .from(messageSendRecords)
    .where(and(eq(messageSendRecords.tenantId, tenantId), gte(messageSendRecords.createTime, since), channel ? eq(messageSendRecords.channel, channel) : undefined))
    .groupBy(sql`1`, messageSendRecords.channel);
  const held = await tx
    .select({ day: dayOf(messageAnchors.createTime), channel: messageTasks.channel, n: sql<number>`sum(${messageAnchors.receiverCount})::int` })
    .from(messageAnchors)
    .innerJoin(messageTasks, eq(messageTasks.id, messageAnchors.taskId))
    .where(and(eq(messageAnchors.tenantId, tenantId), eq(messageAnchors.state, 'NIGHT_SHIELD_NEXT_SEND'), gte(messageAnchors.createTime, since), channel ? eq(messageTasks.channel, channel) : undefined))
    .groupBy(sql`1`, messageTasks.channel);
  const rows = new Map<string, StatsRow>(records.map((r) => [`${r.day}|${r.channel}`, { ...r }]));
  for (const h of held) {
    const key = `${h.day}|${h.channel}`;
    const row = rows.get(key) ?? { day: h.day, channel: h.channel, sent: 0, failed: 0, shielded: 0, deduplicated: 0, whitelisted: 0, discarded: 0 };
    row.shielded += h.n;
    rows.set(key, row);
  }
  const list = [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.channel.localeCompare(b.channel));
  const dayList = Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * 24 * 3600_000)).map((d) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d),
  );
  const totals = Object.fromEntries(COUNTS.map((k) => [k, list.reduce((sum, r) => sum + r[k], 0)])) as Record<(typeof COUNTS)[number], number>;
  return { days: dayList, rows: list, totals };
}
