/** The durable job that runs a message task's pipeline (payload: { taskId }). */
export const MESSAGE_TASK_JOB = 'message.task';
/** The daily clean-up of spent dedup counters. */
export const MESSAGE_COUNTER_SWEEP_JOB = 'message.counter-sweep';
