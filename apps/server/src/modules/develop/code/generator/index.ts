import type { GeneratedFile } from '@beree/contracts';
import type { Checkout } from './checkout';
import { contractsFile } from './contracts-file';
import { migrationFiles } from './migration';
import { serverFiles } from './server-files';
import type { ModuleSpec } from './spec';
import { runtimeTables, tableFile } from './table-file';
import { testFile } from './test-file';
import { webFiles } from './web-files';
import { generatedTables, wiringFiles } from './wiring';

/**
 * The files of one module of this product for a code definition: contracts, the drizzle table and
 * its migration, the server resource and its test, the web page and its labels, the menu seed, and
 * the discovery indexes with the module's line (paths from the repository's root; ADR 0054).
 */
export async function generateModule(checkout: Checkout, spec: ModuleSpec): Promise<GeneratedFile[]> {
  const n = spec.names;
  const files = [
    { path: `packages/contracts/src/generated/${n.kebab}.ts`, content: contractsFile(spec) },
    { path: `apps/server/src/core/db/schema/generated/${n.kebab}.ts`, content: tableFile(spec) },
    ...(await migrationFiles(checkout, runtimeTables(spec), n.snake, await generatedTables(checkout))),
    ...serverFiles(spec),
    testFile(spec),
    ...webFiles(spec),
    ...(await wiringFiles(checkout, spec)),
  ];
  checkout.add(files);
  return files;
}
