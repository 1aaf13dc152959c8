import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FilePdfOutlined, FileImageOutlined, UploadOutlined } from '@ant-design/icons';
import { CERT_MAX_ATTACHMENTS } from '@beree/contracts';
import { Button, Flex, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '@/components/upload/use-file-upload';
import { isPdf, uploadScan, type CertFile } from './api';

const ACCEPTED = /\.(jpe?g|png|pdf)$/i;

interface Props {
  value?: CertFile[];
  onChange?: (files: CertFile[]) => void;
  /** An archived certificate only reorders its scans (R6). */
  reorderOnly?: boolean;
}

/** The scans of a certificate: upload images or PDF, put them in order, remove them. */
export function AttachmentsField({ value = [], onChange, reorderOnly = false }: Props) {
  const { t } = useTranslation('certificate');
  const { busy, beforeUpload, customRequest } = useFileUpload(uploadScan, (stored) => onChange?.([...value, stored]), (file) => (ACCEPTED.test(file.name) ? undefined : t('onlyImagesAndPdf')));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [file] = next.splice(from, 1);
    next.splice(to, 0, file);
    onChange?.(next);
  };


  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!reorderOnly && (
        <Upload accept=".jpg,.jpeg,.png,.pdf" showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={value.length >= CERT_MAX_ATTACHMENTS}>
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('upload')}
          </Button>
        </Upload>
      )}
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('noAttachments')}</Typography.Text>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {value.map((file, index) => (
            <li key={file.attachId}>
              <Flex justify="space-between" align="center">
                <Space>
                  {isPdf(file) ? <FilePdfOutlined /> : <FileImageOutlined />}
                  {file.originalName}
                </Space>
                <Space size={0}>
                  <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('moveUp')} disabled={index === 0} onClick={() => move(index, index - 1)} />
                  <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('moveDown')} disabled={index === value.length - 1} onClick={() => move(index, index + 1)} />
                  {!reorderOnly && (
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('removeFile')} onClick={() => onChange?.(value.filter((_, i) => i !== index))} />
                  )}
                </Space>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Space>
  );
}
