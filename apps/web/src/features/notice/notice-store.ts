import { create } from 'zustand';
import { NOTICE_LOAD_DELAY_MS, NOTICE_PAGE_SIZE } from '@beree/contracts';
import { fetchFeedPage } from './notice-api';
import type { FeedItem, FeedKind } from './notice-types';

/** One list of the bell: the pages loaded so far, newest first. */
export interface Feed {
  items: FeedItem[];
  total: number;
  /** The last page loaded (0 before the first answer). */
  current: number;
  pages: number;
  /** A next page is on its way (the 1 s pause included). */
  loading: boolean;
}

/** What asking for more did: a page arrived, there is none left, one is already coming, or the call failed. */
export type LoadMoreResult = 'loaded' | 'end' | 'busy' | 'failed';

interface NoticeState {
  feeds: Record<FeedKind, Feed>;
  /** Loads the first page again (both lists without a kind), dropping what was paged in. */
  reload: (kind?: FeedKind) => Promise<void>;
  /** After the spec's 1 s pause, appends the next page; 'end' once past the last page. */
  loadMore: (kind: FeedKind) => Promise<LoadMoreResult>;
  /** An entry pushed by the server goes on top and counts at once. */
  prepend: (kind: FeedKind, item: FeedItem) => void;
  /** Forgets everything (another user signs in). */
  reset: () => void;
}

const emptyFeed = (): Feed => ({ items: [], total: 0, current: 0, pages: 0, loading: false });
const KINDS: FeedKind[] = ['message', 'notice'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Entries already shown are kept once: a pushed entry shifts the server's pages by one. */
function merge(items: FeedItem[], next: FeedItem[]): FeedItem[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...next.filter((item) => !seen.has(item.id))];
}

/**
 * Each reload or reset starts a new generation; an answer of an older one arrives too late to be
 * shown (the list was reloaded, or another user signed in, meanwhile).
 */
const generation: Record<FeedKind, number> = { message: 0, notice: 0 };

export const useNoticeStore = create<NoticeState>()((set, get) => {
  const patch = (kind: FeedKind, change: Partial<Feed>) => set((state) => ({ feeds: { ...state.feeds, [kind]: { ...state.feeds[kind], ...change } } }));

  const reloadOne = async (kind: FeedKind) => {
    const mine = ++generation[kind];
    patch(kind, { loading: false });
    try {
      const page = await fetchFeedPage(kind, 1, NOTICE_PAGE_SIZE);
      if (mine !== generation[kind]) return;
      patch(kind, { items: page.records, total: page.total, current: 1, pages: page.pages });
    } catch {
      // The request client has toasted the failure; the list keeps what it showed.
    }
  };

  return {
    feeds: { message: emptyFeed(), notice: emptyFeed() },

    reload: async (kind) => {
      await Promise.all((kind ? [kind] : KINDS).map(reloadOne));
    },

    loadMore: async (kind) => {
      const feed = get().feeds[kind];
      if (feed.loading) return 'busy';
      if (feed.current >= feed.pages) return 'end';
      const mine = generation[kind];
      patch(kind, { loading: true });
      try {
        await wait(NOTICE_LOAD_DELAY_MS);
        if (mine !== generation[kind]) return 'busy';
        const next = feed.current + 1;
        const page = await fetchFeedPage(kind, next, NOTICE_PAGE_SIZE);
        if (mine !== generation[kind]) return 'busy';
        patch(kind, { items: merge(get().feeds[kind].items, page.records), total: page.total, current: next, pages: page.pages, loading: false });
        return 'loaded';
      } catch {
        if (mine === generation[kind]) patch(kind, { loading: false });
        return 'failed';
      }
    },

    prepend: (kind, item) => {
      const feed = get().feeds[kind];
      if (feed.items.some((shown) => shown.id === item.id)) return;
      patch(kind, { items: [item, ...feed.items], total: feed.total + 1 });
    },

    reset: () => {
      for (const kind of KINDS) generation[kind]++;
      set({ feeds: { message: emptyFeed(), notice: emptyFeed() } });
    },
  };
});

/** Unread notices among those loaded: the bell's count adds them to the unread messages. */
export const unreadNotices = (feed: Feed): number => feed.items.filter((item) => item.isRead === 0).length;

/** A notice or message changed elsewhere on screen (published, ended, read): the bell shows the change. */
export const refreshBell = (kind?: FeedKind): void => void useNoticeStore.getState().reload(kind);
