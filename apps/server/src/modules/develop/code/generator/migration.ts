import { randomUUID } from 'node:crypto';
import type { GeneratedFile } from '@beree/contracts';
import { badRequest } from '../../../../core/http/errors';
import type { Checkout } from './checkout';
import { drizzleKitApi } from './drizzle-kit-api';

interface Journal {
  version: string;
  dialect: string;
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
interface Snapshot {
  id: string;
  prevId: string;
  tables: Record<string, unknown>;
  [key: string]: unknown;
}

const DRIZZLE = 'apps/server/drizzle';

/**
 * The migration of the generated tables, made the way `drizzle-kit generate` makes one: the tables
 * are diffed (drizzle-kit/api) against the last snapshot of the checkout's drizzle folder, so the
 * SQL, the next snapshot and the journal entry follow the repository as it is at generation time.
 * A table the snapshot already has as generated yields its changes only, or nothing at all.
 * `ownTables` are the checkout's generated tables: any other table of the snapshot is the product's.
 */
export async function migrationFiles(checkout: Checkout, tables: Record<string, unknown>, tag: string, ownTables: string[]): Promise<GeneratedFile[]> {
  const { generateDrizzleJson, generateMigration } = await drizzleKitApi();
  const journal = JSON.parse(await checkout.read(`${DRIZZLE}/meta/_journal.json`)) as Journal;
  const last = journal.entries[journal.entries.length - 1];
  const prev = JSON.parse(await checkout.read(`${DRIZZLE}/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`)) as Snapshot;

  const ours = generateDrizzleJson(tables) as unknown as Snapshot;
  for (const key of Object.keys(ours.tables)) {
    const name = key.replace(/^public\./, '');
    if (prev.tables[key] && !ownTables.includes(name)) throw badRequest('code.tableName.taken', { field: 'tableName', table: name });
  }
  const next: Snapshot = { ...prev, id: randomUUID(), prevId: prev.id, tables: { ...prev.tables, ...ours.tables } };
  const statements = await generateMigration(prev as never, next as never);
  if (statements.length === 0) return [];

  const idx = last.idx + 1;
  const fullTag = `${String(idx).padStart(4, '0')}_${tag}`;
  journal.entries.push({ idx, version: last.version, when: Math.max(Date.now(), last.when + 1), tag: fullTag, breakpoints: true });
  return [
    { path: `${DRIZZLE}/${fullTag}.sql`, content: statements.join('--> statement-breakpoint\n') },
    { path: `${DRIZZLE}/meta/${String(idx).padStart(4, '0')}_snapshot.json`, content: JSON.stringify(next, null, 2) },
    { path: `${DRIZZLE}/meta/_journal.json`, content: JSON.stringify(journal, null, 2) },
  ];
}
