import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdColourHelpersPlugin } from './build/antd-colour-helpers-plugin.ts';
import { antdFormContextPlugin } from './build/antd-form-context-plugin.ts';
import { bundleSizes } from './build/bundle-sizes-plugin.ts';
import { contractMessagesPlugin } from './build/contract-messages-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const kB = 1024;

/**
 * Heavy libraries that only their own screens use, each in a chunk of its own with its own limit
 * and the screens allowed to load it (docs/adr/0056-web-bundle-budgets.md): the process designer
 * and diagrams, the print designers, the charts. Each test names the library and every package
 * only it uses. Dependencies are not followed, as some are shared (pdfme's antd, for one) and
 * would drag the chunk into other pages; one left out would be placed with its screen's code and
 * import the vendor chunk in a circle, which breaks the order modules run in.
 */
const VENDORS = {
  bpmn: {
    test: /node_modules[\\/](bpmn-js|bpmn-moddle|bpmn-auto-layout|diagram-js|diagram-js-direct-editing|moddle|moddle-xml|saxen|didi|min-dash|min-dom|tiny-svg|path-intersection|object-refs|ids|domify|inherits-browser|preact|htm)[\\/]/,
    limit: 175 * kB,
    screens: ['src/modules/flow/model/', 'src/modules/work/process/'],
  },
  pdfme: {
    test: /node_modules[\\/](@pdfme|@pdf-lib|bwip-js|fontkit|restructure|unicode-properties|unicode-trie|dfa|brotli|tiny-inflate|air-datepicker|date-fns|acorn|html-entities|node-html-better-parser|@dnd-kit|@scena|react-moveable|react-selecto|hotkeys-js|lucide|lucide-react|pako|buffer|base64-js|ieee754|color|color-string|color-name|simple-swizzle|clone|@swc[\\/]helpers|fast-deep-equal)[\\/]/,
    limit: 2300 * kB,
    screens: ['src/modules/print/'],
  },
  echarts: {
    test: /node_modules[\\/](echarts|zrender)[\\/]/,
    limit: 195 * kB,
    screens: ['src/features/wel/business/', 'src/modules/monitor/log/', 'src/modules/report/view/', 'src/modules/message/stats/'],
  },
};

const MAIN = src('main.tsx');
/** What signing in shows first: the app, the layout and /wel/index. */
const SHELL = [src('boot/app.tsx'), src('layouts/MainLayout.tsx'), src('features/wel/WelPage.tsx')];

export default defineConfig({
  plugins: [
    react(),
    contractMessagesPlugin(),
    antdColourHelpersPlugin(),
    antdFormContextPlugin(),
    bundleSizes({
      // What a visitor downloads to see /login, and what signing in adds to reach /wel/index (the
      // shell waits for its part of the language pack, counted in the default language; the
      // pages' texts follow without being waited for).
      routes: {
        login: [src('boot/light-sign-in.tsx')],
        shell: [...SHELL, src('features/locale/packs/zh.ts')],
      },
      // The build fails past any of these (gzip bytes). A lazy chunk is the target of a dynamic
      // import (a page, or a part loaded on first use); its own weight is its chunk plus the chunks
      // no other lazy chunk loads, and what it adds is all it loads beyond the shell, the chunks it
      // shares with other pages included (vendor chunks aside): build/bundle-sizes.ts.
      budgets: {
        login: 86 * kB,
        // The target: the form engine and the menu search left the shell (ADR 0056).
        shell: 350 * kB,
        lazyOwn: 60 * kB,
        // Raised from 295 when the form engine and Input left the shell for the pages: shell plus
        // the heaviest page is 654 kB, 3 kB more than before (ADR 0056).
        lazyAdded: 315 * kB,
        vendors: Object.fromEntries(Object.entries(VENDORS).map(([name, v]) => [name, { limit: v.limit, screens: v.screens }])),
      },
    }),
    precompress(),
  ],
  resolve: { alias: { '@': src('') } },
  server: {
    port: 1888,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budgets above hold the sizes (in gzip, per route); Vite's own 500 kB warning would only
    // repeat, for the vendor chunks, what their limits already allow.
    chunkSizeWarningLimit: 7000,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries the entry needs, as one file: fewer requests, and one gzip stream
            // compresses better than thirty (11 kB less for /login).
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            ...Object.entries(VENDORS).map(([name, v]) => ({ name, test: v.test, priority: 1, includeDependenciesRecursively: false })),
            // What the entry runs of our own code (the sign-in page, the session's cookies): kept
            // apart from the shell below, which would otherwise take it along and make /login
            // load the shell.
            { name: 'boot', tags: ['$initial'], test: (id: string) => !/node_modules|index\.html$/.test(id) && id !== MAIN, priority: 2 },
            // The shell with all it imports, as one file rather than some eighty compressed apart
            // and importing each other by name (37 kB of gzip less). Pages import from it what they
            // share with it, already loaded; each language's pack stays apart.
            { name: 'shell', test: (id: string) => SHELL.includes(id), priority: 1, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
});
