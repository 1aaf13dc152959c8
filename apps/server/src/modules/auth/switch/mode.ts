import type { Executor } from '../../../core/db/database';
import { paramValue } from '../../system/param/lookup';

/** The parameter that turns dept/role switching on: the tenant's own value, else the platform's (off by default, spec §9). */
export const SWITCH_MODE_PARAM = 'account.switchMode';

export async function switchModeOn(db: Executor, tenantId: string): Promise<boolean> {
  return (await paramValue(db, tenantId, SWITCH_MODE_PARAM, 'false')).trim().toLowerCase() === 'true';
}
