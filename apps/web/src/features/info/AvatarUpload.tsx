import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { isImageFileName, UPLOAD_MAX_BYTES } from '@beree/contracts';
import { App, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './info-api';

interface Props {
  value?: string | null;
  onChange?: (link: string) => void;
}

const box = { width: 104, height: 104, display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column' } as const;

/**
 * One jpg, jpeg or png image (spec §5), uploaded through the app's request client; the field's
 * value is the link the server answers, shown as the picture.
 */
export function AvatarUpload({ value, onChange }: Props) {
  const { t } = useTranslation('info');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isImageFileName(file.name)) {
      void message.error(t('messages:file.imageType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      void message.error(t('messages:file.tooLarge', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    uploadImage(file as File)
      .then((stored) => {
        onChange?.(stored.link);
        onSuccess?.(stored);
      })
      // The request client has shown the server's message.
      .catch((error: Error) => onError?.(error))
      .finally(() => setBusy(false));
  };

  return (
    <Upload
      accept=".jpg,.jpeg,.png"
      maxCount={1}
      listType="picture-card"
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
    >
      <div style={box} aria-label={t('avatarUpload')} data-testid="avatar-upload">
        {value ? (
          <img src={value} alt={t('avatar')} style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 8 }} />
        ) : (
          <>
            {busy ? <LoadingOutlined /> : <PlusOutlined />}
            <div style={{ marginTop: 8 }}>{t('avatarUpload')}</div>
          </>
        )}
      </div>
    </Upload>
  );
}
