import { ActionDialog, useCommand, type CrudColumn } from '@/components/crud';
import { RemoteTreeSelect } from '@/components/pickers/RemoteTreeSelect';

const API = '/blade-system/user';
const COLUMNS: CrudColumn[] = [
  {
    name: 'roleIds',
    label: 'user:roleId',
    form: { type: 'custom', span: 24, requiredKey: 'user.roleIds.required', render: (props) => <RemoteTreeSelect {...props} url="/blade-system/role/tree" multiple /> },
  },
];

/** 角色配置: the roles every checked user holds from now on; their sessions end so the new menus apply. */
export function RoleGrantDialog({ userIds, onClose }: { userIds: string[]; onClose: () => void }) {
  const grant = useCommand(API);
  return (
    <ActionDialog
      title="user:grant"
      columns={COLUMNS}
      submitting={grant.isPending}
      onSubmit={(values) => grant.mutateAsync({ url: `${API}/grant`, params: { userIds: userIds.join(','), roleIds: values.roleIds } })}
      onClose={onClose}
    />
  );
}
