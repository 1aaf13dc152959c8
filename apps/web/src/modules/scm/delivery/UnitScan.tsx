import { useRef, useState } from 'react';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { findScannedUnit, type UnitOutcome } from '@beree/contracts';
import { useContractMessage, type CrudRecord } from '@/components/crud';
import { CameraScanButton } from '@/components/scan/CameraScanButton';

/** A unit of the note as the detail answers it. */
export interface NoteUnit {
  id: string;
  deliveryLineId: string;
  serialNo?: string | null;
  udi?: string | null;
  receiptOutcome?: UnitOutcome | null;
  refuseReason?: string | null;
}

/** A unit scanned in this receipt: the code as scanned, and what the clerk decided. */
export interface UnitScanEntry {
  unitId: string;
  code: string;
  outcome: UnitOutcome;
  reason?: string;
}

const COLOR: Record<string, string> = { ACCEPTED: 'green', REFUSED: 'red', MISSING: 'default' };

/**
 * The scan field of a receipt (验收): a keyboard-wedge scanner types a UDI or a serial and Enter;
 * the unit it names is taken in, or the field says why not (not on this note, scanned already).
 * Below, every unit of the note: accepted, refused (with its reason) or still missing; a unit
 * scanned now can be refused with a reason before saving.
 */
export function UnitScan({ lines, scans, onChange }: { lines: CrudRecord[]; scans: UnitScanEntry[]; onChange: (scans: UnitScanEntry[]) => void }) {
  const { t } = useTranslation('delivery');
  const say = useContractMessage();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const units = lines.flatMap((line) => ((line.units as NoteUnit[] | undefined) ?? []).map((unit) => ({ ...unit, id: String(unit.id), line })));
  const scanOf = (id: string) => scans.find((s) => s.unitId === id);

  // Codes can come faster than renders (two read in one camera frame): each sees the ones before it.
  const latest = useRef(scans);
  latest.current = scans;

  /** Takes in the unit a code names, or answers why not (also shown under the field). */
  const take = (raw: string): string | null => {
    const value = raw.trim();
    if (!value) return null;
    const unit = findScannedUnit(value, units);
    const taken = latest.current;
    let why: string | null = null;
    if (!unit) why = say('delivery.receive.unit.notFound', { code: value });
    else if (unit.receiptOutcome || taken.some((s) => s.unitId === unit.id)) {
      why = say('delivery.receive.unit.twice', { code: value, line: Number(unit.line.lineNo), product: String(unit.line.productName) });
    }
    setProblem(why);
    if (unit && !why) {
      latest.current = [...taken, { unitId: unit.id, code: value, outcome: 'ACCEPTED' }];
      onChange(latest.current);
    }
    return why;
  };
  const typed = () => {
    take(code);
    setCode('');
  };
  const change = (id: string, values: Partial<UnitScanEntry>) => onChange(scans.map((s) => (s.unitId === id ? { ...s, ...values } : s)));
  const stateOf = (unit: NoteUnit) => scanOf(unit.id)?.outcome ?? unit.receiptOutcome ?? 'MISSING';
  const count = (state: string) => units.filter((u) => stateOf(u) === state).length;

  return (
    <Flex vertical gap="small">
      <Flex gap="small">
        <Input
          autoFocus
          allowClear
          inputMode="text"
          enterKeyHint="done"
          aria-label={t('scan.unit')}
          placeholder={t('scan.unit')}
          value={code}
          status={problem ? 'error' : undefined}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={typed}
        />
        <CameraScanButton title={t('camera.unitTitle')} onCode={take} />
      </Flex>
      {problem && <Typography.Text type="danger" role="alert">{problem}</Typography.Text>}
      <Typography.Text type="secondary">{t('scan.summary', { accepted: count('ACCEPTED'), refused: count('REFUSED'), missing: count('MISSING') })}</Typography.Text>
      <Flex vertical role="list" style={{ maxHeight: 360, overflowY: 'auto' }}>
        {units.map((unit) => {
          const scan = scanOf(unit.id);
          const state = stateOf(unit);
          return (
            <Flex key={unit.id} vertical gap={4} role="listitem" data-unit={unit.serialNo ?? unit.udi ?? unit.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex wrap gap="small" align="center">
                <Tag color={COLOR[state]}>{t(`scan.state.${state}`)}</Tag>
                <Typography.Text>{`${String(unit.line.lineNo)}. ${String(unit.line.productName)}`}</Typography.Text>
                <Typography.Text code>{unit.serialNo ?? unit.udi}</Typography.Text>
                {scan && (
                  <Button size="small" danger={scan.outcome === 'ACCEPTED'} onClick={() => change(unit.id, { outcome: scan.outcome === 'ACCEPTED' ? 'REFUSED' : 'ACCEPTED' })}>
                    {t(scan.outcome === 'ACCEPTED' ? 'scan.refuse' : 'scan.accept')}
                  </Button>
                )}
              </Flex>
              {scan?.outcome === 'REFUSED' && (
                <Input size="small" maxLength={200} aria-label={t('rejectReason')} placeholder={t('rejectReason')} value={scan.reason ?? ''} onChange={(e) => change(unit.id, { reason: e.target.value })} />
              )}
              {!scan && unit.refuseReason && <Typography.Text type="secondary">{unit.refuseReason}</Typography.Text>}
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
