import { existsSync } from 'node:fs';
import { ensureInstall, run } from './ensure-install.mjs';

// npm test: every suite. With TEST_DATABASE_URL the server suite runs a second time on PostgreSQL.
ensureInstall();
const plain = { FORCE_COLOR: '0' };
run('npm run typecheck');
run('npm test -w @beree/contracts', plain);
run('npm test -w @beree/server', { ...plain, TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  run('npm test -w @beree/server', plain);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server suite ran on PGlite only.');
}
run('npm test -w @beree/web', plain);
run('npm run build -w @beree/web');
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('\nChromium is missing (/usr/bin/chromium): install it with `apt-get install chromium` to run the browser tests.');
  process.exit(1);
}
run('npm test -w @beree/e2e', plain);
