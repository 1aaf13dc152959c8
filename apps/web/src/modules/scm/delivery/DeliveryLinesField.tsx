import { Button, Flex, Form, Input, InputNumber, Select, Table, Tag, Typography, type FormInstance, type FormRule, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lineAmount, R14_LINE_FIELDS, sumAmounts, type ParsedUdi } from '@beree/contracts';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { UdiScanInput } from '@/components/udi/UdiScanInput';
import { useSessionStore } from '@/features/auth/session-store';
import { DateInput } from '../certificate/DateInput';
import { formatPrice } from '../contract/format';
import { CatalogItemPicker } from '../document/CatalogItemPicker';
import { formatAmount } from '../document/money';
import { fromCatalogItem, useOpenOrders, type DeliveryFormLine } from './open-orders';
import { namedUnits, unitKey, unitsShort, type ShippedUnit } from '../document/units';
import { UnitCount, UnitRows } from '../document/UnitRows';
import { useUnitwise } from '../document/use-unitwise';
import { text } from '../document/text';

interface Props {
  form: FormInstance<CrudRecord>;
  hospitalTenantId?: string;
  /** A CONSIGNMENT note may also replenish from the catalog, without an order. */
  deliveryType?: string;
}

const cell = { style: { margin: 0 } };
const QTY = /^\d{1,12}(\.\d{1,4})?$/;
const amountOf = (line: DeliveryFormLine | undefined) => (line?.unitPrice && line.qty != null && QTY.test(String(line.qty)) ? lineAmount(String(line.qty), line.unitPrice) : null);
/** The units' field holds them for the form; the rows above it show them. */
const Held = (_props: { value?: unknown }) => null;
/** "产品 规格 型号", as the server names a line in its messages. */
const productOf = (line: DeliveryFormLine | undefined) => [line?.productName, line?.specification, line?.model].filter(Boolean).join(' ');

/**
 * The lines of a note: picked from the hospital's open orders of the note's type (every line an
 * order still awaits) or, on a consignment note, from the supplier's catalog with that hospital;
 * each with the quantity shipped and its batch. Scanning a UDI fills the batch, dates and serial
 * once its DI is the SKU's; a high-value or implantable line lists its units below it instead,
 * one scan each (R16).
 */
export function DeliveryLinesField({ form, hospitalTenantId, deliveryType }: Props) {
  const { t } = useTranslation(['delivery', 'crud']);
  const say = useContractMessage();
  const supplierTenantId = useSessionStore((s) => s.tenantId);
  const orders = useOpenOrders(hospitalTenantId, deliveryType);
  const lines = (Form.useWatch('lines', { form, preserve: true }) as DeliveryFormLine[] | undefined) ?? [];
  const unitwise = useUnitwise(lines.map((line) => line?.catalogItemId));
  const label = (name: string) => t(`delivery:${name}`);
  const required = (index: number, name: string): FormRule => ({ required: true, message: say('field.required', { field: t('delivery:lineField', { n: index + 1, label: label(name) }) }) });
  const consignment = deliveryType === 'CONSIGNMENT';

  // R16 before the server's: a unitwise line names as many units as it ships, and says which line falls short.
  const unitsRule = (index: number): FormRule => ({
    validator: async () => {
      const line = (form.getFieldValue(['lines', index]) ?? {}) as DeliveryFormLine;
      if (!unitsShort(line, unitwise(line.catalogItemId))) return;
      throw new Error(say('delivery.R16', { line: index + 1, product: productOf(line), qty: String(Number(line.qty)), units: namedUnits(line.units) }));
    },
  });

  /** The other line of the same item (1-based) holding a unit of this serial, if any: serials are unique per SKU on a note (R15). */
  const heldElsewhere = (index: number) => (key: string) => {
    const at = lines.findIndex((line, i) => i !== index && line?.catalogItemId === lines[index]?.catalogItemId && (line.units ?? []).some((u) => unitKey(u) === key));
    return at < 0 ? undefined : at + 1;
  };

  /** The line's units as changed; a refusal shown under them goes as soon as they are right. */
  const setUnits = (index: number) => (units: ShippedUnit[]) => {
    const path = ['lines', index, 'units'];
    form.setFieldValue(path, units);
    if (form.getFieldError(path).length) void form.validateFields([path]).catch(() => undefined);
  };

  /** A unit's scan gives the line the lot and dates it does not have yet. */
  const fill = (index: number) => (parsed: ParsedUdi) => {
    const line = (form.getFieldValue(['lines', index]) ?? {}) as DeliveryFormLine;
    form.setFieldValue(['lines', index], {
      ...line,
      batchNo: line.batchNo || parsed.batchNo,
      productionDate: line.productionDate || parsed.productionDate,
      expiryDate: line.expiryDate || parsed.expiryDate,
    });
  };

  const addItem = (row: CrudRecord) => form.setFieldValue('lines', [...lines, fromCatalogItem(row)]);

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
    // What R14 asks of every line is marked as the rule says (the form checks it on save).
    title: (R14_LINE_FIELDS as readonly string[]).includes(name) ? (
      <>
        <Typography.Text type="danger">* </Typography.Text>
        {label(name)}
      </>
    ) : (
      label(name)
    ),
    width,
    render: (_v, f) => (
      <Form.Item name={[f.name, name]} {...cell}>
        {control === 'date' ? <DateInput placeholder={label(name)} /> : <Input maxLength={64} placeholder={label(name)} />}
      </Form.Item>
    ),
  });

  const columns = (remove: (index: number) => void, first: FormListFieldData | undefined): TableColumnsType<FormListFieldData> => [
    { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
    {
      key: 'indentNo',
      title: label('indentNo'),
      width: 160,
      render: (_v, _f, index) => (lines[index]?.indentLineId || !lines[index]?.catalogItemId ? text(lines[index]?.indentNo) : <Tag>{label('withoutOrder')}</Tag>),
    },
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
        // A unitwise line is scanned unit by unit in the rows below it; here it shows how many are named.
        if (unitwise(line?.catalogItemId)) return <UnitCount line={line} unitwise />;
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
      width: 76,
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
              expandable={{
                showExpandColumn: false,
                expandedRowKeys: fields.filter((field) => unitwise(lines[field.name]?.catalogItemId)).map((field) => field.key),
                rowExpandable: (field) => unitwise(lines[field.name]?.catalogItemId),
                expandedRowRender: (field) => (
                  <>
                    <UnitRows
                      units={lines[field.name]?.units ?? []}
                      onChange={setUnits(field.name)}
                      line={lines[field.name] ?? {}}
                      index={field.name}
                      product={productOf(lines[field.name])}
                      heldElsewhere={heldElsewhere(field.name)}
                      onFill={fill(field.name)}
                    />
                    {/* Checks R16 and says what falls short under the rows, without marking every field in them. */}
                    <Form.Item name={[field.name, 'units']} rules={[unitsRule(field.name)]} dependencies={[['lines', field.name, 'qty']]} {...cell}>
                      <Held />
                    </Form.Item>
                  </>
                ),
              }}
            />
            <Flex justify="space-between" align="center" gap="middle">
              <Flex gap="middle" align="center">
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
                {consignment && hospitalTenantId ? (
                  <div style={{ width: 360 }}>
                    <CatalogItemPicker
                      // A new picker after each pick: it adds a line and shows nothing chosen.
                      key={lines.length}
                      ariaLabel={label('addFromCatalog')}
                      supplierTenantId={supplierTenantId}
                      hospitalTenantId={hospitalTenantId}
                      taken={lines.filter((line) => !line?.indentLineId).map((line) => line?.catalogItemId).filter((id): id is string => Boolean(id))}
                      placeholder={label('addFromCatalog')}
                      onPick={addItem}
                    />
                  </div>
                ) : null}
              </Flex>
              <Typography.Text strong>{t('delivery:total', { amount: formatAmount(sumAmounts(lines.map(amountOf).filter((a): a is string => a !== null))) })}</Typography.Text>
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}
