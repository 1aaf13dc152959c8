import { Button, Space, Typography } from 'antd';
import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileObjectUrl, isPdf, type CertFile } from '../certificate/api';

/**
 * An invoice's files. Each opens in a new window through the request client: the file route
 * answers only a caller who shows its session, which a plain link or image cannot.
 */
export function InvoiceFiles({ files }: { files: CertFile[] }) {
  const { t } = useTranslation('invoice');
  if (files.length === 0) return <Typography.Text type="secondary">{t('noFiles')}</Typography.Text>;
  const open = (file: CertFile) => {
    // Opened before the file arrives, so the browser counts it as the click's window.
    const win = window.open('', '_blank');
    fileObjectUrl(file.link, file.mimeType ?? 'application/octet-stream')
      .then((url) => {
        if (win) win.location.href = url;
      })
      .catch(() => win?.close());
  };
  return (
    <Space wrap>
      {files.map((file) => (
        <Button key={file.attachId} icon={isPdf(file) ? <FilePdfOutlined /> : <FileImageOutlined />} onClick={() => open(file)}>
          {file.originalName}
        </Button>
      ))}
    </Space>
  );
}
