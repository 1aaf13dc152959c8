// How the benchmarks start the server: compiled and with the options production runs it with
// (apps/server/launch.mjs), built first when its sources changed since the last build.
import { serverCommand } from '../apps/server/launch.mjs';
import { BUILDS, buildIfStale } from '../scripts/stale.mjs';

/** `node …args` in `cwd` with `env` added: the compiled server, built first if needed. */
export function compiledServer() {
  buildIfStale(BUILDS.server);
  return serverCommand();
}
