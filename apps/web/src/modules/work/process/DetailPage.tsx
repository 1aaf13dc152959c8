import { Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../form/FormRenderer';
import { toFormValues } from '../form/form-values';
import { LeaveInfo } from '../leave/LeaveInfo';
import { CopyButton } from './CopyButton';
import { HistoryTimeline } from './HistoryTimeline';
import { ProcessDiagram } from './ProcessDiagram';
import { useProcessPage } from './use-process';
import { WithdrawButton } from './WithdrawButton';

/**
 * 详情 (/work/process/detail/{processInstanceId}, the leave demo's at
 * /work/process/leave/detail/{processInstanceId}/{businessId}): the leave or the designed form's
 * values, its history and its diagram; the sender may 撤回 while the next step is untouched.
 */
export default function DetailPage() {
  const { t } = useTranslation('work');
  const { processInstanceId = '', businessId = '' } = useParams();
  const { detail, leave } = useProcessPage(processInstanceId, businessId);
  if (detail.isError) return <Result status="warning" title={t('loadFailed')} />;
  if (!detail.data) return <Skeleton active />;
  const { process, flow, form } = detail.data;
  return (
    <Flex vertical gap="middle">
      <Card title={process.title} extra={<Space><WithdrawButton detail={detail.data} processInstanceId={processInstanceId} /><CopyButton processInstanceId={processInstanceId} /></Space>}>
        {leave.data ? <LeaveInfo leave={leave.data} /> : !form && <Typography.Text>{process.processDefinitionName}</Typography.Text>}
        {form && <FormRenderer content={form.content} permissions={form.permissions} readOnly initialValues={toFormValues(form.content, form.values)} />}
      </Card>
      <Card title={t('history.title')}>
        <HistoryTimeline flow={flow} notes={detail.data.processComments} />
      </Card>
      <Card title={t('diagram.title')}>
        <ProcessDiagram processInstanceId={processInstanceId} />
      </Card>
    </Flex>
  );
}
