/**
 * Measurement, not part of the suite: compiles every BPMN file of a folder (the MIWG reference
 * models, kept outside the repository) after marking its processes executable, and prints each
 * file's outcome and the count that compiles.
 *
 *   npx tsx apps/server/test/miwg-probe.ts /path/to/Reference
 */
import { compileBpmn } from '../src/modules/workflow/engine/model/compile';
import { describe, InvalidModelError } from '../src/modules/workflow/engine/model/problems';
import { miwgFiles } from './miwg-files';

const files = miwgFiles(process.argv[2], 'miwg-probe.ts <folder of .bpmn files>');
let compiled = 0;
for (const { file, xml } of files) {
  try {
    await compileBpmn(xml);
    compiled++;
    console.log(`${file}: ok`);
  } catch (error) {
    if (!(error instanceof InvalidModelError)) throw error;
    console.log(`${file}: refused — ${error.problems.map((p) => describe(p, 'en')).join('; ')}`);
  }
}
console.log(`${compiled} of ${files.length} compile`);
