import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a page throws while loading or rendering. Kept free of lazy parts: when a chunk
 * failed to load, this is what must still render.
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const chunk = error instanceof Error && error.name === 'ChunkLoadError';
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <Typography.Title level={2}>500</Typography.Title>
      <Typography.Paragraph type="secondary">{t(chunk ? 'chunkFailed' : 'crash')}</Typography.Paragraph>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </div>
  );
}
