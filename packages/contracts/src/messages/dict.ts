/** Messages of dictionaries (system and business), regions, clients and data sources. */
export const DICT_MESSAGES = {} as const;
