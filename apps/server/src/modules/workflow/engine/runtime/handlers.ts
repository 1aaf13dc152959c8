import type { Executor } from '../../../../core/db/database';

/** What a service task's handler sees: the caller's transaction and the token's variables. */
export interface ServiceContext {
  tx: Executor;
  tenantId: string;
  instanceId: bigint;
  businessKey: string | null;
  nodeId: string;
  /** The innermost visible value of a variable. */
  get(name: string): unknown;
  /** Sets a process variable. */
  set(name: string, value: unknown): Promise<void>;
}

export type ServiceHandler = (ctx: ServiceContext) => void | Promise<void>;

const handlers = new Map<string, ServiceHandler>();

/**
 * Service tasks name their handler with flowable:delegateExpression="${name}"; the handler runs
 * in the same transaction as the command that reached it, so its writes commit with the step.
 */
export function registerServiceHandler(name: string, handler: ServiceHandler): void {
  handlers.set(name, handler);
}

export function serviceHandler(name: string): ServiceHandler | undefined {
  return handlers.get(name);
}
