import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { paramNumber } from '../../system/param/lookup';

/** A tenant's password policy: its own parameters, else the platform's, else the defaults. */
export async function passwordPolicyOf(db: Executor, tenantId: string): Promise<PasswordPolicy> {
  const minLength = await paramNumber(db, tenantId, 'password.minLength', DEFAULT_PASSWORD_POLICY.minLength);
  // 0 (no classes asked for) is a valid setting, which paramNumber would replace by its fallback.
  const classes = Math.min(4, Math.floor(await paramNumber(db, tenantId, 'password.classes', 0.5)));
  return { minLength: Math.floor(minLength), classes };
}
