import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Row, Select, Spin, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_MEDIUM_LABELS,
  INVOICE_MEDIUMS,
  INVOICE_ROLE_LABELS,
  INVOICE_ROLES,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  invoiceNumberProblem,
  invoiceSubmitSchema,
  shanghaiToday,
  type InvoiceMedium,
  type InvoiceRole,
} from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { FieldSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { usePartyOptions } from '../catalog/use-parties';
import { AttachmentsField } from '../certificate/AttachmentsField';
import type { CertFile } from '../certificate/api';
import { DateInput } from '../certificate/DateInput';
import { markRefusal } from '../document/refusal';
import { INVOICE_API } from './api';
import { InvoiceLinesField } from './InvoiceLinesField';
import { toBodyLines, toFormLines, type InvoiceFormLine } from './lines';

type Detail = CrudRecord & { lines: CrudRecord[]; attachments: CertFile[] };

interface Props {
  /** The SAVED invoice edited; none writes a new one. */
  id?: string;
  /** The APPROVED invoice a new red-letter invoice corrects (R26: it is never edited itself). */
  correcting?: Detail;
  onClose: () => void;
}

const SHAPE = invoiceSubmitSchema.shape as unknown as Record<string, FieldSchema>;
const HEADER = ['invoiceRole', 'hospitalTenantId', 'invoiceType', 'invoiceMedium', 'invoiceCode', 'invoiceNo', 'checkCode', 'invoiceDate', 'sellerName', 'sellerTaxNo', 'buyerName', 'buyerTaxNo', 'remark'] as const;
const COPIED = ['invoiceType', 'invoiceMedium', 'sellerName', 'sellerTaxNo', 'buyerName', 'buyerTaxNo'] as const;
const blank = (value: unknown) => value === undefined || value === null || value === '';
const COMPANY_API = '/beree-scm/enterprise/company';

/**
 * The supplier writes an invoice, changes a SAVED one, or corrects an approved one in red. A
 * downstream invoice bills received delivery lines of one hospital; an upstream copy records what
 * the manufacturer or general agent invoiced to this dealer, with the invoice's image or PDF. The
 * number's format follows the medium (R23); the amounts follow as the lines are typed (R21).
 */
export function InvoiceFormDialog({ id, correcting, onClose }: Props) {
  const { t } = useTranslation(['invoice', 'crud']);
  const say = useContractMessage();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const hospitals = usePartyOptions();
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(INVOICE_API, id ?? ''), queryFn: () => getData<Detail>(`${INVOICE_API}/detail`, { id }), enabled: Boolean(id), gcTime: 0 });
  // The caller's own company: the seller of what it invoices, the buyer of an upstream copy.
  const own = useQuery({ queryKey: ['invoice-own-company'], queryFn: () => getData<CrudRecord>(`${COMPANY_API}/detail`), staleTime: 5 * 60_000 });
  const role = (Form.useWatch('invoiceRole', form) as InvoiceRole | undefined) ?? 'DOWNSTREAM';
  const medium = Form.useWatch('invoiceMedium', form) as InvoiceMedium | undefined;
  const hospitalTenantId = Form.useWatch('hospitalTenantId', form) as string | undefined;
  const original = correcting ?? (detail.data?.redLetter ? { id: detail.data.originalInvoiceId, invoiceNo: detail.data.originalInvoiceNo } : undefined);
  const red = Boolean(original);
  const editing = Boolean(id);

  useEffect(() => {
    if (!detail.data) return;
    const data = detail.data;
    form.setFieldsValue({ ...Object.fromEntries(HEADER.map((name) => [name, data[name]])), lines: toFormLines(data.lines), attachments: data.attachments });
  }, [detail.data, form]);

  useEffect(() => {
    if (!correcting) return;
    form.setFieldsValue({
      invoiceRole: 'DOWNSTREAM',
      hospitalTenantId: correcting.hospitalTenantId,
      ...Object.fromEntries(COPIED.map((name) => [name, correcting[name]])),
      remark: t('invoice:redRemark', { no: String(correcting.invoiceNo) }),
      lines: toFormLines(correcting.lines),
    });
  }, [correcting, form, t]);

  // A new invoice names this company where it stands: seller downstream, buyer upstream.
  useEffect(() => {
    if (editing || correcting || !own.data) return;
    const name = own.data.companyName as string | undefined;
    const taxNo = own.data.unifiedSocialCreditCode as string | undefined;
    const [mine, theirs] = role === 'UPSTREAM' ? (['buyer', 'seller'] as const) : (['seller', 'buyer'] as const);
    form.setFieldsValue({ [`${mine}Name`]: name, [`${mine}TaxNo`]: taxNo, [`${theirs}Name`]: undefined, [`${theirs}TaxNo`]: undefined });
  }, [own.data, role, editing, correcting, form]);

  // The hospital as R22 wants it printed: its name and credit code from its own profile.
  const fillBuyer = async (hospital: string) => {
    const buyer = await getData<{ buyerName: string; buyerTaxNo: string }>(`${INVOICE_API}/buyer`, { hospitalTenantId: hospital }).catch(() => null);
    if (buyer && form.getFieldValue('hospitalTenantId') === hospital) form.setFieldsValue(buyer);
  };

  // Another hospital, or the other direction, bills other lines; a downstream buyer is the hospital.
  const onValuesChange = (changed: CrudRecord) => {
    if ('invoiceRole' in changed) form.setFieldsValue({ lines: [], hospitalTenantId: undefined });
    if ('hospitalTenantId' in changed) {
      form.setFieldValue('lines', []);
      form.setFieldsValue({ buyerName: hospitals.find((h) => h.value === changed.hospitalTenantId)?.label, buyerTaxNo: undefined });
      if (changed.hospitalTenantId) void fillBuyer(String(changed.hospitalTenantId));
    }
    if ('invoiceMedium' in changed && changed.invoiceMedium === 'DIGITAL') form.setFieldValue('invoiceCode', undefined);
  };

  const save = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    const values = form.getFieldsValue(true) as CrudRecord;
    const header = Object.fromEntries(HEADER.filter((name) => !blank(values[name])).map((name) => [name, typeof values[name] === 'string' ? (values[name] as string).trim() : values[name]]));
    const files = (values.attachments as CertFile[] | undefined) ?? [];
    const body = {
      ...header,
      ...(detail.data ? { id: detail.data.id, version: detail.data.version } : {}),
      ...(original ? { redLetter: true, originalInvoiceId: String(original.id) } : {}),
      lines: toBodyLines(role, values.lines as InvoiceFormLine[]),
      attachIds: files.map((file) => file.attachId),
    };
    try {
      await postCommand(`${INVOICE_API}/submit`, body);
    } catch (error) {
      markRefusal(form, error);
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(INVOICE_API) });
    onClose();
  };

  const label = (name: string) => t(`invoice:${name}`);
  const rules = (name: string): FormRule[] => (SHAPE[name] ? [schemaRule(SHAPE[name], lang, label(name))] : []);
  // R23 before the server's: the number's format for the medium chosen.
  const numberRule = (field: 'invoiceCode' | 'invoiceNo'): FormRule => ({
    validator: async () => {
      const v = form.getFieldsValue(['invoiceMedium', 'invoiceCode', 'invoiceNo']) as { invoiceMedium?: InvoiceMedium; invoiceCode?: string; invoiceNo?: string };
      if (!v.invoiceMedium) return;
      if (invoiceNumberProblem(v.invoiceMedium, v.invoiceCode?.trim() || null, (v.invoiceNo ?? '').trim()) !== field) return;
      const digital = v.invoiceMedium === 'DIGITAL';
      throw new Error(say(field === 'invoiceCode' ? (digital ? 'invoice.R23.digitalCode' : 'invoice.R23.code') : digital ? 'invoice.R23.digitalNo' : 'invoice.R23.no'));
    },
  });
  const placeholder = (name: string, choose = false) => t(choose ? 'crud:placeholder.select' : 'crud:placeholder.input', { label: label(name) });
  const item = (name: string, control: ReactNode, span = 6, extra: FormRule[] = [], required?: boolean) => (
    <Col span={span}>
      <Form.Item name={name} label={label(name)} rules={[...rules(name), ...extra]} required={required ?? isRequiredBySchema(SHAPE[name])} dependencies={name === 'invoiceCode' || name === 'invoiceNo' ? ['invoiceMedium', 'invoiceCode', 'invoiceNo'].filter((n) => n !== name) : undefined}>
        {control}
      </Form.Item>
    </Col>
  );
  const textItem = (name: string, max: number, span = 6, extra: FormRule[] = [], required?: boolean) => item(name, <Input maxLength={max} placeholder={placeholder(name)} />, span, extra, required);
  const choose = <T extends string>(values: readonly T[], labels: Record<T, Record<'zh' | 'en', string>>) => values.map((value) => ({ value, label: labels[value][lang] }));
  const title = red ? t('invoice:redTitle', { no: String(original?.invoiceNo ?? '') }) : t(id ? 'crud:dialog.edit' : 'crud:dialog.add');
  return (
    <Modal open width={1240} title={title} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ invoiceRole: 'DOWNSTREAM', invoiceType: 'SPECIAL', invoiceMedium: 'DIGITAL', invoiceDate: shanghaiToday(), lines: [], attachments: [] }} onValuesChange={onValuesChange}>
          {red && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('invoice:redHint')} />}
          <Row gutter={16}>
            {item('invoiceRole', <Select disabled={red || editing} options={choose(INVOICE_ROLES, INVOICE_ROLE_LABELS)} />, 6)}
            {role === 'DOWNSTREAM' && item('hospitalTenantId', <Select disabled={red} showSearch={{ optionFilterProp: 'label' }} placeholder={placeholder('hospitalTenantId', true)} options={hospitals} />, 6, [], true)}
            {item('invoiceType', <Select options={choose(INVOICE_TYPES, INVOICE_TYPE_LABELS)} />, 6)}
            {item('invoiceMedium', <Select options={choose(INVOICE_MEDIUMS, INVOICE_MEDIUM_LABELS)} />, role === 'DOWNSTREAM' ? 6 : 12)}
            {medium !== 'DIGITAL' && textItem('invoiceCode', 12, 6, [numberRule('invoiceCode')], true)}
            {textItem('invoiceNo', 20, 6, [numberRule('invoiceNo')])}
            {item('invoiceDate', <DateInput placeholder={placeholder('invoiceDate', true)} />, 6)}
            {textItem('checkCode', 20, 6)}
            {textItem('sellerName', 128, 6)}
            {textItem('sellerTaxNo', 20, 6)}
            {textItem('buyerName', 128, 6)}
            {textItem('buyerTaxNo', 20, 6)}
            {item('remark', <Input.TextArea maxLength={500} autoSize={{ minRows: 1 }} placeholder={placeholder('remark')} />, 12)}
            <Col span={12}>
              <Form.Item name="attachments" label={label('attachments')} extra={role === 'UPSTREAM' ? label('attachmentsHint') : undefined}>
                <AttachmentsField />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{label('lines')}</Typography.Title>
          <InvoiceLinesField form={form} role={role} hospitalTenantId={hospitalTenantId} red={red} />
        </Form>
      )}
    </Modal>
  );
}
