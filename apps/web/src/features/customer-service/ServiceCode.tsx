import { QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The service link as a QR code for a phone to scan, and as a link. */
export default function ServiceCode({ link, loading }: { link: string; loading: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Space orientation="vertical" align="center" data-testid="customer-service">
      <QRCode type="svg" value={link} status={loading ? 'loading' : 'active'} size={160} bordered={false} />
      <Typography.Text type="secondary">{t('customerServiceScan')}</Typography.Text>
      <Typography.Link href={link} target="_blank" rel="noopener noreferrer" style={{ maxWidth: 200 }} ellipsis>
        {link}
      </Typography.Link>
    </Space>
  );
}
