import { Button, Flex, Form, Input, InputNumber, Select, Table, Typography, type FormInstance, type FormRule, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { centsText, type InvoiceRole } from '@beree/contracts';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { SkuSelect } from '../catalog/SkuSelect';
import { formatPrice } from '../contract/format';
import { formatAmount, formatQty } from '../document/money';
import { lineAmounts, totalsOf, type InvoiceFormLine } from './lines';
import { ReceivedNotePicker } from './ReceivedNotePicker';
import { text } from '../document/text';

interface Props {
  form: FormInstance<CrudRecord>;
  role: InvoiceRole;
  hospitalTenantId?: string;
  /** A red-letter invoice takes back lines of the invoice it corrects: no lines are added, amounts are negative. */
  red?: boolean;
}

/** The VAT rates medical goods are invoiced at; a line keeps another rate it came with. */
const RATES = ['0.13', '0.09', '0.06', '0.03', '0.01', '0'];
const cell = { style: { margin: 0 } };
const itemOf = (line: InvoiceFormLine | undefined) => text([line?.itemName, line?.specification].filter(Boolean).join(' '));
const money = (value: bigint | undefined) => (value === undefined ? '--' : formatAmount(centsText(value)));

/**
 * The lines of an invoice with their amounts computed as the clerk types, to the cent, as the
 * server will (R21). Downstream: received delivery lines of the chosen hospital, added a note at a
 * time, each with the quantity billed and its tax rate. Upstream: the SKUs bought, each with the
 * amount excl. tax printed on the maker's invoice.
 */
export function InvoiceLinesField({ form, role, hospitalTenantId, red = false }: Props) {
  const { t } = useTranslation(['invoice', 'crud']);
  const say = useContractMessage();
  const lines = (Form.useWatch('lines', { form, preserve: true }) as InvoiceFormLine[] | undefined) ?? [];
  const downstream = role === 'DOWNSTREAM';
  const label = (name: string) => t(`invoice:${name}`);
  const required = (index: number, name: string): FormRule => ({ required: true, message: say('field.required', { field: t('invoice:lineField', { n: index + 1, label: label(name) }) }) });
  const amounts = (index: number) => lineAmounts(role, lines[index], red) ?? undefined;
  const totals = totalsOf(role, lines, red);

  const addLines = (more: InvoiceFormLine[]) => {
    const taken = new Set(lines.map((line) => line?.deliveryLineId));
    form.setFieldValue('lines', [...lines, ...more.filter((line) => !taken.has(line.deliveryLineId))]);
  };

  const rateOptions = (index: number) => {
    const own = lines[index]?.taxRate == null ? [] : [String(lines[index]?.taxRate)];
    return [...new Set([...RATES, ...own])].map((value) => ({ value, label: `${Number(value) * 100}%` }));
  };

  const quantity = (field: FormListFieldData, index: number) => (
    <Form.Item name={[field.name, 'quantity']} rules={[required(index, 'quantity')]} {...cell}>
      <InputNumber min={0} max={downstream && lines[index]?.receivedQty ? Number(lines[index]?.receivedQty) : 999_999_999_999} style={{ width: '100%' }} placeholder={label('quantity')} aria-label={t('invoice:lineField', { n: index + 1, label: label('quantity') })} />
    </Form.Item>
  );

  const columns = (remove: (index: number) => void): TableColumnsType<FormListFieldData> => [
    { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
    ...((downstream
      ? [
          {
            key: 'deliveryNo',
            title: label('deliveryNo'),
            width: 170,
            // Holds the delivery line, so a refusal naming it shows here.
            render: (_v, field, index) => (
              <Form.Item name={[field.name, 'deliveryLineId']} {...cell}>
                <Flex vertical>
                  <span>{text(lines[index]?.deliveryNo)}</span>
                </Flex>
              </Form.Item>
            ),
          },
          { key: 'item', title: label('item'), width: 220, render: (_v, _f, index) => itemOf(lines[index]) },
          { key: 'batchNo', title: label('batchNo'), width: 100, render: (_v, _f, index) => text(lines[index]?.batchNo) },
          { key: 'unit', title: label('unit'), width: 56, render: (_v, _f, index) => text(lines[index]?.unit) },
          { key: 'unitPrice', title: label('unitPrice'), width: 90, align: 'right', render: (_v, _f, index) => formatPrice(lines[index]?.unitPrice) },
          ...(red ? [] : [{ key: 'receivedQty', title: label('receivedQty'), width: 80, align: 'right', render: (_v: unknown, _f: FormListFieldData, index: number) => formatQty(lines[index]?.receivedQty) }]),
          { key: 'quantity', title: label('quantity'), width: 110, render: (_v, field, index) => quantity(field, index) },
        ]
      : [
          {
            key: 'skuId',
            title: label('sku'),
            width: 260,
            render: (_v, field, index) => (
              <Form.Item name={[field.name, 'skuId']} rules={[required(index, 'sku')]} {...cell}>
                <SkuSelect placeholder={label('sku')} />
              </Form.Item>
            ),
          },
          {
            key: 'batchNo',
            title: label('batchNo'),
            width: 120,
            render: (_v, field) => (
              <Form.Item name={[field.name, 'batchNo']} {...cell}>
                <Input maxLength={50} placeholder={label('batchNo')} />
              </Form.Item>
            ),
          },
          { key: 'quantity', title: label('quantity'), width: 110, render: (_v, field, index) => quantity(field, index) },
          {
            key: 'amountExclTax',
            title: label('amountExclTax'),
            width: 130,
            render: (_v, field, index) => (
              <Form.Item name={[field.name, 'amountExclTax']} rules={[required(index, 'amountExclTax'), { pattern: /^\d{1,16}(\.\d{1,2})?$/, message: say('invoice.amount.invalid') }]} {...cell}>
                <Input inputMode="decimal" placeholder={label('amountExclTax')} aria-label={t('invoice:lineField', { n: index + 1, label: label('amountExclTax') })} />
              </Form.Item>
            ),
          },
        ]) as TableColumnsType<FormListFieldData>),
    {
      key: 'taxRate',
      title: label('taxRate'),
      width: 90,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'taxRate']} rules={[required(index, 'taxRate')]} {...cell}>
          <Select options={rateOptions(index)} aria-label={t('invoice:lineField', { n: index + 1, label: label('taxRate') })} />
        </Form.Item>
      ),
    },
    ...(downstream ? [{ key: 'excl', title: label('amountExclTax'), width: 110, align: 'right' as const, render: (_v: unknown, _f: FormListFieldData, index: number) => money(amounts(index)?.excl) }] : []),
    { key: 'tax', title: label('taxAmount'), width: 100, align: 'right', render: (_v, _f, index) => money(amounts(index)?.tax) },
    { key: 'incl', title: label('amountInclTax'), width: 120, align: 'right', render: (_v, _f, index) => money(amounts(index)?.incl) },
    {
      key: 'remove',
      title: t('crud:actions'),
      width: 64,
      fixed: 'right',
      render: (_v, field) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={label('removeLine')} onClick={() => remove(field.name)} />,
    },
  ];

  return (
    <Form.List name="lines">
      {(fields, { remove, add }) => {
        const cols = columns(remove);
        return (
          <Flex vertical gap="small">
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              tableLayout="fixed"
              scroll={{ x: cols.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
              locale={{ emptyText: label('noLines') }}
              columns={cols}
            />
            <Flex justify="space-between" align="center" gap="middle" wrap>
              {red ? (
                <span />
              ) : downstream ? (
                <ReceivedNotePicker hospitalTenantId={hospitalTenantId} onPick={addLines} />
              ) : (
                <Button icon={<PlusOutlined />} onClick={() => add({ taxRate: '0.13' })}>
                  {label('addLine')}
                </Button>
              )}
              <Typography.Text strong data-testid="invoice-totals">
                {t('invoice:totals', { excl: formatAmount(totals.excl), tax: formatAmount(totals.tax), incl: formatAmount(totals.incl) })}
              </Typography.Text>
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}
