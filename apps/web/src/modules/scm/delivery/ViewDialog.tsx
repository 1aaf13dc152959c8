import { useState } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELIVERY_STATUS_LABELS, LOGISTICS_METHOD_LABELS, PERMISSIONS } from '@beree/contracts';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { formatPrice } from '../contract/format';
import { HistoryTable } from '../document/HistoryTable';
import { LabelText } from '../document/labels';
import { OrderTypeText } from '../document/OrderTypeText';
import { formatAmount, formatQty } from '../document/money';
import { DELIVERY_API } from './api';
import { PrintDialog } from './PrintDialog';
import { DeliveryStatusTag } from './tags';
import { text } from '../document/text';

type Detail = CrudRecord & { lines: (CrudRecord & { units: CrudRecord[] })[]; temperatureRecords: CrudRecord[]; history: CrudRecord[]; returns: CrudRecord[] };

/** A note as either party sees it: the header, its lines (with their units and what receipt made of each), cold-chain readings, units returned and history. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['delivery', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(DELIVERY_API, id), queryFn: () => getData<Detail>(`${DELIVERY_API}/detail`, { id }) });
  const can = usePermission();
  const [printing, setPrinting] = useState(false);
  const label = (name: string) => t(`delivery:${name}`);
  const field = (name: string) => ({ key: name, label: label(name), children: text(data?.[name]) });
  const title = (name: string) => (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {label(name)}
    </Typography.Title>
  );
  // A titled table of the note's extras (readings, returned units), left out when it has none.
  const section = (name: string, rows: CrudRecord[], columns: TableColumnsType<CrudRecord>) =>
    rows.length > 0 && (
      <>
        {title(name)}
        <Table<CrudRecord> size="small" rowKey="id" pagination={false} dataSource={rows} columns={columns} />
      </>
    );
  return (
    <Modal
      open
      width={1200}
      title={label('viewTitle')}
      onCancel={onClose}
      footer={
        <>
          {data && can(PERMISSIONS.delivery.print) && (
            <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
              {label('print')}
            </Button>
          )}
          <Button onClick={onClose}>{t('crud:close')}</Button>
        </>
      }
    >
      {printing && data && <PrintDialog id={id} deliveryNo={String(data.deliveryNo)} onClose={() => setPrinting(false)} />}
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
              field('deliveryNo'),
              { key: 'deliveryStatus', label: label('deliveryStatus'), children: <DeliveryStatusTag value={data.deliveryStatus} /> },
              { key: 'deliveryType', label: label('deliveryType'), children: <OrderTypeText value={data.deliveryType} row={data} /> },
              field('hospitalName'),
              field('supplierName'),
              { key: 'totalAmount', label: label('totalAmount'), children: formatAmount(data.totalAmount) },
              field('shipDate'),
              field('expectedArrivalDate'),
              { key: 'receivedAmount', label: label('receivedAmount'), children: formatAmount(data.receivedAmount) },
              { key: 'logisticsMethod', label: label('logisticsMethod'), children: <LabelText value={data.logisticsMethod} labels={LOGISTICS_METHOD_LABELS} /> },
              { key: 'carrier', label: label('waybillNo'), children: text([data.carrierName, data.waybillNo, data.vehiclePlateNo].filter(Boolean).join(' ')) },
              { key: 'shipper', label: label('shipperName'), children: text([data.shipperName, data.shipperPhone].filter(Boolean).join(' ')) },
              { key: 'receivingAddress', label: label('receivingAddress'), span: 2, children: text([data.warehouseName, data.receivingAddress].filter(Boolean).join(' · ')) },
              { key: 'receiver', label: label('receiver'), children: text([data.receiver, data.receiverPhone].filter(Boolean).join(' ')) },
              field('salesRepName'),
              field('printCount'),
              ...(data.returnReason ? [{ ...field('returnReason'), span: 2 }] : []),
              { ...field('remark'), span: 'filled' as const },
            ]}
          />
          {title('lines')}
          <Table<Detail['lines'][number]>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            expandable={{
              rowExpandable: (line) => line.units.length > 0,
              expandedRowRender: (line) => (
                <Table<CrudRecord>
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={line.units}
                  columns={[
                    { key: 'serialNo', dataIndex: 'serialNo', title: label('serialNo'), width: 160, render: text },
                    { key: 'udi', dataIndex: 'udi', title: label('udi'), width: 380, render: text },
                    { key: 'receiptOutcome', dataIndex: 'receiptOutcome', title: label('scan.outcome'), width: 90, render: (v: string | null) => t(`delivery:scan.state.${v ?? 'MISSING'}`) },
                    { key: 'refuseReason', dataIndex: 'refuseReason', title: label('rejectReason'), width: 160, render: text },
                  ]}
                />
              ),
            }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'indentNo', dataIndex: 'indentNo', title: label('indentNo'), width: 160, render: text },
              { key: 'item', title: label('item'), width: 200, render: (_v, line) => text([line.productName, line.specification, line.model].filter(Boolean).join(' ')) },
              { key: 'unit', dataIndex: 'unit', title: label('unit'), width: 56 },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: label('unitPrice'), width: 90, align: 'right', render: formatPrice },
              { key: 'qty', dataIndex: 'qty', title: label('qty'), width: 70, align: 'right', render: formatQty },
              { key: 'amount', dataIndex: 'amount', title: label('amount'), width: 100, align: 'right', render: formatAmount },
              { key: 'batchNo', dataIndex: 'batchNo', title: label('batchNo'), width: 100, render: text },
              { key: 'productionDate', dataIndex: 'productionDate', title: label('productionDate'), width: 100, render: text },
              { key: 'expiryDate', dataIndex: 'expiryDate', title: label('expiryDate'), width: 100, render: text },
              { key: 'serialNo', dataIndex: 'serialNo', title: label('serialNo'), width: 110, render: text },
              { key: 'receivedQty', dataIndex: 'receivedQty', title: label('receivedQty'), width: 70, align: 'right', render: formatQty },
              { key: 'rejectedQty', dataIndex: 'rejectedQty', title: label('rejectedQty'), width: 70, align: 'right', render: formatQty },
              { key: 'rejectReason', dataIndex: 'rejectReason', title: label('rejectReason'), width: 140, render: text },
            ]}
          />
          {section('temperatureRecords', data.temperatureRecords, [
            { key: 'recordedAt', dataIndex: 'recordedAt', title: label('recordedAt'), width: 180 },
            { key: 'boxCode', dataIndex: 'boxCode', title: label('boxCode'), width: 120, render: text },
            { key: 'temperature', dataIndex: 'temperature', title: label('temperature'), width: 100, align: 'right', render: formatQty },
            { key: 'humidity', dataIndex: 'humidity', title: label('humidity'), width: 100, align: 'right', render: formatQty },
          ])}
          {section('scan.returns', data.returns, [
            { key: 'code', dataIndex: 'code', title: label('scan.returnCode'), render: text },
            { key: 'reason', dataIndex: 'reason', title: label('scan.returnReason'), width: 200, render: text },
            { key: 'createTime', dataIndex: 'createTime', title: label('scan.returnTime'), width: 180, render: text },
          ])}
          {title('history')}
          <HistoryTable ns="delivery" history={data.history} statusLabels={DELIVERY_STATUS_LABELS} note={{ label: 'historyReason', value: (step) => step.reason ?? step.overriddenWarnings }} />
        </>
      )}
    </Modal>
  );
}
