import { Button, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordForm } from './RecordForm';
import { submitForm } from './submit-form';
import type { CrudColumn, CrudRecord, ObjectSchema } from './types';

interface ActionDialogProps {
  /** i18n key of the title. */
  title: string;
  /** i18n key of the OK button; 确定 by default. */
  okText?: string;
  width?: number;
  columns: CrudColumn[];
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
export function ActionDialog({ title, okText = 'crud:ok', width = 640, columns, schema, initialValues, loading, submitting, onSubmit, onClose, onValuesChange }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CrudRecord>();
  const submit = () => submitForm(form, onSubmit, onClose);
  return (
    <Modal
      open
      title={t(title)}
      width={width}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>{t('crud:cancel')}</Button>,
        <Button key="ok" type="primary" loading={submitting} disabled={loading} onClick={submit}>
          {t(okText)}
        </Button>,
      ]}
    >
      {loading ? (
        <Spin />
      ) : (
        <RecordForm
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
