import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App, Button, List, Typography } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crudKeys, type CrudRecord } from '@/components/crud';
import { request } from '@/shared/request';
import { transitionApplies, type DocumentNs, type TransitionRule } from './use-transition-actions';

interface Options<A extends string> {
  api: string;
  ns: DocumentNs;
  transitions: Record<A, TransitionRule>;
  /** The transitions the caller may use (their button codes checked by the page). */
  allowed: readonly A[];
  icons: Record<A, ReactNode>;
  statusField: string;
  noField: string;
  partyOf?: (record: CrudRecord) => string | null;
  /** The rows on the page; the table checks them through `selection`. */
  records: CrudRecord[];
}

export interface BatchTransitions {
  /** One button per transition that applies to every checked row. */
  buttons: ReactNode[];
  /** The table's checked rows (cleared once a batch has run). */
  selection: { keys: string[]; onChange: (keys: string[]) => void };
}

interface Outcome {
  no: string;
  ok: boolean;
  msg?: string;
}

/**
 * 批量: the transitions that apply to every checked row (those needing no reason), one button each.
 * Each row goes on its own, one after the other, so one refusal (someone changed that row meanwhile)
 * stops nothing else; a dialog then lists every row's outcome with the server's reason.
 */
export function useBatchTransitions<A extends string>(o: Options<A>): BatchTransitions {
  const { t } = useTranslation([o.ns, 'crud']);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { api, ns, transitions, allowed, icons, statusField, noField, partyOf, records } = o;
  const [checked, setChecked] = useState<string[]>([]);
  const onDone = useCallback(() => setChecked([]), []);
  const selected = useMemo(() => records.filter((r) => checked.includes(String(r.id))), [records, checked]);

  const buttons = useMemo(() => {
    if (selected.length === 0) return [];
    const applies = (action: A) => {
      const rule = transitions[action];
      return !rule.reason && selected.every((r) => transitionApplies(rule, r, statusField, partyOf));
    };
    const run = async (action: A) => {
      const outcomes: Outcome[] = [];
      for (const record of selected) {
        const no = String(record[noField] ?? record.id);
        try {
          await request.post(`${api}/${action}`, null, { params: { ids: record.id }, silent: true });
          outcomes.push({ no, ok: true });
        } catch (error) {
          outcomes.push({ no, ok: false, msg: (error as Error).message });
        }
      }
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(api) });
      onDone();
      const done = outcomes.filter((x) => x.ok).length;
      modal.info({
        title: t('crud:batch.result', { done, refused: outcomes.length - done }),
        width: 560,
        content: (
          <List
            size="small"
            dataSource={outcomes}
            renderItem={(x) => (
              <List.Item>
                {x.ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />} <Typography.Text strong>{x.no}</Typography.Text>{' '}
                {x.ok ? t('crud:batch.done') : x.msg}
              </List.Item>
            )}
          />
        ),
      });
    };
    return allowed.filter(applies).map((action) => (
      <Button
        key={action}
        icon={icons[action]}
        onClick={() =>
          modal.confirm({
            title: t('crud:confirmTitle'),
            content: t('crud:batch.confirm', { action: t(`${ns}:action.${action}`), count: selected.length }),
            okText: t('crud:ok'),
            cancelText: t('crud:cancel'),
            onOk: () => run(action),
          })
        }
      >
        {t('crud:batch.button', { action: t(`${ns}:action.${action}`), count: selected.length })}
      </Button>
    ));
  }, [t, modal, queryClient, api, ns, transitions, allowed, icons, statusField, noField, partyOf, selected, onDone]);
  return { buttons, selection: { keys: checked, onChange: setChecked } };
}
