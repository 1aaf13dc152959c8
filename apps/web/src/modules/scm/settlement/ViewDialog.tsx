import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementDetail } from '@beree/contracts';
import { crudKeys, getData } from '@/components/crud';
import { formatAmount } from '../document/money';
import { SETTLEMENT_API } from './api';
import { lineColumns } from './columns';
import { SettlementStatusTag } from './tags';

/** A settlement as either party sees it: the document it derives from, the parties, its amounts and the lines behind them. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['settlement', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(SETTLEMENT_API, id), queryFn: () => getData<SettlementDetail>(`${SETTLEMENT_API}/detail`, { id }) });
  const field = (name: keyof SettlementDetail, children: ReactNode = data ? String(data[name] ?? '--') : '') => ({ key: name, label: t(`settlement:${name}`), children });
  return (
    <Modal open width={1160} title={t('settlement:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={3}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              field('documentNo'),
              field('source', t(`settlement:sources.${data.source}`)),
              field('settlementStatus', <SettlementStatusTag value={data.settlementStatus} />),
              field('hospitalName'),
              field('supplierName'),
              field('basis', t(`settlement:bases.${data.basis}`)),
              field('settledOn'),
              field('settleableAmount', formatAmount(data.settleableAmount)),
              field('invoicedAmount', formatAmount(data.invoicedAmount)),
              field('approvedAmount', formatAmount(data.approvedAmount)),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('settlement:lines')}
          </Typography.Title>
          <Table size="small" rowKey="lineId" pagination={false} dataSource={data.lines} scroll={{ x: 'max-content' }} columns={lineColumns(t, false)} />
        </>
      )}
    </Modal>
  );
}
