import { Tag } from 'antd';
import type { Lang } from '@beree/contracts';
import { useLang } from '@/components/crud/use-lang';
import type { SelectOption } from '@/components/crud/types';

type Labels = Record<string, Record<Lang, string>>;

/** A status as a tag coloured by how it stands, labelled in the user's language by the contracts' table. */
export function StatusTag({ value, labels, colors }: { value: unknown; labels: Labels; colors: Record<string, string> }) {
  const lang = useLang();
  if (value == null || value === '') return null;
  const key = String(value);
  return <Tag color={colors[key] ?? 'default'}>{labels[key]?.[lang] ?? '--'}</Tag>;
}

/** The label of an enumeration value in the user's language, '--' when unknown. */
export function LabelText({ value, labels }: { value: unknown; labels: Labels }) {
  const lang = useLang();
  return <>{value == null ? '--' : (labels[String(value)]?.[lang] ?? '--')}</>;
}

/** The contracts' labels as search options: a label that is no i18n key is shown as it is. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, Record<Lang, string>>, lang: Lang): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value][lang] }));
