import { PERMISSIONS, smsSubmitSchema } from '@beree/contracts';
import { requiredRule, type CrudColumn, type CrudConfig, type CrudRecord, type DialogMode } from '@/components/crud';
import { EndpointInput, hasRegion, isYunpian, needs, RegionInput, SecretInput, StatusTag } from './fields';

export const SMS_API = '/blade-resource/sms';

const L = (name: string) => `sms:${name}`;

/** The secret, required when adding; on an edit it starts blank and blank keeps the stored one. */
const secret = (name: string, label: string, when: (values: CrudRecord) => boolean): CrudColumn => ({
  name,
  label: L(label),
  table: false,
  form: {
    type: 'custom',
    modes: ['add', 'edit'],
    blankOnEdit: true,
    when,
    modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('sms.secretKey.required')] : []),
    render: (props) => <SecretInput {...props} label={L(label)} />,
  },
});

/**
 * The body of submit: Yunpian's apikey travels as the secretKey; a blank secret is left out (the
 * stored one stays), and the hint of the stored one stays behind.
 */
function smsBody({ secretHint: _hint, apikey, secretKey, ...values }: CrudRecord): CrudRecord {
  const typed = (apikey ?? secretKey) as string | null | undefined;
  return { ...values, category: Number(values.category), ...(typed?.trim() ? { secretKey: typed } : {}) };
}

/**
 * 短信配置 (/resource/sms): the tenant's SMS provider accounts (Yunpian, Qiniu, Aliyun, Tencent
 * Cloud), one of them enabled. What the form asks follows the provider (SMS_NEEDS); the secret is
 * sealed on the server and never answered, only its last four characters.
 */
export const smsConfig: CrudConfig = {
  api: SMS_API,
  rowKey: 'id',
  schema: smsSubmitSchema,
  permissions: PERMISSIONS.sms,
  dialogWidth: 880,
  columns: [
    // Another provider would not know the stored secret.
    { name: 'category', label: L('category'), dict: 'sms', search: 'equal', width: 110, form: { type: 'dict', disabledOnEdit: true } },
    { name: 'smsCode', label: L('smsCode'), search: true, width: 150, form: { type: 'input', help: L('smsCodeHelp') } },
    { name: 'templateId', label: L('templateId'), search: true, width: 150, form: { type: 'input' } },
    { name: 'status', label: L('status'), width: 100, render: (value) => <StatusTag value={value} /> },
    { name: 'accessKey', label: L('accessKey'), width: 180, form: { type: 'input', when: needs('accessKey'), requiredKey: 'sms.accessKey.required', help: L('accessKeyHelp') } },
    secret('secretKey', 'secretKey', (values) => !isYunpian(values)),
    // Yunpian's one secret under its own name.
    secret('apikey', 'apikey', isYunpian),
    // Carried for the secret field: the last four characters of the stored secret.
    { name: 'secretHint', label: L('secretHint'), width: 120, form: { type: 'input', hidden: true, modes: ['edit'] }, render: (value) => (value ? `••••${String(value)}` : '--') },
    { name: 'appId', label: L('appId'), table: false, form: { type: 'input', when: needs('appId'), requiredKey: 'sms.appId.required' } },
    { name: 'signName', label: L('signName'), width: 140, form: { type: 'input', when: needs('signName'), requiredKey: 'sms.signName.required' } },
    { name: 'regionId', label: L('regionId'), table: false, form: { type: 'custom', when: hasRegion, render: (props) => <RegionInput {...props} /> } },
    { name: 'endpoint', label: L('endpoint'), table: false, form: { type: 'custom', span: 24, help: L('endpointHelp'), render: (props) => <EndpointInput {...props} /> } },
    { name: 'remark', label: L('remark'), table: false, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: L('updateTime'), width: 170 },
  ],
  toBody: smsBody,
};
