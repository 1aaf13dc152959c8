import { resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { serverCommand } from '../apps/server/launch.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { BUILDS, buildIfStale } from './stale.mjs';

// npm start: install what is missing, build the web app and the server where their sources changed,
// then migrate, seed and serve the compiled server (PGlite in ./data by default).
ensureInstall();
buildIfStale(BUILDS.web);
buildIfStale(BUILDS.server);
const { args, env, cwd } = serverCommand();
const server = spawn(process.execPath, args, {
  cwd,
  stdio: 'inherit',
  env: { ...process.env, ...env, DATA_DIR: resolve(process.env.DATA_DIR ?? 'data'), WEB_DIST: resolve('apps/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
