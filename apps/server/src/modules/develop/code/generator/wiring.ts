import type { GeneratedFile } from '@beree/contracts';
import type { Checkout } from './checkout';
import type { ModuleSpec } from './spec';

/** The discovery indexes (ADR 0054) and the line each gains for a module. */
const INDEXES = {
  contracts: 'packages/contracts/src/generated/index.ts',
  schema: 'apps/server/src/core/db/schema/generated/index.ts',
  modules: 'apps/server/src/modules/generated/index.ts',
};

/**
 * Each index as it is in the checkout plus the module's line (once: generating again changes
 * nothing). The web page and its labels need no line: the registry and the locales are globs.
 */
export async function wiringFiles(checkout: Checkout, spec: ModuleSpec): Promise<GeneratedFile[]> {
  const n = spec.names;
  const lines: [string, string][] = [
    [INDEXES.contracts, `export * as ${n.camel} from './${n.kebab}';`],
    [INDEXES.schema, `export * from './${n.kebab}';`],
    [INDEXES.modules, `export * as ${n.camel} from './${n.kebab}/module';`],
  ];
  return Promise.all(
    lines.map(async ([path, line]) => {
      const text = await checkout.read(path);
      if (text.split('\n').includes(line)) return { path, content: text };
      return { path, content: `${text.replace(/\n*$/, '\n')}${line}\n` };
    }),
  );
}

/** The tables generated earlier into the checkout (the only tables of the last snapshot a module may change). */
export async function generatedTables(checkout: Checkout): Promise<string[]> {
  const dir = 'apps/server/src/core/db/schema/generated';
  const files = (await checkout.list(dir)).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
  const texts = await Promise.all(files.map((f) => checkout.read(`${dir}/${f}`)));
  return texts.flatMap((text) => [...text.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]));
}
