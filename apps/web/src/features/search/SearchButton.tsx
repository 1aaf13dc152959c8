import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchStore } from './search-store';

/** The top bar's menu-search button: shows or closes the search in place of the page. */
export function SearchButton() {
  const { t } = useTranslation('search');
  const open = useSearchStore((s) => s.open);
  const toggle = useSearchStore((s) => s.toggle);
  return (
    <Tooltip title={t('open')}>
      <Button type="text" icon={<SearchOutlined />} aria-label={t('open')} aria-pressed={open} onClick={toggle} />
    </Tooltip>
  );
}
