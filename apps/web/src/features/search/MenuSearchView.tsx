import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuMatch } from './menu-search';
import { MenuSearchResults } from './MenuSearchResults';
import { useSearchStore } from './search-store';
import { useChooseMenu, useMenuMatches } from './use-menu-search';
import { useSearchKeys } from './use-search-keys';
import './search.css';

/** The menu search in place of the page: type the start of a page name, pick it; Esc closes. */
export function MenuSearchView() {
  const { t } = useTranslation('search');
  const id = useId();
  const [text, setText] = useState('');
  const matches = useMenuMatches(text);
  const choose = useChooseMenu();
  const hide = useSearchStore((s) => s.hide);
  const keys = useSearchKeys(matches, (match: MenuMatch) => choose(match.entry));

  // Esc closes it wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hide]);

  return (
    <section className="beree-search" aria-label={t('title')}>
      <div className="beree-search-bar">
        <Input
          size="large"
          autoFocus
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          aria-controls={id}
          aria-activedescendant={matches.length ? `${id}-${keys.active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            keys.reset();
          }}
          onKeyDown={keys.onKeyDown}
        />
        <Button type="text" size="large" icon={<CloseOutlined />} aria-label={t('close')} onClick={hide} />
      </div>
      <MenuSearchResults id={id} matches={matches} active={keys.active} onChoose={(match) => choose(match.entry)} onHover={keys.setActive} />
    </section>
  );
}
