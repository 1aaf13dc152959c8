import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarningResult } from '@/shared/ui/WarningResult';

interface ChunkErrorProps {
  /** Runs the page's import again. */
  onRetry: () => void;
  retrying: boolean;
}

/** A page whose code failed to load or outlasted the chunk timeout (spec §8: chunk load error). */
export function ChunkError({ onRetry, retrying }: ChunkErrorProps) {
  const { t } = useTranslation('errors');
  return (
    <WarningResult
      title={t('chunkTitle')}
      subTitle={t('chunkFailed')}
      extra={
        <>
          <Button type="primary" loading={retrying} onClick={onRetry}>
            {t('common:retry')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        </>
      }
    />
  );
}
