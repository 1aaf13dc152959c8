import { compileBpmn } from './compile';
import type { ProcessGraph } from './graph';

/**
 * Compiled graphs by definition id. Deployed definitions never change, so an entry stays valid
 * for the life of the process on every node; the bound keeps a long-running server's memory flat.
 */
const MAX = 500;
const graphs = new Map<string, Promise<ProcessGraph>>();

/** The graph of a definition: the process of its key in its document (a collaboration holds several). */
export function graphFor(procDefId: bigint | string, source: () => Promise<{ xml: string; key: string }>): Promise<ProcessGraph> {
  const key = String(procDefId);
  let entry = graphs.get(key);
  if (entry) {
    graphs.delete(key);
    graphs.set(key, entry);
    return entry;
  }
  entry = source().then(({ xml, key }) => compileBpmn(xml, key));
  entry.catch(() => graphs.delete(key));
  graphs.set(key, entry);
  if (graphs.size > MAX) graphs.delete(graphs.keys().next().value!);
  return entry;
}
