import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Heading } from '@/shared/ui/Heading';

/**
 * Shown when a page throws while loading or rendering. Kept free of lazy parts: when a chunk
 * failed to load, this is what must still render (and plain markup, as it comes with the entry).
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  const { token } = theme.useToken();
  const error = useRouteError();
  const chunk = error instanceof Error && error.name === 'ChunkLoadError';
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <Heading level={2}>500</Heading>
      <p style={{ margin: '0 0 1em', color: token.colorTextSecondary }}>{t(chunk ? 'chunkFailed' : 'crash')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </div>
  );
}
