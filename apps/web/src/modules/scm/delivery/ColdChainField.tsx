import { useState } from 'react';
import { Button, Collapse, Flex, Form, Input, InputNumber, Table, type FormInstance, type FormListFieldData, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { DateTimeInput } from '@/components/pickers/DateTimeInput';
import { shanghaiNow, type TemperatureReading } from './readings';

const cell = { style: { margin: 0 } };

/**
 * The cold-chain readings taken on the way (box, °C, humidity, time), sent as temperatureRecords.
 * Folded away until the supplier opens it, or open when the note already has readings: most notes
 * travel at room temperature.
 */
export function ColdChainField({ form }: { form: FormInstance<CrudRecord> }) {
  const { t } = useTranslation(['delivery', 'crud']);
  const say = useContractMessage();
  const readings = (Form.useWatch('temperatureRecords', { form, preserve: true }) as TemperatureReading[] | undefined) ?? [];
  // Unset until the supplier folds or opens it: then it follows whether there are readings.
  const [open, setOpen] = useState<boolean | null>(null);
  const label = (name: string) => t(`delivery:${name}`);
  const required = (index: number, name: string): FormRule => ({ required: true, message: say('field.required', { field: t('delivery:readingField', { n: index + 1, label: label(name) }) }) });

  const body = (
    <Form.List name="temperatureRecords">
      {(fields, { add, remove }) => (
        <Flex vertical gap="small">
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            tableLayout="fixed"
            locale={{ emptyText: label('noReadings') }}
            columns={[
              { key: 'no', title: '#', width: 40, render: (_v, _f, index) => index + 1 },
              {
                key: 'recordedAt',
                title: label('recordedAt'),
                width: 220,
                render: (_v, field, index) => (
                  <Form.Item name={[field.name, 'recordedAt']} rules={[required(index, 'recordedAt')]} {...cell}>
                    <DateTimeInput placeholder={label('recordedAt')} />
                  </Form.Item>
                ),
              },
              {
                key: 'boxCode',
                title: label('boxCode'),
                width: 160,
                render: (_v, field) => (
                  <Form.Item name={[field.name, 'boxCode']} {...cell}>
                    <Input maxLength={32} placeholder={label('boxCode')} />
                  </Form.Item>
                ),
              },
              {
                key: 'temperature',
                title: label('temperature'),
                width: 140,
                render: (_v, field, index) => (
                  <Form.Item name={[field.name, 'temperature']} rules={[required(index, 'temperature')]} {...cell}>
                    <InputNumber min={-90} max={60} step={0.1} precision={1} style={{ width: '100%' }} placeholder={label('temperature')} />
                  </Form.Item>
                ),
              },
              {
                key: 'humidity',
                title: label('humidity'),
                width: 140,
                render: (_v, field) => (
                  <Form.Item name={[field.name, 'humidity']} {...cell}>
                    <InputNumber min={0} max={100} step={1} precision={1} style={{ width: '100%' }} placeholder={label('humidity')} />
                  </Form.Item>
                ),
              },
              {
                key: 'remove',
                title: t('crud:actions'),
                width: 64,
                render: (_v, field) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={label('removeReading')} onClick={() => remove(field.name)} />,
              },
            ]}
          />
          <div>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ recordedAt: shanghaiNow() })}>
              {label('addReading')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );

  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      activeKey={(open ?? readings.length > 0) ? ['coldChain'] : []}
      onChange={(keys) => setOpen((Array.isArray(keys) ? keys : [keys]).includes('coldChain'))}
      // Folded, the readings stay in the form and are still sent and checked.
      items={[{ key: 'coldChain', label: t('delivery:coldChainSection', { count: readings.length }), forceRender: true, children: body }]}
    />
  );
}
