import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id } from './columns';

/**
 * 模型管理 (blade-develop/model, BladeX blade_model): a table of a data source described for the
 * code generator. datasource_id 0 is the product's own database (always listed as the default).
 * Platform-wide, like the data sources: developer tools are the platform developer's.
 */
export const models = pgTable(
  'blade_model',
  {
    id: id().primaryKey(),
    datasourceId: id('datasource_id').notNull().default(sql`0`),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    modelCode: varchar('model_code', { length: 100 }).notNull(),
    modelTable: varchar('model_table', { length: 100 }).notNull(),
    modelClass: varchar('model_class', { length: 100 }).notNull(),
    modelRemark: varchar('model_remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_model_code_uq').on(t.modelCode).where(sql`${t.isDeleted} = 0`)],
);

/**
 * A model's fields (model-prototype, BladeX blade_model_prototype): the column as the catalog
 * describes it and how the generated module shows it — in the list, the form, the search (and
 * how), required, the component and its dictionary.
 */
export const modelPrototypes = pgTable(
  'blade_model_prototype',
  {
    id: id().primaryKey(),
    modelId: id('model_id').notNull(),
    jdbcName: varchar('jdbc_name', { length: 100 }).notNull(),
    jdbcType: varchar('jdbc_type', { length: 100 }).notNull(),
    jdbcComment: varchar('jdbc_comment', { length: 500 }),
    propertyType: varchar('property_type', { length: 32 }).notNull(),
    propertyName: varchar('property_name', { length: 100 }).notNull(),
    isPrimary: smallint('is_primary').notNull().default(0),
    isNullable: smallint('is_nullable').notNull().default(1),
    maxLength: integer('max_length'),
    isList: smallint('is_list').notNull().default(1),
    isForm: smallint('is_form').notNull().default(1),
    isRow: smallint('is_row').notNull().default(0),
    isRequired: smallint('is_required').notNull().default(0),
    isQuery: smallint('is_query').notNull().default(0),
    /** equal, like, notEqual, gt, ge, lt, le, between (the list filters' suffix operators). */
    queryType: varchar('query_type', { length: 16 }).notNull().default('equal'),
    /** input, textarea, select, radio, checkbox, switch, number, date, datetime, tree. */
    componentType: varchar('component_type', { length: 16 }).notNull().default('input'),
    dictCode: varchar('dict_code', { length: 100 }),
    sort: integer('sort').notNull().default(0),
    ...audit(),
  },
  (t) => [index('blade_model_prototype_model_idx').on(t.modelId)],
);

/**
 * 代码生成 (blade-develop/code, BladeX blade_code): what to generate from a model — the service
 * and resource names, the template (crud, tree, sub for master-detail) and its keys.
 */
export const codeDefinitions = pgTable(
  'blade_code',
  {
    id: id().primaryKey(),
    modelId: id('model_id').notNull(),
    serviceName: varchar('service_name', { length: 64 }).notNull(),
    codeName: varchar('code_name', { length: 64 }).notNull(),
    /** The module's English name (menus, page titles); its labels otherwise come from the model. */
    codeNameEn: varchar('code_name_en', { length: 64 }),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    tablePrefix: varchar('table_prefix', { length: 64 }),
    pkName: varchar('pk_name', { length: 32 }).notNull().default('id'),
    /** The resource segment of the API path and the module folder (…/modules/<service>/<resource>). */
    packageName: varchar('package_name', { length: 100 }).notNull(),
    /** crud, tree or sub (master-detail). */
    templateType: varchar('template_type', { length: 8 }).notNull().default('crud'),
    author: varchar('author', { length: 64 }),
    subModelId: id('sub_model_id'),
    subFkId: varchar('sub_fk_id', { length: 64 }),
    treeId: varchar('tree_id', { length: 64 }),
    treePid: varchar('tree_pid', { length: 64 }),
    treeName: varchar('tree_name', { length: 64 }),
    /** The menu the generated page is seeded under (a root menu code). */
    menuParent: varchar('menu_parent', { length: 64 }),
    remark: text('remark'),
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_code_name_uq').on(t.serviceName, t.packageName).where(sql`${t.isDeleted} = 0`)],
);
