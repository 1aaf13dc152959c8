import { z } from 'zod';
import { idString, int32, isParentId, optionalText, requiredText, versionField } from './common';

/** What a field holds in the generated code, from its SQL type. */
export const MODEL_PROPERTY_TYPES = ['string', 'number', 'bigint', 'boolean', 'date', 'datetime', 'json'] as const;
export type ModelPropertyType = (typeof MODEL_PROPERTY_TYPES)[number];

/** How a searched field compares (the list filters' suffix operators). */
export const MODEL_QUERY_TYPES = ['equal', 'like', 'notEqual', 'gt', 'ge', 'lt', 'le', 'between'] as const;
export type ModelQueryType = (typeof MODEL_QUERY_TYPES)[number];

/** The control a field gets in the generated form. */
export const MODEL_COMPONENT_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'switch', 'number', 'date', 'datetime', 'tree'] as const;
export type ModelComponentType = (typeof MODEL_COMPONENT_TYPES)[number];

/** A table name as the catalog spells it (identifiers the generator can use as they are). */
export const TABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

/** snake_case (or any separated name) in camelCase: supplier_name → supplierName. */
export function camelName(name: string): string {
  const camel = name.toLowerCase().replace(/[_\s-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[_\s-]+/g, '');
  return /^[0-9]/.test(camel) ? `f${camel}` : camel;
}

/** The class of a table in PascalCase: scm_supply_order → ScmSupplyOrder. */
export function pascalName(name: string): string {
  const camel = camelName(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

const flag = z.union([z.literal(0), z.literal(1)], { error: 'field.invalid' });

/**
 * A model (blade-develop/model submit): a table of a data source ("0" the product's own) named
 * for the code generator. Without a class name the table's name in PascalCase is used.
 */
export const modelSubmitSchema = z.object({
  id: idString.nullish(),
  datasourceId: z
    .union([z.string(), z.number()], { error: 'model.datasourceId.required' })
    .transform(String)
    .refine(isParentId, { error: 'model.datasourceId.required' }),
  modelName: requiredText('model.modelName.required', 100),
  modelCode: requiredText('model.modelCode.required', 100).regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'model.modelCode.invalid' }),
  modelTable: requiredText('model.modelTable.required', 100).regex(TABLE_NAME_PATTERN, { error: 'model.modelTable.required' }),
  modelClass: z
    .string()
    .trim()
    .max(100, { error: 'field.tooLong' })
    .regex(/^([A-Z][A-Za-z0-9]*)?$/, { error: 'model.modelClass.invalid' })
    .nullish(),
  modelRemark: optionalText(500),
  version: versionField,
});
export type ModelSubmit = z.infer<typeof modelSubmitSchema>;

/**
 * One field's settings as the 模型配置 editor saves them: the catalog facts (name, SQL type,
 * nullability, key) stay as read; what the generated module does with the field is edited here.
 */
export const modelPrototypeFieldSchema = z.object({
  id: idString,
  jdbcComment: optionalText(500),
  propertyName: requiredText('model.prototype.propertyName.invalid', 100).regex(/^[a-z][A-Za-z0-9]*$/, { error: 'model.prototype.propertyName.invalid' }),
  propertyType: z.enum(MODEL_PROPERTY_TYPES, { error: 'model.prototype.propertyType.invalid' }),
  isList: flag,
  isForm: flag,
  isRow: flag.optional(),
  isRequired: flag,
  isQuery: flag,
  queryType: z.enum(MODEL_QUERY_TYPES, { error: 'model.prototype.queryType.invalid' }),
  componentType: z.enum(MODEL_COMPONENT_TYPES, { error: 'model.prototype.componentType.invalid' }),
  dictCode: optionalText(100),
  sort: int32().optional(),
  version: versionField,
});
export type ModelPrototypeField = z.infer<typeof modelPrototypeFieldSchema>;

/** model-prototype/submit: the fields of one model, saved together (BladeX posts the list itself). */
export const modelPrototypeSubmitSchema = z.array(modelPrototypeFieldSchema, { error: 'model.prototype.empty' }).min(1, { error: 'model.prototype.empty' });
