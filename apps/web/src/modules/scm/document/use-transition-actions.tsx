import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';

/** A transition as the contracts' tables describe it: the states it starts from and whether it needs a reason. */
/** The message namespaces of the documents with transitions. */
export type DocumentNs = 'plan' | 'indent' | 'delivery' | 'surgical' | 'invoice';

export interface TransitionRule {
  from: readonly string[];
  reason?: boolean;
  party?: string;
}

/** Whether a transition starts from the row's state and is the caller's side's to take. */
export const transitionApplies = (rule: TransitionRule, record: CrudRecord, statusField: string, partyOf?: (record: CrudRecord) => string | null) =>
  (!rule.party || !partyOf || partyOf(record) === rule.party) && rule.from.includes(String(record[statusField]));

interface Options<A extends string> {
  api: string;
  ns: DocumentNs;
  transitions: Record<A, TransitionRule>;
  permissions: Record<A, string>;
  icons: Record<A, ReactNode>;
  danger: readonly A[];
  /** The column holding the document's state, and the one naming it in confirmations. */
  statusField: string;
  noField: string;
  /** The caller's side of a row (hospital or supplier); every transition is the caller's when absent. */
  partyOf?: (record: CrudRecord) => string | null;
  /** Opens the dialog asking for the reason of a transition that needs one. */
  askReason: (action: A, record: CrudRecord) => void;
  /** The confirmation's message key where a row needs its own wording (default `confirm.<action>`). */
  confirmKey?: (action: A, record: CrudRecord) => string;
}

/**
 * One row link per transition of the contracts' table, behind its button code, on the rows whose
 * state it starts from and whose party the caller is. Those needing a reason ask for it; the others
 * ask to confirm. The server checks the same table again.
 */
export function useTransitionActions<A extends string>(o: Options<A>): RowAction[] {
  const { t } = useTranslation(o.ns);
  const confirm = useConfirm();
  const command = useCommand(o.api);
  const { api, ns, transitions, permissions, icons, danger, statusField, noField, partyOf, askReason, confirmKey } = o;
  return useMemo(
    () =>
      (Object.keys(transitions) as A[]).map((action) => {
        const rule = transitions[action];
        return {
          key: action,
          label: `${ns}:action.${action}`,
          permission: permissions[action],
          icon: icons[action],
          danger: danger.includes(action),
          visible: (record: CrudRecord) => transitionApplies(rule, record, statusField, partyOf),
          onClick: (record: CrudRecord) =>
            rule.reason
              ? askReason(action, record)
              : confirm(t(confirmKey?.(action, record) ?? `confirm.${action}`, { no: String(record[noField] ?? '') }), () => command.mutateAsync({ url: `${api}/${action}`, params: { ids: record.id } })),
        };
      }),
    [t, confirm, command, api, ns, transitions, permissions, icons, danger, statusField, noField, partyOf, askReason, confirmKey],
  );
}
