import { dictLabel, type Lang } from '@beree/contracts';
import type { CrudResource } from './resource';

/** The rows with the resource's dictionary labels added in the caller's language. */
export function withLabels<T extends Record<string, unknown>>(r: Pick<CrudResource, 'labels'>, rows: T[], lang: Lang): T[] {
  const labels = r.labels;
  if (!labels) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(labels.map((l) => [l.name, dictLabel(l.dict, row[l.field], lang)])) }));
}
