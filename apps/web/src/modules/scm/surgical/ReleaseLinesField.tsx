import { Flex, Form, Input, InputNumber, Table, Typography, type FormInstance, type FormRule, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { ParsedUdi } from '@beree/contracts';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { UdiScanInput } from '@/components/udi/UdiScanInput';
import { DateInput } from '../certificate/DateInput';
import { formatQty } from '../document/money';
import { UnitCount, UnitRows } from '../document/UnitRows';
import { namedUnits, unitKey, unitsShort, type ShippedUnit } from '../document/units';
import { useUnitwise } from '../document/use-unitwise';
import { productOf, type ReleaseLine } from './release-lines';
import { text } from '../document/text';

const cell = { style: { margin: 0 } };
/** The units' field holds them for the form; the rows under the line show them. */
const Held = (_props: { value?: unknown }) => null;

/**
 * The kit's lines as the dealer releases them: how many of each leave, the batch and dates; a
 * scan fills them from the label. An implant or high-value line names each unit below it, one
 * scan each (R16), as a delivery note does.
 */
export function ReleaseLinesField({ form }: { form: FormInstance<CrudRecord> }) {
  const { t } = useTranslation(['surgical', 'crud']);
  const say = useContractMessage();
  const lines = (Form.useWatch('lines', { form, preserve: true }) as ReleaseLine[] | undefined) ?? [];
  const unitwise = useUnitwise(lines.map((line) => line?.catalogItemId));
  const label = (name: string) => t(`surgical:${name}`);

  const unitsRule = (index: number): FormRule => ({
    validator: async () => {
      const line = (form.getFieldValue(['lines', index]) ?? {}) as ReleaseLine;
      if (!unitsShort(line, unitwise(line.catalogItemId))) return;
      throw new Error(say('delivery.R16', { line: index + 1, product: productOf(line), qty: String(Number(line.qty)), units: namedUnits(line.units) }));
    },
  });

  /** Serials are unique per SKU within the kit (R15): the other line of the same item holding this one, if any. */
  const heldElsewhere = (index: number) => (key: string) => {
    const at = lines.findIndex((line, i) => i !== index && line?.catalogItemId === lines[index]?.catalogItemId && (line.units ?? []).some((u) => unitKey(u) === key));
    return at < 0 ? undefined : at + 1;
  };

  const setUnits = (index: number) => (units: ShippedUnit[]) => {
    const path = ['lines', index, 'units'];
    form.setFieldValue(path, units);
    if (form.getFieldError(path).length) void form.validateFields([path]).catch(() => undefined);
  };

  /** A scan gives the line the lot and dates it does not have yet; on a line of one piece, its serial and UDI too. */
  const fill = (index: number, udi?: string) => (parsed: ParsedUdi) => {
    const line = (form.getFieldValue(['lines', index]) ?? {}) as ReleaseLine;
    form.setFieldValue(['lines', index], {
      ...line,
      batchNo: parsed.batchNo ?? line.batchNo,
      productionDate: parsed.productionDate ?? line.productionDate,
      expiryDate: parsed.expiryDate ?? line.expiryDate,
      ...(udi ? { udi, serialNo: parsed.serialNo ?? line.serialNo } : {}),
    });
  };

  const input = (name: string, width: number, control: 'text' | 'date' = 'text'): TableColumnsType<FormListFieldData>[number] => ({
    key: name,
    title: label(name),
    width,
    render: (_v, f) => (
      <Form.Item name={[f.name, name]} {...cell}>
        {control === 'date' ? <DateInput placeholder={label(name)} /> : <Input maxLength={50} placeholder={label(name)} />}
      </Form.Item>
    ),
  });

  const columns: TableColumnsType<FormListFieldData> = [
    { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
    { key: 'item', title: label('item'), width: 200, ellipsis: true, render: (_v, _f, index) => text(productOf(lines[index])) },
    { key: 'unit', title: label('unit'), width: 56, render: (_v, _f, index) => text(lines[index]?.unit) },
    { key: 'plannedQty', title: label('plannedQty'), width: 80, align: 'right', render: (_v, _f, index) => formatQty(lines[index]?.plannedQty) },
    {
      key: 'qty',
      title: label('releasedQty'),
      width: 100,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'qty']} rules={[{ required: true, message: say('field.required', { field: t('surgical:lineField', { n: index + 1, label: label('releasedQty') }) }) }]} {...cell}>
          <InputNumber min={0} max={999_999} style={{ width: '100%' }} placeholder={label('releasedQty')} />
        </Form.Item>
      ),
    },
    input('batchNo', 130),
    input('productionDate', 140, 'date'),
    input('expiryDate', 140, 'date'),
    {
      key: 'udi',
      title: label('udi'),
      width: 260,
      render: (_v, _f, index) => {
        const line = lines[index];
        if (unitwise(line?.catalogItemId)) return <UnitCount line={line} unitwise />;
        return (
          <Flex vertical gap={2}>
            <UdiScanInput sku={line?.udiDi ? { udiDi: line.udiDi, name: productOf(line) } : undefined} onScan={(parsed, udi) => fill(index, udi)(parsed)} />
            {line?.udi ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{line.udi}</Typography.Text> : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <Form.List name="lines">
      {(fields) => (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={fields}
          tableLayout="fixed"
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          columns={columns}
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
                <Form.Item name={[field.name, 'units']} rules={[unitsRule(field.name)]} dependencies={[['lines', field.name, 'qty']]} {...cell}>
                  <Held />
                </Form.Item>
              </>
            ),
          }}
        />
      )}
    </Form.List>
  );
}
