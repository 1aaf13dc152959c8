import type { ModelComponentType, ModelQueryType } from '@beree/contracts';
import type { ColumnInfo } from './catalog';

/**
 * The columns every row of this product carries (the audit block, the tenant): the generated
 * module fills them itself, so they are in no list, form or search.
 */
export const AUDIT_COLUMNS = new Set(['create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status', 'is_deleted', 'version', 'tenant_id']);

/** Text columns worth a search box by their name: names, codes, numbers, titles. */
const SEARCHED_NAME = /(^|_)(name|code|no|number|title)$/;

/** What a model's field starts as (blade_model_prototype without the ids and audit columns). */
export interface PrototypeDraft {
  jdbcName: string;
  jdbcType: string;
  jdbcComment: string | null;
  propertyType: string;
  propertyName: string;
  isPrimary: number;
  isNullable: number;
  maxLength: number | null;
  isList: number;
  isForm: number;
  isRow: number;
  isRequired: number;
  isQuery: number;
  queryType: ModelQueryType;
  componentType: ModelComponentType;
  dictCode: string | null;
  sort: number;
}

function componentOf(column: ColumnInfo): ModelComponentType {
  switch (column.propertyType) {
    case 'boolean':
      return 'switch';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'json':
      return 'textarea';
    case 'string':
      return column.maxLength === null || column.maxLength > 255 ? 'textarea' : 'input';
    default:
      // bigint: ids travel as strings and are typed, not spun.
      return 'input';
  }
}

function queryTypeOf(column: ColumnInfo): ModelQueryType {
  if (column.propertyType === 'string') return 'like';
  if (column.propertyType === 'date' || column.propertyType === 'datetime') return 'between';
  return 'equal';
}

/**
 * A model's fields as first built from the table: shown in the list and the form unless the
 * generated module keeps them itself (key, audit columns) or they are long (text, json, in the
 * form only, on a row of their own); required when the column takes no null and has no default;
 * searched when a short text names or codes the row.
 */
export function draftFields(columns: ColumnInfo[]): PrototypeDraft[] {
  return columns.map((column, index) => {
    const managed = column.primaryKey || AUDIT_COLUMNS.has(column.name);
    const component = componentOf(column);
    const long = component === 'textarea';
    return {
      jdbcName: column.name,
      jdbcType: column.type.slice(0, 100),
      jdbcComment: column.comment?.slice(0, 500) ?? null,
      propertyType: column.propertyType,
      propertyName: column.propertyName,
      isPrimary: column.primaryKey ? 1 : 0,
      isNullable: column.nullable ? 1 : 0,
      maxLength: column.maxLength,
      isList: managed || long ? 0 : 1,
      isForm: managed ? 0 : 1,
      isRow: long ? 1 : 0,
      isRequired: !managed && !column.nullable && column.default === null ? 1 : 0,
      isQuery: !managed && !long && column.propertyType === 'string' && SEARCHED_NAME.test(column.name) ? 1 : 0,
      queryType: queryTypeOf(column),
      componentType: component,
      dictCode: null,
      sort: index + 1,
    };
  });
}
