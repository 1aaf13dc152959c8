import { evaluate, evaluateCondition } from '../expr/evaluate';
import { runDecision } from './decide';
import { node as nodeOf, type GraphFlow, type GraphNode } from '../model/graph';
import { finishInstance } from './ending';
import { evaluating, wfErrors } from './errors';
import { serviceHandler } from './handlers';
import { armHttpCall } from './http';
import { closeExecNode, closeVisitsOf, openNode, recordFlow, recordNode } from './history';
import { arriveAtJoin, releaseInclusiveJoins } from './joins';
import { interruptActivity } from './interrupt';
import { compensationGoesOn, rememberCompleted, startCompensation } from './compensation';
import { conditionsOnEntry, fireConditions } from './conditions';
import { enterMultiInstance, instanceEnded, isInstanceOf } from './multi-instance';
import { PROCESS_SCOPE, type Exec, type InstanceState } from './state';
import { createTask, endTasksOf } from './tasks';
import { armBoundaries, armCatch, disarmWaits } from './subscriptions';
import { callerCatcher, enterCall } from './call';
import { armEventSubs, catchingEventSub, disarmEventSubs, fireEventSub } from './event-sub';

/**
 * Moves one step may make before it counts as endless: a loop through elements that never wait
 * (tasks done outside the engine, gateways) would otherwise run until memory runs out.
 */
const MAX_MOVES = 10_000;
/** Activities entered and left in one move: their conditional boundary events are checked on entry. */
const PASSING = new Set<GraphNode['kind']>(['task', 'sendTask', 'serviceTask', 'scriptTask']);

type Op = { op: 'enter'; exec: Exec; nodeId: string } | { op: 'leave'; exec: Exec; nodeId: string; noLoop?: boolean };

/**
 * Moves tokens through the graph until each waits (a user task, a join) or has ended. Runs in
 * memory over the locked instance, FIFO like Flowable's agenda; settle writes the step.
 */
export class Interpreter {
  private readonly queue: Op[] = [];

  constructor(readonly s: InstanceState) {}

  enter(exec: Exec, nodeId: string): void {
    this.queue.push({ op: 'enter', exec, nodeId });
  }

  leave(exec: Exec, nodeId: string): void {
    this.queue.push({ op: 'leave', exec, nodeId });
  }

  async run(): Promise<void> {
    let moves = 0;
    for (;;) {
      while (this.queue.length) {
        if (this.s.instance.state !== 'running' && this.s.instance.state !== 'suspended') return;
        const op = this.queue.shift()!;
        if (++moves > MAX_MOVES) {
          const at = this.s.graph.nodes.get(op.nodeId);
          throw wfErrors.endlessLoop(at?.name || op.nodeId);
        }
        // A token deleted meanwhile (a join merged it, a terminate end ended its scope) does nothing.
        if (!this.s.executions.has(op.exec.id)) continue;
        const node = nodeOf(this.s.graph, op.nodeId);
        if (op.op === 'enter') await this.doEnter(op.exec, node);
        else await this.doLeave(op.exec, node, op.noLoop === true);
      }
      // A branch that ended or was removed may free an inclusive join that waited for it.
      const ready = await releaseInclusiveJoins(this.s);
      // Conditions may hold now that the tokens have moved (runtime/conditions).
      if (!ready.length && !(await fireConditions(this))) return;
      for (const { exec, node } of ready) await this.fireJoin(exec, node);
    }
  }

  private async doEnter(exec: Exec, node: GraphNode): Promise<void> {
    this.s.updateExec(exec, { activityId: node.id, isActive: true });
    // A standard loop testing before: an activity whose condition fails at once is passed over.
    if (node.standardLoop?.testBefore && !this.loopHolds(exec, node)) {
      recordNode(this.s, exec.id, node);
      this.leaveActivity(exec, node);
      return;
    }
    if (node.boundaries && PASSING.has(node.kind) && !node.http && conditionsOnEntry(this, exec, node)) return;
    switch (node.kind) {
      case 'startEvent':
      case 'task':
      case 'boundaryEvent':
        recordNode(this.s, exec.id, node);
        this.leave(exec, node.id);
        return;
      case 'intermediateThrowEvent':
        if (node.compensate) {
          recordNode(this.s, exec.id, node);
          if (!startCompensation(this, exec, node)) this.leave(exec, node.id);
          return;
        }
        if (node.escalation) {
          // An escalation thrown on the way: caught or not, the token goes on unless a catcher interrupts it.
          recordNode(this.s, exec.id, node);
          await this.throwEvent(exec, node, 'escalation');
          return;
        }
      // falls through: a message or signal throw, a link jump or a none event passes
      case 'sendTask':
        // They pass; what they throw is delivered once the step is written.
        recordNode(this.s, exec.id, node);
        this.throwOut(node);
        this.leave(exec, node.id);
        return;
      case 'serviceTask':
        if (node.http) {
          // The token waits while the jobs runner makes the call (commands/answer-http).
          openNode(this.s, exec.id, node);
          await armHttpCall(this.s, exec, node);
          await armBoundaries(this.s, exec, node);
          return;
        }
        if (node.decision) await runDecision(this.s, exec, node);
        else await this.runService(exec, node);
        recordNode(this.s, exec.id, node);
        this.leave(exec, node.id);
        return;
      case 'scriptTask':
        this.runScript(exec, node);
        recordNode(this.s, exec.id, node);
        this.leave(exec, node.id);
        return;
      case 'endEvent':
        recordNode(this.s, exec.id, node);
        // A compensation end event ends its token once its handlers have run (scopeMaybeDone).
        if (node.compensate && startCompensation(this, exec, node)) return;
        this.throwOut(node);
        if (node.terminate) await this.terminateScope(exec, node);
        else if (node.error) await this.throwEvent(exec, node, 'error');
        else if (node.escalation) await this.throwEvent(exec, node, 'escalation');
        else await this.endToken(exec, node);
        return;
      case 'userTask':
        if (node.multiInstance) await enterMultiInstance(this, exec, node);
        else createTask(this.s, exec, node);
        await armBoundaries(this.s, exec, node);
        return;
      case 'intermediateCatchEvent':
        // A link catch event is where a link throw jumps to: it passes.
        if (node.link !== undefined) {
          recordNode(this.s, exec.id, node);
          this.leave(exec, node.id);
          return;
        }
        // A conditional one waits until its condition holds (runtime/conditions, checked when the step has moved as far as it can).
        if (node.condition) {
          openNode(this.s, exec.id, node);
          return;
        }
        // The token waits here until its timer fires (commands/fire-timer) or its message or signal comes (commands/correlate).
        openNode(this.s, exec.id, node);
        await armCatch(this.s, exec, node, node.id);
        return;
      case 'receiveTask':
        openNode(this.s, exec.id, node);
        await armCatch(this.s, exec, node, node.id);
        await armBoundaries(this.s, exec, node);
        return;
      case 'eventBasedGateway':
        // The token waits at the gateway for every event after it; the first to come wins (runtime/catch).
        openNode(this.s, exec.id, node);
        for (const id of node.outgoing) await armCatch(this.s, exec, nodeOf(this.s.graph, this.s.graph.flows.get(id)!.target), node.id);
        return;
      case 'exclusiveGateway':
        recordNode(this.s, exec.id, node);
        await this.take(exec, [this.exclusiveChoice(exec, node)]);
        return;
      case 'parallelGateway':
      case 'inclusiveGateway':
        if (node.incoming.length > 1) {
          const fire = await arriveAtJoin(this.s, exec, node);
          if (fire) await this.fireJoin(fire, node);
          return;
        }
        recordNode(this.s, exec.id, node);
        await this.split(exec, node);
        return;
      case 'callActivity':
      case 'subProcess':
        if (node.multiInstance) await enterMultiInstance(this, exec, node);
        else await this.enterActivity(exec, node);
        return;
    }
  }

  /** A call activity or sub-process run on this token (once, or as one instance of a multi-instance one). */
  async enterActivity(exec: Exec, node: GraphNode): Promise<void> {
    if (node.kind === 'callActivity') {
      // The token waits here until the called instance ends (runtime/call).
      await enterCall(this, exec, node);
      return;
    }
    if (!node.startId) {
      recordNode(this.s, exec.id, node);
      this.leave(exec, node.id);
      return;
    }
    openNode(this.s, exec.id, node);
    this.s.updateExec(exec, { kind: 'subprocess' });
    await armBoundaries(this.s, exec, node);
    await armEventSubs(this.s, exec);
    const child = this.s.createExec({ parentId: exec.id, kind: 'token', activityId: node.startId! });
    this.enter(child, node.startId!);
  }

  /** Whether a standard loop's condition holds for this token. */
  private loopHolds(exec: Exec, node: GraphNode): boolean {
    return evaluating(node.id, () => evaluateCondition(node.standardLoop!.condition, this.s.lookup(exec.id)));
  }

  /**
   * A standard loop runs its activity again while the condition holds, up to its maximum; the
   * runs are counted in the token's own loopCounter.
   */
  private loopsAgain(exec: Exec, node: GraphNode): boolean {
    const loop = node.standardLoop;
    if (!loop) return false;
    const runs = Number(this.s.scopeVars(exec.id).get('loopCounter') ?? 0) + 1;
    if ((loop.maximum !== undefined && runs >= loop.maximum) || !this.loopHolds(exec, node)) {
      // The token goes on: a later loop it reaches counts from the start.
      if (runs > 1) this.s.setVar(exec.id, 'loopCounter', 0);
      return false;
    }
    this.s.setVar(exec.id, 'loopCounter', runs);
    return true;
  }

  /** Leaves without the loop check (a loop whose condition failed before the first run). */
  private leaveActivity(exec: Exec, node: GraphNode): void {
    this.queue.push({ op: 'leave', exec, nodeId: node.id, noLoop: true });
  }

  private async fireJoin(exec: Exec, node: GraphNode): Promise<void> {
    this.s.updateExec(exec, { isActive: true });
    recordNode(this.s, exec.id, node);
    await this.split(exec, node);
  }

  private async split(exec: Exec, node: GraphNode): Promise<void> {
    const flows = node.outgoing.map((id) => this.s.graph.flows.get(id)!);
    if (node.kind === 'parallelGateway') return this.take(exec, flows);
    return this.take(exec, this.conditionalChoice(exec, node, flows));
  }

  private holds(exec: Exec, node: GraphNode, flow: GraphFlow): boolean {
    if (!flow.condition) return true;
    return evaluating(node.id, () => evaluateCondition(flow.condition!, this.s.lookup(exec.id)));
  }

  /** Exclusive gateways: the first true condition in document order, else the default flow. */
  private exclusiveChoice(exec: Exec, node: GraphNode): GraphFlow {
    for (const id of node.outgoing) {
      if (id === node.defaultFlow) continue;
      const flow = this.s.graph.flows.get(id)!;
      if (this.holds(exec, node, flow)) return flow;
    }
    if (node.defaultFlow) return this.s.graph.flows.get(node.defaultFlow)!;
    throw wfErrors.noRoute(node.name || node.id);
  }

  /** Activities and inclusive gateways: every true flow, the default only when none holds. */
  private conditionalChoice(exec: Exec, node: GraphNode, flows: GraphFlow[]): GraphFlow[] {
    const chosen = flows.filter((f) => f.id !== node.defaultFlow && this.holds(exec, node, f));
    if (chosen.length) return chosen;
    if (node.defaultFlow) return [this.s.graph.flows.get(node.defaultFlow)!];
    throw wfErrors.noRoute(node.name || node.id);
  }

  private async doLeave(exec: Exec, node: GraphNode, noLoop = false): Promise<void> {
    if (node.boundaries || node.kind === 'intermediateCatchEvent' || node.kind === 'receiveTask') await disarmWaits(this.s, { exec, activityId: node.id });
    if (node.kind === 'subProcess') {
      await disarmEventSubs(this.s, exec);
      closeExecNode(this.s, exec.id, node.id, 'completed');
    }
    rememberCompleted(this.s, node);
    // One instance of a multi-instance activity ended: the activity decides whether it is done.
    if (isInstanceOf(this.s, exec, node)) return instanceEnded(this, exec, node);
    if (!noLoop && this.loopsAgain(exec, node)) {
      this.enter(exec, node.id);
      return;
    }
    if (!node.outgoing.length) return this.endToken(exec, node);
    const flows = node.outgoing.map((id) => this.s.graph.flows.get(id)!);
    await this.take(exec, this.conditionalChoice(exec, node, flows));
  }

  /** The first flow keeps the token; each further one gets a new token beside it. */
  private async take(exec: Exec, flows: GraphFlow[]): Promise<void> {
    for (const [i, flow] of flows.entries()) {
      const token = i === 0 ? exec : this.s.createExec({ parentId: exec.parentId!, kind: 'token', activityId: flow.source });
      recordFlow(this.s, token.id, flow);
      this.enter(token, flow.target);
    }
  }

  /** A message or signal thrown here waits in the step until it is written (runtime/open settle). */
  private throwOut(node: GraphNode): void {
    if (!node.event) return;
    this.s.thrown.push({ ...node.event, businessKey: this.s.instance.businessKey });
  }

  private async runService(exec: Exec, node: GraphNode): Promise<void> {
    // Implemented outside the engine (ADR 0074): nothing to call.
    if (!node.handler) return;
    const handler = serviceHandler(node.handler!);
    if (!handler) throw wfErrors.unknownHandler(node.handler!);
    const lookup = this.s.lookup(exec.id);
    // The handler may read anything in the transaction: the step so far is written first.
    await this.s.flush();
    await handler({
      tx: this.s.tx,
      tenantId: this.s.tenantId,
      instanceId: this.s.instance.id,
      businessKey: this.s.instance.businessKey,
      nodeId: node.id,
      get: (name) => lookup(name).value,
      set: async (name, value) => this.s.setVar(PROCESS_SCOPE, name, value),
    });
  }

  /** The script's value goes to its result variable at process level, like a service task's. */
  private runScript(exec: Exec, node: GraphNode): void {
    if (!node.script) return;
    const value = evaluating(node.id, () => evaluate(node.script!, this.s.lookup(exec.id)));
    if (node.resultVariable) this.s.setVar(PROCESS_SCOPE, node.resultVariable, value);
  }

  /** A token reached a none end event: it ends, and its scope ends when it was the last. */
  async endToken(exec: Exec, node: GraphNode): Promise<void> {
    const parent = this.s.executions.get(exec.parentId!)!;
    await this.s.deleteExecs([exec]);
    await this.scopeMaybeDone(parent, node.id);
  }

  async scopeMaybeDone(scope: Exec, lastNodeId: string): Promise<void> {
    if (this.s.children(scope.id).length) return;
    if (scope.kind === 'process') return finishInstance(this.s, 'completed', { endActivityId: lastNodeId });
    // A compensation throw whose handler ended: the next handler, or the throw goes on.
    if (nodeOf(this.s.graph, scope.activityId!).compensate && compensationGoesOn(this, scope)) return;
    // An embedded sub-process whose last token ended: it becomes a token again and moves on.
    this.s.updateExec(scope, { kind: 'token' });
    this.leave(scope, scope.activityId!);
  }

  /**
   * An error or escalation end event: the nearest enclosing sub-process with a boundary event that
   * catches the code takes it. Interrupting, the sub-process ends and its token leaves through the
   * boundary; not interrupting (escalations only), a new token beside it takes the boundary's path
   * and the thrower ends like a none end. Nothing catching it: it ends like a none end event (BPMN's
   * rule for an uncaught throw).
   */
  private async throwEvent(exec: Exec, node: GraphNode, kind: 'error' | 'escalation'): Promise<void> {
    const code = node[kind]!.code;
    let caught = false;
    for (let scope = this.s.executions.get(exec.parentId!); scope && !caught; scope = scope.parentId === null ? undefined : this.s.executions.get(scope.parentId)) {
      // The scope's own event sub-processes catch first, then the boundary events of the sub-process it is.
      const start = catchingEventSub(this.s, scope, kind, code);
      if (start) {
        await fireEventSub(this, scope, start);
        // Interrupting, the thrower went with the rest of the scope.
        if (start.interrupting) return;
        caught = true;
        break;
      }
      if (scope.kind !== 'subprocess') continue;
      const host = nodeOf(this.s.graph, scope.activityId!);
      const catcher = (host.boundaries ?? []).map((id) => nodeOf(this.s.graph, id)).find((b) => b[kind] && (b[kind].code === undefined || b[kind].code === code));
      if (!catcher) continue;
      if (catcher.cancelActivity) {
        await interruptActivity(this.s, scope, host.id, 'terminated');
        this.enter(scope, catcher.id);
        return;
      }
      const token = this.s.createExec({ parentId: scope.parentId, kind: 'token', activityId: catcher.id });
      this.enter(token, catcher.id);
      caught = true;
    }
    // Uncaught in a called instance: a boundary event of its call activity may catch it (runtime/call).
    const byCaller = caught ? undefined : await callerCatcher(this.s, kind, code);
    if (byCaller) {
      this.s.toCaller = { kind: 'thrown', catcherId: byCaller.id };
      if (byCaller.cancelActivity) return finishInstance(this.s, 'terminated', { endActivityId: node.id, reason: `${kind} ${code ?? ''}`.trim() });
    }
    // An intermediate throw goes on; an end event ends its token.
    if (node.kind === 'intermediateThrowEvent') this.leave(exec, node.id);
    else await this.endToken(exec, node);
  }

  /** A terminate end event ends everything in its scope: the process, or just the sub-process. */
  private async terminateScope(exec: Exec, node: GraphNode): Promise<void> {
    const scope = this.s.executions.get(exec.parentId!)!;
    if (scope.kind === 'process') return finishInstance(this.s, 'completed', { endActivityId: node.id });
    const inside = this.s.descendants(scope.id);
    endTasksOf(this.s, inside.map((e) => e.id), 'terminated');
    closeVisitsOf(this.s, inside.map((e) => e.id), 'terminated');
    await this.s.deleteExecs(inside);
    await this.scopeMaybeDone(scope, node.id);
  }
}
