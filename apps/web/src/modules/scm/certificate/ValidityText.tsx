import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';

/** `validityStart ~ validityEnd`, or `validityStart ~ 长期` for a long-term certificate. */
export function ValidityText({ record }: { record: CrudRecord }) {
  const { t } = useTranslation('certificate');
  const start = (record.validityStart as string | null) ?? '';
  const end = record.longTerm ? t('longTermText') : ((record.validityEnd as string | null) ?? '');
  if (!start && !end) return <>--</>;
  return <>{`${start || '--'} ~ ${end || '--'}`}</>;
}
