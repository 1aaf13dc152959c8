import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC, DEALER2_ADMIN, DEALER_ADMIN, HOSPITAL2_ADMIN, HOSPITAL_ADMIN, useServer, type Login } from '../../../../../test/harness';
import { rmbInWords, serialRuns } from './words';

const server = useServer();
const base = '/api/beree-scm/delivery';

interface Note {
  id: string;
  deliveryNo: string;
  printCount: number;
  version: number;
  lines: { productName: string; batchNo: string | null; serialNo: string | null; registrationNo: string | null; manufacturerName: string | null; udiDi: string | null; expiryDate: string | null }[];
}
let note: Note;

/** One sign-in per account for the file: signing in hashes a password, which is slow on purpose. */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (who: Login) => {
  const key = `${who.tenantId}/${who.username}`;
  if (!tokens.has(key)) tokens.set(key, server().login(who));
  return tokens.get(key)!;
};

/** A demo note the dealer shipped to the demo hospital, with batches on its lines. */
beforeAll(async () => {
  const s = server();
  const token = await tokenOf(DEALER_ADMIN);
  const list = await s.call('GET', `${base}/list?current=1&size=100&hospitalTenantId=100001&deliveryStatus_notequal=SAVED`, { token });
  for (const row of list.body.data.records as { id: string }[]) {
    const detail: Note = (await s.call('GET', `${base}/detail?id=${row.id}`, { token })).body.data;
    if (detail.lines.length > 1 && detail.lines.every((l) => l.batchNo) && detail.lines.some((l) => l.registrationNo)) {
      note = detail;
      break;
    }
  }
  expect(note, `a shipped demo note with batches among ${JSON.stringify(list.body).slice(0, 300)}`).toBeDefined();
});

async function print(who: Login, id = note.id, lang?: string) {
  const s = server();
  const headers: Record<string, string> = { authorization: BASIC, 'blade-auth': `bearer ${await tokenOf(who)}` };
  if (lang) headers['accept-language'] = lang;
  return s.app.inject({ method: 'GET', url: `${base}/print?id=${id}`, headers });
}

/** The words of every page, as a reader of the PDF finds them. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  let all = '';
  for (let p = 1; p <= doc.numPages; p += 1) all += `${(await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('')}\n`;
  await doc.destroy();
  return all;
}

/** How many images the first page paints: the default layout has none but the number's barcode. */
async function imagesOnFirstPage(pdf: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  const ops = await (await doc.getPage(1)).getOperatorList();
  await doc.destroy();
  return ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
}

const printCount = async (who: Login) => (await server().call('GET', `${base}/detail?id=${note.id}`, { token: await tokenOf(who) })).body.data.printCount as number;

describe('the delivery note on paper (随货同行单)', () => {
  it('answers a PDF carrying the number, the products in Chinese, batches, registration numbers and the parties', async () => {
    const res = await print(DEALER_ADMIN);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${note.deliveryNo}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The font goes in as a subset of the characters used, not the whole 8 MB face.
    expect(res.rawPayload.length).toBeLessThan(300_000);
    const text = await textOf(res.rawPayload);
    expect(note.lines.some((l) => /[\u4e00-\u9fff]/.test(l.productName)), 'a product named in Chinese').toBe(true);
    expect(text).toContain(note.deliveryNo);
    expect(text).toContain('随货同行单');
    for (const line of note.lines) {
      expect(text).toContain(line.productName);
      if (line.batchNo) expect(text).toContain(line.batchNo);
      if (line.registrationNo) expect(text).toContain(line.registrationNo);
    }
    expect(text).toMatch(/供货单位：.+/);
    expect(text).toMatch(/购货单位：.+/);
    expect(text).toContain('收货人（签字）');
    expect(text).toContain('供货单位出库专用章');
    // The number as a barcode for the hospital's desk, and each line's UDI where it has one.
    expect(await imagesOnFirstPage(res.rawPayload)).toBe(1);
    const coded = note.lines.filter((l) => l.udiDi);
    expect(coded.length, 'a demo line with a UDI-DI').toBeGreaterThan(0);
    for (const line of coded) expect(text.replaceAll(/\s/g, '')).toContain(`(01)${line.udiDi}`);
  });

  it('counts every print by either party on the note, without touching its version; labels follow the reader’s language', async () => {
    const before = await printCount(HOSPITAL_ADMIN);
    const english = await textOf((await print(HOSPITAL_ADMIN, note.id, 'en')).rawPayload);
    expect(english).toContain('Delivery note');
    expect(english).toContain("Supplier's outbound stamp");
    expect(english).not.toContain('随货同行单');
    expect(english).toContain(note.lines[0].productName);
    const res = await print(DEALER_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(await printCount(DEALER_ADMIN)).toBe(before + 2);
    expect(await textOf(res.rawPayload)).toContain(`第 ${before + 2} 次打印`);
    const detail = (await server().call('GET', `${base}/detail?id=${note.id}`, { token: await tokenOf(DEALER_ADMIN) })).body.data;
    expect(detail.version).toBe(note.version);
  });

  it('is no one else’s to print: a third tenant of either kind gets 404 and the count stays', async () => {
    const before = await printCount(DEALER_ADMIN);
    for (const outsider of [HOSPITAL2_ADMIN, DEALER2_ADMIN]) {
      const res = await print(outsider);
      expect(res.statusCode, outsider.tenantId).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await print(DEALER_ADMIN, '1')).statusCode).toBe(404);
    expect((await print(DEALER_ADMIN, 'abc')).statusCode).toBe(400);
    expect(await printCount(DEALER_ADMIN)).toBe(before);
  });
});

describe('amounts in capitals (人民币大写)', () => {
  it.each([
    ['0', '零元整'],
    ['0.05', '伍分'],
    ['0.50', '伍角整'],
    ['1204.50', '壹仟贰佰零肆元伍角整'],
    ['1000.05', '壹仟元零伍分'],
    ['100000', '壹拾万元整'],
    ['10000001', '壹仟万零壹元整'],
    ['120003400.78', '壹亿贰仟万零叁仟肆佰元柒角捌分'],
  ])('%s → %s', (amount, words) => expect(rmbInWords(amount)).toBe(words));
});

describe('serials on paper', () => {
  it('writes a run of three or more consecutive serials as first～last (count), the rest one by one', () => {
    expect(serialRuns(['SN0098', 'SN0099', 'SN0100', 'SN0102', 'X1', 'X2', 'ABC'])).toEqual(['SN0098～SN0100（3）', 'SN0102', 'X1', 'X2', 'ABC']);
    expect(serialRuns(['A9', 'A10', 'A11'])).toEqual(['A9', 'A10', 'A11']);
    expect(serialRuns([])).toEqual([]);
  });
});
