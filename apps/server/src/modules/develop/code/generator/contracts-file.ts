import type { FieldSpec } from './fields';
import { zodText } from './fields';
import { quote } from './names';
import type { ModuleSpec, TableSpec } from './spec';

const COMMON = ['idString', 'optionalText', 'requiredText', 'versionField', 'requiredId', 'parentIdString'];
const OWN = ['decimalText', 'flag', 'dateText', 'dateTimeText'];

/** The message a field's check answers: "请输入…" for typed fields, "请选择…" for chosen ones. */
function requiredMessage(f: FieldSpec): { zh: string; en: string } {
  const choose = f.dictCode || f.kind === 'id' || f.kind === 'boolean' || f.kind === 'date' || f.kind === 'timestamp';
  return choose ? { zh: `请选择${f.label}`, en: `Please choose the ${f.labelEn.toLowerCase()}` } : { zh: `请输入${f.label}`, en: `Please enter the ${f.labelEn.toLowerCase()}` };
}

function schemaLines(t: TableSpec, treeParent: string | undefined, fk: string | undefined, helpers: Set<string>, messages: string[]): string[] {
  const lines = ['  id: idString.nullish(),'];
  helpers.add('idString');
  helpers.add('versionField');
  for (const f of t.fields.filter((x) => x.form)) {
    if (f.column === treeParent) {
      // The top level is 0, as in the product's own trees.
      helpers.add('parentIdString');
      lines.push(`  ${f.name}: parentIdString.nullish(),`);
      continue;
    }
    const key = `${t.names.camel}.${f.name}.required`;
    const { text, helpers: used } = zodText(f.column === fk ? { ...f, required: true } : f, key);
    used.forEach((h) => helpers.add(h));
    // A message key is needed whenever the check can fail on a value, not only when it is required.
    if (text.includes(`'${key}'`)) {
      const m = requiredMessage(f);
      messages.push(`  ${quote(key)}: { zh: ${quote(m.zh)}, en: ${quote(m.en)} },`);
    }
    lines.push(`  ${f.name}: ${text},`);
  }
  lines.push('  version: versionField,');
  return lines;
}

/** packages/contracts/src/generated/<resource>.ts: the submit schemas, permission codes and messages. */
export function contractsFile(spec: ModuleSpec): string {
  const helpers = new Set<string>();
  const messages: string[] = [];
  const code = spec.names.snake;
  const master = schemaLines(spec, spec.tree?.parent.column, undefined, helpers, messages);
  const details = spec.sub ? schemaLines(spec.sub, undefined, spec.sub.fk.column, helpers, messages) : [];
  const common = COMMON.filter((h) => helpers.has(h));
  const ints = ['INT32_MIN', 'INT32_MAX'].filter((h) => helpers.has(h));
  const own = OWN.filter((h) => helpers.has(h));
  const imports = [
    "import { z } from 'zod';",
    `import { ${[...common, ...ints].sort().join(', ')} } from '../schemas/common';`,
    ...(helpers.has('intField') ? ["import { intField } from '../schemas/dict';"] : []),
    ...(own.length ? [`import { ${own.join(', ')} } from './fields';`] : []),
  ];
  const out = [
    ...imports,
    '',
    `/** ${spec.label} (${spec.names.base}): the submit body, generated from table ${spec.tableName}. */`,
    'export const submitSchema = z.object({',
    ...master,
    '});',
    'export type Submit = z.infer<typeof submitSchema>;',
  ];
  if (spec.sub) {
    out.push(
      '',
      `/** ${spec.sub.label} (${spec.sub.names.base}), the details of ${spec.label}: edited with the master's buttons. */`,
      'export const detailSubmitSchema = z.object({',
      ...details,
      '});',
      'export type DetailSubmit = z.infer<typeof detailSubmitSchema>;',
    );
  }
  out.push(
    '',
    '/** The menu code reads; the buttons add, edit, delete and view. */',
    `export const permissions = { menu: '${code}', add: '${code}_add', edit: '${code}_edit', delete: '${code}_delete', view: '${code}_view' } as const;`,
    '',
    'export const messages = {',
    ...messages,
    '} as const;',
    '',
  );
  return out.join('\n');
}
