import { evaluate, type Lookup } from '../expr/evaluate';
import type { Template } from '../expr/template';
import type { GraphNode } from '../model/graph';
import { evaluating, wfErrors } from './errors';

export type CandidateKind = 'user' | 'role' | 'dept' | 'post';

export interface Assignment {
  assignee: string | null;
  candidates: { kind: CandidateKind; refId: string }[];
}

/** An expression's value as a list of references: arrays, comma text, single values. */
export function refs(template: Template, lookup: Lookup, node: string): string[] {
  const value = evaluating(node, () => evaluate(template, lookup));
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
  return items.map((v) => String(v ?? '').trim()).filter(Boolean);
}

const PREFIX = /^(user|role|dept|post):(.+)$/;

/**
 * Who handles a user task: flowable:assignee, candidateUsers, candidateGroups (entries may say
 * role:, dept: or post:; bare ones are roles) and flowable:assignee rules. One candidate user and
 * nothing else waits in that user's 待签, as in Flowable, unless the process asks for it to be
 * assigned (`assignSingle`); nobody at all refuses the command rather than leave a task no one can see.
 */
export function resolveAssignment(node: GraphNode, lookup: Lookup, assignSingle = false): Assignment {
  const config = node.userTask!;
  let assignee = config.assignee ? (refs(config.assignee, lookup, node.id)[0] ?? null) : null;
  const candidates = new Map<string, { kind: CandidateKind; refId: string }>();
  const add = (kind: CandidateKind, refId: string) => candidates.set(`${kind}:${refId}`, { kind, refId });
  for (const t of config.candidateUsers) for (const ref of refs(t, lookup, node.id)) add('user', ref);
  for (const t of config.candidateGroups) {
    for (const ref of refs(t, lookup, node.id)) {
      const prefixed = PREFIX.exec(ref);
      if (prefixed) add(prefixed[1] as CandidateKind, prefixed[2]);
      else add('role', ref);
    }
  }
  for (const rule of config.rules) for (const t of rule.values) for (const ref of refs(t, lookup, node.id)) add(rule.type, ref);
  const list = [...candidates.values()];
  if (assignSingle && !assignee && list.length === 1 && list[0].kind === 'user') {
    assignee = list[0].refId;
    list.length = 0;
  }
  if (!assignee && !list.length) throw wfErrors.noAssignee(node.name || node.id);
  return { assignee, candidates: assignee ? [] : list };
}
