import { Button, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';
import { useRecordDetail } from '@/components/crud/use-record-detail';
import { ExtraRecordForm, inMode } from './ExtraRecordForm';
import type { DialogMode, ExtraCrudConfig } from './types';

interface ExtraFormDialogProps {
  config: ExtraCrudConfig;
  mode: DialogMode;
  /** The record to edit or view; absent when adding. */
  recordId?: string;
  /** Values a new record starts with. */
  defaults?: CrudRecord;
  submitting: boolean;
  onSubmit: (body: CrudRecord) => Promise<unknown>;
  onClose: () => void;
}

/** Only the fields of the dialog travel, so audit columns of the detail never reach submit. */
function formValues(config: ExtraCrudConfig, mode: DialogMode, record: CrudRecord | undefined): CrudRecord | undefined {
  if (!record) return undefined;
  const shown = config.columns.filter((c) => inMode(c, mode));
  return Object.fromEntries(shown.map((c) => [c.name, mode === 'edit' && c.form?.blankOnEdit ? undefined : record[c.name]]));
}

/** Add, edit (loaded from detail) and read-only view of one record, with the extra field types. */
export function ExtraFormDialog({ config, mode, recordId, defaults, submitting, onSubmit, onClose }: ExtraFormDialogProps) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<CrudRecord>();
  const detail = useRecordDetail(config.api, mode === 'add' ? undefined : recordId, config.detailParam);
  // Edit and view need the fresh record; without it (still loading, or failed) nothing can be saved.
  const ready = mode === 'add' || detail.data !== undefined;

  const submit = async () => {
    let values: CrudRecord;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form already shows what is wrong
    }
    const body = config.toBody ? config.toBody(values, mode) : values;
    // An update carries the id and the version it was read at (optimistic locking).
    const sent = mode === 'edit' && detail.data ? { ...body, id: detail.data.id, version: detail.data.version } : body;
    try {
      await onSubmit(sent);
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
        <ExtraRecordForm
          form={form}
          columns={config.columns}
          schema={config.schema}
          mode={mode}
          initialValues={mode === 'add' ? defaults : formValues(config, mode, detail.data)}
        />
      ) : (
        <Spin spinning={detail.isPending} />
      )}
    </Modal>
  );
}
