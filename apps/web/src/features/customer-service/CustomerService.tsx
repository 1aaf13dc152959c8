import { CustomerServiceOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Popover, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SERVICE_LINK, fetchServiceLink } from './service-link';

// The QR code is drawn only for those who open the popover; should its code fail to load, the
// link alone still serves.
const ServiceCode = lazy(() =>
  import('./ServiceCode').catch(() => ({
    default: ({ link }: { link: string }) => (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {link}
      </a>
    ),
  })),
);

/** The top bar's customer-service button: a QR code of the service link, for a phone to scan. */
export function CustomerService() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  // Read once the popover is first opened; the link rarely changes within a session.
  const link = useQuery({ queryKey: ['customer-service-link'], queryFn: fetchServiceLink, enabled: open, staleTime: Infinity });

  const content = (
    <Suspense fallback={<Spin />}>
      <ServiceCode link={link.data ?? DEFAULT_SERVICE_LINK} loading={link.isPending} />
    </Suspense>
  );

  return (
    <Popover trigger="click" title={t('customerService')} content={content} open={open} onOpenChange={setOpen} placement="bottom">
      <Tooltip title={open ? undefined : t('customerService')}>
        <Button type="text" icon={<CustomerServiceOutlined />} aria-label={t('customerService')} />
      </Tooltip>
    </Popover>
  );
}
