type El = { $type: string; $attrs?: Record<string, unknown> };

/** What a business-rule task evaluates: a deployed decision's key, and where its result goes. */
export interface DecisionRef {
  key: string;
  resultVariable?: string;
}

/**
 * The decision a business-rule task names: Camunda Modeler writes `camunda:decisionRef` and
 * `camunda:resultVariable`; Flowable's `flowable:decisionTableReferenceKey` (or `flowable:decisionRef`)
 * is read too. A task naming none is a service task as before (a handler, or work done outside).
 */
export function decisionRefOf(el: El): DecisionRef | undefined {
  if (el.$type !== 'bpmn:BusinessRuleTask') return undefined;
  const attrs = el.$attrs ?? {};
  const read = (...names: string[]) => names.map((n) => String(attrs[n] ?? '').trim()).find(Boolean);
  const key = read('camunda:decisionRef', 'flowable:decisionRef', 'flowable:decisionTableReferenceKey');
  if (!key) return undefined;
  return { key, resultVariable: read('camunda:resultVariable', 'flowable:resultVariable') };
}
