import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Row, Select, Spin, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATIENT_GENDERS, SURGICAL_KIT_TYPES, surgicalSubmitSchema } from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { FieldSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { usePartyOptions } from '../catalog/use-parties';
import { toBodyLines, toFormLines, type CatalogLine } from '../document/lines';
import { LinesField } from '../document/LinesField';
import { markRefusal } from '../document/refusal';
import { SURGICAL_API } from './api';
import { SurgeryTimeInput } from './SurgeryTimeInput';
import { DepartmentSelect } from './DepartmentSelect';
import { GENDER_LABELS, KIT_TYPE_LABELS } from './labels';

interface Props {
  /** The booking changed (still CONFIRM); none books a new operation. */
  id?: string;
  onClose: () => void;
}

const SHAPE = surgicalSubmitSchema.shape as unknown as Record<string, FieldSchema>;
const HEADER = [
  'supplierTenantId', 'departmentId', 'surgeryDateTime', 'operatingRoom', 'tableNo', 'surgeryName', 'surgeonName', 'surgeonStaffNo',
  'patientInpatientNo', 'patientName', 'patientGender', 'patientAge', 'bedNo', 'kitType', 'remark',
] as const;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The hospital books an operation or changes its booking before the kit is released: the dealer
 * (one with an approved relation), the operating department, when and where, the surgeon and the
 * patient, then the kit from its catalog with that dealer.
 */
export function SurgicalFormDialog({ id, onClose }: Props) {
  const { t } = useTranslation(['surgical', 'crud']);
  const say = useContractMessage();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const suppliers = usePartyOptions();
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(SURGICAL_API, id ?? ''), queryFn: () => getData<CrudRecord>(`${SURGICAL_API}/detail`, { id }), enabled: Boolean(id), gcTime: 0 });
  const supplierTenantId = Form.useWatch('supplierTenantId', form) as string | undefined;

  useEffect(() => {
    if (!detail.data) return;
    const data = detail.data;
    const lines = (data.lines as CrudRecord[]).map((line) => ({ ...line, qty: line.plannedQty }));
    form.setFieldsValue({ ...Object.fromEntries(HEADER.map((name) => [name, data[name]])), departmentId: String(data.departmentId), lines: toFormLines(lines) });
  }, [detail.data, form]);

  // Another dealer has other catalog items: the kit picked so far no longer fits.
  const onValuesChange = (changed: CrudRecord) => {
    if ('supplierTenantId' in changed) form.setFieldValue('lines', []);
  };

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const values = form.getFieldsValue(true) as CrudRecord;
    const header = Object.fromEntries(HEADER.filter((name) => !blank(values[name])).map((name) => [name, values[name]]));
    const body = { ...header, ...(detail.data ? { id: detail.data.id, version: detail.data.version } : {}), lines: toBodyLines(values.lines as CatalogLine[], ['remark']) };
    try {
      await postCommand(`${SURGICAL_API}/submit`, body);
    } catch (error) {
      markRefusal(form, error);
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(SURGICAL_API) });
    onClose();
  };

  const label = (name: string) => t(`surgical:${name}`);
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
  const choice = (name: string, values: readonly string[], labels: Record<string, Record<string, string>>, span = 6) =>
    item(name, <Select allowClear placeholder={placeholder(name, true)} options={values.map((value) => ({ value, label: labels[value][lang] }))} />, span);
  return (
    <Modal open width={1160} title={t(id ? 'crud:dialog.edit' : 'crud:dialog.add')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ kitType: 'CERT_ATTACHED_BEFORE', lines: [] }} onValuesChange={onValuesChange}>
          <Row gutter={16}>
            {item('supplierTenantId', <Select showSearch={{ optionFilterProp: 'label' }} placeholder={placeholder('supplierTenantId', true)} options={suppliers} />, 8)}
            {item('departmentId', <DepartmentSelect placeholder={placeholder('departmentId', true)} />, 5)}
            {item('surgeryDateTime', <SurgeryTimeInput placeholder={placeholder('surgeryDateTime')} />, 5)}
            {choice('kitType', SURGICAL_KIT_TYPES, KIT_TYPE_LABELS)}
            {textItem('surgeryName', 200, 8)}
            {textItem('operatingRoom', 32, 5)}
            {textItem('tableNo', 16, 5)}
            {textItem('surgeonName', 32, 3)}
            {textItem('surgeonStaffNo', 32, 3)}
            {textItem('patientInpatientNo', 32, 5)}
            {textItem('patientName', 32, 5)}
            {choice('patientGender', PATIENT_GENDERS, GENDER_LABELS, 3)}
            {item('patientAge', <InputNumber min={0} max={150} precision={0} style={{ width: '100%' }} placeholder={placeholder('patientAge')} />, 3)}
            {textItem('bedNo', 16, 3)}
            {item('remark', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('remark')} />, 5)}
          </Row>
          <Typography.Title level={5}>{label('lines')}</Typography.Title>
          <LinesField form={form} ns="surgical" supplierTenantId={supplierTenantId} needsSupplier />
        </Form>
      )}
    </Modal>
  );
}
