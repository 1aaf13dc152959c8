import { ossSubmitSchema, PERMISSIONS } from '@beree/contracts';
import { requiredRule, type CrudConfig, type CrudRecord, type DialogMode } from '@/components/crud';
import { SecretInput, StatusTag } from '../sms/fields';
import { CATEGORY_OPTIONS, endpointRule, hasEndpoint, needs } from './fields';

export const OSS_API = '/blade-resource/oss';

const L = (name: string) => `oss:${name}`;

/** The body of submit: a blank secret is left out (the stored one stays), and the hint of the stored one stays behind. */
function ossBody({ secretHint: _hint, secretKey, ...values }: CrudRecord): CrudRecord {
  const typed = secretKey as string | null | undefined;
  return { ...values, category: Number(values.category), ...(typed?.trim() ? { secretKey: typed } : {}) };
}

/**
 * 对象存储 (/resource/oss): where the tenant's uploads are kept (MinIO or any S3-compatible store,
 * Qiniu, Aliyun OSS, Tencent COS or the local disk), one of them enabled. The form asks what the
 * chosen kind needs (OSS_NEEDS); the secret is sealed on the server and never answered, only its
 * last four characters.
 */
export const ossConfig: CrudConfig = {
  api: OSS_API,
  rowKey: 'id',
  schema: ossSubmitSchema,
  permissions: PERMISSIONS.oss,
  dialogWidth: 880,
  columns: [
    // Another kind of store would not know the stored secret.
    { name: 'category', label: L('category'), search: 'equal', width: 130, form: { type: 'select', options: CATEGORY_OPTIONS, disabledOnEdit: true } },
    { name: 'ossCode', label: L('ossCode'), search: true, width: 130, form: { type: 'input', help: L('ossCodeHelp') } },
    { name: 'status', label: L('status'), width: 90, render: (value) => <StatusTag value={value} /> },
    { name: 'endpoint', label: L('endpoint'), width: 200, form: { type: 'input', span: 24, when: hasEndpoint, rules: [endpointRule], dependencies: ['category'], help: L('endpointHelp') } },
    { name: 'accessKey', label: L('accessKey'), width: 120, form: { type: 'input', when: needs('keys'), requiredKey: 'oss.accessKey.required', help: L('accessKeyHelp') } },
    {
      name: 'secretKey',
      label: L('secretKey'),
      table: false,
      // Required when adding; on an edit it starts blank and blank keeps the stored one.
      form: {
        type: 'custom',
        modes: ['add', 'edit'],
        blankOnEdit: true,
        when: needs('keys'),
        modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('oss.secretKey.required')] : []),
        render: (props) => <SecretInput {...props} label={L('secretKey')} />,
      },
    },
    // Carried for the secret field: the last four characters of the stored secret.
    { name: 'secretHint', label: L('secretHint'), width: 100, form: { type: 'input', hidden: true, modes: ['edit'] }, render: (value) => (value ? `••••${String(value)}` : '--') },
    { name: 'bucketName', label: L('bucketName'), search: true, width: 120, form: { type: 'input', when: needs('bucket'), requiredKey: 'oss.bucket.required' } },
    { name: 'appId', label: L('appId'), table: false, form: { type: 'input', when: needs('appId'), requiredKey: 'oss.appId.required' } },
    { name: 'region', label: L('region'), table: false, form: { type: 'input', when: needs('region'), requiredKey: 'oss.region.required', help: L('regionHelp') } },
    { name: 'remark', label: L('remark'), table: false, form: { type: 'textarea', span: 24 } },
  ],
  toBody: ossBody,
};
