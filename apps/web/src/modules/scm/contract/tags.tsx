import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';

const STATUS_COLORS: Record<string, string> = { SAVED: 'default', EFFECTIVE: 'success' };

/** contractStatus as a tag: 保存 (the drafting party's own) or 已生效. */
export function ContractStatusTag({ value }: { value: unknown }) {
  const { t } = useTranslation('contract');
  if (value == null || value === '') return null;
  return <Tag color={STATUS_COLORS[String(value)] ?? 'default'}>{t(`status.${String(value)}`, { defaultValue: String(value) })}</Tag>;
}

/** `validFrom ~ validTo`, with 已过期 in red once validTo has passed (the server's `expired`). */
export function ValidityCell({ record }: { record: CrudRecord }) {
  const { t } = useTranslation('contract');
  const from = (record.validFrom as string | null) ?? '--';
  const to = (record.validTo as string | null) ?? '--';
  return (
    <Space size={4}>
      <span>{`${from} ~ ${to}`}</span>
      {record.expired === true && <Tag color="error">{t('expired')}</Tag>}
    </Space>
  );
}
