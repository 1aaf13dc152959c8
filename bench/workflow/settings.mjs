// What the workflow benchmark runs against and how large it is (issue "The workflow engine", item 7).
export const BENCH_DB = 'bench_wf';
export const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const benchUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${BENCH_DB}`;
/** The demo hospital (云州市第一人民医院), whose tenant gets the benchmark's users and process. */
export const TENANT = '100001';
export const PROCESS_KEY = 'bench_two_step';
/** Role alias of the benchmark's users (流程办理人: the 我的事务 menus and nothing else). */
export const ROLE_ALIAS = 'wf_bench';
/** Accounts wfbench01 … wfbench50; wfbench01 is the user whose lists are timed. */
export const account = (n) => `wfbench${String(n).padStart(2, '0')}`;
export const PASSWORD = 'Bench#2026';
export const SIZES = {
  users: 50,
  /** Requests each user starts and carries through in the completion run. */
  roundsPerUser: 20,
  /** Open tasks written for the list run: assigned ones spread evenly over the users … */
  assignedTasks: 70_000,
  /** … and unassigned ones, each offered to one role and one dept of `candidateGroups` of each. */
  candidateTasks: 30_000,
  candidateGroups: 30,
};
