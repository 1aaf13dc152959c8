import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGE_PARAMS, parseNightWindow, PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { params } from '../../../core/db/schema';
import { inTenant } from '../../../core/tenancy/in-tenant';

/** A tenant's message settings, from its parameters, then the platform's, then the defaults. */
export interface MessageSettings {
  timeZone: string;
  night: { from: number; to: number };
  releaseAt: string;
  /** The tenant's whitelist switch; null when nobody set it (then it is on everywhere but in production). */
  whitelist: boolean | null;
  maxRounds: number;
}

const KEYS = [MESSAGE_PARAMS.nightWindow.key, MESSAGE_PARAMS.releaseAt.key, MESSAGE_PARAMS.timeZone.key, MESSAGE_PARAMS.whitelist.key, MESSAGE_PARAMS.maxRounds.key];

async function valuesOf(tx: Executor, tenantId: string): Promise<Map<string, string>> {
  const rows = await inTenant(tx, tenantId, () =>
    tx.select({ key: params.paramKey, value: params.paramValue }).from(params).where(and(eq(params.tenantId, tenantId), inArray(params.paramKey, KEYS), eq(params.isDeleted, 0))),
  );
  return new Map(rows.map((r) => [r.key, r.value.trim()]));
}

const validZone = (zone: string | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * Read inside the caller's transaction (the platform's rows through inTenant): a business event
 * sends within its own transaction, where opening another on the pool would deadlock PGlite.
 * An unreadable value falls back rather than stopping messages.
 */
export async function readMessageSettings(tx: Executor, tenantId: string): Promise<MessageSettings> {
  const own = await valuesOf(tx, tenantId);
  const platform = tenantId === PLATFORM_TENANT_ID ? own : await valuesOf(tx, PLATFORM_TENANT_ID);
  const value = (key: string) => own.get(key) ?? platform.get(key);
  const zone = value(MESSAGE_PARAMS.timeZone.key);
  const release = value(MESSAGE_PARAMS.releaseAt.key);
  const whitelist = value(MESSAGE_PARAMS.whitelist.key)?.toLowerCase();
  const rounds = Number(value(MESSAGE_PARAMS.maxRounds.key));
  return {
    timeZone: validZone(zone) ? zone : MESSAGE_PARAMS.timeZone.fallback,
    night: parseNightWindow(value(MESSAGE_PARAMS.nightWindow.key) ?? '') ?? parseNightWindow(MESSAGE_PARAMS.nightWindow.fallback)!,
    releaseAt: release && /^([01]\d|2[0-3]):[0-5]\d$/.test(release) ? release : MESSAGE_PARAMS.releaseAt.fallback,
    whitelist: whitelist === 'true' ? true : whitelist === 'false' ? false : null,
    maxRounds: Number.isInteger(rounds) && rounds > 0 && rounds <= 10 ? rounds : Number(MESSAGE_PARAMS.maxRounds.fallback),
  };
}

/** A tenant's message settings, read the first time they are asked for: most tasks (in-app, never shielded, no dedup) need none. */
export type SettingsOf = () => Promise<MessageSettings>;

export function settingsWhenAsked(tx: Executor, tenantId: string): SettingsOf {
  let read: Promise<MessageSettings> | undefined;
  return () => (read ??= readMessageSettings(tx, tenantId));
}

/** The wall clock of a zone at an instant: minutes after midnight, and the instant its day began. */
export function wallClock(at: Date, timeZone: string): { minute: number; dayStart: Date; day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const sinceMidnight = (minute * 60 + Number(parts.second)) * 1000 + (at.getTime() % 1000);
  return { minute, dayStart: new Date(at.getTime() - sinceMidnight), day: `${parts.year}-${parts.month}-${parts.day}` };
}
