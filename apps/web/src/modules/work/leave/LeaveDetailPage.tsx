import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../form/FormRenderer';
import { toFormValues } from '../form/form-values';
import { CopyButton } from '../process/CopyButton';
import { HistoryTimeline } from '../process/HistoryTimeline';
import { ProcessDiagram } from '../process/ProcessDiagram';
import { LeaveInfo } from './LeaveInfo';
import { useLeaveProcess } from './use-process';

/** 详情 (/work/process/leave/detail/{processInstanceId}/{businessId}): the leave or the designed form's values, its history and its diagram. */
export default function LeaveDetailPage() {
  const { t } = useTranslation('work');
  const { processInstanceId = '', businessId = '' } = useParams();
  const { detail, leave } = useLeaveProcess(processInstanceId, businessId);
  if (detail.isError) return <Result status="warning" title={t('loadFailed')} />;
  if (!detail.data) return <Skeleton active />;
  const { process, flow, form } = detail.data;
  return (
    <Flex vertical gap="middle">
      <Card title={process.title} extra={<CopyButton processInstanceId={processInstanceId} />}>
        {leave.data ? <LeaveInfo leave={leave.data} /> : !form && <Typography.Text>{process.processDefinitionName}</Typography.Text>}
        {form && <FormRenderer content={form.content} permissions={form.permissions} readOnly initialValues={toFormValues(form.content, form.values)} />}
      </Card>
      <Card title={t('history.title')}>
        <HistoryTimeline flow={flow} />
      </Card>
      <Card title={t('diagram.title')}>
        <ProcessDiagram processInstanceId={processInstanceId} />
      </Card>
    </Flex>
  );
}
