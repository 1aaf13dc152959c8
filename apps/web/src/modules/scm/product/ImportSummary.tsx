import { Flex, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportDetail } from './api';

const STATE_COLORS: Record<ImportDetail['state'], string> = { RUNNING: 'processing', DONE: 'success', FAILED: 'error' };

/** An import's state and its counts: rows, processed, imported, refused. */
export function ImportSummary({ detail }: { detail: ImportDetail }) {
  const { t } = useTranslation('product');
  return (
    <Flex gap="large" align="center" wrap>
      <Tag color={STATE_COLORS[detail.state]} data-testid="import-state">
        {t(`import.state.${detail.state}`)}
      </Tag>
      <Statistic title={t('import.total')} value={detail.total} />
      <Statistic title={t('import.processed')} value={detail.processed} />
      <Statistic title={t('import.succeeded')} value={detail.succeeded} styles={{ content: { color: '#389e0d' } }} />
      <Statistic title={t('import.failed')} value={detail.failed} styles={{ content: { color: detail.failed > 0 ? '#cf1322' : undefined } }} />
    </Flex>
  );
}
