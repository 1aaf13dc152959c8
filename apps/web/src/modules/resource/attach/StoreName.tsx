import { useTranslation } from 'react-i18next';

/** The object store holding a file by its code; files of no store are on the product's own disk. */
export function StoreName({ code }: { code: unknown }) {
  const { t } = useTranslation('attach');
  return <>{code ? String(code) : t('localStore')}</>;
}
