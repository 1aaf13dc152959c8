import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceCoverageLine } from '@beree/contracts';
import { crudKeys, getData } from '@/components/crud';
import { formatQty } from '../document/money';
import { INVOICE_API } from './api';

interface Coverage {
  id: string;
  invoiceNo: string;
  /** Whether the rows shown are what the sent invoice holds, not the plan as it would be made now. */
  enforced: boolean;
  lines: InvoiceCoverageLine[];
}

const short = (line: InvoiceCoverageLine) => Number(line.missing) > 0;

/**
 * The two-invoice rule (R24) line by line: for each line of a downstream invoice, the upstream
 * invoices (the manufacturer's or its general agent's to this dealer) that cover it, in what
 * quantity, and what is still missing — with who may issue the missing invoice.
 */
export function CoverageDialog({ id, invoiceNo, onClose }: { id: string; invoiceNo: string; onClose: () => void }) {
  const { t } = useTranslation(['invoice', 'crud']);
  const { data } = useQuery({ queryKey: [...crudKeys.detail(INVOICE_API, id), 'coverage'], queryFn: () => getData<Coverage>(`${INVOICE_API}/coverage`, { id }), gcTime: 0 });
  const label = (name: string) => t(`invoice:${name}`);
  const lacking = (data?.lines ?? []).filter(short);
  return (
    <Modal open width={1100} title={t('invoice:coverageTitle', { no: invoiceNo })} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <Flex vertical gap="middle">
          {lacking.length > 0 ? (
            <Alert type="error" showIcon message={t('invoice:coverageShort', { count: lacking.length, lines: lacking.map((l) => l.lineNo).join(', ') })} />
          ) : (
            <Alert type="success" showIcon message={label('coverageFull')} />
          )}
          <Typography.Text type="secondary">{label(data.enforced ? 'coverageHeld' : 'coveragePlanned')}</Typography.Text>
          <Table<InvoiceCoverageLine>
            size="small"
            rowKey="invoiceLineId"
            pagination={false}
            dataSource={data.lines}
            rowClassName={(line) => (short(line) ? 'invoice-coverage-short' : '')}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 44 },
              { key: 'itemName', dataIndex: 'itemName', title: label('item'), width: 220 },
              { key: 'batchNo', dataIndex: 'batchNo', title: label('batchNo'), width: 100, render: (value) => value ?? '--' },
              { key: 'quantity', dataIndex: 'quantity', title: label('quantity'), width: 80, align: 'right', render: formatQty },
              { key: 'covered', dataIndex: 'covered', title: label('covered'), width: 80, align: 'right', render: formatQty },
              {
                key: 'missing',
                dataIndex: 'missing',
                title: label('missing'),
                width: 80,
                align: 'right',
                render: (value, line) => (short(line) ? <Tag color="red">{formatQty(value)}</Tag> : formatQty(value)),
              },
              {
                key: 'upstream',
                title: label('upstreamInvoices'),
                render: (_v, line) =>
                  line.upstream.length === 0 ? (
                    <Typography.Text type="danger">{line.sellers.length ? t('invoice:issuedBy', { sellers: line.sellers.join(t('invoice:or')) }) : label('noUpstream')}</Typography.Text>
                  ) : (
                    <Flex vertical gap={2}>
                      {line.upstream.map((u) => (
                        <span key={u.upstreamLineId}>
                          {[u.invoiceCode, u.invoiceNo].filter(Boolean).join('-')} · {u.sellerName} · {u.invoiceDate} · {t('invoice:coversQty', { qty: formatQty(u.quantity) })}
                        </span>
                      ))}
                      {short(line) && line.sellers.length > 0 && <Typography.Text type="danger">{t('invoice:issuedBy', { sellers: line.sellers.join(t('invoice:or')) })}</Typography.Text>}
                    </Flex>
                  ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
