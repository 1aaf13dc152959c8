import { EventEmitter } from 'node:events';

/**
 * Work just committed that should not wait for the next poll (a message to send) wakes the
 * polling runners of this process. Other nodes find it at their own poll; a runner that does not
 * poll (tests drive rounds themselves) is never woken.
 */
const wake = new EventEmitter();
wake.setMaxListeners(0);

export const wakeRunners = (): void => {
  wake.emit('wake');
};

export function onWake(fn: () => void): () => void {
  wake.on('wake', fn);
  return () => wake.off('wake', fn);
}
