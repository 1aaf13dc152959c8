import { PERMISSIONS, wfConditionSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

/** 流程表达式: saved conditions for sequence flows, checked by the engine's parser when saved. */
export const conditionConfig: CrudConfig = {
  api: '/blade-workflow/design/condition',
  schema: wfConditionSubmitSchema,
  permissions: PERMISSIONS.wfCondition,
  defaults: { sort: 0 },
  columns: [
    { name: 'name', label: 'flowForm:condition.name', search: true, width: 180, form: { type: 'input' } },
    { name: 'expression', label: 'flowForm:condition.expression', search: true, width: 280, form: { type: 'input', span: 24, help: 'flowForm:condition.expressionHelp' } },
    { name: 'sort', label: 'flowForm:condition.sort', width: 90, form: { type: 'number' } },
    { name: 'remark', label: 'flowForm:condition.remark', width: 220, form: { type: 'textarea', span: 24 } },
    { name: 'createTime', label: 'flowForm:condition.createTime', width: 180 },
  ],
};
