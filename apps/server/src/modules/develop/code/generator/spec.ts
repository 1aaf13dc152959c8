import type { codeDefinitions, modelPrototypes, models } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { fieldOf, fieldSpecs, type FieldSpec } from './fields';
import { camelCase, humanize, moduleNames, type ModuleNames } from './names';

type CodeRow = typeof codeDefinitions.$inferSelect;
type ModelRow = typeof models.$inferSelect;
type Prototype = typeof modelPrototypes.$inferSelect;

/** One table of a generated module: the master, or the details of a master-detail. */
export interface TableSpec {
  names: ModuleNames;
  tableName: string;
  /** The drizzle table's export: demoWidgets. */
  tableConst: string;
  label: string;
  labelEn: string;
  fields: FieldSpec[];
  /** Rows belong to a tenant (the table has tenant_id): tenant scope and row-level security; else platform-only. */
  tenant: boolean;
}

/** Everything the templates need, checked once. */
export interface ModuleSpec extends TableSpec {
  template: 'crud' | 'tree' | 'sub';
  menuParent: string | null;
  modelTable: string;
  tree?: { parent: FieldSpec; label: FieldSpec };
  sub?: TableSpec & { fk: FieldSpec };
}

const plural = (camel: string) => (/(s|x|ch|sh)$/.test(camel) ? `${camel}es` : /[^aeiou]y$/.test(camel) ? `${camel.slice(0, -1)}ies` : `${camel}s`);

function tableSpec(names: ModuleNames, tableName: string, label: string, labelEn: string, prototypes: Prototype[], model: ModelRow, forced: string[]): TableSpec {
  if (prototypes.length === 0) throw badRequest('code.model.noFields', { field: 'modelId', model: model.modelName });
  return {
    names,
    tableName,
    tableConst: plural(names.camel),
    label,
    labelEn,
    fields: fieldSpecs(prototypes, forced),
    tenant: prototypes.some((p) => p.jdbcName === 'tenant_id'),
  };
}

export function moduleSpec(def: CodeRow, model: ModelRow, prototypes: Prototype[], sub?: { model: ModelRow; prototypes: Prototype[] }): ModuleSpec {
  const names = moduleNames(def.serviceName, def.packageName);
  const template = (['crud', 'tree', 'sub'].includes(def.templateType) ? def.templateType : 'crud') as ModuleSpec['template'];
  const forced = template === 'tree' ? [def.treePid ?? '', def.treeName ?? ''] : [];
  const master = tableSpec(names, def.tableName, def.codeName, def.codeNameEn || humanize(names.camel), prototypes, model, forced);
  const spec: ModuleSpec = { ...master, template, menuParent: def.menuParent || null, modelTable: model.modelTable };
  if (template === 'tree') {
    const parent = fieldOf(master.fields, def.treePid ?? '', 'treePid');
    if (parent.kind !== 'id') throw badRequest('code.field.unsupported', { field: 'treePid', column: parent.column, type: 'parent' });
    spec.tree = { parent, label: fieldOf(master.fields, def.treeName ?? '', 'treeName') };
  }
  if (template === 'sub') {
    if (!sub) throw badRequest('code.model.missing', { field: 'subModelId' });
    const prefix = def.tablePrefix ?? '';
    const bare = sub.model.modelTable.startsWith(prefix) ? sub.model.modelTable.slice(prefix.length) : sub.model.modelTable;
    const subNames = moduleNames(def.serviceName, bare.replace(/_/g, '-'));
    const details = tableSpec(subNames, sub.model.modelTable, sub.model.modelName, humanize(camelCase(subNames.kebab)), sub.prototypes, sub.model, [def.subFkId ?? '']);
    const fk = fieldOf(details.fields, def.subFkId ?? '', 'subFkId');
    if (fk.kind !== 'id') throw badRequest('code.field.unsupported', { field: 'subFkId', column: fk.column, type: 'foreign key' });
    spec.sub = { ...details, fk };
  }
  return spec;
}
