import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Row, Select, Spin, Switch, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { indentSubmitSchema, ORDER_TYPE_LABELS, ORDER_TYPES } from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { FieldSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { usePartyOptions } from '../catalog/use-parties';
import { DateInput } from '../certificate/DateInput';
import { toBodyLines, toFormLines, type CatalogLine } from '../document/lines';
import { LinesField } from '../document/LinesField';
import { markRefusal } from '../document/refusal';
import { AddressSelect } from './AddressSelect';
import { INDENT_API } from './api';

interface Props {
  /** The order edited (SAVED or DECLINED); none drafts a new one. */
  id?: string;
  onClose: () => void;
}

const SHAPE = indentSubmitSchema.shape as unknown as Record<string, FieldSchema>;
const HEADER = ['supplierTenantId', 'orderType', 'urgent', 'expectedArrivalDate', 'receivingAddressId', 'remark'] as const;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A hospital drafts a purchase order or changes one not yet confirmed: the supplier (one with an
 * approved relation), the type, where and by when, then lines from its catalog with that supplier.
 */
export function IndentFormDialog({ id, onClose }: Props) {
  const { t } = useTranslation(['indent', 'crud']);
  const say = useContractMessage();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const suppliers = usePartyOptions();
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(INDENT_API, id ?? ''), queryFn: () => getData<CrudRecord>(`${INDENT_API}/detail`, { id }), enabled: Boolean(id), gcTime: 0 });
  const supplierTenantId = Form.useWatch('supplierTenantId', form) as string | undefined;

  useEffect(() => {
    if (!detail.data) return;
    const data = detail.data;
    form.setFieldsValue({ ...Object.fromEntries(HEADER.map((name) => [name, data[name]])), receivingAddressId: String(data.receivingAddressId), lines: toFormLines(data.lines as CrudRecord[]) });
  }, [detail.data, form]);

  // Another supplier has other catalog items: the lines picked so far no longer fit.
  const onValuesChange = (changed: CrudRecord) => {
    if ('supplierTenantId' in changed) form.setFieldValue('lines', []);
  };

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const values = form.getFieldsValue(true) as CrudRecord;
    const header = Object.fromEntries(HEADER.filter((name) => !blank(values[name])).map((name) => [name, values[name]]));
    const body = { ...header, ...(detail.data ? { id: detail.data.id, version: detail.data.version } : {}), lines: toBodyLines(values.lines as CatalogLine[], ['remark']) };
    try {
      await postCommand(`${INDENT_API}/submit`, body);
    } catch (error) {
      markRefusal(form, error);
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(INDENT_API) });
    onClose();
  };

  const label = (name: string) => t(`indent:${name}`);
  const rules = (name: string): FormRule[] => [schemaRule(SHAPE[name], lang, label(name))];
  const placeholder = (name: string, choose = false) => t(choose ? 'crud:placeholder.select' : 'crud:placeholder.input', { label: label(name) });
  const item = (name: string, control: ReactNode, span = 8, extra: { valuePropName?: string } = {}) => (
    <Col span={span}>
      <Form.Item name={name} label={label(name)} rules={rules(name)} required={isRequiredBySchema(SHAPE[name])} {...extra}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <Modal open width={1160} title={t(id ? 'crud:dialog.edit' : 'crud:dialog.add')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ orderType: 'NORMAL', urgent: false, lines: [] }} onValuesChange={onValuesChange}>
          <Row gutter={16}>
            {item('supplierTenantId', <Select showSearch={{ optionFilterProp: 'label' }} placeholder={placeholder('supplierTenantId', true)} options={suppliers} />)}
            {item('orderType', <Select placeholder={placeholder('orderType', true)} options={ORDER_TYPES.map((value) => ({ value, label: ORDER_TYPE_LABELS[value][lang] }))} />, 5)}
            {item('urgent', <Switch />, 3, { valuePropName: 'checked' })}
            {item('expectedArrivalDate', <DateInput placeholder={placeholder('expectedArrivalDate', true)} />)}
            {item('receivingAddressId', <AddressSelect placeholder={placeholder('receivingAddressId', true)} />, 12)}
            {item('remark', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('remark')} />, 12)}
          </Row>
          <Typography.Title level={5}>{label('lines')}</Typography.Title>
          <LinesField form={form} ns="indent" supplierTenantId={supplierTenantId} needsSupplier />
        </Form>
      )}
    </Modal>
  );
}
