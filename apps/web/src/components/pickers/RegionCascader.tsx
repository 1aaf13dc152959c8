import { useCallback, useEffect, useState } from 'react';
import { Cascader } from 'antd';
import { REGION_ROOT_CODE } from '@beree/contracts';
import { getData } from '@/components/crud/api';
import type { WidgetProps } from '@/components/crud/types';

interface RegionNode {
  code: string;
  name: string;
  hasChildren?: boolean;
}

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

const LAZY_TREE = '/blade-system/region/lazy-tree';

const level = async (parentCode: string): Promise<RegionOption[]> =>
  (await getData<RegionNode[]>(LAZY_TREE, { parentCode })).map((r) => ({ value: r.code, label: r.name, isLeaf: !r.hasChildren }));

const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);

/** Whether every code of the path but the last has its children loaded, so the path shows by name. */
function pathLoaded(options: RegionOption[], codes: string[]): boolean {
  let current = options;
  for (const code of codes.slice(0, -1)) {
    const node = current.find((o) => o.value === code);
    if (!node?.children) return false;
    current = node.children;
  }
  return current.length > 0;
}

/**
 * Province, city and district from the administrative divisions, read level by level as the user
 * opens them (region/lazy-tree). The value is the path of codes, e.g. ['330000', '330100', '330106'].
 */
export function RegionCascader({ value, onChange, disabled, placeholder, id }: WidgetProps) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const codes = codesOf(value);
  const key = codes.join(',');

  useEffect(() => {
    let live = true;
    void (async () => {
      if (options.length > 0 && (codes.length === 0 || pathLoaded(options, codes))) return;
      const roots = options.length > 0 ? options : await level(REGION_ROOT_CODE);
      let current = roots;
      for (const code of codes.slice(0, -1)) {
        const node = current.find((o) => o.value === code);
        if (!node || node.isLeaf) break;
        node.children ??= await level(code);
        current = node.children;
      }
      if (live) setOptions([...roots]);
    })();
    return () => {
      live = false;
    };
    // The path (key) decides what must be loaded; options are read, not watched.
  }, [key]);

  const loadData = useCallback(async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    target.children = await level(target.value);
    if (target.children.length === 0) target.isLeaf = true;
    setOptions((previous) => [...previous]);
  }, []);

  return (
    <Cascader<RegionOption>
      id={id}
      style={{ width: '100%' }}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      loadData={loadData as never}
      changeOnSelect
      value={codes.length ? codes : undefined}
      onChange={(next) => onChange?.((next as string[] | undefined) ?? [])}
    />
  );
}
