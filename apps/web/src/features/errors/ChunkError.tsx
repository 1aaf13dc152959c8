import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';

interface ChunkErrorProps {
  /** Runs the page's import again. */
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A page whose code failed to load or outlasted the chunk timeout (spec §8: chunk load error).
 * Laid out like antd's warning Result without it: this screen comes with the entry, Result's
 * pictures need not.
 */
export function ChunkError({ onRetry, retrying }: ChunkErrorProps) {
  const { t } = useTranslation('errors');
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <ExclamationCircleFilled style={{ fontSize: 72, color: token.colorWarning, marginBottom: 24 }} />
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 'normal', color: token.colorTextHeading }}>{t('chunkTitle')}</h2>
      <p style={{ margin: '4px 0 24px', color: token.colorTextDescription }}>{t('chunkFailed')}</p>
      <Space>
        <Button type="primary" loading={retrying} onClick={onRetry}>
          {t('common:retry')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </Space>
    </div>
  );
}
