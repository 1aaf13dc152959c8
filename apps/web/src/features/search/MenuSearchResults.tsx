import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '@/features/menu/menu-icons';
import type { MenuMatch } from './menu-search';

interface MenuSearchResultsProps {
  id: string;
  matches: MenuMatch[];
  active: number;
  onChoose: (match: MenuMatch) => void;
  onHover: (index: number) => void;
}

/** Found pages with their icon, folders and path; the highlighted one opens on Enter. */
export function MenuSearchResults({ id, matches, active, onChoose, onHover }: MenuSearchResultsProps) {
  const { t } = useTranslation('search');
  if (matches.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <ul id={id} role="listbox" aria-label={t('results')} className="beree-search-results">
      {matches.map((match, index) => (
        <li
          key={match.entry.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseEnter={() => onHover(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(match)}
        >
          <span className="beree-search-icon">{menuIcon(match.entry.source)}</span>
          <span className="beree-search-text">
            <span className="beree-search-label">{match.label}</span>
            <span className="beree-search-path">
              {[...match.trail, match.label].join(' / ')} · {match.entry.path}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
