import { LoginOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchProviders, renderUrl } from './auth-api';
import { federatedReturnAddress } from './federated';

/** The third-party sign-ins the server offers; each sends the browser to its provider. */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: fetchProviders, staleTime: Infinity });
  if (!providers.data?.length) return null;
  return (
    <>
      <Divider plain>{t('login.otherWays')}</Divider>
      <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
        {providers.data.map((p) => (
          <Button key={p.source} icon={<LoginOutlined />} onClick={() => window.location.assign(renderUrl(p.source, federatedReturnAddress()))}>
            {p.name}
          </Button>
        ))}
      </Space>
    </>
  );
}
