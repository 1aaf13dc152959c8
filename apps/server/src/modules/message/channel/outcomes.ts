import type { CallFailure } from './http';
import type { DeliveryOutcome, Receiver } from './types';

export const delivered = (recordId: string, providerMsgId: string | null | undefined): DeliveryOutcome => ({
  recordId,
  ok: true,
  providerMsgId: providerMsgId ?? null,
});

export const failed = (recordId: string, failure: CallFailure): DeliveryOutcome => ({
  recordId,
  ok: false,
  error: failure.error,
  retryable: failure.retryable,
});

export const failAll = (receivers: Receiver[], failure: CallFailure): DeliveryOutcome[] =>
  receivers.map((r) => failed(r.recordId, failure));

/**
 * Runs `send` for every receiver with at most `limit` in flight: a large task neither waits for one
 * call at a time nor opens a connection per receiver at once. Outcomes keep the receivers' order.
 */
export async function eachReceiver(
  receivers: Receiver[],
  limit: number,
  send: (receiver: Receiver) => Promise<DeliveryOutcome>,
): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = new Array(receivers.length);
  let next = 0;
  const worker = async () => {
    while (next < receivers.length) {
      const index = next++;
      outcomes[index] = await send(receivers[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, receivers.length) }, worker));
  return outcomes;
}
