import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { REGISTRATION_FILE_EXTENSIONS, type LicenceType } from '@beree/contracts';
import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, RequestError } from '@/shared/request/errors';
import { uploadScan, type LicenceFile } from '../api';

interface LicenceUploadProps {
  type: LicenceType;
  value?: LicenceFile;
  onChange?: (value: LicenceFile | undefined) => void;
}

const ACCEPT = REGISTRATION_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** One licence scan: picked, uploaded at once to the public registration upload, kept by its id. */
export function LicenceUpload({ type, value, onChange }: LicenceUploadProps) {
  const { t } = useTranslation('company');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const stored = await uploadScan(file);
      onChange?.({ type, fileId: stored.fileId, originalName: stored.originalName });
    } catch (failure) {
      setError((failure instanceof RequestError && messageOf(failure.body)) || t('uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Space direction="vertical" size={4}>
      <input ref={input} type="file" accept={ACCEPT} hidden style={{ display: 'none' }} aria-label={t(`licence.${type}`)} onChange={(e) => void pick(e.target.files?.[0])} />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {t('upload')}
      </Button>
      {value && (
        <Typography.Text type="success">
          <PaperClipOutlined /> {t('uploaded', { name: value.originalName })}
        </Typography.Text>
      )}
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
    </Space>
  );
}
