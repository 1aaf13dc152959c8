import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Row, Spin, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractSubmitSchema } from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { FieldSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { DictSelect } from '@/components/pickers/DictSelect';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { useSessionStore } from '@/features/auth/session-store';
import { RequestError } from '@/shared/request';
import { DateInput } from '../certificate/DateInput';
import { CONTRACT_API } from './api';
import { toBody, toFormValues } from './form-values';
import { LinesField } from './LinesField';
import { lineSource } from './party';

interface Props {
  /** The saved contract edited; none drafts a new one. */
  id?: string;
  onClose: () => void;
}

const SHAPE = contractSubmitSchema.shape as unknown as Record<string, FieldSchema>;

/**
 * Drafts a contract or changes a saved one: the header, then its lines. The lines come from the
 * caller's own SKUs when it sells, from its catalog with the supplier when a hospital buys. The
 * server checks the rest and names the field (or line) it refuses, which the form then marks.
 */
export function ContractFormDialog({ id, onClose }: Props) {
  const { t } = useTranslation(['contract', 'crud']);
  const say = useContractMessage();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tenantId = useSessionStore((s) => s.tenantId);
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(CONTRACT_API, id ?? ''), queryFn: () => getData<CrudRecord>(`${CONTRACT_API}/detail`, { id }), enabled: Boolean(id), gcTime: 0 });
  const contractType = Form.useWatch('contractType', form) as string | undefined;
  const counterpartyId = Form.useWatch('counterpartyTenantId', form) as string | undefined;
  const source = lineSource(tenantId, contractType);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(toFormValues(detail.data, tenantId));
  }, [detail.data, form, tenantId]);

  // Another type or counterparty names other SKUs: the lines picked so far no longer fit.
  const onValuesChange = (changed: CrudRecord) => {
    if ('contractType' in changed) form.setFieldsValue({ counterpartyTenantId: undefined, lines: [] });
    else if ('counterpartyTenantId' in changed && source === 'catalog') form.setFieldValue('lines', []);
  };

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    try {
      // Every value, the lines' snapshots and catalog item ids too, which no field edits.
      await postCommand(`${CONTRACT_API}/submit`, toBody(form.getFieldsValue(true) as CrudRecord, source, detail.data));
    } catch (error) {
      // Toasted by the request client; the refused field (a header field or lines.N.field) is marked as well.
      const field = error instanceof RequestError ? (error.body as { data?: { field?: string } })?.data?.field : undefined;
      if (field) {
        // A line's SKU is one field of the form, whether it was named by skuId or by catalog item.
        const name = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part === 'catalogItemId' ? 'skuId' : part));
        form.setFields([{ name, errors: [error instanceof Error ? error.message : ''] }]);
      }
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(CONTRACT_API) });
    onClose();
  };

  const label = (name: string) => t(`contract:${name}`);
  const rules = (name: string): FormRule[] => [schemaRule(SHAPE[name], lang, label(name))];
  const placeholder = (name: string, choose = false) => t(choose ? 'crud:placeholder.select' : 'crud:placeholder.input', { label: label(name) });
  const item = (name: string, control: ReactNode, span = 8) => (
    <Col span={span}>
      <Form.Item name={name} label={label(name)} rules={rules(name)} required={isRequiredBySchema(SHAPE[name])}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <Modal open width={1160} title={t(id ? 'crud:dialog.edit' : 'crud:dialog.add')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ contractType: 'PURCHASE', lines: [] }} onValuesChange={onValuesChange}>
          <Row gutter={16}>
            {item('contractType', <DictSelect code="contractType" placeholder={placeholder('contractType', true)} />)}
            {item(
              'counterpartyTenantId',
              <RemoteSelect url={`${CONTRACT_API}/counterparties`} params={contractType ? { contractType } : undefined} labelKey="name" valueKey="tenantId" placeholder={placeholder('counterpartyTenantId', true)} />,
            )}
            {item('bidStatus', <DictSelect code="bidType" placeholder={placeholder('bidStatus', true)} />)}
            {item('contractNo', <Input maxLength={64} placeholder={placeholder('contractNo')} />)}
            {item('contractName', <Input maxLength={200} placeholder={placeholder('contractName')} />, 16)}
            {item('tenderProjectNo', <Input maxLength={64} placeholder={placeholder('tenderProjectNo')} />)}
            {item('signDate', <DateInput placeholder={placeholder('signDate', true)} />)}
            {item('amountCap', <InputNumber min={0} precision={2} style={{ width: '100%' }} placeholder={placeholder('amountCap')} />)}
            {item('validFrom', <DateInput placeholder={placeholder('validFrom', true)} />)}
            {item('validTo', <DateInput placeholder={placeholder('validTo', true)} />)}
            {item('paymentTermDays', <InputNumber min={0} precision={0} style={{ width: '100%' }} placeholder={placeholder('paymentTermDays')} />)}
            {item('remark', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('remark')} />, 24)}
          </Row>
          <Typography.Title level={5}>{t('contract:lines')}</Typography.Title>
          <LinesField form={form} source={source} supplierTenantId={source === 'catalog' ? counterpartyId : undefined} />
        </Form>
      )}
    </Modal>
  );
}
