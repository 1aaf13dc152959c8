import { gzipSync } from 'node:zlib';

/** The part of an output chunk the measurement needs (a subset of Rolldown's OutputChunk). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  /** The chunk's name: a vendor group's name for the chunks of build.rolldownOptions' groups. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  moduleIds?: string[];
  facadeModuleId?: string | null;
  code?: string;
}

export interface SizeReport {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

const chunksOf = (bundle: Record<string, ChunkInfo>) =>
  Object.values(bundle).filter((c): c is ChunkInfo & { code: string } => c.type === 'chunk' && typeof c.code === 'string');

/** The chunks holding a module: its own facade chunk first, or whichever chunk it was merged into. */
export function chunksForModule(bundle: Record<string, ChunkInfo>, moduleId: string): string[] {
  const chunks = chunksOf(bundle);
  const facade = chunks.filter((c) => c.facadeModuleId === moduleId);
  const holders = facade.length > 0 ? facade : chunks.filter((c) => c.moduleIds?.includes(moduleId));
  if (holders.length === 0) throw new Error(`bundle-sizes: no chunk contains ${moduleId}`);
  return holders.map((c) => c.fileName);
}

/** Every chunk the browser loads before running the given ones (static imports, transitively). */
export function staticClosure(bundle: Record<string, ChunkInfo>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(bundle[name]?.imports ?? []));
  }
  return seen;
}

/** Each chunk is compressed once per bundle, however many routes count it. */
const compressed = new WeakMap<Record<string, ChunkInfo>, Map<string, { raw: number; gzip: number }>>();

function sizeOf(bundle: Record<string, ChunkInfo>, name: string) {
  let known = compressed.get(bundle);
  if (!known) compressed.set(bundle, (known = new Map()));
  let size = known.get(name);
  if (!size) {
    const code = bundle[name]?.code ?? '';
    size = { raw: Buffer.byteLength(code), gzip: gzipSync(code).length };
    known.set(name, size);
  }
  return size;
}

export function measure(bundle: Record<string, ChunkInfo>, files: Iterable<string>): SizeReport {
  const list = [...files].sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of list) {
    const size = sizeOf(bundle, name);
    rawBytes += size.raw;
    gzipBytes += size.gzip;
  }
  return { files: list, rawBytes, gzipBytes };
}

export interface RouteModules {
  login: string[];
  shell: string[];
}

/** The chunks the browser loads for /login (entry plus the login page) and for the signed-in shell. */
export function routeClosures(bundle: Record<string, ChunkInfo>, routes: RouteModules) {
  const entries = chunksOf(bundle).filter((c) => c.isEntry).map((c) => c.fileName);
  const routeChunks = (ids: string[]) => ids.flatMap((id) => chunksForModule(bundle, id));
  return {
    login: staticClosure(bundle, [...entries, ...routeChunks(routes.login)]),
    shell: staticClosure(bundle, [...entries, ...routeChunks(routes.shell)]),
  };
}

/**
 * Sizes of the login route (entry plus what /login loads), of the signed-in shell on a fresh
 * visit (entry plus layout and home page), and of what signing in adds on top of /login.
 */
export function routeSizes(bundle: Record<string, ChunkInfo>, routes: RouteModules) {
  const { login, shell } = routeClosures(bundle, routes);
  const added = [...shell].filter((name) => !login.has(name));
  return {
    login: measure(bundle, login),
    shell: measure(bundle, shell),
    shellAfterLogin: measure(bundle, added),
  };
}

/** A chunk loaded on demand (the target of a dynamic import: a page, or a part of one). */
export interface LazyReport {
  file: string;
  /** The module the import names, e.g. a page's index.tsx. */
  module: string;
  /** Its own chunk plus the chunks only it loads (vendor chunks left out). */
  own: SizeReport;
  /** Everything opening it adds once the shell is there: own code and the shared chunks it pulls (vendor chunks left out). */
  added: SizeReport;
  /** The vendor chunks it loads, by name. */
  vendors: string[];
}

/**
 * Sizes of every lazy chunk. A lazy chunk is one that some chunk imports dynamically. Its own
 * weight is its chunk plus the chunks no other lazy chunk loads; the chunks it shares with other
 * lazy chunks count toward what it adds on top of the shell. Vendor chunks (a heavy library put in
 * a chunk of its own, checked against its own limit) count toward neither.
 */
export function lazySizes(bundle: Record<string, ChunkInfo>, shell: Set<string>, vendorFiles: Map<string, string>): LazyReport[] {
  const lazy = new Set(chunksOf(bundle).flatMap((c) => c.dynamicImports ?? []).filter((name) => bundle[name] && !bundle[name].isEntry));
  const closures = new Map([...lazy].map((name) => [name, staticClosure(bundle, [name])]));
  const reach = new Map<string, number>();
  for (const closure of closures.values()) for (const name of closure) reach.set(name, (reach.get(name) ?? 0) + 1);
  return [...lazy].sort().map((file) => {
    const added = [...closures.get(file)!].filter((name) => !shell.has(name) && !vendorFiles.has(name));
    const own = added.filter((name) => name === file || (reach.get(name) === 1 && !lazy.has(name)));
    return {
      file,
      module: bundle[file].facadeModuleId ?? file,
      own: measure(bundle, own),
      added: measure(bundle, added),
      vendors: [...new Set([...closures.get(file)!].flatMap((name) => vendorFiles.get(name) ?? []))].sort(),
    };
  });
}

/** The limits a build must keep, in bytes of gzip. */
export interface Budgets {
  /** Entry plus /login. */
  login: number;
  /** Entry plus the layout and /wel/index, with the default language's pack. */
  shell: number;
  /** A lazy chunk's own weight (LazyReport.own). */
  lazyOwn: number;
  /** What a lazy chunk adds on top of the shell (LazyReport.added). */
  lazyAdded: number;
  /**
   * Vendor chunks by chunk name, each with its own limit and the screens meant to load it (path
   * prefixes of their modules): another lazy chunk loading it is over budget, as the vendor's
   * weight counts toward no page's.
   */
  vendors: Record<string, { limit: number; screens: string[] }>;
}

/** The vendor chunk of each file that is one: file name to vendor name. */
export function vendorChunks(bundle: Record<string, ChunkInfo>, names: string[]): Map<string, string> {
  return new Map(chunksOf(bundle).filter((c) => c.name && names.includes(c.name)).map((c) => [c.fileName, c.name!]));
}

/** The chunks a chunk imports, through others, that import it back: modules of chunks in a circle may run before what they import has. */
export function chunkCircle(bundle: Record<string, ChunkInfo>, file: string): string[] {
  return [...staticClosure(bundle, bundle[file]?.imports ?? [])].filter((other) => other !== file && bundle[other]?.imports?.includes(file)).sort();
}

/**
 * Vendor chunks that import, through other chunks, a chunk importing them: a module only the
 * library uses was left out of its group and placed with its screen's code, and the screen fails
 * to load. The shell's chunk the same: a module it runs was left out of it (build/shell-chunk.ts).
 */
export function vendorCircles(bundle: Record<string, ChunkInfo>, vendorFiles: Map<string, string>, shellFiles: string[] = []): string[] {
  return [
    ...[...vendorFiles].flatMap(([file, name]) => {
      const back = chunkCircle(bundle, file);
      return back.length > 0 ? [`vendor chunk ${name} imports ${back.join(', ')}, which import it: a package only ${name} uses is missing from its test`] : [];
    }),
    ...shellFiles.flatMap((file) => {
      const back = chunkCircle(bundle, file);
      return back.length > 0 ? [`the shell's chunk imports ${back.join(', ')}, which import it: a module the shell runs is missing from it`] : [];
    }),
  ];
}

/** Every budget the bundle breaks, in words; none when it keeps them all. */
export function overBudget(
  sizes: { login: SizeReport; shell: SizeReport },
  lazy: LazyReport[],
  vendors: Map<string, SizeReport>,
  budgets: Budgets,
): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const over = (what: string, bytes: number, limit: number) => (bytes > limit ? [`${what}: ${kb(bytes)} gzip, limit ${kb(limit)}`] : []);
  return [
    ...over('login (entry + /login)', sizes.login.gzipBytes, budgets.login),
    ...over('shell (entry + /wel/index)', sizes.shell.gzipBytes, budgets.shell),
    ...lazy.flatMap((l) => [
      ...over(`lazy chunk ${l.file} (${l.module}), own`, l.own.gzipBytes, budgets.lazyOwn),
      ...over(`lazy chunk ${l.file} (${l.module}), added to the shell`, l.added.gzipBytes, budgets.lazyAdded),
      ...l.vendors
        .filter((name) => !budgets.vendors[name]?.screens.some((screen) => l.module.startsWith(screen)))
        .map((name) => `lazy chunk ${l.file} (${l.module}) loads vendor chunk ${name}, meant for ${budgets.vendors[name]?.screens.join(', ')}`),
    ]),
    ...Object.entries(budgets.vendors).flatMap(([name, { limit }]) => {
      const size = vendors.get(name);
      return size && size.files.length > 0 ? over(`vendor chunk ${name}`, size.gzipBytes, limit) : [`vendor chunk ${name}: not in the bundle (a stale budget?)`];
    }),
  ];
}
