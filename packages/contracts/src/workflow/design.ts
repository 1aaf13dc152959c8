import { z } from 'zod';
import { idString, idText, int32, optionalText, requiredText, versionField } from '../schemas/common';

/** Who a start scope names: users, roles, depts or posts of the tenant (BladeX model scope types). */
export const WF_SCOPE_TYPES = ['user', 'role', 'dept', 'post'] as const;
export type WfScopeType = (typeof WF_SCOPE_TYPES)[number];

/**
 * 发起范围: the whole list of who may start a model's process, replacing the previous one. An
 * empty list lets everyone of the tenant start it.
 */
export const wfModelScopeSubmitSchema = z.object({
  modelId: idString,
  scopes: z
    .array(
      z.object({
        type: z.enum(WF_SCOPE_TYPES, { error: 'workflow.scope.type' }),
        val: idText,
        text: optionalText(255),
      }),
      { error: 'field.invalid' },
    )
    .max(500, { error: 'field.tooLong' }),
});
export type WfModelScopeSubmit = z.infer<typeof wfModelScopeSubmitSchema>;

/** A button key as the BPMN names it on a node (`<flowable:button prop="wf_pass">`). */
export const WF_BUTTON_KEY_RE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The actions of the handling page, by key, with the operation each one allows. */
export const WF_BUTTON_KEYS = ['wf_pass', 'wf_reject', 'wf_transfer', 'wf_delegate', 'wf_rollback', 'wf_terminate', 'wf_add_instance', 'wf_del_instance', 'wf_copy', 'wf_claim', 'wf_withdraw', 'wf_urge', 'wf_print', 'wf_draft'] as const;

/** The actions a node turns on or off (`<flowable:button prop display>`); claiming and withdrawing are not a node's to choose. */
export const WF_NODE_BUTTON_KEYS = ['wf_pass', 'wf_reject', 'wf_rollback', 'wf_transfer', 'wf_delegate', 'wf_terminate', 'wf_add_instance', 'wf_del_instance'] as const;

/** 按钮: the tenant's catalogue of handling buttons; a node's own list is in its BPMN. */
export const wfButtonSubmitSchema = z.object({
  id: idString.nullish(),
  buttonKey: requiredText('workflow.button.key.required', 64).regex(WF_BUTTON_KEY_RE, { error: 'workflow.button.key.invalid' }),
  name: requiredText('workflow.button.name.required', 64),
  /** Shown on nodes that do not list their buttons. */
  display: z.boolean({ error: 'field.invalid' }).nullish(),
  sort: int32().nullish(),
  remark: optionalText(255),
  version: versionField,
});
export type WfButtonSubmit = z.infer<typeof wfButtonSubmitSchema>;

/** 流程表达式: a saved condition the designer offers for sequence flows, checked by the engine's parser. */
export const wfConditionSubmitSchema = z.object({
  id: idString.nullish(),
  name: requiredText('workflow.condition.name.required', 64),
  expression: requiredText('workflow.condition.expression.required', 1000),
  sort: int32().nullish(),
  remark: optionalText(255),
  version: versionField,
});
export type WfConditionSubmit = z.infer<typeof wfConditionSubmitSchema>;
