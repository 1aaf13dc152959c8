import { useCallback, useMemo, useState, type Key } from 'react';
import { Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';

const URL = '/blade-system/menu/lazy-menu-list';

/** A row of menu/lazy-menu-list: a menu page or folder (never a button), and whether menus hang below it. */
interface MenuRow {
  id: string;
  name: string;
  hasChildren?: boolean;
}

interface MenuNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: MenuNode[];
}

const toNodes = (rows: MenuRow[]): MenuNode[] => rows.map((row) => ({ key: row.id, title: row.name, isLeaf: !row.hasChildren }));

type TreeProps = { selected?: string; onSelect: (menuId: string | undefined) => void };

/**
 * The menus one level at a time, loaded as the user opens a folder; choosing one again clears the
 * choice. The server names them in the current language, so a new language starts a fresh tree.
 */
export function LazyMenuTree(props: TreeProps) {
  const lang = useLang();
  return <LanguageTree key={lang} lang={lang} {...props} />;
}

function LanguageTree({ selected, onSelect, lang }: TreeProps & { lang: string }) {
  const roots = useQuery({ queryKey: ['scope-menu', 'roots', lang], queryFn: () => getData<MenuRow[]>(URL, { parentId: 0 }) });
  const [loaded, setLoaded] = useState<Record<string, MenuNode[]>>({});

  const treeData = useMemo(() => {
    const attach = (nodes: MenuNode[]): MenuNode[] => nodes.map((node) => (loaded[node.key] ? { ...node, children: attach(loaded[node.key]) } : node));
    return attach(toNodes(roots.data ?? []));
  }, [roots.data, loaded]);

  const loadData = useCallback(async ({ key }: { key: Key }) => {
    const rows = await getData<MenuRow[]>(URL, { parentId: String(key) });
    setLoaded((current) => ({ ...current, [String(key)]: toNodes(rows) }));
  }, []);

  if (roots.isPending) return <Spin />;
  return (
    <Tree<MenuNode>
      blockNode
      treeData={treeData}
      loadData={loadData}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
    />
  );
}
