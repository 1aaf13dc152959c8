import { Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<string, string> = { UN_PUSH: 'default', PUSH_SUCCESS: 'success', PUSH_FAILURE: 'error' };
const STATES_COLORS: Record<string, string> = { UN_PUSH: 'default', END_PUSH: 'processing', ALREADY_TAKEN: 'success' };

/** The outcome of the last attempt (pushState dictionary), or 推送中 while the round's attempt has not answered. */
export function PushStatusTag({ value, pushing = false }: { value: unknown; pushing?: boolean }) {
  const { t } = useTranslation('push');
  if (pushing) return <Tag icon={<SyncOutlined spin />} color="processing">{t('pushing')}</Tag>;
  if (value == null) return null;
  return <Tag color={STATUS_COLORS[String(value)] ?? 'default'}>{t(`status.${String(value)}`, { defaultValue: '--' })}</Tag>;
}

/** Where the document stands with the partner (pushStates dictionary): ALREADY_TAKEN is final (R31). */
export function PushStatesTag({ value }: { value: unknown }) {
  const { t } = useTranslation('push');
  if (value == null) return null;
  return <Tag color={STATES_COLORS[String(value)] ?? 'default'}>{t(`states.${String(value)}`, { defaultValue: '--' })}</Tag>;
}
