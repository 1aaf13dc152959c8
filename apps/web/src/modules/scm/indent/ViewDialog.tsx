import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDENT_STATUS_LABELS } from '@beree/contracts';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { formatPrice } from '../contract/format';
import { formatAmount, formatQty } from '../document/money';
import { HistoryTable } from '../document/HistoryTable';
import { OrderTypeText } from '../document/OrderTypeText';
import { INDENT_API } from './api';
import { IndentStatusTag, UrgentTag } from './tags';
import { text } from '../document/text';


/** An order as either party sees it: the header, its lines with what has been delivered and received, and its history. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['indent', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(INDENT_API, id), queryFn: () => getData<CrudRecord & { lines: CrudRecord[]; history: CrudRecord[] }>(`${INDENT_API}/detail`, { id }) });
  const field = (name: string) => ({ key: name, label: t(`indent:${name}`), children: text(data?.[name]) });
  return (
    <Modal open width={1160} title={t('indent:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
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
              field('indentNo'),
              {
                key: 'indentStatus',
                label: t('indent:indentStatus'),
                children: (
                  <>
                    <IndentStatusTag value={data.indentStatus} />
                    <UrgentTag value={data.urgent} />
                  </>
                ),
              },
              { key: 'orderType', label: t('indent:orderType'), children: <OrderTypeText value={data.orderType} row={data} /> },
              field('hospitalName'),
              field('supplierName'),
              { key: 'totalAmount', label: t('indent:totalAmount'), children: formatAmount(data.totalAmount) },
              field('orderDate'),
              field('expectedArrivalDate'),
              field('planNo'),
              { key: 'receivingAddress', label: t('indent:receivingAddress'), span: 2, children: text([data.warehouseName, data.receivingAddress].filter(Boolean).join(' · ')) },
              { key: 'receiver', label: t('indent:receiver'), children: text([data.receiver, data.receiverPhone].filter(Boolean).join(' ')) },
              ...(data.declineReason ? [{ ...field('declineReason'), span: 'filled' as const }] : []),
              ...(data.cancelReason ? [{ ...field('cancelReason'), span: 'filled' as const }] : []),
              { ...field('remark'), span: 'filled' as const },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('indent:lines')}
          </Typography.Title>
          <Table<CrudRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'productName', dataIndex: 'productName', title: t('indent:item'), width: 200 },
              { key: 'spec', title: t('indent:specModel'), width: 150, render: (_v, line) => text([line.specification, line.model].filter(Boolean).join(' / ')) },
              { key: 'hospitalItemCode', dataIndex: 'hospitalItemCode', title: t('indent:hospitalItemCode'), width: 110, render: text },
              { key: 'unit', dataIndex: 'unit', title: t('indent:unit'), width: 60 },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: t('indent:unitPrice'), width: 100, align: 'right', render: formatPrice },
              { key: 'qty', dataIndex: 'qty', title: t('indent:qty'), width: 80, align: 'right', render: formatQty },
              { key: 'amount', dataIndex: 'amount', title: t('indent:amount'), width: 110, align: 'right', render: formatAmount },
              { key: 'deliveredQty', dataIndex: 'deliveredQty', title: t('indent:deliveredQty'), width: 80, align: 'right', render: formatQty },
              { key: 'receivedQty', dataIndex: 'receivedQty', title: t('indent:receivedQty'), width: 80, align: 'right', render: formatQty },
              { key: 'remark', dataIndex: 'remark', title: t('indent:lineRemark'), width: 140, render: text },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('indent:history')}
          </Typography.Title>
          <HistoryTable ns="indent" history={data.history} statusLabels={INDENT_STATUS_LABELS} />
        </>
      )}
    </Modal>
  );
}
