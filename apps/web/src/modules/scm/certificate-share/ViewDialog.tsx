import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import type { CertFile } from '../certificate/api';
import { StateFlagTag } from '../certificate/StateFlagTag';
import { ValidityText } from '../certificate/ValidityText';
import { SHARE_API, type ShareStep } from './api';
import { ReviewStatusTag } from './ReviewStatusTag';
import { SharedScans } from './SharedScans';
import { text } from '../document/text';

type Detail = CrudRecord & { attachments: CertFile[]; history: ShareStep[] };

/** A shared certificate as the hospital reviews it: its fields and flag, the review so far, its scans. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['certificateShare', 'certificate', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(SHARE_API, id), queryFn: () => getData<Detail>(`${SHARE_API}/detail`, { id }) });
  return (
    <Modal open width={860} title={t('certificateShare:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              { key: 'supplierName', label: t('certificateShare:supplierName'), children: text(data.supplierName) },
              { key: 'reviewStatus', label: t('certificateShare:reviewStatus'), children: <ReviewStatusTag value={data.reviewStatus} /> },
              { key: 'certType', label: t('certificate:certType'), children: <DictText code="certType" value={data.certType} /> },
              { key: 'certNo', label: t('certificate:certNo'), children: text(data.certNo) },
              { key: 'certName', label: t('certificate:certName'), children: text(data.certName) },
              { key: 'subjectCompanyName', label: t('certificate:subjectCompanyName'), children: text(data.subjectCompanyName) },
              { key: 'validity', label: t('certificate:validity'), children: <ValidityText record={data} /> },
              { key: 'stateFlag', label: t('certificate:stateFlag'), children: <StateFlagTag value={data.stateFlag} days={data.daysToExpiry} /> },
              { key: 'issuingAuthority', label: t('certificate:issuingAuthority'), children: text(data.issuingAuthority) },
              { key: 'sharedAt', label: t('certificateShare:sharedAt'), children: text(data.sharedAt) },
              ...(data.rejectReason ? [{ key: 'rejectReason', label: t('certificateShare:rejectReason'), span: 'filled' as const, children: text(data.rejectReason) }] : []),
              ...(data.reviewComment ? [{ key: 'reviewComment', label: t('certificateShare:reviewComment'), span: 'filled' as const, children: text(data.reviewComment) }] : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('certificate:attachments')}
          </Typography.Title>
          <SharedScans shareId={id} files={data.attachments} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('certificateShare:history')}
          </Typography.Title>
          <Timeline
            items={data.history.map((step) => ({
              key: step.id,
              content: `${step.createTime} ${t(`certificateShare:historyAction.${step.action}`)}${step.userName ? ` · ${step.userName}` : ''}${step.reason ? ` · ${step.reason}` : ''}`,
            }))}
          />
        </>
      )}
    </Modal>
  );
}
