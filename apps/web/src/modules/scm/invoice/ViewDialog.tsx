import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { FileSearchOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INVOICE_MEDIUM_LABELS, INVOICE_ROLE_LABELS, INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from '@beree/contracts';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import type { CertFile } from '../certificate/api';
import { formatPrice } from '../contract/format';
import { HistoryTable } from '../document/HistoryTable';
import { LabelText } from '../document/labels';
import { formatAmount, formatQty } from '../document/money';
import { INVOICE_API } from './api';
import { InvoiceFiles } from './InvoiceFiles';
import { trimRate } from './lines';
import { RedLetterTag } from './RedLetterTag';
import { InvoiceStatusTag } from './tags';
import { text } from '../document/text';

export type InvoiceDetail = CrudRecord & { lines: CrudRecord[]; attachments: CertFile[]; history: CrudRecord[] };

interface Props {
  id: string;
  /** Opens the coverage view (R24) of this invoice; absent where it does not apply. */
  onCoverage?: (detail: InvoiceDetail) => void;
  /** Starts a red-letter invoice correcting this one; absent where the caller may not (R26). */
  onCorrect?: (detail: InvoiceDetail) => void;
  onClose: () => void;
}


/** An invoice as either party sees it: the header, its lines, its files and its history. */
export function ViewDialog({ id, onCoverage, onCorrect, onClose }: Props) {
  const { t } = useTranslation(['invoice', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(INVOICE_API, id), queryFn: () => getData<InvoiceDetail>(`${INVOICE_API}/detail`, { id }) });
  const label = (name: string) => t(`invoice:${name}`);
  const field = (name: string, render: (value: unknown) => ReactNode = text) => ({ key: name, label: label(name), children: render(data?.[name]) });
  const title = (name: string) => (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {label(name)}
    </Typography.Title>
  );
  const downstream = data?.invoiceRole === 'DOWNSTREAM';
  const correctable = downstream && data?.invoiceStatus === 'APPROVED' && !data?.redLetter;
  return (
    <Modal
      open
      width={1200}
      title={label('viewTitle')}
      onCancel={onClose}
      footer={
        <>
          {data && downstream && !data.redLetter && onCoverage && (
            <Button icon={<FileSearchOutlined />} onClick={() => onCoverage(data)}>
              {label('coverage')}
            </Button>
          )}
          {data && correctable && onCorrect && (
            <Button danger icon={<UndoOutlined />} onClick={() => onCorrect(data)}>
              {label('redLetterAction')}
            </Button>
          )}
          <Button onClick={onClose}>{t('crud:close')}</Button>
        </>
      }
    >
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
              field('invoiceNo', (value) => (
                <>
                  {text(value)} {data.redLetter ? <RedLetterTag /> : null}
                </>
              )),
              field('invoiceCode'),
              field('invoiceStatus', (value) => <InvoiceStatusTag value={value} />),
              field('invoiceRole', (value) => <LabelText value={value} labels={INVOICE_ROLE_LABELS} />),
              field('invoiceType', (value) => <LabelText value={value} labels={INVOICE_TYPE_LABELS} />),
              field('invoiceMedium', (value) => <LabelText value={value} labels={INVOICE_MEDIUM_LABELS} />),
              field('invoiceDate'),
              field('checkCode'),
              ...(downstream ? [field('hospitalName')] : []),
              field('sellerName'),
              field('sellerTaxNo'),
              field('supplierName'),
              field('buyerName'),
              field('buyerTaxNo'),
              field('amountExclTax', formatAmount),
              field('taxAmount', formatAmount),
              field('amountInclTax', formatAmount),
              ...(data.redLetter ? [field('originalInvoiceNo')] : []),
              ...(data.returnReason ? [field('returnReason')] : []),
              { ...field('remark'), span: 3 },
              { key: 'files', label: label('attachments'), span: 3, children: <InvoiceFiles files={data.attachments} /> },
            ]}
          />
          {title('lines')}
          <Table<CrudRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 1100 }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 44 },
              ...(downstream ? [{ key: 'deliveryNo', dataIndex: 'deliveryNo', title: label('deliveryNo'), width: 160, render: text }] : []),
              { key: 'item', title: label('item'), width: 220, render: (_v, line) => text([line.itemName, line.specification].filter(Boolean).join(' ')) },
              { key: 'batchNo', dataIndex: 'batchNo', title: label('batchNo'), width: 100, render: text },
              { key: 'unit', dataIndex: 'unit', title: label('unit'), width: 56, render: text },
              { key: 'quantity', dataIndex: 'quantity', title: label('quantity'), width: 80, align: 'right', render: formatQty },
              { key: 'unitPriceExclTax', dataIndex: 'unitPriceExclTax', title: label('unitPriceExclTax'), width: 110, align: 'right', render: formatPrice },
              { key: 'amountExclTax', dataIndex: 'amountExclTax', title: label('amountExclTax'), width: 110, align: 'right', render: formatAmount },
              { key: 'taxRate', dataIndex: 'taxRate', title: label('taxRate'), width: 70, align: 'right', render: (value) => `${Number(trimRate(value)) * 100}%` },
              { key: 'taxAmount', dataIndex: 'taxAmount', title: label('taxAmount'), width: 100, align: 'right', render: formatAmount },
              { key: 'amountInclTax', dataIndex: 'amountInclTax', title: label('amountInclTax'), width: 120, align: 'right', render: formatAmount },
            ]}
          />
          {title('history')}
          <HistoryTable ns="invoice" history={data.history} statusLabels={INVOICE_STATUS_LABELS} />
        </>
      )}
    </Modal>
  );
}
