import { useTranslation } from 'react-i18next';

/** 是 / 否 of a flag. */
export function YesNo({ value }: { value: unknown }) {
  const { t } = useTranslation('catalog');
  return <>{value === true ? t('yes') : t('no')}</>;
}
