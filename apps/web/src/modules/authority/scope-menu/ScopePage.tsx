import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage, WithSidePanel, type CrudConfig } from '@/components/crud';
import { LazyMenuTree } from './LazyMenuTree';

/**
 * Scopes per menu: the menu tree on the left chooses whose scopes the table lists and which menu a
 * new scope belongs to; with no menu chosen every scope is listed and adding asks for a menu first.
 */
export function ScopePage({ config }: { config: CrudConfig }) {
  const { t } = useTranslation('scopeMenu');
  const [menuId, setMenuId] = useState<string>();
  return (
    <WithSidePanel title={t('menus')} panel={<LazyMenuTree selected={menuId} onSelect={setMenuId} />}>
      <CrudPage
        config={config}
        params={menuId ? { menuId } : undefined}
        defaults={{ menuId }}
        addBlocked={menuId ? undefined : 'scope.menuId.required'}
      />
    </WithSidePanel>
  );
}
