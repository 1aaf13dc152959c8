import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageLocation } from '@/features/tabs/page-location';

/** An external page embedded in the shell; `src` and `name` come from the menu entry's query. */
export default function FramePage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const query = new URLSearchParams(search);
  const src = query.get('src');
  if (!src) return <Result status="warning" title={t('errors:frameMissing')} />;
  return <iframe className="beree-frame" src={src} title={query.get('name') ?? t('route:frame')} />;
}
