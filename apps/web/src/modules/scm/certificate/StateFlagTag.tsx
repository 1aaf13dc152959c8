import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/components/pickers/DictText';

const COLORS: Record<string, string> = { OVERDUE: 'error', EXPIRING_SOON: 'warning' };

/** 已过期 in red, 即将过期 in orange, with the days left or over; nothing for a valid one. */
export function StateFlagTag({ value, days }: { value: unknown; days?: unknown }) {
  const { t } = useTranslation('certificate');
  if (value == null || value === '') return null;
  const n = typeof days === 'number' ? days : null;
  return (
    <Tag color={COLORS[String(value)] ?? 'default'} title={n == null ? undefined : n < 0 ? t('daysOver', { days: -n }) : t('daysLeft', { days: n })}>
      <DictText code="stateFlag" value={value} />
    </Tag>
  );
}

const ARCHIVE_COLORS: Record<string, string> = { SAVED: 'default', ARCHIVE: 'success', RENEWAL: 'purple' };

/** archiveStatus as a tag: 保存, 存档, 换证. */
export function ArchiveStatusTag({ value }: { value: unknown }) {
  if (value == null || value === '') return null;
  return (
    <Tag color={ARCHIVE_COLORS[String(value)] ?? 'default'}>
      <DictText code="archiveStatus" value={value} />
    </Tag>
  );
}
