import { CHANNEL_SETTINGS, type MessageChannel } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { messageChannelAccounts } from '../../../core/db/schema';
import { seal, sealingKey, unseal } from '../../../core/secrets/sealing';
import type { AccountSettings } from '../channel/types';

/** The AES-256 key of channel-account secrets: generated on first use, kept in the database. */
export const channelSecretKey = (db: Executor): Promise<Buffer> => sealingKey(db, 'message-channel-key');

type AccountRow = typeof messageChannelAccounts.$inferSelect;
type Settings = Record<string, string | number | boolean | null>;

const secretNames = (channel: string): Set<string> => new Set((CHANNEL_SETTINGS[channel as MessageChannel] ?? []).filter((s) => s.secret).map((s) => s.name));

/**
 * Splits submitted settings into what is stored in clear and what is sealed; a secret left blank
 * keeps the one stored (`previous`). Unknown setting names are dropped.
 */
export function splitSettings(key: Buffer, channel: MessageChannel, given: Settings, previous?: AccountRow) {
  const known = CHANNEL_SETTINGS[channel];
  const secrets = secretNames(channel);
  const kept: Record<string, string> = previous?.secretsSealed && previous.channel === channel ? JSON.parse(unseal(key, previous.secretsSealed)) : {};
  const clear: Settings = {};
  for (const setting of known) {
    const value = given[setting.name];
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (secrets.has(setting.name)) {
      if (!blank) kept[setting.name] = String(value);
    } else if (!blank) {
      clear[setting.name] = setting.kind === 'number' ? Number(value) : setting.kind === 'boolean' ? value === true || value === 'true' || value === 1 : String(value).trim();
    }
  }
  for (const name of Object.keys(kept)) if (!secrets.has(name)) delete kept[name];
  const hints = Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, value.slice(-4)]));
  return { settings: clear, secretsSealed: Object.keys(kept).length ? seal(key, JSON.stringify(kept)) : null, secretHints: hints };
}

/** The account as an adapter needs it: its settings with the secrets opened. */
export function openAccount(key: Buffer, row: AccountRow): AccountSettings {
  return { ...row.settings, ...(row.secretsSealed ? (JSON.parse(unseal(key, row.secretsSealed)) as Record<string, string>) : {}) };
}
