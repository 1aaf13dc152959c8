import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import type { Lookup } from '../expr/evaluate';
import type { ProcessGraph } from '../model/graph';
import { disarmWaits } from './subscriptions';
import { endCalled, type CallReturn } from './call';
import type { Actor, CandidateRow, CommentRow, ExecutionRow, InstanceRow, ParticipantRow, TaskRow, VisitRow } from './types';
import { writeBack } from './write-back';

export type Exec = ExecutionRow;
export type ExecKind = 'process' | 'token' | 'subprocess' | 'mi' | 'mi_child';
export type ParticipantRole = 'starter' | 'assignee' | 'candidate' | 'completer';

/** A message or signal a throw event or send task of the instance sent; a message goes with the instance's business key. */
export interface Thrown {
  kind: 'message' | 'signal';
  name: string;
  businessKey: string | null;
}

/** Variable scope 0 is the process itself. */
export const PROCESS_SCOPE = 0n;

/** What a command found of an instance under its lock: everything a step reads of it. */
export interface Loaded {
  executions: Exec[];
  variables: { scopeId: bigint; name: string; value: unknown }[];
  /** Its active tasks. */
  tasks: TaskRow[];
  /** Its history rows still open (user tasks, sub-processes, waiting timers). */
  visits: VisitRow[];
}

/** A variable's key in Saved.variables. */
export const varKey = (scopeId: bigint, name: string) => `${scopeId}\u0000${name}`;

/** The rows as the database holds them, to write back only what a command changed. */
export interface Saved {
  /** Null while the instance row itself is still to be inserted (a start). */
  instance: InstanceRow | null;
  executions: Map<bigint, Exec>;
  /** The variables it holds, by varKey. */
  variables: Set<string>;
  tasks: Map<bigint, TaskRow>;
  visits: Map<bigint, VisitRow>;
}

/**
 * The state of one locked instance while a command runs: its executions, variables, active tasks
 * and open history in memory. Commands change these objects; the new rows (history, comments,
 * participants, candidates) collect here too, and writeBack sends everything in one statement
 * at the end of the step (or before something reads those tables meanwhile).
 */
export class InstanceState {
  readonly executions = new Map<bigint, Exec>();
  readonly variables = new Map<bigint, Map<string, unknown>>();
  /** Tasks active at the load and those created since; ended ones stay until written. */
  readonly tasks = new Map<bigint, TaskRow>();
  /** History rows open at the load and those added since; closed ones stay until written. */
  readonly visits = new Map<bigint, VisitRow>();
  readonly added: { comments: CommentRow[]; candidates: CandidateRow[]; participants: Map<string, ParticipantRow> } = {
    comments: [],
    candidates: [],
    participants: new Map(),
  };
  /** The variables set since the last write (by varKey): written even when the value is the same, as its time moves. */
  readonly setVariables = new Set<string>();
  /** Messages and signals thrown in this step: delivered once the step is written (commands/correlate). */
  readonly thrown: Thrown[] = [];
  /** Tasks this command created, in order: whom to tell that work waits. */
  readonly created: TaskRow[] = [];
  /** A called instance's throw its call activity catches: handed back once the step is written (runtime/call). */
  toCaller?: CallReturn;
  saved!: Saved;

  constructor(
    readonly tx: Executor,
    readonly actor: Actor,
    readonly instance: InstanceRow,
    readonly graph: ProcessGraph,
    readonly now: Date,
    loaded: Loaded | null,
  ) {
    if (loaded) {
      for (const e of loaded.executions) this.executions.set(e.id, e);
      for (const v of loaded.variables) this.scopeVars(v.scopeId).set(v.name, v.value);
      for (const t of loaded.tasks) this.tasks.set(t.id, t);
      for (const h of loaded.visits) this.visits.set(h.id, h);
    }
    this.markSaved(loaded !== null);
  }

  get tenantId(): string {
    return this.instance.tenantId;
  }

  /** Takes the current rows as what the database holds (after the load, after a write). */
  markSaved(instanceSaved = true): void {
    const variables = new Set<string>();
    for (const [scopeId, vars] of this.variables) for (const name of vars.keys()) variables.add(varKey(scopeId, name));
    this.setVariables.clear();
    // Ended tasks and closed visits are done with once written.
    for (const [id, t] of this.tasks) if (t.endedAt) this.tasks.delete(id);
    for (const [id, v] of this.visits) if (v.endedAt) this.visits.delete(id);
    this.added.comments.length = 0;
    this.added.candidates.length = 0;
    this.added.participants.clear();
    this.saved = {
      instance: instanceSaved ? { ...this.instance } : null,
      executions: new Map([...this.executions].map(([id, e]) => [id, { ...e }])),
      variables,
      tasks: new Map([...this.tasks].map(([id, t]) => [id, { ...t }])),
      visits: new Map([...this.visits].map(([id, v]) => [id, { ...v }])),
    };
  }

  /** Writes what the command changed so far; statements that read the engine's tables come after this. */
  async flush(): Promise<void> {
    await writeBack(this);
    this.markSaved();
  }

  root(): Exec {
    for (const e of this.executions.values()) if (e.kind === 'process') return e;
    throw new Error(`instance ${this.instance.id} has no root execution`);
  }

  children(parentId: bigint): Exec[] {
    return [...this.executions.values()].filter((e) => e.parentId === parentId).sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  descendants(parentId: bigint): Exec[] {
    const out: Exec[] = [];
    for (const child of this.children(parentId)) out.push(child, ...this.descendants(child.id));
    return out;
  }

  createExec(values: { parentId: bigint | null; kind: ExecKind; activityId: string | null; loopCounter?: number }): Exec {
    const row: Exec = {
      id: nextId(),
      tenantId: this.tenantId,
      procInstId: this.instance.id,
      parentId: values.parentId,
      kind: values.kind,
      activityId: values.activityId,
      isActive: true,
      loopCounter: values.loopCounter ?? null,
      createdAt: this.now,
    };
    this.executions.set(row.id, row);
    return row;
  }

  updateExec(exec: Exec, patch: Partial<Pick<Exec, 'kind' | 'activityId' | 'isActive' | 'parentId'>>): void {
    Object.assign(exec, patch);
  }

  /** Deletes executions (callers end their tasks and history first) with their local variables, timers and message or signal waits. */
  async deleteExecs(execs: Exec[]): Promise<void> {
    if (!execs.length) return;
    // Tokens waiting at call activities take their called instances with them.
    if (this.graph.hasCalls) await endCalled(this, execs);
    await disarmWaits(this, { execIds: execs.map((e) => e.id) });
    for (const { id } of execs) {
      this.executions.delete(id);
      this.variables.delete(id);
    }
  }

  scopeVars(scopeId: bigint): Map<string, unknown> {
    let vars = this.variables.get(scopeId);
    if (!vars) this.variables.set(scopeId, (vars = new Map()));
    return vars;
  }

  setVar(scopeId: bigint, name: string, value: unknown): void {
    this.scopeVars(scopeId).set(name, value === undefined ? null : value);
    this.setVariables.add(varKey(scopeId, name));
  }

  setVars(scopeId: bigint, values: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(values)) this.setVar(scopeId, name, value);
  }

  /** Names resolve from the execution outwards through its scopes to the process. */
  lookup(execId: bigint | null): Lookup {
    return (name) => {
      let current = execId === null ? undefined : this.executions.get(execId);
      while (current) {
        const vars = this.variables.get(current.id);
        if (vars?.has(name)) return { found: true, value: vars.get(name) };
        current = current.parentId === null ? undefined : this.executions.get(current.parentId);
      }
      const process = this.variables.get(PROCESS_SCOPE);
      if (process?.has(name)) return { found: true, value: process.get(name) };
      return { found: false, value: undefined };
    };
  }

  participate(userIds: Iterable<string>, role: ParticipantRole): void {
    for (const userId of new Set(userIds)) {
      if (userId) this.added.participants.set(`${userId}\u0000${role}`, { tenantId: this.tenantId, procInstId: this.instance.id, userId, role });
    }
  }

  /** The tasks this command opened that are still waiting when it ends. */
  opened(): TaskRow[] {
    return this.created.filter((t) => !t.endedAt);
  }
}
