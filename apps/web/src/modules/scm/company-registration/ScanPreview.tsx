import { Button, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { scanUrl, type LicenceFile } from './api';

/** One scan of a registration: an image shown in place (opened larger in a new tab), a PDF opened in a new tab. */
export function ScanPreview({ licence }: { licence: LicenceFile }) {
  const { t } = useTranslation('company');
  const { data: url } = useQuery({ queryKey: ['registration-scan', licence.fileId], queryFn: () => scanUrl(licence.fileId), staleTime: Infinity });
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const pdf = licence.originalName.toLowerCase().endsWith('.pdf');
  return (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{t(`licence.${licence.type}`)}</Typography.Text>
      {pdf ? (
        <Button size="small" disabled={!url} href={url} target="_blank">
          {t('openScan')} {licence.originalName}
        </Button>
      ) : (
        <a href={url} target="_blank" rel="noreferrer">
          <img width={160} height={110} style={{ objectFit: 'contain', background: '#fafafa', border: '1px solid #f0f0f0' }} src={url} alt={licence.originalName} />
        </a>
      )}
    </Space>
  );
}
