import { REALTIME_MESSAGE, REALTIME_NOTICE, REALTIME_PERMISSION, type MessageRecord, type NoticeRecord, type RealtimeEvent } from '@beree/contracts';

/** What each server push carries. */
export interface RealtimePayloads {
  [REALTIME_NOTICE]: NoticeRecord;
  [REALTIME_MESSAGE]: MessageRecord;
  /** The user's grants changed: nothing to show, menus and buttons to reload. */
  [REALTIME_PERMISSION]: Record<string, never>;
}

type Handler<E extends RealtimeEvent> = (payload: RealtimePayloads[E]) => void;

const handlers: { [E in RealtimeEvent]: Set<Handler<E>> } = {
  [REALTIME_NOTICE]: new Set(),
  [REALTIME_MESSAGE]: new Set(),
  [REALTIME_PERMISSION]: new Set(),
};

/**
 * Calls `handler` with every notice or message the server pushes while connected; returns the
 * function that stops it. Pushes only nudge: the lists stay loaded from the API.
 */
export function onRealtime<E extends RealtimeEvent>(event: E, handler: Handler<E>): () => void {
  handlers[event].add(handler);
  return () => handlers[event].delete(handler);
}

type Announcer = <E extends RealtimeEvent>(event: E, payload: RealtimePayloads[E]) => void;

let announcer: Announcer | undefined;

/**
 * The shell's popup for pushes. It runs before the subscribers, so that a subscriber showing its
 * own popup for the same entry (same notification key) replaces it rather than being replaced.
 */
export function setRealtimeAnnouncer(next: Announcer | undefined): void {
  announcer = next;
}

/** Announces a push, then hands it to every subscriber; one failing does not keep it from the others. */
export function dispatchRealtime<E extends RealtimeEvent>(event: E, payload: RealtimePayloads[E]): void {
  try {
    announcer?.(event, payload);
  } catch (error) {
    console.error(`Announcing a ${event} failed`, error);
  }
  for (const handler of [...handlers[event]]) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`A ${event} subscriber failed`, error);
    }
  }
}
