import { useCallback, useMemo } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { allNodes, CrudPage, useTreeSource, type CrudRecord } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { childConfig, DICT_VARIANTS, type DictVariant } from './configs';

/**
 * The entries of the chosen dictionary. Which entries have entries of their own comes from the
 * dictionary's tree (tree?code=), the same one its parent picker shows.
 */
export function EntryPanel({ variant, parent }: { variant: DictVariant; parent: CrudRecord | undefined }) {
  const { t } = useTranslation('dict');
  const lang = useLang();
  const code = parent ? String(parent.code) : '';
  const { nodes } = useTreeSource(parent ? { api: DICT_VARIANTS[variant].api, path: 'tree', params: { code } } : undefined);
  const withEntries = useMemo(() => new Set(allNodes(nodes ?? []).filter((n) => n.children?.length).map((n) => n.id)), [nodes]);
  const hasChildren = useCallback((record: CrudRecord) => withEntries.has(String(record.id)), [withEntries]);
  const config = useMemo(() => (parent ? childConfig(variant, parent, hasChildren) : undefined), [variant, parent, hasChildren]);

  return (
    <Card size="small" title={parent ? t('entriesOf', { name: String((lang === 'en' && parent.dictValueEn) || parent.dictValue), code }) : t('entries')}>
      {/* A fresh page per dictionary: its search, paging and open rows belong to that dictionary. */}
      {config ? <CrudPage key={String(parent?.id)} config={config} /> : <Empty description={t('chooseDictionary')} />}
    </Card>
  );
}
