import { AppError, badRequest, conflict, forbidden } from '../../../../core/http/errors';
import { ExpressionError } from '../expr/parse';

/** The business errors of the engine; the routes answer them with their code and message. */
export const wfErrors = {
  definitionSuspended: () => conflict('workflow.definition.suspended'),
  instanceEnded: () => conflict('workflow.instance.ended'),
  instanceSuspended: () => conflict('workflow.instance.suspended'),
  taskHandled: () => conflict('workflow.task.handled'),
  taskClaimed: () => conflict('workflow.task.claimed'),
  taskDelegated: () => conflict('workflow.task.delegated'),
  taskNotDelegated: () => conflict('workflow.task.notDelegated'),
  notCandidate: () => forbidden('workflow.task.notCandidate'),
  notAssignee: () => forbidden('workflow.task.notAssignee'),
  noRoute: (node: string) => badRequest('workflow.noRoute', { node }),
  endlessLoop: (node: string) => badRequest('workflow.endlessLoop', { node }),
  noAssignee: (node: string) => badRequest('workflow.noAssignee', { node }),
  unknownHandler: (name: string) => badRequest('workflow.handler.unknown', { name }),
  badTarget: (node: string) => badRequest('workflow.rollback.target', { node, field: 'targetNodeId' }),
  notStarter: () => forbidden('workflow.withdraw.notStarter'),
  withdrawTooLate: () => conflict('workflow.withdraw.tooLate'),
  notMultiInstance: () => badRequest('workflow.signer.notMultiInstance'),
  lastSigner: () => conflict('workflow.signer.last'),
  signerUnknown: (user: string) => badRequest('workflow.signer.unknown', { user, field: 'userId' }),
  signerPresent: (user: string) => conflict('workflow.signer.present', { user, field: 'userIds' }),
  badCollection: (node: string) => badRequest('workflow.multiInstance.collection', { node }),
  badTimer: (node: string, value: string) => badRequest('workflow.timer.invalid', { node, value }),
  startsByEvent: (name: string) => badRequest('workflow.start.byEvent', { name }),
  calledMissing: (key: string) => badRequest('workflow.call.missing', { key }),
  noWaiter: (name: string) => new AppError(404, 'workflow.message.noWaiter', { name }),
};

/** Runs an evaluation, turning an expression failure into a 400 that names the node. */
export function evaluating<T>(node: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ExpressionError) throw badRequest('workflow.expression.failed', { node, expression: error.expression, reason: error.message });
    throw error;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
