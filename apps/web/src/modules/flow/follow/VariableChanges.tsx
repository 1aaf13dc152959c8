import { List, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData } from '@/components/crud';
import { PROCESS_API } from '../api';

interface ProcessComment {
  type: string;
  message: string;
  userName: string;
  time: string;
}

/** The query of an instance's recorded variable changes; saving a variable refreshes it. */
export const variableChangesKey = (processInstanceId: string) => ['flow', 'follow', 'variable-changes', processInstanceId];

/**
 * 变更记录: the variable corrections the instance's history holds (who changed which variable from
 * what to what, and when), newest first, so the dialog that changes values also shows who did.
 */
export function VariableChanges({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('flow');
  const history = useQuery({
    queryKey: variableChangesKey(processInstanceId),
    queryFn: () => getData<{ processComments: ProcessComment[] }>(`${PROCESS_API}/detail`, { processInstanceId }),
  });
  const changes = (history.data?.processComments ?? []).filter((c) => c.type === 'variable').reverse();
  if (!changes.length) return null;
  return (
    <List<ProcessComment>
      size="small"
      style={{ marginTop: 12 }}
      header={<Typography.Text strong>{t('follow.variableChanges')}</Typography.Text>}
      dataSource={changes}
      renderItem={(c) => (
        <List.Item>
          <Typography.Text code>{c.message}</Typography.Text>
          <Typography.Text type="secondary">
            {c.userName} · {c.time}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
