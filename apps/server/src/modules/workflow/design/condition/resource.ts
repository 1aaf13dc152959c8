import { PERMISSIONS, wfConditionSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../../core/crud/resource';
import { wfConditions } from '../../../../core/db/schema';
import { checkedCondition } from './check';

/** 流程表达式: saved conditions for sequence flows; each is parsed by the engine's parser at save. */
export const wfConditionResource: CrudResource<typeof wfConditionSubmitSchema> = {
  base: '/blade-workflow/design/condition',
  tag: 'workflow/condition',
  table: wfConditions,
  scope: 'tenant',
  filters: { name: wfConditions.name, expression: wfConditions.expression, sort: wfConditions.sort, createTime: wfConditions.createTime },
  permissions: PERMISSIONS.wfCondition,
  submitSchema: wfConditionSubmitSchema,
  toValues: (input) => ({ name: input.name, expression: checkedCondition(input.expression), sort: input.sort ?? 0, remark: input.remark ?? null }),
};
