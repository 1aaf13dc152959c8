/**
 * Measurement, not part of the suite: compiles every BPMN file of a folder (the MIWG reference
 * models, kept outside the repository) after marking its processes executable, and prints each
 * file's outcome and the count that compiles.
 *
 *   npx tsx apps/server/test/miwg-probe.ts /path/to/Reference
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileBpmn } from '../src/modules/workflow/engine/model/compile';
import { describe, InvalidModelError } from '../src/modules/workflow/engine/model/problems';

const folder = process.argv[2];
if (!folder) throw new Error('usage: miwg-probe.ts <folder of .bpmn files>');

/** Marks every process executable, as an administrator would before deploying. */
function markExecutable(xml: string): string {
  return xml.replace(/<((?:\w+:)?process)\b([^>]*)>/g, (_all, tag: string, attrs: string) => {
    const rest = attrs.replace(/\s+isExecutable="[^"]*"/, '');
    return `<${tag} isExecutable="true"${rest}>`;
  });
}

let compiled = 0;
const files = readdirSync(folder).filter((f) => f.endsWith('.bpmn')).sort();
for (const file of files) {
  try {
    await compileBpmn(markExecutable(readFileSync(join(folder, file), 'utf8')));
    compiled++;
    console.log(`${file}: ok`);
  } catch (error) {
    if (!(error instanceof InvalidModelError)) throw error;
    console.log(`${file}: refused — ${error.problems.map((p) => describe(p, 'en')).join('; ')}`);
  }
}
console.log(`${compiled} of ${files.length} compile`);
