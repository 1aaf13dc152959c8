import { ERROR_LOG_MAX_ENTRIES, type LogEntry } from '@beree/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@/shared/storage/web-storage';

/** A UI error as the browser recorded it (spec §3 Log entry); every field is filled. */
export type ErrorLogEntry = Required<LogEntry>;

interface ErrorLogState {
  entries: ErrorLogEntry[];
  add: (entry: ErrorLogEntry) => void;
  /** Drops the entries given (those just uploaded), or all of them. */
  clear: (sent?: ErrorLogEntry[]) => void;
}

/**
 * The local error log, kept in localStorage like Saber's logsList. Only the newest entries are
 * kept, as many as one upload may carry, so an upload never has to be split.
 */
export const useErrorLogStore = create<ErrorLogState>()(
  persist(
    (set) => ({
      entries: [],
      add: (entry) => set((s) => ({ entries: [entry, ...s.entries].slice(0, ERROR_LOG_MAX_ENTRIES) })),
      clear: (sent) => set((s) => ({ entries: sent ? s.entries.filter((e) => !sent.includes(e)) : [] })),
    }),
    { name: storageKey('logsList'), storage: createJSONStorage(() => localStorage), partialize: ({ entries }) => ({ entries }) },
  ),
);
