// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chunksForModule,
  lazySizes,
  measure,
  overBudget,
  routeClosures,
  routeSizes,
  staticClosure,
  vendorChunks,
  vendorCircles,
  type Budgets,
  type ChunkInfo,
} from './bundle-sizes';

const chunk = (fileName: string, code: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({ type: 'chunk', fileName, code, imports: [], ...extra });

const bundle: Record<string, ChunkInfo> = {
  'index.js': chunk('index.js', 'entry();'.repeat(50), { isEntry: true, imports: ['vendor.js'], dynamicImports: ['LoginPage.js', 'MainLayout.js'] }),
  'vendor.js': chunk('vendor.js', 'react();'.repeat(80)),
  'LoginPage.js': chunk('LoginPage.js', 'login();'.repeat(20), { facadeModuleId: '/src/LoginPage.tsx', imports: ['form.js', 'vendor.js'] }),
  'form.js': chunk('form.js', 'form();'.repeat(30)),
  'MainLayout.js': chunk('MainLayout.js', 'layout();'.repeat(40), {
    facadeModuleId: '/src/MainLayout.tsx',
    imports: ['form.js', 'tabs.js'],
    dynamicImports: ['Param.js', 'Chart.js', 'Report.js'],
  }),
  'tabs.js': chunk('tabs.js', 'tabs();'.repeat(25), { moduleIds: ['/src/WelPage.tsx', '/x/tabs.js'] }),
  // Two pages share the table; the chart page alone has its helper, and echarts in a vendor chunk.
  'Param.js': chunk('Param.js', 'param();'.repeat(10), { facadeModuleId: '/src/param.tsx', imports: ['table.js', 'form.js'] }),
  'Chart.js': chunk('Chart.js', 'chart();'.repeat(12), { facadeModuleId: '/src/chart.tsx', imports: ['table.js', 'helper.js', 'echarts.js'] }),
  'Report.js': chunk('Report.js', 'report();'.repeat(12), { facadeModuleId: '/src/report.tsx', imports: ['echarts.js'] }),
  'table.js': chunk('table.js', 'table();'.repeat(60)),
  'helper.js': chunk('helper.js', 'helper();'.repeat(9)),
  'echarts.js': chunk('echarts.js', 'echarts();'.repeat(200), { name: 'echarts' }),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

const routes = { login: ['/src/LoginPage.tsx'], shell: ['/src/MainLayout.tsx', '/src/WelPage.tsx'] };
const gz = (...names: string[]) => names.reduce((n, name) => n + gzipSync(bundle[name].code!).length, 0);

describe('bundle sizes', () => {
  it('follows static imports transitively', () => {
    expect([...staticClosure(bundle, ['MainLayout.js'])].sort()).toEqual(['MainLayout.js', 'form.js', 'tabs.js']);
  });

  it('finds a module by its facade, or the chunk it was merged into', () => {
    expect(chunksForModule(bundle, '/src/LoginPage.tsx')).toEqual(['LoginPage.js']);
    expect(chunksForModule(bundle, '/src/WelPage.tsx')).toEqual(['tabs.js']);
    expect(() => chunksForModule(bundle, '/src/Nowhere.tsx')).toThrow(/no chunk/);
  });

  it('measures the login route, the shell, and what signing in adds', () => {
    const sizes = routeSizes(bundle, routes);
    expect(sizes.login.files).toEqual(['LoginPage.js', 'form.js', 'index.js', 'vendor.js']);
    expect(sizes.login.gzipBytes).toBe(gz('LoginPage.js', 'form.js', 'index.js', 'vendor.js'));
    expect(sizes.shell.files).toEqual(['MainLayout.js', 'form.js', 'index.js', 'tabs.js', 'vendor.js']);
    expect(sizes.shellAfterLogin.files).toEqual(['MainLayout.js', 'tabs.js']);
    expect(sizes.shellAfterLogin.gzipBytes).toBe(gz('MainLayout.js', 'tabs.js'));
  });

  it("measures each lazy chunk's own code and what it adds to the shell, vendor chunks aside", () => {
    const vendors = vendorChunks(bundle, ['echarts']);
    expect([...vendors]).toEqual([['echarts.js', 'echarts']]);
    const lazy = lazySizes(bundle, routeClosures(bundle, routes).shell, vendors);
    const byFile = Object.fromEntries(lazy.map((l) => [l.file, l]));
    expect(Object.keys(byFile).sort()).toEqual(['Chart.js', 'LoginPage.js', 'MainLayout.js', 'Param.js', 'Report.js']);
    // The shared table counts toward what each page adds, not toward its own code.
    expect(byFile['Param.js'].own.files).toEqual(['Param.js']);
    expect(byFile['Param.js'].added.files).toEqual(['Param.js', 'table.js']);
    // A chunk only one page loads is that page's own.
    expect(byFile['Chart.js'].own.files).toEqual(['Chart.js', 'helper.js']);
    expect(byFile['Chart.js'].own.gzipBytes).toBe(gz('Chart.js', 'helper.js'));
    expect(byFile['Chart.js'].added.files).toEqual(['Chart.js', 'helper.js', 'table.js']);
    expect(byFile['Chart.js'].vendors).toEqual(['echarts']);
    expect(byFile['Report.js'].added.files).toEqual(['Report.js']);
  });

  it('names every budget the bundle breaks', () => {
    const vendors = new Map([['echarts', measure(bundle, ['echarts.js'])]]);
    const sizes = routeSizes(bundle, routes);
    const lazy = lazySizes(bundle, routeClosures(bundle, routes).shell, new Map([['echarts.js', 'echarts']]));
    const roomy: Budgets = { login: 1e6, shell: 1e6, lazyOwn: 1e6, lazyAdded: 1e6, vendors: { echarts: { limit: 1e6, screens: ['/src/chart', '/src/report'] } } };
    expect(overBudget(sizes, lazy, vendors, roomy)).toEqual([]);

    const tight: Budgets = {
      ...roomy,
      shell: sizes.shell.gzipBytes - 1,
      lazyAdded: gz('Param.js', 'table.js') - 1,
      vendors: { echarts: { limit: 10, screens: ['/src/chart'] } },
    };
    const broken = overBudget(sizes, lazy, vendors, tight);
    expect(broken).toHaveLength(5);
    expect(broken[0]).toMatch(/^shell \(entry \+ \/wel\/index\): .* kB gzip, limit/);
    expect(broken.filter((b) => b.includes('added to the shell')).map((b) => b.split(' ')[2])).toEqual(['Chart.js', 'Param.js']);
    // The report page is not among the screens echarts is meant for.
    expect(broken).toContain('lazy chunk Report.js (/src/report.tsx) loads vendor chunk echarts, meant for /src/chart');
    expect(broken[4]).toMatch(/^vendor chunk echarts:/);
  });

  it('finds a vendor chunk that imports a chunk importing it', () => {
    const circle = { ...bundle, 'echarts.js': { ...bundle['echarts.js'], imports: ['helper.js'] }, 'helper.js': { ...bundle['helper.js'], imports: ['echarts.js'] } };
    expect(vendorCircles(bundle, new Map([['echarts.js', 'echarts']]))).toEqual([]);
    expect(vendorCircles(circle, new Map([['echarts.js', 'echarts']]))).toEqual([
      'vendor chunk echarts imports helper.js, which import it: a package only echarts uses is missing from its test',
    ]);
    // The shell's chunk the same: a module it runs was left in a chunk importing it.
    expect(vendorCircles(circle, new Map(), ['echarts.js'])).toEqual([
      "the shell's chunk imports helper.js, which import it: a module the shell runs is missing from it",
    ]);
  });

  it('refuses a budget for a vendor chunk the bundle does not have', () => {
    const sizes = routeSizes(bundle, routes);
    const budgets: Budgets = { login: 1e6, shell: 1e6, lazyOwn: 1e6, lazyAdded: 1e6, vendors: { bpmn: { limit: 1e6, screens: [] } } };
    expect(overBudget(sizes, [], new Map([['bpmn', measure(bundle, [])]]), budgets)).toEqual(['vendor chunk bpmn: not in the bundle (a stale budget?)']);
  });
});
