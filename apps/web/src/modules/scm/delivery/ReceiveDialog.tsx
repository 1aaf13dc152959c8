import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { formatQty } from '../document/money';
import { markRefusal } from '../document/refusal';
import { DELIVERY_API } from './api';
import { text } from '../document/text';
import { UnitScan, type UnitScanEntry } from './UnitScan';

interface Count {
  id: string;
  receivedQty?: number | null;
  rejectedQty?: number | null;
  rejectReason?: string | null;
}

const cell = { style: { margin: 0 } };
/** Lines naming their units (serials or UDIs) are received by scanning, not by count. */
const scanned = (line: CrudRecord) => ((line.units as unknown[] | undefined) ?? []).length > 0;
/** What a line still awaits: shipped less what was counted before. */
const pending = (line: CrudRecord) => (scanned(line) ? 0 : Math.max(0, Number(line.qty) - Number(line.receivedQty ?? 0) - Number(line.rejectedQty ?? 0)));

/**
 * The hospital counts what came in: per line, how many it takes in and how many it refuses, and
 * why; units with serials or UDIs are scanned one by one (UnitScan). Each receipt adds to the ones
 * before; the note is received once every line is settled.
 */
export function ReceiveDialog({ record, onClose }: { record: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation(['delivery', 'crud']);
  const say = useContractMessage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CrudRecord>();
  const id = String(record.id);
  const { data } = useQuery({ queryKey: crudKeys.detail(DELIVERY_API, id), queryFn: () => getData<CrudRecord & { lines: CrudRecord[] }>(`${DELIVERY_API}/detail`, { id }), gcTime: 0 });
  const lines = data?.lines ?? [];
  const [scans, setScans] = useState<UnitScanEntry[]>([]);

  // Everything still awaited is taken in until the clerk says otherwise.
  useEffect(() => {
    if (data) form.setFieldsValue({ lines: data.lines.map((line) => ({ id: String(line.id), receivedQty: pending(line), rejectedQty: 0 })) });
  }, [data, form]);

  const save = async () => {
    // Every line is sent, so a refusal naming lines.N points at row N of the table.
    const counts = ((form.getFieldsValue(true) as CrudRecord).lines as Count[]).map((c) => ({ ...c, rejectReason: c.rejectReason?.trim() || null }));
    try {
      const units = scans.map(({ code, outcome, reason }) => ({ code, outcome, reason: reason?.trim() || null }));
      await postCommand(`${DELIVERY_API}/receive`, { version: data?.version, lines: counts, units }, { ids: id });
    } catch (error) {
      markRefusal(form, error);
      return;
    }
    message.success(say('toast.done'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(DELIVERY_API) });
    onClose();
  };

  const label = (name: string) => t(`delivery:${name}`);
  return (
    <Modal open width="min(1000px, calc(100vw - 16px))" title={t('delivery:action.receive')} okText={t('crud:ok')} cancelText={t('crud:cancel')} onOk={save} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <Form form={form} component={false}>
          {lines.some(scanned) && <UnitScan lines={lines} scans={scans} onChange={setScans} />}
          <Table<CrudRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'item', title: label('item'), width: 200, render: (_v, line) => text([line.productName, line.specification, line.model].filter(Boolean).join(' ')) },
              { key: 'batchNo', dataIndex: 'batchNo', title: label('batchNo'), width: 100, render: text },
              { key: 'qty', dataIndex: 'qty', title: label('qty'), width: 80, align: 'right', render: formatQty },
              { key: 'counted', title: label('counted'), width: 90, align: 'right', render: (_v, line) => `${formatQty(line.receivedQty)} / ${formatQty(line.rejectedQty)}` },
              {
                key: 'receivedQty',
                title: label('receivedQty'),
                width: 110,
                render: (_v, line, index) => (
                  <Form.Item name={['lines', index, 'receivedQty']} {...cell}>
                    <InputNumber min={0} disabled={scanned(line)} style={{ width: '100%' }} placeholder={label('receivedQty')} />
                  </Form.Item>
                ),
              },
              {
                key: 'rejectedQty',
                title: label('rejectedQty'),
                width: 110,
                render: (_v, line, index) => (
                  <Form.Item name={['lines', index, 'rejectedQty']} {...cell}>
                    <InputNumber min={0} disabled={scanned(line)} style={{ width: '100%' }} placeholder={label('rejectedQty')} />
                  </Form.Item>
                ),
              },
              {
                key: 'rejectReason',
                title: label('rejectReason'),
                width: 200,
                render: (_v, line, index) => (
                  <Form.Item name={['lines', index, 'rejectReason']} {...cell}>
                    <Input maxLength={200} disabled={scanned(line)} placeholder={label('rejectReason')} />
                  </Form.Item>
                ),
              },
            ]}
          />
        </Form>
      )}
    </Modal>
  );
}
