/** The message pipeline's states, shield types and the pure rules both apps share (ADR 0047). */

/** messageTaskStatus of spec §3, in pipeline order. */
export const MESSAGE_TASK_STATUSES = [
  'SAVED',
  'RECEIVE',
  'DISCARD',
  'NIGHT_SHIELD',
  'NIGHT_SHIELD_NEXT_SEND',
  'CONTENT_DEDUPLICATION',
  'RULE_DEDUPLICATION',
  'WHITE_LIST',
  'SEND_SUCCESS',
  'SEND_FAIL',
] as const;
export type MessageTaskStatus = (typeof MESSAGE_TASK_STATUSES)[number];

export const MESSAGE_SEND_STATUSES = ['SUCCESS', 'FAIL'] as const;
export type MessageSendStatus = (typeof MESSAGE_SEND_STATUSES)[number];

export const MESSAGE_SHIELD_TYPES = ['NIGHT_NO_SHIELD', 'NIGHT_SHIELD', 'NIGHT_SHIELD_BUT_NEXT_DAY_SEND'] as const;
export type MessageShieldType = (typeof MESSAGE_SHIELD_TYPES)[number];

/** Receivers of one send, at most (austin's limit). */
export const MESSAGE_MAX_RECEIVERS = 100;

/** Tenant parameters of the message centre, with the defaults that apply when neither the tenant nor the platform sets them. */
export const MESSAGE_PARAMS = {
  /** "HH:mm-HH:mm": the night, in the tenant's time zone. */
  nightWindow: { key: 'message.nightWindow', fallback: '22:00-08:00' },
  /** When night-shielded tasks are released, next morning. */
  releaseAt: { key: 'message.releaseAt', fallback: '09:00' },
  timeZone: { key: 'message.timeZone', fallback: 'Asia/Shanghai' },
  /** "true" / "false"; unset: on everywhere but in production, so nothing real leaves a developer's machine. */
  whitelist: { key: 'message.whitelist.enabled' },
  /** Send rounds of a receiver whose provider failed in a way that may pass (throttled, timed out). */
  maxRounds: { key: 'message.maxRounds', fallback: '4' },
} as const;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:mm", or null when it is not a time. */
export function minutesOf(text: string): number | null {
  const m = HHMM.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The night window "22:00-08:00" as minutes; null when unreadable. A window may wrap midnight. */
export function parseNightWindow(text: string): { from: number; to: number } | null {
  const [a, b] = text.split('-');
  if (a === undefined || b === undefined) return null;
  const from = minutesOf(a);
  const to = minutesOf(b);
  return from === null || to === null || from === to ? null : { from, to };
}

/** Whether a wall-clock minute of the day falls in the night window. */
export function inNightWindow(minute: number, window: { from: number; to: number }): boolean {
  return window.from < window.to ? minute >= window.from && minute < window.to : minute >= window.from || minute < window.to;
}

/** The placeholders of a template's text: `{$name}`. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\$(\w+)\}/g)].map((m) => m[1]))];
}

/** Fills `{$name}` placeholders; one without a value stays as written, so a missing variable shows. */
export function renderTemplate(text: string, variables: Record<string, string>): string {
  return text.replace(/\{\$(\w+)\}/g, (whole, name: string) => (variables[name] !== undefined ? variables[name] : whole));
}

/** Backoff before send round n + 1 of the receivers that may pass later: 1 min, 5 min, 30 min. */
export const messageRetryDelayMs = (round: number): number => [60_000, 300_000, 1_800_000][round - 1] ?? 1_800_000;
