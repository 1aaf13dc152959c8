import { useCallback, useState } from 'react';
import type { SupplyTransition } from '@beree/contracts';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { supplyRelationConfig } from './config';
import { TransitionDialog } from './TransitionDialog';
import { useSupplyActions } from './use-supply-actions';
import { ViewDialog } from './ViewDialog';

/** 供需关系 (/scm/supply-relation): a supplier applies to hospitals, a hospital admits its suppliers. */
export default function SupplyRelationPage() {
  const [moving, setMoving] = useState<{ action: SupplyTransition; record: CrudRecord } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const open = useCallback((action: SupplyTransition, record: CrudRecord) => setMoving({ action, record }), []);
  const rowActions = useSupplyActions(open);
  const onView = useCallback((record: CrudRecord) => setViewing(String(record.id)), []);
  return (
    <>
      <CrudPage config={supplyRelationConfig} rowActions={rowActions} onView={onView} />
      {moving && <TransitionDialog action={moving.action} record={moving.record} onClose={() => setMoving(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
