import { Button, Flex, Form, Input, InputNumber, Select, Table, Typography, type FormInstance, type FormRule, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lineAmount, sumAmounts, type ParsedUdi } from '@beree/contracts';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { UdiScanInput } from '@/components/udi/UdiScanInput';
import { DateInput } from '../certificate/DateInput';
import { formatPrice } from '../contract/format';
import { formatAmount } from '../document/money';
import { useOpenOrders, type DeliveryFormLine } from './open-orders';

interface Props {
  form: FormInstance<CrudRecord>;
  hospitalTenantId?: string;
}

const cell = { style: { margin: 0 } };
const text = (value: unknown) => (value == null || value === '' ? '--' : String(value));
const QTY = /^\d{1,12}(\.\d{1,4})?$/;
const amountOf = (line: DeliveryFormLine | undefined) => (line?.unitPrice && line.qty != null && QTY.test(String(line.qty)) ? lineAmount(String(line.qty), line.unitPrice) : null);

/**
 * The lines of a note: picked from the hospital's open orders (every line an order still awaits),
 * each with the quantity shipped and its batch; scanning a unit's UDI fills the batch, dates and
 * serial, once its DI is the SKU's.
 */
export function DeliveryLinesField({ form, hospitalTenantId }: Props) {
  const { t } = useTranslation(['delivery', 'crud']);
  const say = useContractMessage();
  const orders = useOpenOrders(hospitalTenantId);
  const lines = (Form.useWatch('lines', { form, preserve: true }) as DeliveryFormLine[] | undefined) ?? [];
  const label = (name: string) => t(`delivery:${name}`);
  const required = (index: number, name: string): FormRule => ({ required: true, message: say('field.required', { field: t('delivery:lineField', { n: index + 1, label: label(name) }) }) });

  const addOrder = (orderId: string) => {
    const order = orders.data?.find((o) => o.id === orderId);
    if (!order) return;
    const taken = new Set(lines.map((line) => line.indentLineId));
    form.setFieldValue('lines', [...lines, ...order.lines.filter((line) => !taken.has(line.indentLineId))]);
  };

  const scanned = (index: number, parsed: ParsedUdi, udi: string) =>
    form.setFieldValue(['lines', index], {
      ...lines[index],
      udi,
      batchNo: parsed.batchNo ?? lines[index]?.batchNo,
      productionDate: parsed.productionDate ?? lines[index]?.productionDate,
      expiryDate: parsed.expiryDate ?? lines[index]?.expiryDate,
      serialNo: parsed.serialNo ?? lines[index]?.serialNo,
    });

  const input = (field: FormListFieldData, name: string, width: number, control: 'text' | 'date' = 'text'): TableColumnsType<FormListFieldData>[number] => ({
    key: name,
    title: label(name),
    width,
    render: (_v, f) => (
      <Form.Item name={[f.name, name]} {...cell}>
        {control === 'date' ? <DateInput placeholder={label(name)} /> : <Input maxLength={64} placeholder={label(name)} />}
      </Form.Item>
    ),
  });

  const columns = (remove: (index: number) => void, first: FormListFieldData | undefined): TableColumnsType<FormListFieldData> => [
    { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
    { key: 'indentNo', title: label('indentNo'), width: 160, render: (_v, _f, index) => text(lines[index]?.indentNo) },
    { key: 'item', title: label('item'), width: 200, ellipsis: true, render: (_v, _f, index) => text([lines[index]?.productName, lines[index]?.specification, lines[index]?.model].filter(Boolean).join(' ')) },
    { key: 'unit', title: label('unit'), width: 56, render: (_v, _f, index) => text(lines[index]?.unit) },
    { key: 'unitPrice', title: label('unitPrice'), width: 90, align: 'right', render: (_v, _f, index) => (lines[index]?.unitPrice == null ? '--' : formatPrice(lines[index]?.unitPrice)) },
    {
      key: 'qty',
      title: label('qty'),
      width: 100,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'qty']} rules={[required(index, 'qty')]} {...cell}>
          <InputNumber min={0} max={lines[index]?.openQty ?? 999_999_999_999} style={{ width: '100%' }} placeholder={label('qty')} />
        </Form.Item>
      ),
    },
    { key: 'amount', title: label('amount'), width: 100, align: 'right', render: (_v, _f, index) => formatAmount(amountOf(lines[index])) },
    ...(first ? [input(first, 'batchNo', 120), input(first, 'productionDate', 140, 'date'), input(first, 'expiryDate', 140, 'date'), input(first, 'serialNo', 120)] : []),
    {
      key: 'udi',
      title: label('udi'),
      width: 240,
      render: (_v, _f, index) => {
        const line = lines[index];
        return (
          <Flex vertical gap={2}>
            <UdiScanInput sku={line?.udiDi ? { udiDi: line.udiDi, name: text(line.productName) } : undefined} onScan={(parsed, udi) => scanned(index, parsed, udi)} />
            {line?.udi ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{line.udi}</Typography.Text> : null}
          </Flex>
        );
      },
    },
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
      {(fields, { remove }) => {
        const cols = columns(remove, fields[0]);
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
            <Flex justify="space-between" align="center" gap="middle">
              <Select
                style={{ width: 360 }}
                aria-label={label('addFromOrder')}
                value={null}
                disabled={!hospitalTenantId}
                loading={orders.isFetching}
                placeholder={hospitalTenantId ? label('addFromOrder') : label('chooseHospitalFirst')}
                notFoundContent={label('noOpenOrders')}
                onChange={(id: string) => addOrder(id)}
                options={(orders.data ?? []).map((order) => ({ value: order.id, label: `${order.indentNo} · ${t('delivery:openLines', { count: order.lines.length })}` }))}
              />
              <Typography.Text strong>{t('delivery:total', { amount: formatAmount(sumAmounts(lines.map(amountOf).filter((a): a is string => a !== null))) })}</Typography.Text>
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}
