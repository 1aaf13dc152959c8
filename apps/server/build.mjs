// The production build: src/main.ts and @beree/contracts (TypeScript sources) bundled into ESM
// under dist/, every other package left to node_modules. Code behind a dynamic import becomes its
// own chunk, so a rarely used adapter and the packages it imports load on first use.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = import.meta.dirname;
rmSync(`${root}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(b) {
        // A bare specifier is a package, resolved by Node at run time — except the workspace's
        // contracts, which publish TypeScript sources and so are compiled in.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path === '@beree/contracts' || args.path.startsWith('@beree/contracts/') ? undefined : { external: true }));
      },
    },
  ],
});
