/** Contracts and the hospital catalog (domain model §3.6, §3.7): enumerations and submit schemas. */

/** PURCHASE: a hospital buys from its supplier; SUPPLY: a dealer buys from a manufacturer or general agent. */
export const CONTRACT_TYPES = ['PURCHASE', 'SUPPLY'] as const;
/** 中标 or 临采 (spec §3 bid type). */
export const BID_STATUSES = ['WINNING_BID', 'NOT_WINNING_BID'] as const;
/** SAVED: the drafting party's own; EFFECTIVE: in force between both parties. */
export const CONTRACT_STATUSES = ['SAVED', 'EFFECTIVE'] as const;
