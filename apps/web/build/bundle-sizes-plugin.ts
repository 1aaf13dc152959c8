import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routeSizes, type ChunkInfo, type RouteModules } from './bundle-sizes.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** After a build, prints the gzipped JS of the login route and the shell, and writes dist/bundle-sizes.json. */
export function bundleSizes(options: { routes: RouteModules; file?: string }): Plugin {
  return {
    name: 'beree:bundle-sizes',
    apply: 'build',
    writeBundle(output, bundle) {
      const sizes = routeSizes(bundle as unknown as Record<string, ChunkInfo>, options.routes);
      const dir = output.dir ?? 'dist';
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, options.file ?? 'bundle-sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
      const line = (label: string, s: { gzipBytes: number; rawBytes: number; files: string[] }) =>
        `  ${label.padEnd(26)} ${kb(s.gzipBytes).padStart(10)} gzip  (${kb(s.rawBytes)} raw, ${s.files.length} files)`;
      console.log(
        [
          '\nJS per route:',
          line('login (entry + /login)', sizes.login),
          line('shell (entry + /wel/index)', sizes.shell),
          line('added by signing in', sizes.shellAfterLogin),
        ].join('\n'),
      );
    },
  };
}
