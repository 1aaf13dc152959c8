import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@beree/contracts';
import { crudKeys, useContractMessage } from '@/components/crud';
import { ATTACH_API, uploadAttachment } from './files';

/** 上传: one file at a time into the tenant's enabled store, then the list again. */
export function UploadButton() {
  const { t } = useTranslation('attach');
  const { message } = App.useApp();
  const say = useContractMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  // The server refuses a larger file too; here the user learns it before sending 10 MB.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size <= UPLOAD_MAX_BYTES) return true;
    void message.error(say('file.tooLarge', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` }));
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    uploadAttachment(file as File)
      .then(async (stored) => {
        onSuccess?.(stored);
        void message.success(t('uploaded', { name: stored.originalName }));
        await queryClient.invalidateQueries({ queryKey: crudKeys.all(ATTACH_API) });
      })
      // The request client has shown the server's message.
      .catch((error: Error) => onError?.(error))
      .finally(() => setBusy(false));
  };

  return (
    <Upload showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
      <Button icon={<UploadOutlined />} loading={busy}>
        {t('upload')}
      </Button>
    </Upload>
  );
}
