import { useCallback, useState } from 'react';
import { Button } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { decisionConfig } from './config';
import { DecisionTableDialog } from './DecisionTableDialog';

/** The decisions tab of 部署管理: list, view a table, delete (refused while a process uses it). */
export function DecisionList() {
  const { t } = useTranslation('flow');
  const [viewing, setViewing] = useState<CrudRecord | null>(null);
  // Whoever sees the list may open a table: the page's menu is the permission, no button code.
  const view = useCallback(
    (record: CrudRecord) => (
      <Button type="link" size="small" icon={<TableOutlined />} onClick={() => setViewing(record)}>
        {t('decision.view')}
      </Button>
    ),
    [t],
  );
  return (
    <>
      <CrudPage config={decisionConfig} canAdd={false} extraActions={view} />
      {viewing && <DecisionTableDialog decision={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
