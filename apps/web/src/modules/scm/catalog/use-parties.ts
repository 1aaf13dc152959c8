import { useMemo } from 'react';
import type { SelectOption } from '@/components/crud/types';
import { useRemote } from '@/components/pickers/use-remote';
import { CATALOG_API } from '../contract/api';

/** A counterparty with an APPROVED relation: hospitals for a supplier, suppliers for a hospital. */
export interface Party {
  tenantId: string;
  name: string;
}

const NONE: Party[] = [];

/** The caller's counterparties (catalog/parties) as the options of the hospital or supplier select. */
export function usePartyOptions(): SelectOption[] {
  const { data = NONE } = useRemote<Party[]>(`${CATALOG_API}/parties`);
  return useMemo(() => data.map((party) => ({ label: party.name, value: party.tenantId })), [data]);
}
