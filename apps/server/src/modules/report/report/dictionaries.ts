import { isBusinessDictionary, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { dictBiz, dicts } from '../../../core/db/schema';
import { dictionaryEntries } from '../../system/dict/repo';
import type { DictTable } from '../../system/dict/resource';

/** Key → label of each dictionary a report's columns name, read as the caller (its own business dictionaries and the platform's). */
export async function dictionaryLabels(tx: Executor, codes: string[], lang: Lang): Promise<Map<string, Map<string, string>>> {
  const labels = new Map<string, Map<string, string>>();
  for (const code of new Set(codes)) {
    const table = (isBusinessDictionary(code) ? dictBiz : dicts) as DictTable;
    const entries = await dictionaryEntries(tx, table, code);
    labels.set(code, new Map(entries.map((e) => [e.dictKey, (lang === 'en' && e.dictValueEn) || e.dictValue])));
  }
  return labels;
}
