import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDENT_STATUS_LABELS } from '@beree/contracts';
import { StatusTag } from '../document/labels';

const COLORS: Record<string, string> = {
  SAVED: 'default',
  SUBMITTED: 'processing',
  CONFIRMED: 'cyan',
  DECLINED: 'error',
  PARTIALLY_DELIVERED: 'gold',
  DELIVERED: 'blue',
  COMPLETED: 'success',
  CANCELLED: 'default',
  CLOSED: 'default',
};

/** An order's state as a tag, coloured by what it awaits. */
export const IndentStatusTag = ({ value }: { value: unknown }) => <StatusTag value={value} labels={INDENT_STATUS_LABELS} colors={COLORS} />;

/** 急 on an urgent order, nothing otherwise. */
export function UrgentTag({ value }: { value: unknown }) {
  const { t } = useTranslation('indent');
  return value === true ? <Tag color="red">{t('urgentTag')}</Tag> : null;
}
