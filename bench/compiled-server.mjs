// How the benchmarks start the server: compiled and with the options production runs it with
// (apps/server/launch.mjs), built first when its sources changed since the last build.
import { serverCommand } from '../apps/server/launch.mjs';
import { BUILDS, buildIfStale } from '../scripts/stale.mjs';

/**
 * `node …args` in `cwd` with `env` added: the compiled server, built first if needed.
 * BENCH_SERVER_NODE_ARGS adds Node options after production's own, so they can override them
 * (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server, `--optimize-for-size` to compare).
 */
export function compiledServer() {
  buildIfStale(BUILDS.server);
  const command = serverCommand();
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const script = command.args.at(-1);
  return { ...command, args: [...command.args.slice(0, -1), ...extra, script] };
}
