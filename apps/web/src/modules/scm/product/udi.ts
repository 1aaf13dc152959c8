import type { FormRule } from 'antd';
import { gtin14Problem } from '@beree/contracts';
import { currentLanguage } from '@/features/locale/i18n';
import { contractText } from '@/features/locale/contract-text';
import type { PackagingLevel } from './api';

/** R9's check-digit message for a 14-digit DI whose last digit is wrong, or null. */
export function checkDigitMessage(di: unknown): string | null {
  const text = typeof di === 'string' ? di.trim() : '';
  const problem = text ? gtin14Problem(text) : null;
  return problem ? contractText('sku.R9.checkDigit', currentLanguage(), { di: text, expected: problem.expected }) : null;
}

/** The SKU's own DI (level 1): a GTIN-14 must end in its check digit, told while it is typed. */
export const udiCheckDigitRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const problem = checkDigitMessage(value);
    if (problem) throw new Error(problem);
  },
};

/** The box and case DIs: each with its check digit, and no DI twice among the SKU's levels (R9). */
export const levelsRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const levels = (Array.isArray(value) ? value : []) as PackagingLevel[];
    for (const level of levels) {
      const problem = checkDigitMessage(level.udiDi);
      if (problem) throw new Error(problem);
    }
    const dis = [getFieldValue('udiDi'), ...levels.map((l) => l.udiDi)].map((di) => (typeof di === 'string' ? di.trim() : '')).filter(Boolean);
    const repeated = dis.find((di, index) => dis.indexOf(di) !== index);
    if (repeated) throw new Error(contractText('sku.R9.repeated', currentLanguage(), { di: repeated }));
  },
});
