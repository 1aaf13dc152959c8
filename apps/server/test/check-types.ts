import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * `node --import tsx test/check-types.ts <root> <project> <file>…`: type-checks the given files of
 * a checkout with the compiler options of its project (apps/server or apps/web), following their
 * imports into the rest of the source, and prints each error. Only the given files are checked in
 * full (the rest only as far as they need), which is what makes checking generated code cheap.
 * Project references are dropped, so @beree/contracts is read from its source as the apps see it.
 */
const [root, project, ...files] = process.argv.slice(2);
const configPath = join(root, project, 'tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(ts.flattenDiagnosticMessageText(d.messageText, '\n')) });
if (!parsed) process.exit(2);
const roots = files.map((f) => resolve(root, f));
const program = ts.createProgram({ rootNames: roots, options: { ...parsed.options, composite: false, incremental: false, noEmit: true } });
const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => dirname(configPath), getNewLine: () => '\n' };
let errors = 0;
for (const file of roots) {
  const source = program.getSourceFile(file);
  if (!source) {
    console.error(`${file}: not part of the program`);
    errors++;
    continue;
  }
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  errors += diagnostics.length;
  if (diagnostics.length) console.error(ts.formatDiagnostics(diagnostics, host));
}
const global = [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()];
if (global.length) console.error(ts.formatDiagnostics(global, host));
console.log(`${project}: ${roots.length} files checked, ${errors + global.length} errors`);
process.exit(errors + global.length ? 1 : 0);
