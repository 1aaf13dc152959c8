import { ExportOutlined } from '@ant-design/icons';
import { Button, Empty, Image, Segmented, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileObjectUrl, isPdf, type CertFile } from './api';

/** A PDF in a frame, read through the request client. */
function PdfFrame({ file }: { file: CertFile }) {
  const { t } = useTranslation('certificate');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let alive = true;
    void fileObjectUrl(file.link, 'application/pdf').then((next) => {
      made = next;
      if (alive) setUrl(next);
      else URL.revokeObjectURL(next);
    });
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.link]);
  if (!url) return <Spin />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button size="small" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener">
        {t('openFile')}
      </Button>
      <iframe title={file.originalName} src={url} style={{ width: '100%', height: 480, border: '1px solid #f0f0f0' }} />
    </Space>
  );
}

/** The scans of a certificate one at a time: images inline (zoomable), PDF in a frame or a new window. */
export function AttachmentViewer({ files }: { files: CertFile[] }) {
  const { t } = useTranslation('certificate');
  const [index, setIndex] = useState(0);
  if (files.length === 0) return <Empty description={t('noAttachments')} />;
  const file = files[Math.min(index, files.length - 1)];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {files.length > 1 && <Segmented value={index} onChange={(v) => setIndex(Number(v))} options={files.map((f, i) => ({ value: i, label: f.originalName }))} />}
      {isPdf(file) ? <PdfFrame key={file.link} file={file} /> : <Image src={file.link} alt={file.originalName} style={{ maxHeight: 480, objectFit: 'contain' }} />}
    </Space>
  );
}
