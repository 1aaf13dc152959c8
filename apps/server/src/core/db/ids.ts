/**
 * 64-bit time-ordered ids (snowflake layout): 41 bits of milliseconds since 2020-01-01,
 * 10 bits of node id, 12 bits of sequence. The node id is random per process so that several
 * API nodes on one database do not collide.
 */
const EPOCH = 1577836800000n;
const nodeId = BigInt(Math.floor(Math.random() * 1024));
let lastMs = 0n;
let sequence = 0n;

export function nextId(): bigint {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs;
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) {
      while (BigInt(Date.now()) <= lastMs) {
        // Sequence exhausted within this millisecond: wait for the next one.
      }
      now = BigInt(Date.now());
    }
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return ((now - EPOCH) << 22n) | (nodeId << 12n) | sequence;
}
