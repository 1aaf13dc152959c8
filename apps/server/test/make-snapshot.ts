import { makeSnapshot } from './snapshot';

/** `node --import tsx test/make-snapshot.ts <file>`: writes the seeded PGlite snapshot to <file>. */
const file = process.argv[2];
if (!file) throw new Error('usage: make-snapshot.ts <file>');
await makeSnapshot({ file });
