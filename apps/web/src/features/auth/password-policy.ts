import { DEFAULT_PASSWORD_POLICY, passwordProblem, type PasswordPolicy, type R } from '@beree/contracts';
import type { FormRule } from 'antd';
import { i18n } from '@/features/locale/i18n';
import { request } from '@/shared/request';

const policies = new Map<string, Promise<PasswordPolicy>>();

/** A tenant's password policy, asked once per tenant; the defaults when the server cannot say. */
export function passwordPolicyOf(tenantId: string): Promise<PasswordPolicy> {
  let policy = policies.get(tenantId);
  if (!policy) {
    policy = request
      .get<R<PasswordPolicy>>('/blade-auth/oauth/password-policy', { params: { tenantId }, silent: true })
      .then((answer) => answer.data)
      .catch(() => {
        policies.delete(tenantId);
        return DEFAULT_PASSWORD_POLICY;
      });
    policies.set(tenantId, policy);
  }
  return policy;
}

type Getter = (name: string) => unknown;

/**
 * The form rule of a new password: the tenant's policy (length, character classes) and not the
 * account name, checked where the password is typed (the server sees only its md5).
 */
export function newPasswordRule(who: (get: Getter) => { tenantId: string; account?: string }): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const { tenantId, account } = who(getFieldValue);
      const problem = passwordProblem(value, account, await passwordPolicyOf(tenantId));
      if (problem) throw new Error(i18n.t(`messages:${problem.key}`, problem.vars));
    },
  });
}
