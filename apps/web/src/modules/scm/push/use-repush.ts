import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, postCommand, type CrudRecord } from '@/components/crud';
import { PUSH_API } from './api';

/** How often a push being sent again is read, and when the screen stops waiting for its outcome. */
export const REPUSH_POLL_MS = 1500;
const GIVE_UP_MS = 120_000;

interface Watched {
  id: string;
  sourceNo: string;
  endpointName: string;
  since: number;
}

type Page = { records: CrudRecord[]; total: number };
const listKey = [...crudKeys.all(PUSH_API), 'list'];

/**
 * 重新推送 with feedback: the row shows 推送中 at once (the answer is written into the cached
 * pages), then the push is read every REPUSH_POLL_MS, the list refreshed with it, until the
 * partner's answer is recorded; the clerk is told the outcome naming the document, and the
 * polling stops.
 */
export function useRepush() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation('push');
  const [watched, setWatched] = useState<Watched[]>([]);

  const mutation = useMutation({
    mutationFn: (ids: string) => postCommand<CrudRecord[]>(`${PUSH_API}/repush`, null, { ids }),
    onSuccess: (rows) => {
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      queryClient.setQueriesData<Page>({ queryKey: listKey }, (page) =>
        page ? { ...page, records: page.records.map((record) => ({ ...record, ...byId.get(String(record.id)) })) } : page,
      );
      for (const row of rows) message.info(t('sending', { no: row.sourceNo, endpoint: row.endpointName }));
      const since = Date.now();
      setWatched((now) => [
        ...now.filter((w) => !byId.has(w.id)),
        ...rows.map((row) => ({ id: String(row.id), sourceNo: String(row.sourceNo), endpointName: String(row.endpointName), since })),
      ]);
    },
  });

  // One reading per watched push and round (its key holds when it was pushed again), repeated until settled.
  const readings = useQueries({
    queries: watched.map((w) => ({
      queryKey: ['push-outcome', w.id, w.since],
      queryFn: () => getData<CrudRecord>(`${PUSH_API}/detail`, { id: w.id }),
      refetchInterval: REPUSH_POLL_MS,
      retry: false,
      gcTime: 0,
    })),
  });
  const readAt = readings.map((r) => `${r.dataUpdatedAt}/${r.errorUpdatedAt}`).join();

  useEffect(() => {
    if (watched.length === 0) return;
    const settled = new Set<string>();
    watched.forEach((w, i) => {
      const { data: push, isError } = readings[i] ?? {};
      const vars = { no: w.sourceNo, endpoint: w.endpointName };
      if (isError) {
        // Removed meanwhile, or no longer ours to read: the request client has said why.
        settled.add(w.id);
      } else if (!push) {
        return;
      } else if (push.pushing === true) {
        // A runner that is down leaves it queued: say so once and leave the rest to the next search.
        if (Date.now() - w.since < GIVE_UP_MS) return;
        message.warning(t('stillQueued', vars));
        settled.add(w.id);
      } else {
        if (push.pushStatus === 'PUSH_FAILURE') message.error(t('failed', { ...vars, error: push.lastError ?? '--' }));
        else message.success(t(push.pushStates === 'ALREADY_TAKEN' ? 'taken' : 'pushed', vars));
        settled.add(w.id);
      }
    });
    // The list follows each reading, so the row shows what the push shows.
    void queryClient.invalidateQueries({ queryKey: listKey });
    if (settled.size) setWatched((now) => now.filter((w) => !settled.has(w.id)));
    // Runs per reading (readAt), not per render.
  }, [readAt]);

  return { repush: mutation.mutate };
}
