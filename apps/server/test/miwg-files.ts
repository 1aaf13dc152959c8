import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Marks every process executable, as an administrator would before deploying. */
export function markExecutable(xml: string): string {
  return xml.replace(/<((?:\w+:)?process)\b([^>]*)>/g, (_all, tag: string, attrs: string) => {
    const rest = attrs.replace(/\s+isExecutable="[^"]*"/, '');
    return `<${tag} isExecutable="true"${rest}>`;
  });
}

/** The .bpmn files of a folder (the MIWG reference models, kept outside the repository), by name, executable. */
export function miwgFiles(folder: string | undefined, usage: string): { file: string; xml: string }[] {
  if (!folder) throw new Error(`usage: ${usage}`);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.bpmn'))
    .sort()
    .map((file) => ({ file, xml: markExecutable(readFileSync(join(folder, file), 'utf8')) }));
}
