import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { WF_MAX_ATTACHMENTS } from '@beree/contracts';
import { Button, Flex, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '@/components/upload/use-file-upload';
import { putFile, type UploadedFile } from '@/shared/request/put-file';

interface Props {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
}

/** Files to go with the step being taken: uploaded at once, sent with 同意 / 驳回, kept in the history. */
export function StepFiles({ value, onChange }: Props) {
  const { t } = useTranslation('work');
  const { busy, beforeUpload, customRequest } = useFileUpload((file) => putFile(file), (stored) => onChange([...value, stored]));
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
