import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { messageWhitelist } from '../../../core/db/schema';
import type { MessageSettings } from './settings';

/** The tenant's switch, or — nobody having set it — on everywhere but in production. */
export const whitelistOn = (settings: MessageSettings, production: boolean): boolean => settings.whitelist ?? !production;

/** Which of these receivers (addresses, phones, user ids) the caller's tenant has on its whitelist. */
export async function listedReceivers(tx: Executor, receivers: string[]): Promise<Set<string>> {
  if (receivers.length === 0) return new Set();
  const rows = await tx
    .select({ receiver: messageWhitelist.receiver })
    .from(messageWhitelist)
    .where(and(inArray(messageWhitelist.receiver, [...new Set(receivers)]), eq(messageWhitelist.isDeleted, 0)));
  return new Set(rows.map((r) => r.receiver));
}
