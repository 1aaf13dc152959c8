import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Row, Select, Spin, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES, deliverySubmitSchema, linesR14Issues, LOGISTICS_METHOD_LABELS, LOGISTICS_METHODS, ORDER_TYPE_LABELS, shanghaiToday } from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { FieldSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { usePartyOptions } from '../catalog/use-parties';
import { DateInput } from '../certificate/DateInput';
import { markRefusal } from '../document/refusal';
import { DELIVERY_API } from './api';
import { ColdChainField } from './ColdChainField';
import { DeliveryLinesField } from './DeliveryLinesField';
import { toBodyLines, toFormLines, useOpenOrders, type DeliveryFormLine } from './open-orders';
import { toBodyReadings, toFormReadings, type TemperatureReading } from './readings';

/** 发货 from a confirmed order: its hospital, its type and its lines still to deliver start the note. */
export interface ShippedOrder {
  id: string;
  hospitalTenantId: string;
  orderType: string;
}

interface Props {
  /** The SAVED note edited; none writes a new one. */
  id?: string;
  /** A new note shipping this order. */
  order?: ShippedOrder;
  onClose: () => void;
}

const SHAPE = deliverySubmitSchema.shape as unknown as Record<string, FieldSchema>;
const HEADER = ['hospitalTenantId', 'deliveryType', 'expectedArrivalDate', 'logisticsMethod', 'carrierName', 'waybillNo', 'vehiclePlateNo', 'shipperName', 'shipperPhone', 'remark'] as const;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The supplier writes a delivery note or changes a SAVED one: the hospital (one with an approved
 * relation), how the goods travel, then lines from that hospital's confirmed orders (or, for
 * consignment, its catalog) with their batches and units, and the cold-chain readings if any.
 */
export function DeliveryFormDialog({ id, order, onClose }: Props) {
  const { t } = useTranslation(['delivery', 'crud']);
  const say = useContractMessage();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const hospitals = usePartyOptions();
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(DELIVERY_API, id ?? ''), queryFn: () => getData<CrudRecord>(`${DELIVERY_API}/detail`, { id }), enabled: Boolean(id), gcTime: 0 });
  const hospitalTenantId = Form.useWatch('hospitalTenantId', form) as string | undefined;
  const deliveryType = Form.useWatch('deliveryType', form) as string | undefined;
  const carrier = Form.useWatch('logisticsMethod', form) === 'CARRIER';

  useEffect(() => {
    if (!detail.data) return;
    const data = detail.data;
    form.setFieldsValue({ ...Object.fromEntries(HEADER.map((name) => [name, data[name]])), lines: toFormLines(data.lines as CrudRecord[]), temperatureRecords: toFormReadings(data.temperatureRecords as CrudRecord[]) });
  }, [detail.data, form]);

  const shipping = useOpenOrders(order?.hospitalTenantId, order?.orderType);
  useEffect(() => {
    const open = shipping.data?.find((o) => o.id === order?.id);
    if (open && !(form.getFieldValue('lines') as DeliveryFormLine[] | undefined)?.length) form.setFieldValue('lines', open.lines);
  }, [shipping.data, order?.id, form]);

  // Another hospital or another type has other orders (and another catalog): the lines picked so far no longer fit.
  const onValuesChange = (changed: CrudRecord) => {
    if ('hospitalTenantId' in changed || 'deliveryType' in changed) form.setFieldValue('lines', []);
  };

  const save = async () => {
    const valid = await form.validateFields().then(() => true, () => false);
    const values = form.getFieldsValue(true) as CrudRecord;
    // R14 as the server runs it at shipping (contracts' linesR14Issues), on today's date: every
    // line's lot and dates at once, so a note is never saved and printed without them.
    const lines = (values.lines as DeliveryFormLine[] | undefined) ?? [];
    const found = linesR14Issues(lines.map((line) => ({ ...line, unitCount: line.units?.length ?? 0 })), shanghaiToday());
    if (found.length) form.setFields(found.map((i) => ({ name: i.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors: [say(i.key, i.vars)] })));
    if (!valid || found.length) return;
    const header = Object.fromEntries(HEADER.filter((name) => !blank(values[name])).map((name) => [name, values[name]]));
    const readings = toBodyReadings(values.temperatureRecords as TemperatureReading[]);
    // A saved note's readings are replaced by what the form holds, none included; a new note sends them when it has some.
    const temperatureRecords = readings.length || detail.data ? { temperatureRecords: readings } : {};
    const body = { ...header, ...(detail.data ? { id: detail.data.id, version: detail.data.version } : {}), lines: toBodyLines(values.lines as DeliveryFormLine[]), ...temperatureRecords };
    try {
      await postCommand(`${DELIVERY_API}/submit`, body);
    } catch (error) {
      markRefusal(form, error);
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(DELIVERY_API) });
    onClose();
  };

  const label = (name: string) => t(`delivery:${name}`);
  const rules = (name: string): FormRule[] => [schemaRule(SHAPE[name], lang, label(name))];
  const placeholder = (name: string, choose = false) => t(choose ? 'crud:placeholder.select' : 'crud:placeholder.input', { label: label(name) });
  const item = (name: string, control: ReactNode, span = 6) => (
    <Col span={span}>
      <Form.Item name={name} label={label(name)} rules={rules(name)} required={isRequiredBySchema(SHAPE[name])}>
        {control}
      </Form.Item>
    </Col>
  );
  const textItem = (name: string, max: number, span = 6) => item(name, <Input maxLength={max} placeholder={placeholder(name)} />, span);
  return (
    <Modal open width={1240} title={t(id ? 'crud:dialog.edit' : 'crud:dialog.add')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ deliveryType: order?.orderType ?? 'NORMAL', hospitalTenantId: order?.hospitalTenantId, logisticsMethod: 'SELF', lines: [], temperatureRecords: [] }} onValuesChange={onValuesChange}>
          <Row gutter={16}>
            {item('hospitalTenantId', <Select showSearch={{ optionFilterProp: 'label' }} placeholder={placeholder('hospitalTenantId', true)} options={hospitals} />, 9)}
            {item('deliveryType', <Select placeholder={placeholder('deliveryType', true)} options={DELIVERY_TYPES.map((value) => ({ value, label: ORDER_TYPE_LABELS[value][lang] }))} />, 5)}
            {item('expectedArrivalDate', <DateInput placeholder={placeholder('expectedArrivalDate', true)} />, 5)}
            {item('logisticsMethod', <Select options={LOGISTICS_METHODS.map((value) => ({ value, label: LOGISTICS_METHOD_LABELS[value][lang] }))} />, 5)}
            {carrier ? textItem('carrierName', 64) : textItem('vehiclePlateNo', 16)}
            {carrier ? textItem('waybillNo', 64) : null}
            {textItem('shipperName', 64)}
            {textItem('shipperPhone', 20)}
            {item('remark', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('remark')} />, carrier ? 24 : 6)}
          </Row>
          <Typography.Title level={5}>{label('lines')}</Typography.Title>
          <DeliveryLinesField form={form} hospitalTenantId={hospitalTenantId} deliveryType={deliveryType} />
          <ColdChainField form={form} />
        </Form>
      )}
    </Modal>
  );
}
