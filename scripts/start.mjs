import { resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { ensureInstall, run } from './ensure-install.mjs';

// npm start: install what is missing, build the web app, then migrate, seed and serve (PGlite in ./data by default).
ensureInstall();
run('npm run build -w @beree/web');
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: resolve('apps/server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR ?? 'data'), WEB_DIST: resolve('apps/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
