import { latestDecision } from '../commands/deploy-decision';
import { decide, decisionVariables } from '../dmn/evaluate';
import type { GraphNode } from '../model/graph';
import { PROCESS_SCOPE, type Exec, type InstanceState } from './state';

/** Every variable a token sees: the process's, then each enclosing scope's over them, nearest last. */
function visibleVariables(s: InstanceState, execId: bigint): Record<string, unknown> {
  const chain: bigint[] = [];
  for (let current = s.executions.get(execId); current; current = current.parentId === null ? undefined : s.executions.get(current.parentId)) chain.unshift(current.id);
  const out: Record<string, unknown> = Object.fromEntries(s.variables.get(PROCESS_SCOPE) ?? []);
  for (const id of chain) Object.assign(out, Object.fromEntries(s.variables.get(id) ?? []));
  return out;
}

/**
 * A business-rule task: the latest deployed version of its decision, evaluated against what the
 * token sees, its outputs written at process level like a service task's. A decision wrong for
 * these inputs (UNIQUE with two matches) refuses the whole command, so nothing moves.
 */
export async function runDecision(s: InstanceState, exec: Exec, node: GraphNode): Promise<void> {
  const ref = node.decision!;
  const table = await latestDecision(s.tx, s.tenantId, ref.key, node.name || node.id);
  const decided = decide(table, visibleVariables(s, exec.id));
  s.setVars(PROCESS_SCOPE, decisionVariables(table, decided, ref.resultVariable));
}
