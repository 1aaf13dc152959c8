import type { FormRule } from 'antd';
import { EMAIL_RE, isEmpty, mobileProblem } from '@beree/contracts';

type Translate = (key: string) => string;

/** Required, with a message key of the shared catalogue. */
export const required = (t: Translate, key: string): FormRule => ({ required: true, whitespace: true, message: t(`messages:${key}`) });

/** The spec's three phone messages, in the order the contracts check them. */
export const phoneRule = (t: Translate): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const problem = mobileProblem(value);
    if (problem) throw new Error(t(`messages:${problem}`));
  },
});

export const emailRule = (t: Translate): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (!isEmpty(value) && !EMAIL_RE.test(String(value))) throw new Error(t('messages:user.email.invalid'));
  },
});

/** The repeated password must equal the new one. */
export const sameAs = (t: Translate, field: string): FormRule => ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== getFieldValue(field)) throw new Error(t('messages:user.newPassword1.mismatch'));
  },
});
