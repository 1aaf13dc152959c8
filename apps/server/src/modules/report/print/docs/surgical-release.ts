import type { Template } from '@pdfme/common';
import { and, desc, eq, ne } from 'drizzle-orm';
import { isId, type Lang } from '@beree/contracts';
import { surgicalOrders } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { box, linesTable, printText as t, shanghaiTime, textField, type PrintText } from '../../../../core/pdf/schemas';
import { surgicalDetail } from '../../../scm/surgical/service';
import { serialRuns } from '../../../scm/delivery/print/words';
import { label, OPTIONS_LIMIT, type PrintKind } from './kind';

/** What the release note prints of a surgical order: the operation, the parties and each released line with its units. */
export interface PrintableSurgical {
  surgicalOrderNo: string;
  hospitalName: string;
  supplierName: string;
  departmentName: string;
  surgeryDateTime: string;
  operatingRoom: string | null;
  surgeryName: string;
  surgeonName: string;
  patientName: string;
  patientInpatientNo: string;
  followerName: string | null;
  followerPhone: string | null;
  releaseDate: string | null;
  remark: string | null;
  lines: {
    lineNo: number;
    productName: string;
    specification: string | null;
    model: string | null;
    manufacturerName: string | null;
    registrationNo: string | null;
    batchNo: string | null;
    serialNo: string | null;
    expiryDate: string | null;
    unit: string;
    plannedQty: string;
    releasedQty: string;
    unitPrice: string;
    units: { serialNo: string | null }[];
  }[];
}

const L = {
  title: t('手术配送出库单', 'Surgical release note'),
  no: t('手术单号', 'Order no.'),
  surgeryAt: t('手术时间', 'Surgery'),
  room: t('手术间', 'Room'),
  released: t('出库日期', 'Released'),
  printedAt: t('打印时间', 'Printed'),
  hospital: t('医院', 'Hospital'),
  department: t('科室', 'Department'),
  supplier: t('配送单位', 'Dealer'),
  follower: t('跟台人员', 'Follower'),
  surgery: t('手术名称', 'Surgery'),
  surgeon: t('主刀医生', 'Surgeon'),
  patient: t('患者', 'Patient'),
  inpatient: t('住院号', 'Inpatient no.'),
  head: [t('序号', '#'), t('产品名称', 'Product'), t('规格 / 型号', 'Spec / model'), t('生产企业', 'Manufacturer'), t('注册证号', 'Registration no.'), t('批号 / 序列号', 'Lot / serial'), t('有效期至', 'Expires'), t('单位', 'Unit'), t('计划数量', 'Planned'), t('出库数量', 'Released'), t('单价', 'Price')],
  total: t('合计出库数量', 'Released in all'),
  remark: t('备注', 'Remark'),
  signatures: [t('出库人（签字）', 'Released by (sign)'), t('跟台人员（签字）', 'Follower (sign)'), t('手术室接收人（签字）', 'Received in theatre (sign)')],
  page: t('第 {currentPage} / {totalPages} 页', 'Page {currentPage} of {totalPages}'),
};
const WIDTHS = [4, 17, 11, 12, 12, 14, 8, 5, 6, 6, 5];
const RIGHT = [8, 9, 10];
const PAGE = { width: 297, height: 210, margin: 10 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const qty = (v: string) => String(Number(v));

/** 手术配送出库单 (A4 landscape): the dealer's name, the operation and parties, the released kit line by line, the total and three signatures. */
export function surgicalReleaseLayout(lang: Lang): Template {
  const w = (x: PrintText) => x[lang];
  const m = PAGE.margin;
  const signatureWidth = WIDTH / 3;
  return {
    basePdf: {
      width: PAGE.width,
      height: PAGE.height,
      padding: [m, m, m + 2, m],
      staticSchema: [{ ...textField('page', m, PAGE.height - m, WIDTH, 5, { fontSize: 7, alignment: 'right' }), readOnly: true, content: `{surgicalOrderNo}　${w(L.page)}` }],
    },
    schemas: [
      [
        textField('supplierName', m, 10, WIDTH, 6, { fontSize: 12, alignment: 'center' }),
        textField('title', m, 16, WIDTH, 8, { fontSize: 16, alignment: 'center' }),
        textField('meta', m, 25, WIDTH, 5),
        textField('parties', m, 31, WIDTH, 10),
        linesTable(m, 43, WIDTH, L.head.map(w), WIDTHS, RIGHT),
        textField('totals', m, 57, WIDTH, 6, { fontSize: 8.5 }),
        ...L.signatures.flatMap((_, i) => [box(`signBox${i}`, m + i * signatureWidth, 65, signatureWidth, 18), textField(`sign${i}`, m + i * signatureWidth + 1.5, 66.5, signatureWidth - 3, 5, { fontSize: 7.5 })]),
      ],
    ],
  } as unknown as Template;
}

/** The fields of the release note, by name. */
export function surgicalReleaseFields(order: PrintableSurgical, lang: Lang, printedAt: Date): Record<string, string> {
  const w = (x: PrintText) => x[lang];
  const colon = lang === 'en' ? ': ' : '：';
  const gap = lang === 'en' ? '    ' : '　　';
  const labelled = (x: PrintText, v: string | null) => (v ? `${w(x)}${colon}${v}` : '');
  const join = (parts: string[]) => parts.filter(Boolean).join(gap);
  const follower = [order.followerName, order.followerPhone].filter(Boolean).join(' ');
  const released = order.lines.reduce((sum, l) => sum + Number(l.releasedQty), 0);
  const rows = order.lines.map((l) => [
    String(l.lineNo),
    l.productName,
    [l.specification, l.model].filter(Boolean).join(' / '),
    l.manufacturerName ?? '',
    l.registrationNo ?? '',
    [l.batchNo, serialRuns([l.serialNo, ...l.units.map((u) => u.serialNo)].filter((v): v is string => !!v)).join(', ')].filter(Boolean).join('\n'),
    l.expiryDate ?? '',
    l.unit,
    qty(l.plannedQty),
    qty(l.releasedQty),
    Number(l.unitPrice).toFixed(2),
  ]);
  return {
    supplierName: order.supplierName,
    title: w(L.title),
    meta: join([labelled(L.no, order.surgicalOrderNo), labelled(L.surgeryAt, order.surgeryDateTime), labelled(L.room, order.operatingRoom), labelled(L.released, order.releaseDate), labelled(L.printedAt, shanghaiTime(printedAt))]),
    parties: [
      join([labelled(L.hospital, order.hospitalName), labelled(L.department, order.departmentName), labelled(L.supplier, order.supplierName), labelled(L.follower, follower)]),
      join([labelled(L.surgery, order.surgeryName), labelled(L.surgeon, order.surgeonName), labelled(L.patient, order.patientName), labelled(L.inpatient, order.patientInpatientNo)]),
    ].join('\n'),
    lines: JSON.stringify(rows),
    totals: join([labelled(L.total, String(released)), labelled(L.remark, order.remark)]),
    ...Object.fromEntries(L.signatures.map((s, i) => [`sign${i}`, w(s)])),
    surgicalOrderNo: order.surgicalOrderNo,
    hospitalName: order.hospitalName,
    departmentName: order.departmentName,
    surgeryDateTime: order.surgeryDateTime,
    operatingRoom: order.operatingRoom ?? '',
    surgeryName: order.surgeryName,
    surgeonName: order.surgeonName,
    patientName: order.patientName,
    patientInpatientNo: order.patientInpatientNo,
    follower,
    releaseDate: order.releaseDate ?? '',
    releasedQty: String(released),
    printedAt: shanghaiTime(printedAt),
  };
}

const SAMPLE: PrintableSurgical = {
  surgicalOrderNo: 'SS202406200001',
  hospitalName: '示例市人民医院',
  supplierName: '示例医疗器械有限公司',
  departmentName: '骨科',
  surgeryDateTime: '2024-06-21 09:00:00',
  operatingRoom: '3',
  surgeryName: '腰椎融合术',
  surgeonName: '陈医生',
  patientName: '王*',
  patientInpatientNo: 'ZY0001234',
  followerName: '李跟台',
  followerPhone: '13800000003',
  releaseDate: '2024-06-20',
  remark: null,
  lines: [
    { lineNo: 1, productName: '椎弓根螺钉', specification: '6.5×45mm', model: 'PS-1', manufacturerName: '示例骨科器械有限公司', registrationNo: '国械注准20213130001', batchNo: 'L2405', serialNo: null, expiryDate: '2029-04-30', unit: '枚', plannedQty: '6', releasedQty: '8', unitPrice: '1200', units: [{ serialNo: 'SN0001' }, { serialNo: 'SN0002' }, { serialNo: 'SN0003' }] },
  ],
};

/** 手术配送出库单: the dealer's layout (it releases the kit), whichever party prints. */
export const surgicalReleaseKind: PrintKind = {
  layout: surgicalReleaseLayout,
  labels: {
    supplierName: label('配送单位名称', 'Dealer name'),
    title: label('标题', 'Title'),
    meta: label('单号、手术时间、出库日期', 'Number, surgery time, release date'),
    parties: label('医院、科室、手术与患者', 'Hospital, department, surgery and patient'),
    lines: label('明细表', 'Lines table'),
    totals: label('合计与备注', 'Total and remark'),
    ...Object.fromEntries(['出库人', '跟台人员', '手术室接收人'].map((zh, i) => [`sign${i}`, label(`签字栏：${zh}`, `Signature caption ${i + 1}`)])),
    surgicalOrderNo: label('手术单号', 'Order number'),
    hospitalName: label('医院', 'Hospital'),
    departmentName: label('科室', 'Department'),
    surgeryDateTime: label('手术时间', 'Surgery time'),
    operatingRoom: label('手术间', 'Operating room'),
    surgeryName: label('手术名称', 'Surgery'),
    surgeonName: label('主刀医生', 'Surgeon'),
    patientName: label('患者', 'Patient'),
    patientInpatientNo: label('住院号', 'Inpatient number'),
    follower: label('跟台人员', 'Follower'),
    releaseDate: label('出库日期', 'Release date'),
    releasedQty: label('合计出库数量', 'Released quantity'),
    printedAt: label('打印时间', 'Printed at'),
  },
  sample: (lang, printedAt) => surgicalReleaseFields(SAMPLE, lang, printedAt),
  async load(tx, ctx, document, printedAt) {
    if (!isId(document)) throw badRequest('print.document.invalid', { field: 'document' });
    const order = await surgicalDetail(tx, ctx, BigInt(document));
    return { fields: surgicalReleaseFields(order, ctx.lang, printedAt), layoutTenantId: order.supplierTenantId, title: order.surgicalOrderNo };
  },
  async options(tx) {
    // Released kits only: before the release there is nothing on the paper.
    const rows = await tx
      .select({ id: surgicalOrders.id, no: surgicalOrders.surgicalOrderNo, hospital: surgicalOrders.hospitalName, at: surgicalOrders.surgeryDateTime })
      .from(surgicalOrders)
      .where(and(eq(surgicalOrders.isDeleted, 0), ne(surgicalOrders.surgicalStatus, 'CONFIRM')))
      .orderBy(desc(surgicalOrders.createTime), desc(surgicalOrders.id))
      .limit(OPTIONS_LIMIT);
    return rows.map((r) => ({ value: String(r.id), label: `${r.no} · ${r.hospital} · ${r.at}` }));
  },
};
