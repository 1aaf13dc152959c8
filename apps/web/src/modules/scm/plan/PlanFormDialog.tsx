import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Row, Select, Spin, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAN_TYPE_LABELS, PLAN_TYPES, planSubmitSchema } from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { FieldSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { RemoteTreeSelect } from '@/components/pickers/RemoteTreeSelect';
import { DEPARTMENT_API } from '../hospital/api';
import { PLAN_API } from './api';
import { toBodyLines, toFormLines, type CatalogLine } from '../document/lines';
import { LinesField } from '../document/LinesField';
import { MonthInput } from './MonthInput';
import { markRefusal } from '../document/refusal';

interface Props {
  /** The plan edited (SAVED or REJECTED); none drafts a new one. */
  id?: string;
  onClose: () => void;
}

const SHAPE = planSubmitSchema.shape as unknown as Record<string, FieldSchema>;
const HEADER = ['planType', 'planPeriod', 'departmentId', 'reason', 'remark'] as const;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Drafts a purchase plan or changes one not yet approved: the type (a month's plan names its month,
 * a temporary one its reason), the requesting department, then lines from the hospital's catalog.
 */
export function PlanFormDialog({ id, onClose }: Props) {
  const { t } = useTranslation(['plan', 'crud']);
  const say = useContractMessage();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(PLAN_API, id ?? ''), queryFn: () => getData<CrudRecord>(`${PLAN_API}/detail`, { id }), enabled: Boolean(id), gcTime: 0 });
  const planType = Form.useWatch('planType', form) as string | undefined;

  useEffect(() => {
    if (!detail.data) return;
    const data = detail.data;
    form.setFieldsValue({ ...Object.fromEntries(HEADER.map((name) => [name, data[name]])), departmentId: String(data.departmentId), lines: toFormLines(data.lines as CrudRecord[]) });
  }, [detail.data, form]);

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const values = form.getFieldsValue(true) as CrudRecord;
    const header = Object.fromEntries(HEADER.filter((name) => !blank(values[name])).map((name) => [name, values[name]]));
    const body = { ...header, ...(detail.data ? { id: detail.data.id, version: detail.data.version } : {}), lines: toBodyLines(values.lines as CatalogLine[], ['requiredDate', 'remark']) };
    try {
      await postCommand(`${PLAN_API}/submit`, body);
    } catch (error) {
      markRefusal(form, error);
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(PLAN_API) });
    onClose();
  };

  const label = (name: string) => t(`plan:${name}`);
  // A month's plan names its month, a temporary one its reason (the schema's cross-field rule).
  const needed = (name: string, key: string): FormRule[] => [{ required: true, message: say(key) }, schemaRule(SHAPE[name], lang, label(name))];
  const rules = (name: string): FormRule[] => {
    if (name === 'planPeriod' && planType === 'MONTH') return needed(name, 'plan.planPeriod.required');
    if (name === 'reason' && planType === 'TEMPORARY') return needed(name, 'plan.reason.required');
    return [schemaRule(SHAPE[name], lang, label(name))];
  };
  const placeholder = (name: string, choose = false) => t(choose ? 'crud:placeholder.select' : 'crud:placeholder.input', { label: label(name) });
  const item = (name: string, control: ReactNode, span = 8) => (
    <Col span={span}>
      <Form.Item name={name} label={label(name)} rules={rules(name)} required={isRequiredBySchema(SHAPE[name]) || (name === 'planPeriod' && planType === 'MONTH') || (name === 'reason' && planType === 'TEMPORARY')}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <Modal open width={1280} title={t(id ? 'crud:dialog.edit' : 'crud:dialog.add')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ planType: 'MONTH', lines: [] }}>
          <Row gutter={16}>
            {item('planType', <Select placeholder={placeholder('planType', true)} options={PLAN_TYPES.map((value) => ({ value, label: PLAN_TYPE_LABELS[value][lang] }))} />)}
            {item('planPeriod', <MonthInput placeholder={placeholder('planPeriod', true)} />)}
            {item('departmentId', <RemoteTreeSelect url={`${DEPARTMENT_API}/tree`} placeholder={placeholder('departmentId', true)} />)}
            {item('reason', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('reason')} />, 12)}
            {item('remark', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('remark')} />, 12)}
          </Row>
          <Typography.Title level={5}>{label('lines')}</Typography.Title>
          <LinesField form={form} ns="plan" withRequiredDate />
        </Form>
      )}
    </Modal>
  );
}
