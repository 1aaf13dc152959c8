import { Button, Descriptions, Modal, Spin, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { SUPPLY_API } from './api';
import { SupplyStatusTag } from './SupplyStatusTag';
import { text } from '../document/text';

interface HistoryEntry {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  userName: string | null;
  createTime: string;
}

type RelationDetail = Record<string, unknown> & { history: HistoryEntry[] };


/** A relation as both parties see it, with every step it went through, oldest first. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['scm', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(SUPPLY_API, id), queryFn: () => getData<RelationDetail>(`${SUPPLY_API}/detail`, { id }) });
  const field = (name: string) => ({ key: name, label: t(`scm:${name}`), children: text(data?.[name]) });
  return (
    <Modal open title={t('scm:viewTitle')} width={760} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
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
              { key: 'hospital', label: t('scm:hospital'), children: text(data.hospitalName) },
              { key: 'supplier', label: t('scm:supplier'), children: text(data.supplierName) },
              { key: 'supplyStatus', label: t('scm:supplyStatus'), children: <SupplyStatusTag value={data.supplyStatus} /> },
              { key: 'manufacturerDirect', label: t('scm:manufacturerDirect'), children: <DictText code="manufacturerDirect" value={data.manufacturerDirect} /> },
              field('supplierContactName'),
              field('supplierContactPhone'),
              field('hospitalSupplierCode'),
              field('appliedAt'),
              field('reviewedAt'),
              field('rejectReason'),
              field('stopReason'),
              { ...field('applyReason'), span: 'filled' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('scm:history')}
          </Typography.Title>
          <Timeline
            items={data.history.map((entry) => ({
              key: entry.id,
              content: (
                <div data-testid="history-entry">
                  <Typography.Text strong>{t(`scm:historyAction.${entry.action}`, { defaultValue: entry.action })}</Typography.Text>{' '}
                  <SupplyStatusTag value={entry.toStatus} />
                  <div>
                    <Typography.Text type="secondary">
                      {text(entry.userName)} · {entry.createTime}
                    </Typography.Text>
                  </div>
                  {entry.reason && <div>{t('scm:reasonText', { reason: entry.reason })}</div>}
                </div>
              ),
            }))}
          />
        </>
      )}
    </Modal>
  );
}
