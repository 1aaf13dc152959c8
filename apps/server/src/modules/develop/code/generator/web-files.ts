import type { GeneratedFile } from '@beree/contracts';
import { formType, type FieldSpec } from './fields';
import type { ModuleSpec, TableSpec } from './spec';

const webDir = (spec: ModuleSpec) => `apps/web/src/modules/generated/${spec.names.webFolder}/${spec.names.kebab}`;

function columnLine(spec: ModuleSpec, t: TableSpec, f: FieldSpec, ns: string, hidden: boolean): string {
  const parts = [`name: '${f.name}'`, `label: '${ns}:${t === spec ? '' : `${t.names.camel}.`}${f.name}'`];
  if (hidden) {
    // The master's key: set from the chosen master row, never typed.
    parts.push('table: false', "form: { type: 'input', hidden: true }");
    return `    { ${parts.join(', ')} },`;
  }
  const type = formType(f);
  if (type === 'dict') parts.push(`dict: '${f.dictCode}'`);
  if (f.query) parts.push(`search: ${f.queryType === 'equal' || type === 'dict' || type === 'select' ? "'equal'" : 'true'}`);
  if (!f.list) parts.push('table: false');
  if (f === spec.tree?.parent) {
    parts.push(`form: { type: 'tree', tree: { api: '${spec.names.base}', path: 'tree', root: '0' } }`);
  } else if (f.form) {
    const extra = type === 'textarea' ? ', span: 24' : type === 'select' ? `, options: [{ label: '${ns}:yes', value: 1 }, { label: '${ns}:no', value: 0 }]` : '';
    parts.push(`form: { type: '${type}'${extra} }`);
  }
  return `    { ${parts.join(', ')} },`;
}

function configConst(spec: ModuleSpec, t: TableSpec, name: string, schema: string): string {
  const ns = spec.names.camel;
  const fk = t === spec ? undefined : spec.sub?.fk;
  const lines = [
    `export const ${name}: CrudConfig = {`,
    `  api: '${t.names.base}',`,
    `  schema: ${ns}.${schema},`,
    `  permissions: ${ns}.permissions,`,
  ];
  if (spec.tree && t === spec) lines.push("  listPath: 'tree-list',", `  tree: { childPreset: (parent) => ({ ${spec.tree.parent.name}: parent.id }) },`);
  lines.push('  columns: [', ...t.fields.filter((f) => f.list || f.form || f.query).map((f) => columnLine(spec, t, f, ns, f === fk)), '  ],', '};');
  return lines.join('\n');
}

function configFile(spec: ModuleSpec): string {
  return [
    `import { ${spec.names.camel} } from '@beree/contracts';`,
    "import type { CrudConfig } from '@/components/crud';",
    '',
    `/** ${spec.label} (${spec.names.path}), generated from table ${spec.tableName}${spec.tree ? ': a tree, each row adding its children' : ''}. */`,
    configConst(spec, spec, `${spec.names.camel}Config`, 'submitSchema'),
    ...(spec.sub ? ['', `/** ${spec.sub.label}: the details of the chosen ${spec.label} row. */`, configConst(spec, spec.sub, `${spec.sub.names.camel}Config`, 'detailSubmitSchema')] : []),
    '',
  ].join('\n');
}

function pageFile(spec: ModuleSpec): string {
  const n = spec.names;
  if (!spec.sub) {
    return `import { CrudPage } from '@/components/crud';
import { ${n.camel}Config } from './config';

/** ${spec.label} (${n.path}). */
export default function ${n.pascal}Page() {
  return <CrudPage config={${n.camel}Config} />;
}
`;
  }
  const sub = spec.sub;
  return `import { useState } from 'react';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { ${sub.names.camel}Config, ${n.camel}Config } from './config';

/** ${spec.label} (${n.path}): the masters above; choosing one shows its ${sub.label} below. */
export default function ${n.pascal}Page() {
  const { t } = useTranslation('${n.camel}');
  const [master, setMaster] = useState<CrudRecord>();
  return (
    <Flex vertical gap="middle">
      <CrudPage config={${n.camel}Config} onRowClick={setMaster} activeKey={master?.id} />
      <Card size="small" title={master ? t('detailsOf', { id: master.id }) : t('chooseMaster')}>
        {master?.id ? <CrudPage key={master.id} config={${sub.names.camel}Config} params={{ ${sub.fk.name}_equal: master.id }} defaults={{ ${sub.fk.name}: master.id }} /> : null}
      </Card>
    </Flex>
  );
}
`;
}

function labels(spec: ModuleSpec, lang: 'zh' | 'en'): string {
  const out: Record<string, unknown> = {};
  const pick = (f: FieldSpec) => (lang === 'zh' ? f.label : f.labelEn);
  for (const f of spec.fields) out[f.name] = pick(f);
  const all = [...spec.fields, ...(spec.sub?.fields ?? [])];
  if (all.some((f) => f.form && formType(f) === 'select')) Object.assign(out, lang === 'zh' ? { yes: '是', no: '否' } : { yes: 'Yes', no: 'No' });
  if (spec.sub) {
    out[spec.sub.names.camel] = Object.fromEntries(spec.sub.fields.map((f) => [f.name, pick(f)]));
    Object.assign(out, lang === 'zh' ? { chooseMaster: `点击上方一行查看${spec.sub.label}`, detailsOf: `${spec.sub.label}（{{id}}）` } : { chooseMaster: `Click a row above to see its ${spec.sub.labelEn.toLowerCase()}`, detailsOf: `${spec.sub.labelEn} of {{id}}` });
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The page (config and component) and its zh and en labels; the page is found by the registry's glob over modules/generated. */
export function webFiles(spec: ModuleSpec): GeneratedFile[] {
  return [
    { path: `${webDir(spec)}/config.ts`, content: configFile(spec) },
    { path: `${webDir(spec)}/index.tsx`, content: pageFile(spec) },
    { path: `apps/web/src/locales/zh/${spec.names.camel}.json`, content: labels(spec, 'zh') },
    { path: `apps/web/src/locales/en/${spec.names.camel}.json`, content: labels(spec, 'en') },
  ];
}
