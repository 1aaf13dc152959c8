import { readStored, removeStored, writeStored } from '@/shared/storage/web-storage';

/** Who the guided tour is remembered for: an account within its tenant. */
export interface TourUser {
  tenant_id: string;
  account: string;
}

/** One flag per account on this browser, e.g. `beree-tour:000000:admin`. */
export const tourKey = (user: TourUser) => `tour:${user.tenant_id}:${user.account}`;

export const tourSeen = (user: TourUser): boolean => readStored<boolean>(tourKey(user)) === true;

export const markTourSeen = (user: TourUser): void => writeStored(tourKey(user), true);

/** Shows the tour again on the next visit. */
export const forgetTour = (user: TourUser): void => removeStored(tourKey(user));
