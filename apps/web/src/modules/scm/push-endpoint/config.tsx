import { PERMISSIONS, PUSH_TARGET_SYSTEM_LABELS, PUSH_TARGET_SYSTEMS, pushEndpointSubmitSchema } from '@beree/contracts';
import { contractRule, requiredRule, type CrudConfig, type CrudRecord, type DialogMode } from '@/components/crud';
import { LabelText } from '../document/labels';
import { DocTypesField, DocTypesText, EnabledSwitch, EnabledTag } from './fields';
import { SecretInput } from './SecretInput';

/** A blank secret is nothing to check (an edit keeps the stored one); anything typed must be a valid one. */
const secretRule = contractRule((value) =>
  value == null || String(value).trim() === '' ? null : pushEndpointSubmitSchema.shape.secret.safeParse(value).success ? null : 'push.endpoint.secret.invalid',
);

/** A blank secret is left out of the body: nothing to send, so the stored one stays. */
const withoutBlankSecret = ({ secret, ...values }: CrudRecord): CrudRecord => (typeof secret === 'string' && secret.trim() !== '' ? { ...values, secret } : values);

/**
 * 推送配置 (/scm/push-endpoint): the hospital's partner systems its suppliers' documents are pushed
 * to (ADR 0033). The shared secret is required when adding and never answered: the table shows its
 * last four characters, and an edit leaving it blank keeps the one set.
 */
export const pushEndpointConfig: CrudConfig = {
  api: '/beree-scm/push-endpoint',
  rowKey: 'id',
  schema: pushEndpointSubmitSchema,
  permissions: PERMISSIONS.pushEndpoint,
  defaults: { targetSystem: 'HIS', docTypes: ['DELIVERY'], enabled: true },
  columns: [
    { name: 'endpointName', label: 'pushEndpoint:endpointName', search: true, width: 180, form: { type: 'input' } },
    {
      name: 'targetSystem',
      label: 'pushEndpoint:targetSystem',
      search: 'equal',
      width: 120,
      form: { type: 'select', options: PUSH_TARGET_SYSTEMS.map((value) => ({ value, label: `pushEndpoint:systems.${value}` })) },
      render: (value) => <LabelText value={value} labels={PUSH_TARGET_SYSTEM_LABELS} />,
    },
    { name: 'url', label: 'pushEndpoint:url', width: 320, form: { type: 'input', span: 24 } },
    {
      name: 'secret',
      label: 'pushEndpoint:secret',
      table: false,
      form: {
        type: 'custom',
        span: 24,
        modes: ['add', 'edit'],
        blankOnEdit: true,
        unchecked: true,
        rules: [secretRule],
        help: 'pushEndpoint:secretHelp',
        render: (props) => <SecretInput {...props} />,
        modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('push.endpoint.secret.required')] : []),
      },
    },
    { name: 'secretHint', label: 'pushEndpoint:secretHint', width: 110, render: (value) => (value ? `••••${String(value)}` : '--') },
    { name: 'docTypes', label: 'pushEndpoint:docTypes', width: 220, form: { type: 'custom', span: 24, render: (props) => <DocTypesField {...props} /> }, render: (value) => <DocTypesText value={value} /> },
    { name: 'enabled', label: 'pushEndpoint:enabled', width: 90, form: { type: 'custom', render: (props) => <EnabledSwitch {...props} /> }, render: (value) => <EnabledTag value={value} /> },
    { name: 'remark', label: 'pushEndpoint:remark', width: 220, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: 'pushEndpoint:updateTime', width: 170 },
  ],
  toBody: withoutBlankSecret,
};
