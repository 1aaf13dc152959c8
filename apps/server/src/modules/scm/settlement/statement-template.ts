import type { Template } from '@pdfme/common';
import { message, refusedText, SETTLEMENT_STATUS_LABELS, type Lang, type SettlementBasis, type SettlementStatement } from '@beree/contracts';
import { cell, printText as t, shanghaiTime, textField } from '../../../core/pdf/schemas';

/** Words of the paper statement besides the column headings (those are the sheet's, settlement.col.*). */
const L = {
  title: t('结算对账单', 'Settlement statement'),
  month: t('对账月份', 'Month'),
  hospital: t('医院', 'Hospital'),
  supplier: t('供应商', 'Supplier'),
  basis: t('结算方式', 'Basis'),
  bases: { RECEIPT: t('入库结算', 'On receipt'), CONSUMPTION: t('消耗结算', 'On consumption') } as Record<SettlementBasis, { zh: string; en: string }>,
  refused: t('拒收', 'Refused'),
  subtotal: t('小计', 'Subtotal'),
  total: t('合计', 'Total'),
  printedAt: t('打印时间', 'Printed'),
  empty: t('本月没有结算明细', 'Nothing was settled in this month'),
  signatures: t('医院（盖章）：　　　　　　　　　　　　供应商（盖章）：　　　　　　　　　　　　日期：', 'Hospital (stamp):                              Supplier (stamp):                              Date:'),
  page: t('第 {currentPage} / {totalPages} 页', 'Page {currentPage} of {totalPages}'),
};

/** The columns of the line table and their widths in percent; amounts and quantities set to the right. */
const COLUMNS = ['documentNo', 'settledOn', 'productName', 'specModel', 'unit', 'batchNo', 'quantity', 'unitPrice', 'settleableAmount', 'invoicedAmount', 'approvedAmount', 'settlementStatus'] as const;
const WIDTHS = [12, 8, 17, 12, 4.5, 8.5, 5.5, 6.5, 7, 7, 7, 5];
const RIGHT = [6, 7, 8, 9, 10];

const PAGE = { width: 297, height: 210, margin: 10 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * The month's statement on paper (A4 landscape): title, month and parties, one table of every
 * settled line with a subtotal row per pair of parties, the grand total, and lines for both
 * parties' stamps. The table runs over as many pages as it needs, its head repeated, and what
 * follows it moves down; a footer numbers the pages. The layout holds no data: each schema prints
 * the field of its name (statementFields), so a tenant's own template (打印模板) binds the same fields.
 */
export function statementLayout(lang: Lang): Template {
  const w = (x: { zh: string; en: string }) => x[lang];
  const m = PAGE.margin;
  const head = COLUMNS.map((c) => (c === 'specModel' ? `${message('settlement.col.specification', lang)} / ${message('settlement.col.model', lang)}` : message(`settlement.col.${c}`, lang)));
  const schemas = [
    textField('title', m, 10, WIDTH, 9, { fontSize: 16, alignment: 'center' }),
    textField('parties', m, 21, WIDTH * 0.75, 10),
    textField('printed', m + WIDTH * 0.75, 21, WIDTH * 0.25, 5, { alignment: 'right' }),
    {
      name: 'lines',
      type: 'table',
      position: { x: m, y: 33 },
      width: WIDTH,
      height: 12,
      showHead: true,
      repeatHead: true,
      head,
      headWidthPercentages: WIDTHS,
      tableStyles: { borderColor: '#555555', borderWidth: 0.25 },
      headStyles: cell({ backgroundColor: '#eeeeee', alignment: 'center' }),
      bodyStyles: { ...cell(), alternateBackgroundColor: '' },
      columnStyles: { alignment: Object.fromEntries(RIGHT.map((c) => [c, 'right'])) },
    },
    textField('note', m, 47, WIDTH, 5),
    textField('signatures', m, 56, WIDTH, 6, { fontSize: 9 }),
  ];
  return {
    basePdf: {
      width: PAGE.width,
      height: PAGE.height,
      padding: [m, m, m + 2, m],
      staticSchema: [{ ...textField('page', m, PAGE.height - m, WIDTH, 5, { fontSize: 7, alignment: 'right' }), readOnly: true, content: `${w(L.title)} {month}　${w(L.page)}` }],
    },
    schemas: [schemas],
  } as unknown as Template;
}

/** What the statement prints, by field name: the blocks of the default layout and the month, parties and totals on their own. */
export function statementFields(statement: SettlementStatement, lang: Lang, printedAt: Date): Record<string, string> {
  const w = (x: { zh: string; en: string }) => x[lang];
  const [colon, gap, sep] = lang === 'en' ? [': ', '    ', ', '] : ['：', '　　', '、'];
  const label = (x: { zh: string; en: string }, value: string) => `${w(x)}${colon}${value}`;
  const names = (values: string[]) => [...new Set(values)].join(sep);
  const amounts = (label: string, a: SettlementStatement['totals']) => [label, '', '', '', '', '', '', '', a.settleableAmount, a.invoicedAmount, a.approvedAmount, ''];
  const rows: string[][] = [];
  for (const group of statement.groups) {
    for (const l of group.lines) {
      rows.push([
        l.documentNo,
        l.settledOn,
        // What was refused goes under the product, so the paper says it without a column of its own.
        [l.productName, refusedText(l, lang) && `${w(L.refused)}${colon}${refusedText(l, lang)}`].filter(Boolean).join('\n'),
        [l.specification, l.model].filter(Boolean).join(' / '),
        l.unit,
        l.batchNo ?? '',
        l.quantity,
        l.unitPrice,
        l.settleableAmount,
        l.invoicedAmount,
        l.approvedAmount,
        SETTLEMENT_STATUS_LABELS[l.settlementStatus][lang],
      ]);
    }
    if (statement.groups.length > 1) rows.push(amounts(`${w(L.subtotal)} · ${group.supplierName}`, group.totals));
  }
  rows.push(amounts(w(L.total), statement.totals));
  const bases = [...new Set(statement.groups.map((g) => g.basis))].map((b) => w(L.bases[b]));

  return {
    title: lang === 'en' ? `${w(L.title)} (${statement.month})` : `${w(L.title)}（${statement.month}）`,
    parties: [
      [label(L.month, statement.month), bases.length ? label(L.basis, bases.join(sep)) : ''].filter(Boolean).join(gap),
      [label(L.hospital, names(statement.groups.map((g) => g.hospitalName))), label(L.supplier, names(statement.groups.map((g) => g.supplierName)))].join(gap),
    ].join('\n'),
    printed: label(L.printedAt, shanghaiTime(printedAt)),
    lines: JSON.stringify(rows),
    note: statement.groups.length === 0 ? w(L.empty) : '',
    signatures: w(L.signatures),
    month: statement.month,
    hospitalName: names(statement.groups.map((g) => g.hospitalName)),
    supplierName: names(statement.groups.map((g) => g.supplierName)),
    printedAt: shanghaiTime(printedAt),
    settleableAmount: statement.totals.settleableAmount,
    invoicedAmount: statement.totals.invoicedAmount,
    approvedAmount: statement.totals.approvedAmount,
  };
}
