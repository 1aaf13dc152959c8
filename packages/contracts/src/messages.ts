import { CORE_MESSAGES } from './messages/core';
import { DESK_MESSAGES } from './messages/desk';
import { DICT_MESSAGES } from './messages/dict';
import { FILE_MESSAGES } from './messages/files';
import { ORG_MESSAGES } from './messages/org';
import { TENANT_USER_MESSAGES } from './messages/tenant-user';
import { SIGN_IN_MESSAGES } from './messages/sign-in';
import { HTTP_MESSAGES } from './messages/http';
import { WORKFLOW_HTTP_MESSAGES, WORKFLOW_MESSAGES } from './messages/workflow';
import { WORKFLOW_DESIGN_MESSAGES } from './messages/workflow-design';
import { DECISION_MESSAGES } from './messages/decision';
import { SCM_MESSAGES } from './messages/scm';
import { CERTIFICATE_WATCH_MESSAGES } from './messages/certificate-watch';
import { HOSPITAL_MESSAGES } from './messages/hospital';
import { COMPANY_MESSAGES } from './messages/company';
import { CERTIFICATE_MESSAGES } from './messages/certificate';
import { CERTIFICATE_SHARE_MESSAGES } from './messages/certificate-share';
import { PRODUCT_MESSAGES } from './messages/product';
import { CONTRACT_MESSAGES } from './messages/contract';
import { UDI_MESSAGES } from './messages/udi';
import { PLAN_MESSAGES } from './messages/plan';
import { INDENT_MESSAGES } from './messages/indent';
import { DELIVERY_MESSAGES } from './messages/delivery';
import { INVOICE_MESSAGES } from './messages/invoice';
import { PUSH_MESSAGES } from './messages/push';
import { SURGICAL_MESSAGES } from './messages/surgical';
import { SETTLEMENT_MESSAGES } from './messages/settlement';
import { MESSAGE_CENTRE_MESSAGES, SMS_MESSAGES } from './messages/message-centre';
import { CCC_MESSAGES, OSS_MESSAGES } from './messages/resource';
import { LOG_MESSAGES } from './messages/log';
import { CODE_MESSAGES } from './messages/code';
import { GENERATED_MESSAGES } from './generated/messages';
import { REPORT_MESSAGES } from './messages/report';
import { PRINT_MESSAGES } from './messages/print';
import { DEVELOP_MESSAGES } from './messages/develop';

/**
 * Validation and result messages, keyed once and used by both apps: zod schemas carry the key,
 * the server answers in the caller's language and the web app shows the same text in its forms.
 */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...DICT_MESSAGES,
  ...FILE_MESSAGES,
  ...ORG_MESSAGES,
  ...TENANT_USER_MESSAGES,
  ...SIGN_IN_MESSAGES,
  ...DESK_MESSAGES,
  ...HTTP_MESSAGES,
  ...WORKFLOW_MESSAGES,
  ...WORKFLOW_HTTP_MESSAGES,
  ...WORKFLOW_DESIGN_MESSAGES,
  ...DECISION_MESSAGES,
  ...SCM_MESSAGES,
  ...CERTIFICATE_WATCH_MESSAGES,
  ...HOSPITAL_MESSAGES,
  ...COMPANY_MESSAGES,
  ...CERTIFICATE_MESSAGES,
  ...CERTIFICATE_SHARE_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...CONTRACT_MESSAGES,
  ...UDI_MESSAGES,
  ...PLAN_MESSAGES,
  ...INDENT_MESSAGES,
  ...DELIVERY_MESSAGES,
  ...INVOICE_MESSAGES,
  ...PUSH_MESSAGES,
  ...SURGICAL_MESSAGES,
  ...SETTLEMENT_MESSAGES,
  ...MESSAGE_CENTRE_MESSAGES,
  ...SMS_MESSAGES,
  ...OSS_MESSAGES,
  ...CCC_MESSAGES,
  ...LOG_MESSAGES,
  ...CODE_MESSAGES,
  // Generated modules' keys are looked up at run time only; typed as {} so MessageKey stays the product's own.
  ...(GENERATED_MESSAGES as {}),
  ...REPORT_MESSAGES,
  ...PRINT_MESSAGES,
  ...DEVELOP_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

/** Translates a key (or passes through plain text), filling {name} placeholders. */
export function message(key: string, lang: Lang = 'zh', vars: Record<string, string | number> = {}): string {
  const entry = (MESSAGES as Record<string, { zh: string; en: string }>)[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
