import { useCallback, useState } from 'react';
import { App, Button } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { useContractMessage } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { roleConfig } from './config';
import { GrantDialog } from './GrantDialog';

/** The role page (/authority/role): the role tree, and 权限设置 for one role or the checked ones. */
export default function RolePage() {
  const { t } = useTranslation('role');
  const say = useContractMessage();
  const { message } = App.useApp();
  const canGrant = usePermission()(PERMISSIONS.role.grant);
  const [granting, setGranting] = useState<string[] | null>(null);

  const openGrant = useCallback(
    (ids: string[]) => (ids.length ? setGranting(ids) : message.warning(say('batch.selectOne'))),
    [message, say],
  );
  const grantButton = useCallback(
    (record: CrudRecord) => (
      <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => openGrant([String(record.id)])}>
        {t('grant.title')}
      </Button>
    ),
    [openGrant, t],
  );

  return (
    <>
      <CrudPage
        config={roleConfig}
        selectable={canGrant}
        toolbar={
          canGrant
            ? (selected) => (
                <Button icon={<SafetyOutlined />} onClick={() => openGrant(selected)}>
                  {t('grant.title')}
                </Button>
              )
            : undefined
        }
        extraActions={canGrant ? grantButton : undefined}
      />
      {granting && <GrantDialog roleIds={granting} onClose={() => setGranting(null)} />}
    </>
  );
}
