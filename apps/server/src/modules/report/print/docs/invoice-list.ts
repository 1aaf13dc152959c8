import type { Template } from '@pdfme/common';
import { and, desc, eq } from 'drizzle-orm';
import { isId, type Lang } from '@beree/contracts';
import { invoices } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { linesTable, printText as t, shanghaiTime, textField, type PrintText } from '../../../../core/pdf/schemas';
import { invoiceDetail } from '../../../scm/invoice/service';
import { rmbInWords } from '../../../scm/delivery/print/words';
import { label, OPTIONS_LIMIT, type PrintKind } from './kind';

/** What the list prints of an invoice: its head and its lines (a downstream invoice's, as invoiceDetail reads them). */
export interface PrintableInvoice {
  invoiceNo: string;
  invoiceCode: string | null;
  invoiceDate: string;
  sellerName: string;
  sellerTaxNo: string;
  buyerName: string;
  buyerTaxNo: string;
  amountExclTax: string;
  taxAmount: string;
  amountInclTax: string;
  redLetter: boolean;
  remark: string | null;
  lines: { lineNo: number; itemName: string; specification: string | null; unit: string | null; batchNo: string | null; quantity: string; unitPriceExclTax: string; amountExclTax: string; taxRate: string; taxAmount: string; amountInclTax: string; deliveryNo: string | null; surgicalOrderNo: string | null }[];
}

const L = {
  title: t('发票清单', 'Invoice list'),
  redLetter: t('（红字）', ' (red-letter)'),
  no: t('发票号码', 'Invoice no.'),
  code: t('发票代码', 'Code'),
  date: t('开票日期', 'Date'),
  seller: t('销售方', 'Seller'),
  buyer: t('购买方', 'Buyer'),
  taxNo: t('纳税人识别号', 'Taxpayer no.'),
  head: [t('序号', '#'), t('货物名称', 'Item'), t('规格型号', 'Spec'), t('单位', 'Unit'), t('批号', 'Lot'), t('数量', 'Qty'), t('单价（不含税）', 'Price excl. tax'), t('金额（不含税）', 'Amount excl. tax'), t('税率', 'Rate'), t('税额', 'Tax'), t('价税合计', 'Total'), t('来源单号', 'Source')],
  total: t('合计', 'Total'),
  exclTax: t('金额', 'amount'),
  tax: t('税额', 'tax'),
  inclTax: t('价税合计', 'total incl. tax'),
  inWords: t('大写', 'in words'),
  remark: t('备注', 'Remark'),
  printedAt: t('打印时间', 'Printed'),
  page: t('第 {currentPage} / {totalPages} 页', 'Page {currentPage} of {totalPages}'),
};
const WIDTHS = [5, 17, 10, 5, 8, 6, 9, 9, 5, 7, 9, 10];
const RIGHT = [5, 6, 7, 8, 9, 10];
const PAGE = { width: 210, height: 297, margin: 10 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

const money = (v: string) => Number(v).toFixed(2);
const trimmed = (v: string) => String(Number(v));
const rate = (v: string) => `${Number((Number(v) * 100).toFixed(2))}%`;

/** 发票清单 (A4 portrait): the invoice's number, date and both parties, a table of its lines, the totals in figures and words. */
export function invoiceListLayout(lang: Lang): Template {
  const w = (x: PrintText) => x[lang];
  const m = PAGE.margin;
  return {
    basePdf: {
      width: PAGE.width,
      height: PAGE.height,
      padding: [m, m, m + 2, m],
      staticSchema: [{ ...textField('page', m, PAGE.height - m, WIDTH, 5, { fontSize: 7, alignment: 'right' }), readOnly: true, content: `{invoiceNo}　${w(L.page)}` }],
    },
    schemas: [
      [
        textField('title', m, 10, WIDTH, 9, { fontSize: 16, alignment: 'center' }),
        textField('meta', m, 21, WIDTH, 5),
        textField('parties', m, 27, WIDTH, 10),
        linesTable(m, 39, WIDTH, L.head.map(w), WIDTHS, RIGHT),
        textField('totals', m, 53, WIDTH, 10, { fontSize: 8.5 }),
        textField('remark', m, 64, WIDTH, 6),
      ],
    ],
  } as unknown as Template;
}

/** The fields of the list, by name: the layout's blocks and the invoice's facts on their own. */
export function invoiceListFields(invoice: PrintableInvoice, lang: Lang, printedAt: Date): Record<string, string> {
  const w = (x: PrintText) => x[lang];
  const colon = lang === 'en' ? ': ' : '：';
  const gap = lang === 'en' ? '    ' : '　　';
  const labelled = (x: PrintText, v: string | null) => (v ? `${w(x)}${colon}${v}` : '');
  const join = (parts: string[]) => parts.filter(Boolean).join(gap);
  const rows = invoice.lines.map((l) => [
    String(l.lineNo),
    l.itemName,
    l.specification ?? '',
    l.unit ?? '',
    l.batchNo ?? '',
    trimmed(l.quantity),
    Number(l.unitPriceExclTax).toFixed(4),
    money(l.amountExclTax),
    rate(l.taxRate),
    money(l.taxAmount),
    money(l.amountInclTax),
    l.deliveryNo ?? l.surgicalOrderNo ?? '',
  ]);
  const words = invoice.amountInclTax.startsWith('-') ? `负${rmbInWords(invoice.amountInclTax.slice(1))}` : rmbInWords(invoice.amountInclTax);
  return {
    title: `${w(L.title)}${invoice.redLetter ? w(L.redLetter) : ''}`,
    meta: join([labelled(L.no, invoice.invoiceNo), labelled(L.code, invoice.invoiceCode), labelled(L.date, invoice.invoiceDate), labelled(L.printedAt, shanghaiTime(printedAt))]),
    parties: [join([labelled(L.seller, invoice.sellerName), labelled(L.taxNo, invoice.sellerTaxNo)]), join([labelled(L.buyer, invoice.buyerName), labelled(L.taxNo, invoice.buyerTaxNo)])].join('\n'),
    lines: JSON.stringify(rows),
    totals: [
      join([`${w(L.total)}${colon}`, labelled(L.exclTax, money(invoice.amountExclTax)), labelled(L.tax, money(invoice.taxAmount)), labelled(L.inclTax, money(invoice.amountInclTax))]),
      lang === 'zh' ? labelled(L.inWords, words) : '',
    ]
      .filter(Boolean)
      .join('\n'),
    remark: labelled(L.remark, invoice.remark),
    invoiceNo: invoice.invoiceNo,
    invoiceCode: invoice.invoiceCode ?? '',
    invoiceDate: invoice.invoiceDate,
    sellerName: invoice.sellerName,
    sellerTaxNo: invoice.sellerTaxNo,
    buyerName: invoice.buyerName,
    buyerTaxNo: invoice.buyerTaxNo,
    amountExclTax: money(invoice.amountExclTax),
    taxAmount: money(invoice.taxAmount),
    amountInclTax: money(invoice.amountInclTax),
    amountInWords: words,
    printedAt: shanghaiTime(printedAt),
  };
}

const SAMPLE: PrintableInvoice = {
  invoiceNo: '24312000000012345678',
  invoiceCode: null,
  invoiceDate: '2024-06-20',
  sellerName: '示例医疗器械有限公司',
  sellerTaxNo: '91310000MA1K000000',
  buyerName: '示例市人民医院',
  buyerTaxNo: '12310000000000000X',
  amountExclTax: '3185.84',
  taxAmount: '414.16',
  amountInclTax: '3600.00',
  redLetter: false,
  remark: null,
  lines: [
    { lineNo: 1, itemName: '一次性使用无菌注射器', specification: '5ml A-1', unit: '支', batchNo: 'B24061', quantity: '10', unitPriceExclTax: '265.48672566', amountExclTax: '2654.87', taxRate: '0.1300', taxAmount: '345.13', amountInclTax: '3000.00', deliveryNo: 'DN202406180001', surgicalOrderNo: null },
    { lineNo: 2, itemName: '医用缝合针', specification: '5ml A-1', unit: '支', batchNo: 'B24062', quantity: '2', unitPriceExclTax: '265.48672566', amountExclTax: '530.97', taxRate: '0.1300', taxAmount: '69.03', amountInclTax: '600.00', deliveryNo: 'DN202406180001', surgicalOrderNo: null },
  ],
};

/** 发票清单: the supplier's layout (it writes the invoices), whichever party prints. */
export const invoiceListKind: PrintKind = {
  layout: invoiceListLayout,
  labels: {
    title: label('标题', 'Title'),
    meta: label('发票号码、代码、日期', 'Number, code, date'),
    parties: label('销售方与购买方', 'Seller and buyer'),
    lines: label('明细表', 'Lines table'),
    totals: label('合计（含大写）', 'Totals (with words)'),
    remark: label('备注', 'Remark'),
    invoiceNo: label('发票号码', 'Invoice number'),
    invoiceCode: label('发票代码', 'Invoice code'),
    invoiceDate: label('开票日期', 'Invoice date'),
    sellerName: label('销售方名称', 'Seller'),
    sellerTaxNo: label('销售方纳税人识别号', 'Seller taxpayer no.'),
    buyerName: label('购买方名称', 'Buyer'),
    buyerTaxNo: label('购买方纳税人识别号', 'Buyer taxpayer no.'),
    amountExclTax: label('金额合计', 'Amount excl. tax'),
    taxAmount: label('税额合计', 'Tax'),
    amountInclTax: label('价税合计', 'Total incl. tax'),
    amountInWords: label('价税合计大写', 'Total in words'),
    printedAt: label('打印时间', 'Printed at'),
  },
  sample: (lang, printedAt) => invoiceListFields(SAMPLE, lang, printedAt),
  async load(tx, ctx, document, printedAt) {
    if (!isId(document)) throw badRequest('print.document.invalid', { field: 'document' });
    const invoice = await invoiceDetail(tx, BigInt(document));
    return { fields: invoiceListFields(invoice, ctx.lang, printedAt), layoutTenantId: invoice.supplierTenantId, title: invoice.invoiceNo };
  },
  async options(tx) {
    const rows = await tx
      .select({ id: invoices.id, no: invoices.invoiceNo, buyer: invoices.buyerName, date: invoices.invoiceDate })
      .from(invoices)
      .where(and(eq(invoices.isDeleted, 0), eq(invoices.invoiceRole, 'DOWNSTREAM')))
      .orderBy(desc(invoices.createTime), desc(invoices.id))
      .limit(OPTIONS_LIMIT);
    return rows.map((r) => ({ value: String(r.id), label: `${r.no} · ${r.buyer} · ${r.date}` }));
  },
};
