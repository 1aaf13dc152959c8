import type { FileStorage } from './storage';

/** Where a tenant's uploads go now, and the configuration (blade_oss id) to record on the rows; null is the product's own store. */
export interface ActiveStore {
  ossId: bigint | null;
  storage: FileStorage;
}

/**
 * The object stores of the product (DESIGN §6 Files): uploads go to the tenant's active store,
 * reads to the store a row names, so files written before a switch stay readable. Both look the
 * configuration up in the database: call them outside any open transaction.
 */
export interface FileStores {
  /** The tenant's enabled store, else the platform's, else the product's own. */
  active(tenantId: string): Promise<ActiveStore>;
  /** The store an object recorded under `ossId` lives in (a removed configuration still answers). */
  of(ossId: bigint | null): Promise<FileStorage>;
  /** Drops what is kept of a configuration once a change to it has committed. */
  forget(ossId: bigint): void;
}
