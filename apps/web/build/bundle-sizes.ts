import { gzipSync } from 'node:zlib';

/** The part of an output chunk the measurement needs (a subset of Rolldown's OutputChunk). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
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

export function measure(bundle: Record<string, ChunkInfo>, files: Iterable<string>): SizeReport {
  const list = [...files].sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of list) {
    const code = bundle[name]?.code ?? '';
    rawBytes += Buffer.byteLength(code);
    gzipBytes += gzipSync(code).length;
  }
  return { files: list, rawBytes, gzipBytes };
}

export interface RouteModules {
  login: string[];
  shell: string[];
}

/**
 * Sizes of the login route (entry plus what /login loads), of the signed-in shell on a fresh
 * visit (entry plus layout and home page), and of what signing in adds on top of /login.
 */
export function routeSizes(bundle: Record<string, ChunkInfo>, routes: RouteModules) {
  const entries = chunksOf(bundle).filter((c) => c.isEntry).map((c) => c.fileName);
  const routeChunks = (ids: string[]) => ids.flatMap((id) => chunksForModule(bundle, id));
  const login = staticClosure(bundle, [...entries, ...routeChunks(routes.login)]);
  const shell = staticClosure(bundle, [...entries, ...routeChunks(routes.shell)]);
  const added = [...shell].filter((name) => !login.has(name));
  return {
    login: measure(bundle, login),
    shell: measure(bundle, shell),
    shellAfterLogin: measure(bundle, added),
  };
}
