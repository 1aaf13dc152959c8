/** Route meta a tab carries: `title` is an i18n key; `isTab: false` keeps a page out of the strip. */
export interface TabMeta {
  title?: string;
  isTab?: boolean;
  [key: string]: unknown;
}

/** One tab of the strip (spec §3 "Tab entry"); `value` is the path that identifies it. */
export interface TabEntry {
  label: string;
  value: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: TabMeta;
  group: string[];
  /** Whether the user may close it. */
  close: boolean;
}

export interface TabState {
  tabs: TabEntry[];
  active: string;
}

export interface TabConfig {
  /** The home tab is pinned and cannot be closed unless this is set. */
  firstClosable: boolean;
}
