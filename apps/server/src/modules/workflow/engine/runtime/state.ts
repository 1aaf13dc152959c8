import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfExecutions, wfParticipants, wfVariables } from '../../../../core/db/schema';
import type { Lookup } from '../expr/evaluate';
import type { ProcessGraph } from '../model/graph';
import { disarmTimers } from './timers';
import type { Actor, ExecutionRow, InstanceRow } from './types';

export type Exec = ExecutionRow;
export type ExecKind = 'process' | 'token' | 'subprocess' | 'mi' | 'mi_child';

/** Variable scope 0 is the process itself. */
export const PROCESS_SCOPE = 0n;

/**
 * The state of one locked instance while a command runs: its executions and variables in memory,
 * every change written through at once in the caller's transaction.
 */
export class InstanceState {
  readonly executions = new Map<bigint, Exec>();
  readonly variables = new Map<bigint, Map<string, unknown>>();

  constructor(
    readonly tx: Executor,
    readonly actor: Actor,
    readonly instance: InstanceRow,
    readonly graph: ProcessGraph,
    readonly now: Date,
    executions: Exec[],
    variables: { scopeId: bigint; name: string; value: unknown }[],
  ) {
    for (const e of executions) this.executions.set(e.id, e);
    for (const v of variables) this.scopeVars(v.scopeId).set(v.name, v.value);
  }

  get tenantId(): string {
    return this.instance.tenantId;
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

  async createExec(values: { parentId: bigint | null; kind: ExecKind; activityId: string | null; loopCounter?: number }): Promise<Exec> {
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
    await this.tx.insert(wfExecutions).values(row);
    this.executions.set(row.id, row);
    return row;
  }

  async updateExec(exec: Exec, patch: Partial<Pick<Exec, 'kind' | 'activityId' | 'isActive' | 'parentId'>>): Promise<void> {
    const changed = Object.entries(patch).some(([k, v]) => exec[k as keyof Exec] !== v);
    if (!changed) return;
    Object.assign(exec, patch);
    await this.tx.update(wfExecutions).set(patch).where(eq(wfExecutions.id, exec.id));
  }

  /** Deletes executions (callers end their tasks and history first) with their local variables and timers. */
  async deleteExecs(execs: Exec[]): Promise<void> {
    if (!execs.length) return;
    const ids = execs.map((e) => e.id);
    await disarmTimers(this, { execIds: ids });
    await this.tx.delete(wfExecutions).where(inArray(wfExecutions.id, ids));
    await this.tx.delete(wfVariables).where(and(eq(wfVariables.procInstId, this.instance.id), inArray(wfVariables.scopeId, ids)));
    for (const id of ids) {
      this.executions.delete(id);
      this.variables.delete(id);
    }
  }

  scopeVars(scopeId: bigint): Map<string, unknown> {
    let vars = this.variables.get(scopeId);
    if (!vars) this.variables.set(scopeId, (vars = new Map()));
    return vars;
  }

  async setVar(scopeId: bigint, name: string, value: unknown): Promise<void> {
    const json = value === undefined ? null : value;
    this.scopeVars(scopeId).set(name, json);
    await this.tx
      .insert(wfVariables)
      .values({ id: nextId(), tenantId: this.tenantId, procInstId: this.instance.id, scopeId, name, value: json, updatedAt: this.now })
      .onConflictDoUpdate({
        target: [wfVariables.tenantId, wfVariables.procInstId, wfVariables.scopeId, wfVariables.name],
        set: { value: sql`excluded.value`, updatedAt: this.now },
      });
  }

  async setVars(scopeId: bigint, values: Record<string, unknown>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.setVar(scopeId, name, value);
  }

  async deleteVar(scopeId: bigint, name: string): Promise<void> {
    this.scopeVars(scopeId).delete(name);
    await this.tx.delete(wfVariables).where(and(eq(wfVariables.procInstId, this.instance.id), eq(wfVariables.scopeId, scopeId), eq(wfVariables.name, name)));
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

  async participate(userIds: Iterable<string>, role: 'starter' | 'assignee' | 'candidate' | 'completer'): Promise<void> {
    const rows = [...new Set(userIds)].filter(Boolean).map((userId) => ({ tenantId: this.tenantId, procInstId: this.instance.id, userId, role }));
    if (rows.length) await this.tx.insert(wfParticipants).values(rows).onConflictDoNothing();
  }
}

/** Loads what a command needs of an instance whose row the caller has locked. */
export async function loadState(tx: Executor, actor: Actor, instance: InstanceRow, graph: ProcessGraph): Promise<InstanceState> {
  // One statement at a time: a transaction is one connection.
  const executions = await tx.select().from(wfExecutions).where(and(eq(wfExecutions.tenantId, instance.tenantId), eq(wfExecutions.procInstId, instance.id)));
  const variables = await tx
    .select({ scopeId: wfVariables.scopeId, name: wfVariables.name, value: wfVariables.value })
    .from(wfVariables)
    .where(and(eq(wfVariables.tenantId, instance.tenantId), eq(wfVariables.procInstId, instance.id)));
  return new InstanceState(tx, actor, instance, graph, new Date(), executions, variables);
}
