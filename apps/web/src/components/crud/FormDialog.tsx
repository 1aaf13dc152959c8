import { Button, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordForm } from './RecordForm';
import type { CrudConfig, CrudRecord, DialogMode } from './types';
import { useRecordDetail } from './use-record-detail';

interface FormDialogProps {
  config: CrudConfig;
  mode: DialogMode;
  /** The record to edit or view; absent when adding. */
  recordId?: string;
  submitting: boolean;
  onSubmit: (body: CrudRecord) => Promise<unknown>;
  onClose: () => void;
}

/** Only the configured form fields travel, so audit columns of the detail never reach submit. */
function formValues(config: CrudConfig, record: CrudRecord | undefined): CrudRecord | undefined {
  if (!record) return undefined;
  return Object.fromEntries(config.columns.filter((c) => c.form).map((c) => [c.name, record[c.name]]));
}

/** Add, edit (loaded from detail) and read-only view of one record. */
export function FormDialog({ config, mode, recordId, submitting, onSubmit, onClose }: FormDialogProps) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<CrudRecord>();
  const detail = useRecordDetail(config.api, mode === 'add' ? undefined : recordId);
  // Edit and view need the fresh record; without it (still loading, or failed) nothing can be saved.
  const ready = mode === 'add' || detail.data !== undefined;

  const submit = async () => {
    let values: CrudRecord;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form already shows what is wrong
    }
    // An update carries the id and the version it was read at (optimistic locking).
    const body = mode === 'edit' && detail.data ? { ...values, id: detail.data.id, version: detail.data.version } : values;
    try {
      await onSubmit(body);
      onClose();
    } catch {
      // The request client toasts the failure; the dialog stays open so nothing typed is lost.
    }
  };

  return (
    <Modal
      open
      title={t(`dialog.${mode}`)}
      width={config.dialogWidth ?? 800}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        mode === 'view'
          ? [<Button key="close" onClick={onClose}>{t('close')}</Button>]
          : [
              <Button key="cancel" onClick={onClose}>{t('cancel')}</Button>,
              <Button key="ok" type="primary" loading={submitting} disabled={!ready} onClick={submit}>
                {t('ok')}
              </Button>,
            ]
      }
    >
      {ready ? (
        <RecordForm form={form} columns={config.columns} schema={config.schema} mode={mode} initialValues={formValues(config, detail.data)} />
      ) : (
        <Spin spinning={detail.isPending} />
      )}
    </Modal>
  );
}
