import { Checkbox, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUSH_DOC_TYPE_LABELS, PUSH_DOC_TYPES, type PushDocType } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';

/** The kinds of document the endpoint takes, ticked. */
export function DocTypesField({ id, value, onChange, disabled }: WidgetProps) {
  const lang = useLang();
  return (
    <Checkbox.Group
      // antd gives the group no id of its own; the label points at its first box.
      disabled={disabled}
      value={(value as string[] | undefined) ?? []}
      onChange={(next) => onChange?.(next)}
      options={PUSH_DOC_TYPES.map((type, i) => ({ value: type, label: PUSH_DOC_TYPE_LABELS[type][lang], id: i === 0 ? id : undefined }))}
    />
  );
}

/** The kinds of document as the table shows them. */
export function DocTypesText({ value }: { value: unknown }) {
  const lang = useLang();
  const types = Array.isArray(value) ? (value as PushDocType[]) : [];
  return <>{types.map((type) => <Tag key={type}>{PUSH_DOC_TYPE_LABELS[type]?.[lang] ?? '--'}</Tag>)}</>;
}

/** Whether pushes go to the endpoint: a disabled one receives nothing, not even a re-push. */
export function EnabledSwitch({ id, value, onChange, disabled }: WidgetProps) {
  return <Switch id={id} disabled={disabled} checked={value !== false} onChange={(checked) => onChange?.(checked)} />;
}

export function EnabledTag({ value }: { value: unknown }) {
  const { t } = useTranslation('pushEndpoint');
  return value === false ? <Tag>{t('disabled')}</Tag> : <Tag color="success">{t('enabled')}</Tag>;
}
