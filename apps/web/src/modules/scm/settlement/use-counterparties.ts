import { useMemo } from 'react';
import type { Page, SettlementRow } from '@beree/contracts';
import { useRemote } from '@/components/pickers/use-remote';
import { useSessionStore } from '@/features/auth/session-store';
import { counterpartyOf, SETTLEMENT_API } from './api';

/**
 * The parties the user has settlements with, as choices: read from the settlement rows themselves,
 * so the choice never offers a party with nothing to settle (and needs no other menu's permission).
 */
export function useCounterparties() {
  const tenantId = useSessionStore((s) => s.tenantId);
  const party = counterpartyOf(tenantId);
  const { data } = useRemote<Page<SettlementRow>>(`${SETTLEMENT_API}/list`, { current: 1, size: 1000 });
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of data?.records ?? []) seen.set(row[party.param], row[party.name]);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'zh'));
  }, [data, party.param, party.name]);
  return { party, options };
}
