import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveDetail } from '../api';
import { StatusTag } from '../columns';

/** The leave request as filed, and where its process stands. */
export function LeaveInfo({ leave }: { leave: LeaveDetail }) {
  const { t } = useTranslation('work');
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={[
        { key: 'applicant', label: t('leave.applicant'), children: leave.applyUserName },
        { key: 'status', label: t('status.label'), children: <StatusTag value={leave.process?.status} /> },
        { key: 'start', label: t('leave.startTime'), children: leave.startTime },
        { key: 'end', label: t('leave.endTime'), children: leave.endTime },
        { key: 'days', label: t('leave.days'), children: t('leave.daysValue', { count: leave.days }) },
        { key: 'applied', label: t('leave.applyTime'), children: leave.createTime },
        { key: 'reason', label: t('leave.reason'), span: 2, children: leave.reason },
      ]}
    />
  );
}
