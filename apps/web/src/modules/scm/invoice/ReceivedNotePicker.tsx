import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceFormLine } from './lines';
import { receivedLinesOf, useReceivedNotes } from './received-notes';

interface Props {
  hospitalTenantId?: string;
  onPick: (lines: InvoiceFormLine[]) => void;
}

/** Adds the received lines of one of the hospital's received delivery notes. */
export function ReceivedNotePicker({ hospitalTenantId, onPick }: Props) {
  const { t } = useTranslation('invoice');
  const notes = useReceivedNotes(hospitalTenantId);
  const [reading, setReading] = useState(false);
  const pick = (id: string) => {
    const note = notes.data?.find((n) => n.id === id);
    if (!note) return;
    setReading(true);
    receivedLinesOf(note)
      .then(onPick)
      // The request client has shown what went wrong.
      .catch(() => undefined)
      .finally(() => setReading(false));
  };
  return (
    <Select
      style={{ width: 360 }}
      aria-label={t('addFromNote')}
      value={null}
      disabled={!hospitalTenantId}
      loading={notes.isFetching || reading}
      placeholder={hospitalTenantId ? t('addFromNote') : t('chooseHospitalFirst')}
      notFoundContent={t('noReceivedNotes')}
      onChange={pick}
      options={(notes.data ?? []).map((note) => ({ value: note.id, label: note.shipDate ? `${note.deliveryNo} · ${note.shipDate}` : note.deliveryNo }))}
    />
  );
}
