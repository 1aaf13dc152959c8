import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Flex, Form, Input, InputNumber, Modal, Row, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { surgeryHasBegun, type ParsedUdi } from '@beree/contracts';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { UdiScanInput } from '@/components/udi/UdiScanInput';
import { formatQty } from '../document/money';
import { SURGICAL_API } from './api';
import { productOf } from './release-lines';
import { kitUnitOf, scannedBefore, type KitLine } from './used-units';
import { text } from '../document/text';

/** What the nurse records of a line: how many were used, and the UDI of each implant used. */
interface Usage {
  qty: number;
  udis: string[];
}


/**
 * 登记使用: after the operation (not before its time of surgery, R30) the nurse records what was used — each implant by scanning its
 * UDI (it must be a unit released on this order, R30), other lines by count. What was released and
 * not used goes back; only what was used is billed.
 */
export function UseDialog({ record, onClose }: { record: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation(['surgical', 'crud']);
  const say = useContractMessage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CrudRecord>();
  const id = String(record.id);
  const { data } = useQuery({ queryKey: crudKeys.detail(SURGICAL_API, id), queryFn: () => getData<CrudRecord & { lines: KitLine[] }>(`${SURGICAL_API}/detail`, { id }), gcTime: 0 });
  const [usage, setUsage] = useState<Record<string, Usage>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const lines = data?.lines ?? [];
  // R30: before the time of surgery nothing can have been implanted; the server refuses it the same way.
  const early = data && !surgeryHasBegun(data.surgeryDateTime as string)
    ? say('surgical.R30.beforeSurgery', { surgicalOrderNo: String(data.surgicalOrderNo), surgeryDateTime: String(data.surgeryDateTime) })
    : null;

  useEffect(() => {
    if (data) setUsage(Object.fromEntries(data.lines.map((line) => [String(line.id), { qty: 0, udis: [] }])));
  }, [data]);

  const of = (line: KitLine): Usage => usage[String(line.id)] ?? { qty: 0, udis: [] };
  const change = (line: KitLine, next: Usage) => setUsage((all) => ({ ...all, [String(line.id)]: next }));
  const refuse = (line: KitLine, why: string | null) => setRefusals((all) => ({ ...all, [String(line.id)]: why ?? '' }));

  const scanned = (line: KitLine, index: number) => (parsed: ParsedUdi, udi: string) => {
    const now = of(line);
    const where = { line: index + 1, product: productOf(line) };
    if (scannedBefore(now.udis, parsed)) return refuse(line, say('surgical.R30.usedTwice', { ...where, serial: parsed.serialNo ?? udi }));
    if (!kitUnitOf(line, parsed)) return refuse(line, say('surgical.R30.notReleased', { ...where, udi }));
    refuse(line, null);
    change(line, { qty: now.udis.length + 1, udis: [...now.udis, udi] });
  };

  const removeUdi = (line: KitLine, at: number) => {
    const udis = of(line).udis.filter((_u, i) => i !== at);
    change(line, { qty: udis.length, udis });
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as CrudRecord;
    const body = {
      version: data?.version,
      nurseStaffNo: (values.nurseStaffNo as string | undefined)?.trim() || undefined,
      doctorStaffNo: (values.doctorStaffNo as string | undefined)?.trim() || undefined,
      // Every line in its place, so that a refusal's line number is the order's.
      lines: lines.map((line) => ({ id: String(line.id), usedQty: String(of(line).qty), ...(line.units.length ? { udis: of(line).udis } : {}) })),
    };
    try {
      await postCommand(`${SURGICAL_API}/use`, body, { ids: id });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    message.success(say('toast.done'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(SURGICAL_API) });
    onClose();
  };

  const label = (name: string) => t(`surgical:${name}`);
  return (
    <Modal open width={1100} title={t('surgical:useTitle', { no: String(record.surgicalOrderNo ?? '') })} okText={t('surgical:action.use')} cancelText={t('crud:cancel')} onOk={save} okButtonProps={{ disabled: Boolean(early) }} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <Flex vertical gap="middle">
          <Form form={form} layout="vertical">
            <Row gutter={16}>
              <Col span={6}>
                <Form.Item name="nurseStaffNo" label={label('nurseStaffNo')}>
                  <Input maxLength={32} placeholder={t('crud:placeholder.input', { label: label('nurseStaffNo') })} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="doctorStaffNo" label={label('doctorStaffNo')}>
                  <Input maxLength={32} placeholder={t('crud:placeholder.input', { label: label('doctorStaffNo') })} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          {(early ?? refusal) ? <Alert type="error" showIcon title={early ?? refusal} /> : null}
          <Table<KitLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={lines}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'item', title: label('item'), width: 220, render: (_v, line) => text(productOf(line)) },
              { key: 'batchNo', dataIndex: 'batchNo', title: label('batchNo'), width: 120, render: text },
              { key: 'releasedQty', dataIndex: 'releasedQty', title: label('releasedQty'), width: 80, align: 'right', render: formatQty },
              {
                key: 'usedQty',
                title: label('usedQty'),
                width: 100,
                render: (_v, line) =>
                  line.units.length ? (
                    <Tag data-testid="used-count">{of(line).qty}</Tag>
                  ) : (
                    <InputNumber
                      min={0}
                      max={Number(line.releasedQty)}
                      disabled={Number(line.releasedQty) === 0}
                      aria-label={t('surgical:usedQtyOfLine', { n: line.lineNo })}
                      value={of(line).qty}
                      onChange={(qty) => change(line, { ...of(line), qty: Number(qty ?? 0) })}
                    />
                  ),
              },
              { key: 'returnedQty', title: label('returnedQty'), width: 80, align: 'right', render: (_v, line) => formatQty(Math.max(0, Number(line.releasedQty) - of(line).qty)) },
              {
                key: 'udis',
                title: label('usedUdis'),
                render: (_v, line, index) =>
                  line.units.length ? (
                    <Flex vertical gap={4} data-testid={`used-${line.lineNo}`}>
                      <UdiScanInput sku={line.udiDi ? { udiDi: line.udiDi, name: productOf(line) } : undefined} onScan={scanned(line, index)} />
                      {refusals[String(line.id)] ? (
                        <Typography.Text type="danger" role="alert">
                          {refusals[String(line.id)]}
                        </Typography.Text>
                      ) : null}
                      {of(line).udis.map((udi, at) => (
                        <Tag key={udi} closable onClose={() => removeUdi(line, at)} style={{ whiteSpace: 'normal' }}>
                          {udi}
                        </Tag>
                      ))}
                    </Flex>
                  ) : (
                    '--'
                  ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
