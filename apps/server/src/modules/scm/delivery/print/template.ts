import type { Template } from '@pdfme/common';
import type { Lang } from '@beree/contracts';
import type { PrintableNote } from './note';
import { box, linesTable, type PrintText, printText, shanghaiTime, textField as text } from '../../../../core/pdf/schemas';
import { rmbInWords, serialRuns } from './words';

type Text = PrintText;
const t = printText;

/** Every word printed on the note, in both languages; the data itself stays as written. */
const L = {
  title: t('随货同行单', 'Delivery note'),
  no: t('单号', 'No.'),
  shipDate: t('发货日期', 'Ship date'),
  type: t('配送类型', 'Type'),
  orders: t('订单号', 'Orders'),
  printed: t('第 {n} 次打印', 'Print no. {n}'),
  printedAt: t('打印时间', 'Printed'),
  supplier: t('供货单位', 'Supplier'),
  buyer: t('购货单位', 'Buyer'),
  address: t('地址', 'Address'),
  creditCode: t('统一社会信用代码', 'Credit code'),
  hospitalLicence: t('医疗机构执业许可证', 'Medical institution licence'),
  shipper: t('发货人', 'Shipper'),
  salesRep: t('业务员', 'Sales rep'),
  receivingAt: t('收货地址', 'Deliver to'),
  receiver: t('收货人', 'Receiver'),
  phone: t('电话', 'Tel.'),
  head: [
    t('序号', '#'),
    t('产品名称', 'Product'),
    t('规格 / 型号', 'Spec / model'),
    t('生产企业', 'Manufacturer'),
    t('注册证号 / 备案号', 'Registration no.'),
    t('批号 / 序列号', 'Lot / serial'),
    t('生产日期', 'Made'),
    t('有效期至', 'Expires'),
    t('单位', 'Unit'),
    t('数量', 'Qty'),
    t('单价', 'Price'),
    t('金额', 'Amount'),
    t('储运条件', 'Storage'),
  ],
  sterile: t('灭菌批号', 'Steril. lot'),
  total: t('合计', 'Total'),
  qty: t('数量', 'quantity'),
  amount: t('金额（元，含税）', 'amount (CNY, incl. tax)'),
  inWords: t('大写', 'in words'),
  logistics: t('运输方式', 'Transport'),
  carrier: t('承运单位', 'Carrier'),
  waybill: t('运单号', 'Waybill'),
  plate: t('车牌号', 'Vehicle'),
  coldChain: t('冷链运输', 'Cold chain'),
  readings: t('温度记录 {count} 条，{min}～{max} ℃', '{count} readings, {min} to {max} °C'),
  arrival: t('预计到货', 'Expected'),
  invoiceWithGoods: t('票随货同行', 'Invoice with goods'),
  yes: t('是', 'yes'),
  remark: t('备注', 'Remark'),
  signatures: [t('发货人（签字）', 'Shipped by (sign)'), t('复核人（签字）', 'Checked by (sign)'), t('承运人（签字）', 'Carried by (sign)'), t('收货人（签字）', 'Received by (sign)'), t('验收结论', 'Acceptance result')],
  stamp: t('供货单位出库专用章', "Supplier's outbound stamp"),
  page: t('第 {currentPage} / {totalPages} 页', 'Page {currentPage} of {totalPages}'),
  deliveryType: { NORMAL: t('普通配送', 'Normal'), CONSIGNMENT: t('寄售补货', 'Consignment'), SURGICAL: t('跟台手术', 'Surgical') } as Record<string, Text>,
  logisticsMethod: { SELF: t('自送', 'Own delivery'), CARRIER: t('物流', 'Carrier') } as Record<string, Text>,
  storage: { AMBIENT: t('常温', 'Ambient'), COOL_2_8: t('2-8℃冷藏', '2–8 °C'), FROZEN: t('冷冻', 'Frozen'), DRY_DARK: t('干燥避光', 'Dry, dark') } as Record<string, Text>,
  licence: {
    DEVICE_OPERATING_LICENSE: t('经营许可证', 'Operating licence'),
    DEVICE_OPERATING_FILING: t('经营备案', 'Operating filing'),
    DEVICE_PRODUCTION_LICENSE: t('生产许可证', 'Production licence'),
    DEVICE_PRODUCTION_FILING: t('生产备案', 'Production filing'),
  } as Record<string, Text>,
};

/** Column widths of the line table, in percent of its width (13 columns, as L.head). */
const WIDTHS = [3.5, 14, 11, 10.5, 11, 10.5, 6.5, 6.5, 3.5, 5, 6, 6.5, 5.5];
/** Columns set to the right: quantity, price, amount. */
const RIGHT = [9, 10, 11];

const PAGE = { width: 297, height: 210, margin: 10 };
/** The note number's barcode, top right above the parties: Code 128 with the number under it, readable by any desk scanner. */
const BARCODE = { type: 'code128', width: 62, height: 15, backgroundColor: '#ffffff', barColor: '#000000', textColor: '#000000', includetext: true, rotate: 0, opacity: 1 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

/** A quantity without trailing zeros: '12.5000' → '12.5'. */
const qty = (v: string | null) => (v == null ? '' : String(Number(v)));
/** A price with two to four decimals: '3.5000' → '3.50', '0.1234' stays. */
const price = (v: string) => Number(v).toFixed(4).replace(/(\.\d\d\d?)0+$/, '$1').replace(/(\.\d\d)0$/, '$1');
const money = (v: string) => Number(v).toFixed(2);
const join = (parts: (string | null | undefined | false)[], sep = '　') => parts.filter(Boolean).join(sep);
const labelled = (label: string, value: string | null | undefined) => (value ? `${label}：${value}` : '');
const yymmdd = (day: string | null) => (day ? day.replaceAll('-', '').slice(2) : '');
/** The line's UDI as GS1 prints it under the code: its DI with the dates and lot the line gives; each unit adds its serial (listed beside). */
const lineUdi = (l: PrintableNote['lines'][number]) =>
  l.udiDi ? `UDI ${join([`(01)${l.udiDi}`, l.productionDate && `(11)${yymmdd(l.productionDate)}`, l.expiryDate && `(17)${yymmdd(l.expiryDate)}`, l.batchNo && `(10)${l.batchNo}`], '')}` : '';

/**
 * The paper note (domain model §3.9, the device GSP's content): the two parties with address,
 * credit code and licences; the number, date and print count; per line the product, spec/model,
 * manufacturer, registration number, lot/serial, production and expiry dates, unit, quantity,
 * price, amount and storage condition, and the line's UDI where it has one; the totals; transport;
 * signature and stamp boxes; the number as a Code 128 barcode, scanned at the hospital's desk to
 * open the note for receipt (ADR 0058). A4
 * landscape; the table runs over as many pages as it needs (its head repeated) and what follows it
 * moves down with it. The layout holds no data: each schema prints the field of its name
 * (deliveryNoteFields), so a tenant's own template (打印模板) binds the same fields.
 */
export function deliveryNoteLayout(lang: Lang): Template {
  const w = (x: Text) => x[lang];
  const m = PAGE.margin;
  const half = (WIDTH - 4) / 2;
  const signatureWidth = WIDTH / 6;

  const schemas = [
    text('supplierName', m, 10, WIDTH, 6, { fontSize: 12, alignment: 'center' }),
    { ...BARCODE, name: 'deliveryNo', position: { x: m + WIDTH - BARCODE.width, y: 8 } },
    text('title', m, 16, WIDTH, 8, { fontSize: 16, alignment: 'center' }),
    text('meta', m, 25, WIDTH * 0.7, 5),
    text('printed', m + WIDTH * 0.7, 25, WIDTH * 0.3, 5, { alignment: 'right' }),
    box('supplierBox', m, 31, half, 24),
    text('supplier', m + 1.5, 32.5, half - 3, 21),
    box('buyerBox', m + half + 4, 31, half, 24),
    text('buyer', m + half + 5.5, 32.5, half - 3, 21),
    linesTable(m, 58, WIDTH, L.head.map(w), WIDTHS, RIGHT),
    text('totals', m, 72, WIDTH, 6, { fontSize: 8.5 }),
    text('transport', m, 79, WIDTH, 10),
    ...[...L.signatures, L.stamp].flatMap((label, i) => [box(`signBox${i}`, m + i * signatureWidth, 91, signatureWidth, 20), text(`sign${i}`, m + i * signatureWidth + 1.5, 92.5, signatureWidth - 3, 5, { fontSize: 7.5 })]),
  ];
  return {
    basePdf: {
      width: PAGE.width,
      height: PAGE.height,
      padding: [m, m, m + 2, m],
      // On every page: which note ({deliveryNo}, a field), and which page of it.
      staticSchema: [{ ...text('page', m, PAGE.height - m, WIDTH, 5, { fontSize: 7, alignment: 'right' }), readOnly: true, content: `{deliveryNo}　${w(L.page)}` }],
    },
    schemas: [schemas],
  } as unknown as Template;
}

/**
 * What the note prints, by field name: the blocks of the default layout (supplier, buyer, meta,
 * lines as JSON rows, totals, transport, signature captions) and the single facts a tenant's own
 * layout may place on their own (deliveryNo, hospitalName, totalAmount, …).
 */
export function deliveryNoteFields(data: PrintableNote, lang: Lang, printedAt: Date): Record<string, string> {
  const w = (x: Text) => x[lang];
  const { note, supplier, hospital } = data;
  const licences = supplier.licences.map((l) => `${w(L.licence[l.subType] ?? t(l.subType, l.subType))} ${l.certNo}`).join('；');
  const orders = [...new Set(data.lines.map((l) => l.indentNo).filter(Boolean))].join('、');
  const rows = data.lines.map((l) => [
    String(l.lineNo),
    l.productName,
    join([l.specification, l.model], ' / '),
    l.manufacturerName ?? '',
    l.registrationNo ?? '',
    join([l.batchNo, join(serialRuns([l.serialNo, ...l.serials].filter((v): v is string => !!v)), ', '), l.sterilizationBatchNo && `${w(L.sterile)} ${l.sterilizationBatchNo}`, lineUdi(l)], '\n'),
    l.productionDate ?? '',
    l.expiryDate ?? '',
    l.unit ?? '',
    qty(l.qty),
    price(l.unitPrice),
    money(l.amount),
    l.storageCondition ? w(L.storage[l.storageCondition] ?? t(l.storageCondition, l.storageCondition)) : '',
  ]);
  const readings = data.temperatures && w(L.readings).replace('{count}', String(data.temperatures.count)).replace('{min}', String(data.temperatures.min)).replace('{max}', String(data.temperatures.max));

  return {
    supplierName: note.supplierName,
    title: w(L.title),
    meta: join([
      labelled(w(L.no), note.deliveryNo),
      labelled(w(L.shipDate), note.shipDate ?? ''),
      labelled(w(L.type), w(L.deliveryType[note.deliveryType] ?? t(note.deliveryType, note.deliveryType))),
      labelled(w(L.orders), orders),
    ]),
    printed: join([w(L.printed).replace('{n}', String(note.printCount)), labelled(w(L.printedAt), shanghaiTime(printedAt))]),
    supplier: [
      labelled(w(L.supplier), note.supplierName),
      labelled(w(L.address), supplier.address),
      labelled(w(L.creditCode), supplier.creditCode),
      licences,
      join([labelled(w(L.shipper), join([note.shipperName, note.shipperPhone], ' ')), labelled(w(L.salesRep), note.salesRepName)]),
    ]
      .filter(Boolean)
      .join('\n'),
    buyer: [
      labelled(w(L.buyer), note.hospitalName),
      labelled(w(L.address), hospital.address),
      join([labelled(w(L.creditCode), hospital.creditCode), labelled(w(L.hospitalLicence), hospital.licenceNo)]),
      labelled(w(L.receivingAt), join([note.warehouseName, note.receivingAddress], ' ')),
      labelled(w(L.receiver), join([note.receiver, note.receiverPhone], ' ')),
    ]
      .filter(Boolean)
      .join('\n'),
    lines: JSON.stringify(rows),
    totals: join([
      `${w(L.total)}：`,
      labelled(w(L.qty), qty(note.totalQty)),
      labelled(w(L.amount), money(note.totalAmount)),
      lang === 'zh' ? labelled(w(L.inWords), rmbInWords(note.totalAmount)) : '',
    ]),
    transport: [
      join([
        labelled(w(L.logistics), w(L.logisticsMethod[note.logisticsMethod] ?? t(note.logisticsMethod, note.logisticsMethod))),
        labelled(w(L.carrier), note.carrierName),
        labelled(w(L.waybill), note.waybillNo),
        labelled(w(L.plate), note.vehiclePlateNo),
        labelled(w(L.arrival), note.expectedArrivalDate),
        note.invoiceWithGoods && w(L.invoiceWithGoods),
      ]),
      join([note.coldChain && labelled(w(L.coldChain), join([w(L.yes), readings], '，')), labelled(w(L.remark), note.remark)]),
    ]
      .filter(Boolean)
      .join('\n'),
    ...Object.fromEntries([...L.signatures, L.stamp].map((label, i) => [`sign${i}`, w(label)])),
    deliveryNo: note.deliveryNo,
    shipDate: note.shipDate ?? '',
    printCount: String(note.printCount),
    printedAt: shanghaiTime(printedAt),
    orders,
    hospitalName: note.hospitalName,
    hospitalAddress: hospital.address ?? '',
    supplierAddress: supplier.address ?? '',
    supplierCreditCode: supplier.creditCode ?? '',
    supplierLicences: licences,
    receivingAddress: join([note.warehouseName, note.receivingAddress], ' '),
    receiver: join([note.receiver, note.receiverPhone], ' '),
    totalQty: qty(note.totalQty),
    totalAmount: money(note.totalAmount),
    amountInWords: rmbInWords(note.totalAmount),
    remark: note.remark ?? '',
  };

}
