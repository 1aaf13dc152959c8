import { Button, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { inMode, RecordForm } from './RecordForm';
import { submitForm } from './submit-form';
import type { CrudConfig, CrudRecord, DialogMode } from './types';
import { useRecordDetail } from './use-record-detail';

interface FormDialogProps {
  config: CrudConfig;
  mode: DialogMode;
  /** The record to edit or view; absent when adding. */
  recordId?: string;
  /** What a new record starts with on top of the config's defaults (e.g. the parent of a child, the dept chosen beside the table). */
  preset?: CrudRecord;
  submitting: boolean;
  onSubmit: (body: CrudRecord, mode: DialogMode) => Promise<unknown>;
  onClose: () => void;
}

/** Only the fields of the dialog travel, so audit columns of the detail never reach submit. */
function formValues(config: CrudConfig, mode: DialogMode, record: CrudRecord | undefined): CrudRecord | undefined {
  if (!record) return undefined;
  const shown = config.columns.filter((c) => inMode(c, mode));
  return Object.fromEntries(shown.map((c) => [c.name, mode === 'edit' && c.form?.blankOnEdit ? undefined : record[c.name]]));
}

/** Add, edit (loaded from detail) and read-only view of one record. */
export function FormDialog({ config, mode, recordId, preset, submitting, onSubmit, onClose }: FormDialogProps) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<CrudRecord>();
  const detail = useRecordDetail(config.api, mode === 'add' ? undefined : recordId, config.detailParam);
  const initial = formValues(config, mode, mode === 'add' ? { ...config.defaults, ...preset } : detail.data);
  // Edit and view need the fresh record; without it (still loading, or failed) nothing can be saved.
  const ready = mode === 'add' || detail.data !== undefined;

  const submit = () =>
    submitForm(
      form,
      (values) => {
        const body = config.toBody ? config.toBody(values, mode) : values;
        // An update carries the id and the version it was read at (optimistic locking), when the record has them.
        const read = mode === 'edit' ? detail.data : undefined;
        return onSubmit(read?.id !== undefined ? { ...body, id: read.id, version: read.version } : body, mode);
      },
      onClose,
    );

  return (
    <Modal
      open
      title={t(mode === 'view' ? 'dialog.view' : (config.labels?.[mode] ?? `dialog.${mode}`))}
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
        <RecordForm form={form} columns={config.columns} schema={config.schema} mode={mode} initialValues={initial} />
      ) : (
        <Spin spinning={detail.isPending} />
      )}
    </Modal>
  );
}
