import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage, WithSidePanel } from '@/components/crud';
import { userConfig } from './config';
import { DeptTree } from './DeptTree';
import { PlatformDialog } from './PlatformDialog';
import { RoleGrantDialog } from './RoleGrantDialog';
import { useUserActions } from './use-user-actions';

/** The user page (/system/user): the dept tree beside the tenant's users, with the account buttons. */
export default function UserPage() {
  const { t } = useTranslation('user');
  const [deptId, setDeptId] = useState<string>();
  const { toolbar, rowActions, dialog, closeDialog } = useUserActions();
  return (
    <WithSidePanel title={t('depts')} panel={<DeptTree selected={deptId} onSelect={setDeptId} />}>
      <CrudPage
        config={userConfig}
        params={deptId ? { deptId } : undefined}
        // A new user starts in the chosen dept.
        defaults={{ deptId }}
        toolbarActions={toolbar}
        rowActions={rowActions}
      />
      {dialog?.kind === 'grant' && <RoleGrantDialog userIds={dialog.userIds} onClose={closeDialog} />}
      {dialog?.kind === 'platform' && <PlatformDialog user={dialog.user} onClose={closeDialog} />}
    </WithSidePanel>
  );
}
