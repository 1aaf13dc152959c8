import { Tag } from 'antd';
import { useDictionary } from '@/components/pickers/use-dictionary';

/** Colours of the pipeline's outcomes: green sent, red failed, orange held back, blue on its way. */
export const TASK_STATUS_COLORS: Record<string, string> = {
  SAVED: 'default',
  RECEIVE: 'processing',
  DISCARD: 'default',
  NIGHT_SHIELD: 'warning',
  NIGHT_SHIELD_NEXT_SEND: 'warning',
  CONTENT_DEDUPLICATION: 'warning',
  RULE_DEDUPLICATION: 'warning',
  WHITE_LIST: 'warning',
  SEND_SUCCESS: 'success',
  SEND_FAIL: 'error',
  SUCCESS: 'success',
  FAIL: 'error',
};

/** A task or record state (messageTaskStatus) or a provider's answer (messageSendStatus) as a coloured tag. */
export function StatusTag({ value, dict = 'messageTaskStatus' }: { value: unknown; dict?: 'messageTaskStatus' | 'messageSendStatus' }) {
  const { label } = useDictionary(dict);
  if (value == null || value === '') return <>--</>;
  return <Tag color={TASK_STATUS_COLORS[String(value)] ?? 'default'}>{label(value)}</Tag>;
}
