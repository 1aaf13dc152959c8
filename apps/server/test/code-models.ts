import { modelPrototypes, models } from '../src/core/db/schema';
import type { Executor } from '../src/core/db/database';
import { nextId } from '../src/core/db/ids';

/** A column of a model as the catalog and the 模型配置 editor would leave it. */
export interface ColumnSketch {
  name: string;
  type: string;
  comment?: string;
  length?: number;
  notNull?: boolean;
  list?: boolean;
  form?: boolean;
  query?: boolean;
  queryType?: string;
  component?: string;
  dictCode?: string;
  required?: boolean;
}

/** The id, tenant and audit columns a product table has (the generator adds them itself). */
export const AUDIT_COLUMNS: ColumnSketch[] = [
  { name: 'id', type: 'int8', notNull: true },
  { name: 'tenant_id', type: 'varchar', length: 12, notNull: true },
  ...['create_user', 'create_dept', 'update_user'].map((name) => ({ name, type: 'int8' })),
  { name: 'create_time', type: 'timestamptz', notNull: true },
  { name: 'update_time', type: 'timestamptz', notNull: true },
  ...['status', 'version'].map((name) => ({ name, type: 'int4', notNull: true })),
  { name: 'is_deleted', type: 'int2', notNull: true },
];

const camel = (text: string) => text.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Writes a model and its fields straight into blade_model / blade_model_prototype; answers the model's id as text. */
export async function insertModel(db: Executor, table: string, name: string, columns: ColumnSketch[]): Promise<string> {
  const id = nextId();
  await db.insert(models).values({ id, modelName: name, modelCode: `${camel(table)}${String(id).slice(-6)}`, modelTable: table, modelClass: table });
  await db.insert(modelPrototypes).values(
    columns.map((c, sort) => ({
      id: nextId(),
      modelId: id,
      jdbcName: c.name,
      jdbcType: c.type,
      jdbcComment: c.comment ?? null,
      propertyType: 'string',
      propertyName: camel(c.name),
      isPrimary: c.name === 'id' ? 1 : 0,
      isNullable: c.notNull ? 0 : 1,
      maxLength: c.length ?? null,
      isList: c.list === false ? 0 : 1,
      isForm: c.form === false ? 0 : 1,
      isRequired: c.required ? 1 : 0,
      isQuery: c.query ? 1 : 0,
      queryType: c.queryType ?? 'like',
      componentType: c.component ?? 'input',
      dictCode: c.dictCode ?? null,
      sort,
    })),
  );
  return String(id);
}

/** scm_demo_widget: a tenant's widget with a text, a number, a decimal, a date-time, a dictionary field and a note. */
export const WIDGET_COLUMNS: ColumnSketch[] = [
  ...AUDIT_COLUMNS,
  { name: 'widget_name', type: 'varchar', length: 64, comment: '部件名称', notNull: true, query: true },
  { name: 'quantity', type: 'int4', comment: '数量', notNull: true, component: 'number' },
  { name: 'unit_price', type: 'numeric', comment: '单价' },
  { name: 'made_at', type: 'timestamptz', comment: '生产时间', component: 'datetime' },
  { name: 'category', type: 'int2', comment: '类别', dictCode: 'post_category', component: 'select', query: true, queryType: 'equal' },
  { name: 'remark', type: 'varchar', length: 255, comment: '备注', list: false, component: 'textarea' },
];

