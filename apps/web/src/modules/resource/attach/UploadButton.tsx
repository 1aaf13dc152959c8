import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crudKeys } from '@/components/crud';
import { useFileUpload } from '@/components/upload/use-file-upload';
import { ATTACH_API, uploadAttachment } from './files';

/** 上传: one file at a time into the tenant's enabled store, then the list again. */
export function UploadButton() {
  const { t } = useTranslation('attach');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { busy, beforeUpload, customRequest } = useFileUpload(uploadAttachment, async (stored) => {
    void message.success(t('uploaded', { name: stored.originalName }));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(ATTACH_API) });
  });

  return (
    <Upload showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
      <Button icon={<UploadOutlined />} loading={busy}>
        {t('upload')}
      </Button>
    </Upload>
  );
}
