import { useState } from 'react';
import { App, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { CameraScanButton } from '@/components/scan/CameraScanButton';
import { DELIVERY_API } from './api';

/** A scanner may put the symbology identifier (]C1 Code 128, ]d1 DataMatrix) before the text. */
const noteNoOf = (code: string) => code.trim().replace(/^\][A-Za-z][0-9A-Za-z]/, '').trim();

/**
 * The receipt desk's scan field: the barcode of a printed note (its number) and Enter opens that
 * note for receipt when it is approved and awaits goods; otherwise the field says it found none.
 */
export function NoteScan({ onFound }: { onFound: (note: CrudRecord) => void }) {
  const { t } = useTranslation('delivery');
  const { message } = App.useApp();
  const [code, setCode] = useState('');

  /** Opens the note a code names, or answers that none awaits receipt. */
  const open = async (code: string): Promise<string | null> => {
    const no = noteNoOf(code);
    if (!no) return null;
    const page = await getData<Page<CrudRecord>>(`${DELIVERY_API}/list`, { deliveryNo_equal: no, deliveryStatus_equal: 'APPROVED', current: 1, size: 1 });
    const note = page.records.find((r) => r.deliveryNo === no);
    if (note) onFound(note);
    return note ? null : t('scan.noteNotFound', { no });
  };
  const typed = async () => {
    setCode('');
    const why = await open(code);
    if (why) message.error(why);
  };
  return (
    <Flex gap="small" style={{ maxWidth: 420 }}>
      <Input allowClear aria-label={t('scan.note')} placeholder={t('scan.note')} value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={() => void typed()} />
      <CameraScanButton title={t('camera.noteTitle')} onCode={open} closeOnTaken />
    </Flex>
  );
}
