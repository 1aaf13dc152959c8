import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import {
  lazySizes,
  measure,
  overBudget,
  routeClosures,
  routeSizes,
  vendorChunks,
  vendorCircles,
  type Budgets,
  type ChunkInfo,
  type RouteModules,
  type SizeReport,
} from './bundle-sizes.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const line = (label: string, s: SizeReport, limit?: number) =>
  `  ${label.padEnd(40)} ${kb(s.gzipBytes).padStart(10)} gzip  (${kb(s.rawBytes)} raw, ${s.files.length} files)${limit ? `  limit ${kb(limit)}` : ''}`;

/**
 * After a build, prints the gzipped JS of the login route, the shell, the vendor chunks and the
 * heaviest lazy chunks, writes them all to dist/bundle-sizes.json, and fails the build when one
 * of them is over its budget.
 */
export function bundleSizes(options: { routes: RouteModules; budgets: Budgets; file?: string; show?: number }): Plugin {
  let root = process.cwd();
  return {
    name: 'beree:bundle-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(output, written) {
      const bundle = written as unknown as Record<string, ChunkInfo>;
      const { budgets } = options;
      const sizes = routeSizes(bundle, options.routes);
      const vendorFiles = vendorChunks(bundle, Object.keys(budgets.vendors));
      const filesOf = (name: string) => [...vendorFiles].filter(([, vendor]) => vendor === name).map(([file]) => file);
      const vendors = new Map(Object.keys(budgets.vendors).map((name) => [name, measure(bundle, filesOf(name))]));
      const lazy = lazySizes(bundle, routeClosures(bundle, options.routes).shell, vendorFiles).map((l) => ({
        ...l,
        module: relative(root, l.module),
      }));
      const dir = output.dir ?? 'dist';
      mkdirSync(dir, { recursive: true });
      const report = { ...sizes, vendors: Object.fromEntries(vendors), lazy };
      writeFileSync(join(dir, options.file ?? 'bundle-sizes.json'), `${JSON.stringify(report, null, 2)}\n`);

      const heaviest = (key: 'own' | 'added') =>
        [...lazy]
          .sort((a, b) => b[key].gzipBytes - a[key].gzipBytes)
          .slice(0, options.show ?? 5)
          .map((l) => line(l.module.replace(/^src\//, ''), l[key]));
      console.log(
        [
          '\nJS per route:',
          line('login (entry + /login)', sizes.login, budgets.login),
          line('shell (entry + /wel/index)', sizes.shell, budgets.shell),
          line('added by signing in', sizes.shellAfterLogin),
          'Vendor chunks:',
          ...[...vendors].map(([name, size]) => line(name, size, budgets.vendors[name].limit)),
          `Lazy chunks (${lazy.length}), heaviest own (limit ${kb(budgets.lazyOwn)}):`,
          ...heaviest('own'),
          `Heaviest added to the shell (limit ${kb(budgets.lazyAdded)}):`,
          ...heaviest('added'),
        ].join('\n'),
      );
      const broken = [...overBudget(sizes, lazy, vendors, budgets), ...vendorCircles(bundle, vendorFiles, [...vendorChunks(bundle, ['shell']).keys()])];
      if (broken.length > 0) this.error(`The bundle breaks its budgets (apps/web/vite.config.ts):\n  ${broken.join('\n  ')}`);
    },
  };
}
