import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Row, Spin } from 'antd';
import { cloneElement, useEffect, useMemo } from 'react';
import { certArchiveFields, certR4Issues } from '@beree/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { DictSelect } from '@/components/pickers/DictSelect';
import { splitIds } from '@/components/pickers/id-list';
import { RequestError } from '@/shared/request';
import { AttachmentsField } from './AttachmentsField';
import { CERT_API, type CertFile } from './api';
import { fieldsFor, type CertField } from './form-fields';

type Detail = CrudRecord & { attachments: CertFile[]; archiveStatus: string; idNumberMasked?: string | null };
const LIST_FIELDS = ['authorizedHospitalIds', 'authorizedProductIds'];

interface Props {
  /** The certificate edited; none adds one. */
  id?: string;
  onClose: () => void;
}

/**
 * Adds or changes a certificate. Its fields follow the chosen type; an archived one shows them
 * read-only except the remark and the order of its scans (R6). What archiving needs (R6) is
 * marked; R4 is checked before sending, every failing field at once, by the rule the server runs.
 * The server checks R4 and R5 again and names the field it refuses, which the form then marks.
 */
export function CertificateFormDialog({ id, onClose }: Props) {
  const { t } = useTranslation(['certificate', 'crud']);
  const say = useContractMessage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CrudRecord>();
  const detail = useQuery({ queryKey: crudKeys.detail(CERT_API, id ?? ''), queryFn: () => getData<Detail>(`${CERT_API}/detail`, { id }), enabled: Boolean(id) });
  const certType = Form.useWatch('certType', form);
  const longTerm = Boolean(Form.useWatch('longTerm', form));
  const archived = detail.data?.archiveStatus === 'ARCHIVE';
  const fields = useMemo(() => fieldsFor(certType), [certType]);
  const registrationType = Form.useWatch('registrationCertificateType', form) as string | undefined;
  // What archiving will ask (R6), marked from the rule itself; a SAVED draft may still lack it.
  const archiveNeeds = useMemo(() => new Set(certArchiveFields({ certType, registrationCertificateType: registrationType, longTerm })), [certType, registrationType, longTerm]);

  useEffect(() => {
    if (detail.data) form.setFieldsValue({ ...detail.data, attachIds: detail.data.attachments });
  }, [detail.data, form]);
  useEffect(() => {
    if (longTerm) form.setFieldValue('validityEnd', null);
  }, [longTerm, form]);

  const save = async () => {
    const checked = await form.validateFields().catch(() => null);
    // R4 as the server runs it (contracts' certR4Issues), every finding marked at once.
    const found = certR4Issues(form.getFieldsValue(true) as CrudRecord);
    if (found.length) form.setFields(found.map((i) => ({ name: i.field, errors: [say(i.key, i.vars)] })));
    if (!checked || found.length) return;
    const values = checked;
    const files = (values.attachIds as CertFile[] | undefined) ?? [];
    // Multiple pickers hold comma-joined ids; the server takes lists.
    const lists = Object.fromEntries(LIST_FIELDS.filter((name) => name in values).map((name) => [name, splitIds(values[name])]));
    const body = { ...values, ...lists, id, version: detail.data?.version, attachIds: files.map((f) => f.attachId) };
    try {
      await postCommand(`${CERT_API}/submit`, body);
    } catch (error) {
      // Toasted by the request client; the refused field is marked as well.
      const field = error instanceof RequestError ? (error.body as { data?: { field?: string } })?.data?.field : undefined;
      if (field && form.getFieldInstance(field) !== undefined) form.setFields([{ name: field, errors: [error instanceof Error ? error.message : ''] }]);
      return;
    }
    message.success(say(id ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(CERT_API) });
    onClose();
  };

  const label = (name: string) => t(`certificate:${name}`);
  const placeholder = (name: string, choose = false) => t(choose ? 'crud:placeholder.select' : 'crud:placeholder.input', { label: label(name) });
  return (
    <Modal open width={860} title={t(id ? 'crud:dialog.edit' : 'crud:dialog.add')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} destroyOnHidden>
      {id && !detail.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ longTerm: false, attachIds: [] }}>
          {archived && <Alert type="info" showIcon message={t('certificate:archivedHint')} style={{ marginBottom: 16 }} />}
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="certType" label={label('certType')} rules={[{ required: true, message: say('cert.certType.required') }]}>
                <DictSelect code="certType" placeholder={placeholder('certType', true)} disabled={Boolean(id)} />
              </Form.Item>
            </Col>
            {fields.map((field) => (
              <Col key={field.name} span={field.span ?? 12}>
                <Form.Item name={field.name} label={label(field.name)} valuePropName={field.valuePropName} required={!archived && archiveNeeds.has(field.name)} tooltip={!archived && archiveNeeds.has(field.name) ? t('certificate:neededToArchive') : undefined}>
                  {fieldControl(field, t, placeholder(field.name, /Type|Level|Date|validity|SubType|Id$|Ids$|scope|gender/.test(field.name)), longTerm, archived, detail.data?.idNumberMasked)}
                </Form.Item>
              </Col>
            ))}
            <Col span={24}>
              <Form.Item name="remark" label={label('remark')}>
                <Input.TextArea placeholder={placeholder('remark')} maxLength={500} autoSize={{ minRows: 2 }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="attachIds" label={label('attachments')} extra={t('certificate:uploadHelp')}>
                <AttachmentsField reorderOnly={archived} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Modal>
  );
}

/** The field's control, disabled on an archived certificate. */
function fieldControl(field: CertField, t: TFunction, placeholder: string, longTerm: boolean, archived: boolean, masked?: string | null) {
  const control = field.control({ t, placeholder, longTerm, masked });
  return archived ? cloneElement(control, { disabled: true }) : control;
}
