import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES, WF_MAX_ATTACHMENTS } from '@beree/contracts';
import { App, Button, Flex, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putFile, type UploadedFile } from '@/shared/request/put-file';

interface Props {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}

/** Files to go with the step being taken: uploaded at once, sent with 同意 / 驳回, kept in the history. */
export function StepFiles({ value, onChange }: Props) {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size <= UPLOAD_MAX_BYTES) return true;
    void message.error(t('messages:file.tooLarge', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` }));
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    putFile(file as File)
      .then((stored) => {
        onChange([...value, stored]);
        onSuccess?.(stored);
      })
      // The request client has shown the server's message.
      .catch((error: Error) => onError?.(error))
      .finally(() => setBusy(false));
  };
  return (
    <Flex vertical gap={4}>
      <Upload showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={value.length >= WF_MAX_ATTACHMENTS}>
        <Button icon={<UploadOutlined />} loading={busy} disabled={value.length >= WF_MAX_ATTACHMENTS}>
          {t('handle.attach')}
        </Button>
      </Upload>
      {value.map((file) => (
        <Flex key={file.attachId} align="center" gap={4} data-testid="step-file">
          <PaperClipOutlined />
          <span>{file.originalName}</span>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('handle.removeFile', { name: file.originalName })} onClick={() => onChange(value.filter((f) => f.attachId !== file.attachId))} />
        </Flex>
      ))}
    </Flex>
  );
}
