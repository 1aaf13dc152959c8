import { useTranslation } from 'react-i18next';

/** A template's state in the reader's language: the layout its type prints with, or not (free templates are printed by themselves). */
export function StatusText({ k }: { k: 'enabled' | 'disabled' | 'free' }) {
  const { t } = useTranslation('print');
  return <>{t(`status.${k}`)}</>;
}
