import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuMatch } from './menu-search';
import { MenuSearchResults } from './MenuSearchResults';
import { useChooseMenu, useMenuMatches } from './use-menu-search';
import { useSearchKeys } from './use-search-keys';
import './search.css';

const LIMIT = 8;

/** The menu search in a small box, as the tab strip's dropdown offers it; results show once typing starts. */
export function MenuSearchBox({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  const [text, setText] = useState('');
  const matches = useMenuMatches(text).slice(0, LIMIT);
  const shown = text.trim() ? matches : [];
  const choose = useChooseMenu();
  const pick = (match: MenuMatch) => {
    setText('');
    onChosen();
    choose(match.entry);
  };
  const keys = useSearchKeys(shown, pick);

  return (
    <div className="beree-search-box">
      <Input
        size="small"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        aria-controls={id}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          keys.reset();
        }}
        onKeyDown={keys.onKeyDown}
      />
      {text.trim() && <MenuSearchResults id={id} matches={shown} active={keys.active} onChoose={pick} onHover={keys.setActive} />}
    </div>
  );
}
