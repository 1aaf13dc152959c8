import { Alert, Button, Flex, Form, Input, InputNumber, Table, Typography, type FormInstance, type FormListFieldData, type FormRule, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { DateInput } from '../certificate/DateInput';
import { formatPrice } from '../contract/format';
import { CatalogItemPicker } from './CatalogItemPicker';
import { amountOf, lineFromItem, totalOf, type CatalogLine } from './lines';
import { formatAmount } from './money';
import { text } from './text';

interface Props {
  form: FormInstance<CrudRecord>;
  /** The namespace of the screen's labels (plan, indent or surgical). */
  ns: 'plan' | 'indent' | 'surgical';
  /** An order's lines are of one supplier's items; a plan's of any supplier, each line showing its own. */
  supplierTenantId?: string;
  /** Orders wait for their supplier to be chosen before lines can be added. */
  needsSupplier?: boolean;
  /** A plan's lines each say when they are needed. */
  withRequiredDate?: boolean;
}

const cell = { style: { margin: 0 } };

/**
 * The lines of a plan or an order being drafted: an item of the hospital's catalog each, priced by
 * it, and how many; the amount of each line and the total follow as they are typed.
 */
export function LinesField({ form, ns, supplierTenantId, needsSupplier, withRequiredDate }: Props) {
  const { t } = useTranslation([ns, 'crud']);
  const say = useContractMessage();
  // `preserve`: the lines' snapshots have no field of their own, and are shown all the same.
  const lines = (Form.useWatch('lines', { form, preserve: true }) as CatalogLine[] | undefined) ?? [];
  const taken = lines.map((line) => line?.catalogItemId).filter((id): id is string => Boolean(id));
  const label = (name: string) => t(`${ns}:${name}`);
  const required = (index: number, name: string): FormRule => ({ required: true, message: say('field.required', { field: t('plan:lineField', { n: index + 1, label: label(name) }) }) });
  const blocked = Boolean(needsSupplier && !supplierTenantId);
  const withSupplier = !needsSupplier;

  const columns = (remove: (index: number) => void): TableColumnsType<FormListFieldData> => [
    { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
    {
      key: 'item',
      title: label('item'),
      width: 230,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'catalogItemId']} rules={[required(index, 'item')]} {...cell}>
          <CatalogItemPicker
            supplierTenantId={supplierTenantId}
            line={lines[index]}
            taken={taken}
            placeholder={t('crud:placeholder.select', { label: label('item') })}
            onPick={(row) => form.setFieldValue(['lines', index], lineFromItem(row, lines[index]))}
          />
        </Form.Item>
      ),
    },
    ...(withSupplier ? [{ key: 'supplier', title: t('plan:supplier'), width: 150, ellipsis: true, render: (_v: unknown, _f: FormListFieldData, index: number) => text(lines[index]?.supplierName) }] : []),
    { key: 'spec', title: label('specModel'), width: 130, ellipsis: true, render: (_v, _f, index) => text([lines[index]?.specification, lines[index]?.model].filter(Boolean).join(' / ')) },
    { key: 'unit', title: label('unit'), width: 56, render: (_v, _f, index) => text(lines[index]?.unit) },
    { key: 'unitPrice', title: label('unitPrice'), width: 90, align: 'right', render: (_v, _f, index) => (lines[index]?.unitPrice == null ? '--' : formatPrice(lines[index]?.unitPrice)) },
    {
      key: 'qty',
      title: label('qty'),
      width: 90,
      render: (_v, field, index) => (
        <Form.Item name={[field.name, 'qty']} rules={[required(index, 'qty')]} {...cell}>
          <InputNumber min={0} max={999_999_999_999} style={{ width: '100%' }} placeholder={label('qty')} />
        </Form.Item>
      ),
    },
    { key: 'amount', title: label('amount'), width: 110, align: 'right', render: (_v, _f, index) => formatAmount(amountOf(lines[index])) },
    ...(withRequiredDate
      ? [
          {
            key: 'requiredDate',
            title: t('plan:requiredDate'),
            width: 130,
            render: (_v: unknown, field: FormListFieldData) => (
              <Form.Item name={[field.name, 'requiredDate']} {...cell}>
                <DateInput placeholder={t('plan:requiredDate')} />
              </Form.Item>
            ),
          },
        ]
      : []),
    {
      key: 'remark',
      title: label('lineRemark'),
      width: 120,
      render: (_v, field) => (
        <Form.Item name={[field.name, 'remark']} {...cell}>
          <Input maxLength={200} placeholder={label('lineRemark')} />
        </Form.Item>
      ),
    },
    {
      key: 'remove',
      title: t('crud:actions'),
      width: 76,
      fixed: 'right',
      render: (_v, field) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('plan:removeLine')} onClick={() => remove(field.name)} />,
    },
  ];

  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => {
        const cols = columns(remove);
        return (
          <Flex vertical gap="small">
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              // As wide as its columns: a long product name must not widen its column past the dialog.
              tableLayout="fixed"
              scroll={{ x: cols.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
              locale={{ emptyText: label('noLines') }}
              columns={cols}
            />
            <Flex justify="space-between" align="center">
              {blocked ? <Alert type="info" showIcon title={t('indent:chooseSupplierFirst')} /> : (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                  {label('addLine')}
                </Button>
              )}
              <Typography.Text strong>{t('plan:total', { amount: formatAmount(totalOf(lines)) })}</Typography.Text>
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}
