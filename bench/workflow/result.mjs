import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchUrl } from './settings.mjs';

const label = process.argv.includes('--label') ? process.argv[process.argv.indexOf('--label') + 1] : 'run';

/** The machine a figure was taken on: cores, memory, load at the end, Node and PostgreSQL. */
async function machine() {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  try {
    const [{ server_version: postgres }] = (await db.query('show server_version')).rows;
    const [{ shared_buffers: sharedBuffers }] = (await db.query('show shared_buffers')).rows;
    return { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), loadAverage: loadavg().map((l) => Math.round(l * 10) / 10), node: process.version, postgres, sharedBuffers };
  } finally {
    await db.end();
  }
}

/**
 * Adds one part (completions, lists) to bench/results/<date>-workflow-<label>.json, so a run of
 * both steps lands in one file and a rerun of one step replaces only its part.
 */
export async function writeResult(part, value) {
  const when = new Date().toISOString();
  const file = join(import.meta.dirname, '..', 'results', `${when.slice(0, 10)}-workflow-${label}.json`);
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { label, database: 'postgresql' };
  report[part] = { when, machine: await machine(), ...value };
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.log(`written to ${file}`);
}
