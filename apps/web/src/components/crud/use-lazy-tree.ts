import { useCallback, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { fetchLevel } from './api';
import { crudKeys } from './query-keys';
import type { CrudRecord, CrudTreeConfig } from './types';

type Lazy = NonNullable<CrudTreeConfig['lazy']>;

/**
 * Children of a lazy tree, loaded when a row is opened. Each open row's level is a query under the
 * resource's keys, so after a change every open level is read again and the tree stays true.
 */
export function useLazyTree(api: string, lazy: Lazy | undefined, rowKey: string, roots: CrudRecord[]) {
  const [expanded, setExpanded] = useState<string[]>([]);
  const levels = useQueries({
    queries: (lazy ? expanded : []).map((parent) => ({
      queryKey: crudKeys.children(api, lazy!.path, parent),
      queryFn: () => fetchLevel(api, lazy!.path, { ...lazy!.params, [lazy!.param]: parent }),
    })),
    combine: (results) => ({ data: results.map((r) => r.data), fetching: results.some((r) => r.isFetching) }),
  });

  const records = useMemo(() => {
    if (!lazy) return roots;
    const loaded = new Map(expanded.map((parent, i) => [parent, levels.data[i]]));
    const canOpen = lazy.hasChildren ?? ((record: CrudRecord) => record.hasChildren === true);
    const attach = (rows: CrudRecord[]): CrudRecord[] =>
      rows.map((row) => {
        if (!canOpen(row)) return { ...row, children: undefined };
        const children = loaded.get(String(row[rowKey]));
        // An empty list keeps the expand arrow until the children arrive; a level found empty loses it.
        if (children === undefined) return { ...row, children: [] };
        return { ...row, children: children.length ? attach(children) : undefined };
      });
    return attach(roots);
  }, [lazy, roots, expanded, levels.data, rowKey]);

  const onExpand = useCallback(
    (open: boolean, record: CrudRecord) => {
      const key = String(record[rowKey]);
      setExpanded((keys) => (open ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key)));
    },
    [rowKey],
  );

  const expandable: TableProps<CrudRecord>['expandable'] | undefined = lazy ? { expandedRowKeys: expanded, onExpand } : undefined;
  return { records, expandable, loading: levels.fetching };
}
