import { Button, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';
import type { ObjectSchema } from '@/components/crud/types';
import { ExtraRecordForm } from './ExtraRecordForm';
import type { ExtraColumn } from './types';

interface ActionDialogProps {
  /** i18n key of the title. */
  title: string;
  columns: ExtraColumn[];
  schema?: ObjectSchema;
  /** What the form starts with; the form waits while `loading`. */
  initialValues?: CrudRecord;
  loading?: boolean;
  submitting: boolean;
  onSubmit: (values: CrudRecord) => Promise<unknown>;
  onClose: () => void;
  onValuesChange?: (changed: CrudRecord, all: CrudRecord, form: ReturnType<typeof Form.useForm<CrudRecord>>[0]) => void;
}

/** A small form dialog of a command (授权配置, 平台配置…), checked by the contracts' rules like the record dialog. */
export function ActionDialog({ title, columns, schema, initialValues, loading, submitting, onSubmit, onClose, onValuesChange }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CrudRecord>();
  const submit = async () => {
    let values: CrudRecord;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // Toasted by the request client; the dialog stays open.
    }
  };
  return (
    <Modal
      open
      title={t(title)}
      width={640}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>{t('crud:cancel')}</Button>,
        <Button key="ok" type="primary" loading={submitting} disabled={loading} onClick={submit}>
          {t('crud:ok')}
        </Button>,
      ]}
    >
      {loading ? (
        <Spin />
      ) : (
        <ExtraRecordForm
          form={form}
          columns={columns}
          schema={schema}
          mode="add"
          initialValues={initialValues}
          onValuesChange={onValuesChange && ((changed, all) => onValuesChange(changed, all, form))}
        />
      )}
    </Modal>
  );
}
