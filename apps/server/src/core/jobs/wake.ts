import { EventEmitter } from 'node:events';

/**
 * Work just committed that should not wait for the next poll (a message to send, a timer due in a
 * few seconds) wakes the polling runners of this process, at once or at the time given. Other
 * nodes find it at their own poll; a runner that does not poll (tests drive rounds themselves) is
 * never woken.
 */
const wake = new EventEmitter();
wake.setMaxListeners(0);

export const wakeRunners = (at?: Date): void => {
  wake.emit('wake', at);
};

export function onWake(fn: (at?: Date) => void): () => void {
  wake.on('wake', fn);
  return () => wake.off('wake', fn);
}
