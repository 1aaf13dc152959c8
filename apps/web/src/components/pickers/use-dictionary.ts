import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DICTIONARIES, dictLabel, isBusinessDictionary, type DictItem } from '@beree/contracts';
import { getData } from '@/components/crud/api';
import { useLang } from '@/components/crud/use-lang';

export type DictionaryEntry = Pick<DictItem, 'code' | 'dictKey' | 'dictValue'>;

export interface DictOption {
  label: string;
  value: string;
}

/** Where a dictionary is read: the business ones (spec §3, the platform's and the tenant's own) from dict-biz. */
export const dictionaryUrl = (code: string): string => (isBusinessDictionary(code) ? '/blade-system/dict-biz/dictionary' : '/blade-system/dict/dictionary');

/**
 * One dictionary from GET dict/dictionary (or dict-biz/dictionary), in the current language: fetched
 * once per session and language, and shared by every table cell and select that names it. Keys the
 * server does not know fall back to the contracts' labels ('--' when those have none either).
 */
export function useDictionary(code: string) {
  const lang = useLang();
  const query = useQuery({
    // The server answers in the language the request client sends, so each language has its own entry.
    queryKey: ['pickers', 'dictionary', code, lang],
    queryFn: () => getData<DictionaryEntry[]>(dictionaryUrl(code), { code }),
    staleTime: Infinity,
    enabled: code !== '',
  });
  const entries = query.data;

  const label = useCallback(
    (key: unknown): string => {
      const hit = entries?.find((entry) => entry.dictKey === String(key));
      return hit ? hit.dictValue : dictLabel(code, key, lang);
    },
    [entries, code, lang],
  );

  const options = useMemo<DictOption[]>(() => {
    if (entries?.length) return entries.map((entry) => ({ label: entry.dictValue, value: entry.dictKey }));
    const local = DICTIONARIES.find((d) => d.code === code)?.items ?? [];
    return local.map((item) => ({ label: item[lang], value: item.key }));
  }, [entries, code, lang]);

  return { label, options, loading: query.isLoading };
}
