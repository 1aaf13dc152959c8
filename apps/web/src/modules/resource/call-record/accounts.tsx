import { useCallback, useMemo } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cccSubmitSchema, PERMISSIONS } from '@beree/contracts';
import { CrudPage, requiredRule, useCommand, useConfirm, type CrudConfig, type CrudRecord, type DialogMode, type RowAction } from '@/components/crud';
import { SecretInput, StatusTag } from '../sms/fields';
import { CCC_API } from './api';

const L = (name: string) => `ccc:${name}`;

/** The body of submit: a blank secret is left out (the stored one stays), and the hint of the stored one stays behind. */
function accountBody({ secretHint: _hint, secretKey, ...values }: CrudRecord): CrudRecord {
  const typed = secretKey as string | null | undefined;
  return { ...values, ...(typed?.trim() ? { secretKey: typed } : {}) };
}

/**
 * 呼叫中心账号: the tenant's Aliyun Cloud Call Center instances with the AccessKey that reads their
 * calls, one of them enabled. The secret is sealed on the server and never answered, only its last
 * four characters.
 */
export const accountConfig: CrudConfig = {
  api: CCC_API,
  rowKey: 'id',
  schema: cccSubmitSchema,
  permissions: PERMISSIONS.ccc,
  dialogWidth: 880,
  columns: [
    { name: 'cccCode', label: L('cccCode'), search: true, width: 150, form: { type: 'input', help: L('cccCodeHelp') } },
    { name: 'instanceId', label: L('instanceId'), search: true, width: 180, form: { type: 'input', help: L('instanceIdHelp') } },
    { name: 'status', label: L('status'), width: 100, render: (value) => <StatusTag value={value} /> },
    { name: 'accessKey', label: L('accessKey'), width: 190, form: { type: 'input' } },
    {
      name: 'secretKey',
      label: L('secretKey'),
      table: false,
      form: {
        type: 'custom',
        blankOnEdit: true,
        modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('ccc.secretKey.required')] : []),
        render: (props) => <SecretInput {...props} label={L('secretKey')} />,
      },
    },
    // Carried for the secret field: the last four characters of the stored secret.
    { name: 'secretHint', label: L('secretHint'), width: 120, form: { type: 'input', hidden: true, modes: ['edit'] }, render: (value) => (value ? `••••${String(value)}` : '--') },
    { name: 'regionId', label: L('regionId'), width: 120, form: { type: 'input', help: L('regionIdHelp') } },
    { name: 'endpoint', label: L('endpoint'), table: false, form: { type: 'input', span: 24, help: L('endpointHelp') } },
    { name: 'remark', label: L('remark'), table: false, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: L('updateTime'), width: 170 },
  ],
  toBody: accountBody,
};

/** The accounts' table, with 启用 on every account not enabled. */
export function AccountsTab() {
  const { t } = useTranslation('ccc');
  const run = useCommand(CCC_API).mutateAsync;
  const confirm = useConfirm();
  const enable = useCallback(
    (record: CrudRecord) => confirm(t('enableConfirm', { code: record.cccCode }), () => run({ url: `${CCC_API}/enable`, params: { id: record.id } })),
    [confirm, run, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [{ key: 'enable', label: 'ccc:enable', permission: PERMISSIONS.ccc.enable, icon: <CheckOutlined />, visible: (r) => Number(r.status) !== 2, onClick: enable }],
    [enable],
  );
  return <CrudPage config={accountConfig} rowActions={rowActions} />;
}
