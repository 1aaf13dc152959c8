import { desc, eq } from 'drizzle-orm';
import { deliveries } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { isId } from '@beree/contracts';
import { printableNote, type PrintableNote } from '../../../scm/delivery/print/note';
import { deliveryNoteFields, deliveryNoteLayout } from '../../../scm/delivery/print/template';
import { label, OPTIONS_LIMIT, type PrintKind } from './kind';

/** A note as the designer shows it before any real one is chosen. */
function sampleNote(printedAt: Date): PrintableNote {
  const note = {
    deliveryNo: 'DN202406180001',
    shipDate: printedAt.toISOString().slice(0, 10),
    deliveryType: 'NORMAL',
    printCount: 1,
    supplierName: '示例医疗器械有限公司',
    hospitalName: '示例市人民医院',
    shipperName: '王发货',
    shipperPhone: '13800000001',
    salesRepName: '李业务',
    warehouseName: '中心库',
    receivingAddress: '示例市健康路 1 号',
    receiver: '张收货',
    receiverPhone: '13800000002',
    totalQty: '12.0000',
    totalAmount: '3600.00',
    logisticsMethod: 'SELF',
    carrierName: null,
    waybillNo: null,
    vehiclePlateNo: '沪A12345',
    expectedArrivalDate: null,
    invoiceWithGoods: true,
    coldChain: false,
    remark: '轻拿轻放',
  } as unknown as PrintableNote['note'];
  const line = (lineNo: number, productName: string, qty: string, amount: string) =>
    ({
      lineNo,
      productName,
      specification: '5ml',
      model: 'A-1',
      manufacturerName: '示例制造有限公司',
      registrationNo: '国械注准20203140001',
      batchNo: `B2406${lineNo}`,
      serialNo: null,
      sterilizationBatchNo: null,
      productionDate: '2024-05-01',
      expiryDate: '2027-04-30',
      unit: '支',
      qty,
      unitPrice: '300.0000',
      amount,
      storageCondition: 'AMBIENT',
      indentNo: 'PO202406150001',
      serials: [],
    }) as unknown as PrintableNote['lines'][number];
  return {
    note,
    lines: [line(1, '一次性使用无菌注射器', '10.0000', '3000.00'), line(2, '医用缝合针', '2.0000', '600.00')],
    temperatures: null,
    supplier: { address: '示例市工业园 8 号', creditCode: '91310000MA1K000000', licences: [{ subType: 'DEVICE_OPERATING_LICENSE', certNo: '沪食药监械经营许20240001号' }] },
    hospital: { address: '示例市健康路 1 号', creditCode: '12310000000000000X', licenceNo: 'PDY00001231000000' },
  };
}

/** 随货同行单: the supplier's layout (or the product's), whichever party prints; a preview reads the note without counting a print. */
export const deliveryNoteKind: PrintKind = {
  layout: deliveryNoteLayout,
  labels: {
    supplierName: label('供货单位名称', 'Supplier name'),
    title: label('标题', 'Title'),
    meta: label('单号、发货日期、类型、订单', 'Number, ship date, type, orders'),
    printed: label('打印次数与时间', 'Print count and time'),
    supplier: label('供货单位信息', 'Supplier block'),
    buyer: label('购货单位信息', 'Buyer block'),
    lines: label('明细表', 'Lines table'),
    totals: label('合计', 'Totals'),
    transport: label('运输信息', 'Transport'),
    ...Object.fromEntries(['发货人', '复核人', '承运人', '收货人', '验收结论', '出库专用章'].map((zh, i) => [`sign${i}`, label(`签字栏：${zh}`, `Signature caption ${i + 1}`)])),
    deliveryNo: label('单号', 'Note number'),
    shipDate: label('发货日期', 'Ship date'),
    printCount: label('打印次数', 'Print count'),
    printedAt: label('打印时间', 'Printed at'),
    orders: label('订单号', 'Order numbers'),
    hospitalName: label('购货单位名称', 'Buyer name'),
    hospitalAddress: label('购货单位地址', 'Buyer address'),
    supplierAddress: label('供货单位地址', 'Supplier address'),
    supplierCreditCode: label('供货单位信用代码', 'Supplier credit code'),
    supplierLicences: label('供货单位许可证', 'Supplier licences'),
    receivingAddress: label('收货地址', 'Deliver to'),
    receiver: label('收货人', 'Receiver'),
    totalQty: label('合计数量', 'Total quantity'),
    totalAmount: label('合计金额', 'Total amount'),
    amountInWords: label('金额大写', 'Amount in words'),
    remark: label('备注', 'Remark'),
  },
  sample: (lang, printedAt) => deliveryNoteFields(sampleNote(printedAt), lang, printedAt),
  async load(tx, ctx, document, printedAt) {
    if (!isId(document)) throw badRequest('print.document.invalid', { field: 'document' });
    const data = await printableNote(tx, BigInt(document), { count: false });
    return { fields: deliveryNoteFields(data, ctx.lang, printedAt), layoutTenantId: data.note.supplierTenantId, title: data.note.deliveryNo };
  },
  async options(tx) {
    const rows = await tx
      .select({ id: deliveries.id, no: deliveries.deliveryNo, hospital: deliveries.hospitalName })
      .from(deliveries)
      .where(eq(deliveries.isDeleted, 0))
      .orderBy(desc(deliveries.createTime), desc(deliveries.id))
      .limit(OPTIONS_LIMIT);
    return rows.map((r) => ({ value: String(r.id), label: `${r.no} · ${r.hospital}` }));
  },
};
