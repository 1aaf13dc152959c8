import ExcelJS from 'exceljs';
import { addDays, type SettlementDetail } from '@beree/contracts';
import { describe, expect, it } from 'vitest';
import { BASIC, DEALER_ADMIN, HOSPITAL_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { BALLOON, deliveryNotes } from '../../../../test/delivery-notes';
import { statementFields } from './statement-template';

const server = useServer();
const base = '/api/beree-scm/settlement';
const { confirmedOrder, saveNote, ship, act, today: T } = deliveryNotes(server);

const detailOf = async (s: TestServer, id: string, login = HOSPITAL_ADMIN): Promise<SettlementDetail> => {
  const res = await s.call('GET', `${base}/detail?id=${id}`, { token: await s.login(login) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('settlements name the units refused at receipt', () => {
  it('a note of implants received unit by unit, two refused: the detail, statement, sheet and paper name each refused unit and why; amounts count what was taken in', async () => {
    const s = server();
    const order = await confirmedOrder(s, [[BALLOON, 4]]);
    const exp = addDays(T, 400).replaceAll('-', '').slice(2);
    const udi = (serial: string) => `(01)04012345000016(17)${exp}(10)W24A05(21)${serial}`;
    const line = (units: Record<string, unknown>[], batchNo = 'W24A05') => ({ indentLineId: order[BALLOON].id, qty: units.length, batchNo, expiryDate: addDays(T, 400), units });
    // Two lines: one partly refused, one wholly refused (scanned by its serial alone).
    const note = await saveNote(s, [line([{ udi: udi('SR1') }, { udi: udi('SR2') }, { udi: udi('SR3') }]), line([{ serialNo: 'SR4' }], 'W24A06')]);
    expect((await ship(s, note.id)).status).toBe(200);
    expect((await act(s, 'approve', note.id)).status).toBe(200);
    const received = await act(s, 'receive', note.id, {
      units: [
        { code: 'SR1', outcome: 'ACCEPTED' },
        { code: udi('SR2'), outcome: 'REFUSED', reason: '包装破损' },
        { code: 'SR3', outcome: 'ACCEPTED' },
        { code: 'SR4', outcome: 'REFUSED', reason: 'UDI 与随货单不符' },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);

    const price = Number(order[BALLOON].unitPrice);
    for (const login of [HOSPITAL_ADMIN, DEALER_ADMIN]) {
      const detail = await detailOf(s, note.id, login);
      expect(detail.lines.map((l) => [l.lineNo, l.quantity, l.refusedQty])).toEqual([[1, '2', '1'], [2, '0', '1']]);
      expect(detail.lines[0]!.refusedUnits).toEqual([expect.objectContaining({ udi: udi('SR2'), reason: '包装破损' })]);
      expect(detail.lines[1]!.refusedUnits).toEqual([{ serialNo: 'SR4', udi: null, reason: 'UDI 与随货单不符' }]);
      // Only what was taken in is owed: the refused units add nothing.
      expect(Number(detail.settleableAmount)).toBeCloseTo(2 * price, 2);
      expect(detail.lines[1]!.settleableAmount).toBe('0.00');
    }
    // The list agrees with the detail on the amount, and counts the note once.
    const hospital = await s.login(HOSPITAL_ADMIN);
    const listed = (await s.call('GET', `${base}/list?current=1&size=1000`, { token: hospital })).body.data.records.filter((r: { id: string }) => r.id === note.id);
    expect(listed.map((r: { settleableAmount: string }) => r.settleableAmount)).toEqual([(await detailOf(s, note.id)).settleableAmount]);

    const month = (await detailOf(s, note.id)).settledOn.slice(0, 7);
    const statement = (await s.call('GET', `${base}/statement?month=${month}&supplierTenantId=200001`, { token: hospital })).body.data;
    const lines = statement.groups[0].lines.filter((l: { documentNo: string }) => l.documentNo === note.deliveryNo);
    expect(lines.map((l: { refusedUnits: { reason: string }[] }) => l.refusedUnits.map((u) => u.reason))).toEqual([['包装破损'], ['UDI 与随货单不符']]);

    // The sheet, in either language, has a column saying which unit was refused and why.
    for (const [lang, heading, words] of [['en', 'Refused (UDI/serial: reason)', `${udi('SR2')}: 包装破损`], ['zh', '拒收（UDI/序列号：原因）', `${udi('SR2')}：包装破损`]] as const) {
      const file = await s.app.inject({ method: 'GET', url: `${base}/statement/export?month=${month}&supplierTenantId=200001`, headers: { authorization: BASIC, 'blade-auth': `bearer ${hospital}`, 'accept-language': lang } });
      expect(file.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const head = (sheet.getRow(1).values as unknown[]).indexOf(heading);
      expect(head, lang).toBeGreaterThan(0);
      const rows = [...Array(sheet.rowCount).keys()].map((i) => sheet.getRow(i + 1)).filter((r) => r.getCell(3).value === note.deliveryNo);
      expect(rows.map((r) => r.getCell(head).value)).toEqual([words, lang === 'en' ? 'SR4: UDI 与随货单不符' : 'SR4：UDI 与随货单不符']);
    }
    // On paper the refused units go under the product's name.
    const paper = JSON.parse(statementFields(statement, 'zh', new Date()).lines) as string[][];
    expect(paper.find((r) => r[0] === note.deliveryNo)![2]).toBe(`PTCA球囊扩张导管\n拒收：${udi('SR2')}：包装破损`);
    expect(JSON.parse(statementFields(statement, 'en', new Date()).lines).filter((r: string[]) => r[0] === note.deliveryNo)[1][2]).toBe('PTCA球囊扩张导管\nRefused: SR4: UDI 与随货单不符');
  });
});
