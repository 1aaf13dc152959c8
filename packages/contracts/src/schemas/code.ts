import { z } from 'zod';
import { idString, optionalText, requiredId, requiredText, versionField } from './common';

/** The templates of the code generator: a plain CRUD page, a tree, a master with its details. */
export const CODE_TEMPLATE_TYPES = ['crud', 'tree', 'sub'] as const;
export type CodeTemplateType = (typeof CODE_TEMPLATE_TYPES)[number];

/** Lower-case words joined by hyphens: a URL segment and a folder name at once. */
const kebab = (requiredKey: string, invalidKey: string, max: number) => requiredText(requiredKey, max).regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { error: invalidKey });
/** A column name (snake case) as PostgreSQL and the model's fields spell it. */
const columnName = (max = 64) => z.string().trim().max(max, { error: 'field.tooLong' }).regex(/^([a-z_][a-z0-9_]*)?$/, { error: 'code.column.invalid' }).nullish();

/**
 * A code definition (blade-develop/code, BladeX blade_code): which model to generate from, the
 * service and resource the module answers under (/api/{serviceName}/{packageName}) and the template.
 * A tree names its parent and label columns; a master-detail names the details' model and the
 * column of the details pointing at the master row.
 */
export const codeSubmitSchema = z
  .object({
    id: idString.nullish(),
    modelId: requiredId('code.modelId.required'),
    serviceName: kebab('code.serviceName.required', 'code.serviceName.invalid', 64),
    codeName: requiredText('code.codeName.required', 64),
    codeNameEn: optionalText(64),
    tableName: requiredText('code.tableName.required', 64).regex(/^[a-z_][a-z0-9_]*$/, { error: 'code.tableName.invalid' }),
    tablePrefix: columnName(),
    pkName: columnName(32),
    packageName: kebab('code.packageName.required', 'code.packageName.invalid', 100),
    templateType: z.enum(CODE_TEMPLATE_TYPES, { error: 'code.templateType.required' }),
    author: optionalText(64),
    subModelId: idString.nullish(),
    subFkId: columnName(),
    treeId: columnName(),
    treePid: columnName(),
    treeName: columnName(),
    menuParent: z.string().trim().max(64, { error: 'field.tooLong' }).nullish(),
    remark: optionalText(2000),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    const need = (field: keyof typeof value, key: string) => {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: key });
    };
    if (value.templateType === 'sub') {
      need('subModelId', 'code.subModelId.required');
      need('subFkId', 'code.subFkId.required');
      if (value.subModelId && value.subModelId === value.modelId) ctx.addIssue({ code: 'custom', path: ['subModelId'], message: 'code.subModelId.same' });
    }
    if (value.templateType === 'tree') {
      need('treePid', 'code.treePid.required');
      need('treeName', 'code.treeName.required');
    }
  });
export type CodeSubmit = z.infer<typeof codeSubmitSchema>;

/** One file of a generated module: its path from the repository's root and its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}
