import { tenantSettingSchema } from '@beree/contracts';
import { ActionDialog, useCommand } from '@/components/crud';
import { accountNumberColumn, expireTimeColumn } from './config';

const API = '/blade-system/tenant';
const COLUMNS = [accountNumberColumn, expireTimeColumn].map((c) => ({ ...c, form: { ...c.form!, span: 24 } }));

/** 授权配置: one account quota and expiry for every checked tenant. */
export function SettingDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const setting = useCommand(API);
  return (
    <ActionDialog
      title="tenant:setting"
      columns={COLUMNS}
      schema={tenantSettingSchema}
      submitting={setting.isPending}
      onSubmit={(values) => setting.mutateAsync({ url: `${API}/setting`, body: { ids: ids.join(','), accountNumber: values.accountNumber, expireTime: values.expireTime ?? '' } })}
      onClose={onClose}
    />
  );
}
