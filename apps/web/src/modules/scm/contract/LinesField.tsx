import { Alert, Button, Flex, Form, InputNumber, Table, type FormInstance, type FormListFieldData, type FormRule, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { DictSelect } from '@/components/pickers/DictSelect';
import type { ContractLine } from './api';
import { toNumber } from './format';
import { LinePicker } from './LinePicker';
import type { LineSource } from './party';
import { TaxRateSelect } from './TaxRateSelect';
import { text } from '../document/text';

interface Props {
  form: FormInstance<CrudRecord>;
  source: LineSource;
  /** The seller, whose catalog items a hospital picks. */
  supplierTenantId?: string;
}

const DEFAULT_TAX_RATE = 0.13;
/** The columns' widths added up (see `columns`). */
const WIDTH = 40 + 260 + 140 + 56 + 110 + 90 + 110 + 110 + 100 + 76;
const cell = { style: { margin: 0 } };

/**
 * The lines of a contract being drafted: a SKU each, then its price, tax rate, bid status, bid price
 * and the most that may be bought. Picking a catalog item starts from its current terms.
 */
export function LinesField({ form, source, supplierTenantId }: Props) {
  const { t } = useTranslation(['contract', 'crud']);
  const say = useContractMessage();
  // `preserve`: the lines' snapshots have no field of their own, and are shown all the same.
  const lines = (Form.useWatch('lines', { form, preserve: true }) as ContractLine[] | undefined) ?? [];
  const taken = lines.map((line) => line?.skuId).filter((id): id is string => Boolean(id));
  const required = (index: number, label: string): FormRule => ({
    required: true,
    message: say('field.required', { field: t('contract:lineField', { n: index + 1, label: t(`contract:${label}`) }) }),
  });
  const pick = (index: number, row: CrudRecord) => {
    const catalog = source === 'catalog';
    const line: ContractLine = {
      ...lines[index],
      skuId: String(catalog ? row.skuId : row.id),
      catalogItemId: catalog ? String(row.id) : undefined,
      productName: row.productName as string,
      specification: row.specification as string | null,
      model: row.model as string | null,
      unit: row.unit as string,
    };
    // A catalog item brings its current terms; a SKU its reference price.
    if (catalog) Object.assign(line, { unitPrice: toNumber(row.unitPrice), taxRate: toNumber(row.taxRate), bidStatus: row.bidStatus as string });
    else if (line.unitPrice == null) line.unitPrice = toNumber(row.referencePrice);
    form.setFieldValue(['lines', index], line);
  };
  // The cells are narrow: a figure's column heading says what it takes, its placeholder just repeats it.
  const placeholder = (label: string, choose = false) => (choose ? t('crud:placeholder.select', { label: t(`contract:${label}`) }) : t(`contract:${label}`));

  const columns = (remove: (index: number) => void): TableColumnsType<FormListFieldData> => [
    { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
    {
      key: 'sku',
      title: t('contract:product'),
      width: 260,
      render: (_v, field, index) =>
        source ? (
          <Form.Item name={[field.name, 'skuId']} rules={[required(index, 'product')]} {...cell}>
            <LinePicker source={source} supplierTenantId={supplierTenantId} line={lines[index]} taken={taken} placeholder={placeholder('product', true)} onPick={(row) => pick(index, row)} />
          </Form.Item>
        ) : (
          text(lines[index]?.productName)
        ),
    },
    { key: 'spec', title: t('contract:specModel'), width: 140, render: (_v, _f, index) => text([lines[index]?.specification, lines[index]?.model].filter(Boolean).join(' / ')) },
    { key: 'unit', title: t('contract:unit'), width: 56, render: (_v, _f, index) => text(lines[index]?.unit) },
    {
      key: 'unitPrice',
      title: t('contract:unitPrice'),
      width: 110,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'unitPrice']} rules={[required(index, 'unitPrice')]} {...cell}>
          <InputNumber min={0} style={{ width: '100%' }} placeholder={placeholder('unitPrice')} />
        </Form.Item>
      ),
    },
    {
      key: 'taxRate',
      title: t('contract:taxRate'),
      width: 90,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'taxRate']} rules={[required(index, 'taxRate')]} {...cell}>
          <TaxRateSelect placeholder={placeholder('taxRate', true)} />
        </Form.Item>
      ),
    },
    {
      key: 'bidStatus',
      title: t('contract:bidStatus'),
      width: 110,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'bidStatus']} rules={[required(index, 'bidStatus')]} {...cell}>
          <DictSelect code="bidType" style={{ width: '100%' }} placeholder={placeholder('bidStatus', true)} />
        </Form.Item>
      ),
    },
    {
      key: 'bidPrice',
      title: t('contract:bidPrice'),
      width: 110,
      render: (_v, field) => (
        <Form.Item name={[field.name, 'bidPrice']} {...cell}>
          <InputNumber min={0} style={{ width: '100%' }} placeholder={placeholder('bidPrice')} />
        </Form.Item>
      ),
    },
    {
      key: 'maxQty',
      title: t('contract:maxQty'),
      width: 100,
      render: (_v, field) => (
        <Form.Item name={[field.name, 'maxQty']} {...cell}>
          <InputNumber min={0} style={{ width: '100%' }} placeholder={placeholder('maxQty')} />
        </Form.Item>
      ),
    },
    {
      key: 'remove',
      title: t('crud:actions'),
      // Wide enough for the heading in either language; the cell holds one icon.
      width: 76,
      fixed: 'right',
      render: (_v, field) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('contract:removeLine')} onClick={() => remove(field.name)} />,
    },
  ];

  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap="small">
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            // As wide as its columns: a long SKU name must not widen its column past the dialog.
            tableLayout="fixed"
            scroll={{ x: WIDTH }}
            locale={{ emptyText: t('contract:noLines') }}
            columns={columns(remove)}
          />
          {source ? (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={source === 'catalog' && !supplierTenantId}
              onClick={() => add({ taxRate: DEFAULT_TAX_RATE, bidStatus: form.getFieldValue('bidStatus') })}
            >
              {t(source === 'catalog' && !supplierTenantId ? 'contract:chooseSupplierFirst' : 'contract:addLine')}
            </Button>
          ) : (
            <Alert type="info" showIcon title={t('contract:linesBySeller')} />
          )}
        </Flex>
      )}
    </Form.List>
  );
}
