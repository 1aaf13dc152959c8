/** Messages of contracts and the hospital catalog (合同, 供货目录). */
export const CONTRACT_MESSAGES = {} as const;
