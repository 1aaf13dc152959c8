import type { FormRule } from 'antd';
import { currentLanguage } from '@/features/locale/i18n';
import { contractText } from '@/features/locale/contract-text';

/** A rule object, as a rule function (one reading other fields) must return. */
type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/**
 * A required rule speaking a contracts message, for what the schema checks across fields (a secret
 * required when adding only): the same text the server would answer.
 */
export const requiredRule = (key: string): RuleObject => ({ required: true, whitespace: true, message: contractText(key, currentLanguage()) });

/** A rule running a check of the contracts that answers a message key, or null when the value is fine. */
export const contractRule = (check: (value: unknown) => string | null): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    const key = check(value);
    if (key) throw new Error(contractText(key, currentLanguage()));
  },
});
