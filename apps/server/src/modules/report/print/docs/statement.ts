import { badRequest } from '../../../../core/http/errors';
import type { SettlementStatement } from '@beree/contracts';
import { settlementStatement } from '../../../scm/settlement/statement';
import { statementFields, statementLayout } from '../../../scm/settlement/statement-template';
import { label, type PrintKind } from './kind';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function sampleStatement(month: string): SettlementStatement {
  const amounts = { settleableAmount: '3600.00', invoicedAmount: '3600.00', approvedAmount: '3000.00' };
  return {
    month,
    groups: [
      {
        hospitalTenantId: '100001',
        hospitalName: '示例市人民医院',
        supplierTenantId: '200001',
        supplierName: '示例医疗器械有限公司',
        basis: 'RECEIPT',
        lines: [
          { lineId: '1', documentNo: 'DN202406180001', settledOn: `${month}-18`, lineNo: 1, productName: '一次性使用无菌注射器', specification: '5ml', model: 'A-1', unit: '支', batchNo: 'B24061', quantity: '12', unitPrice: '300.0000', settlementStatus: 'PROCESSING', refusedQty: '0', refuseReason: null, refusedUnits: [], ...amounts },
        ],
        totals: amounts,
      },
    ],
    totals: amounts,
  };
}

/** The months a statement may be previewed for: this one and the eleven before it. */
function lastMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7));
}

/** 结算对账单: each party prints its statements in its own layout (the statement is the printer's view of the month). */
export const statementKind: PrintKind = {
  layout: statementLayout,
  labels: {
    title: label('标题（含月份）', 'Title (with the month)'),
    parties: label('月份、结算方式与双方', 'Month, basis and parties'),
    printed: label('打印时间（含标签）', 'Printed (labelled)'),
    lines: label('明细表', 'Lines table'),
    note: label('说明（无明细时）', 'Note (when empty)'),
    signatures: label('盖章栏', 'Stamp line'),
    month: label('对账月份', 'Month'),
    hospitalName: label('医院', 'Hospital'),
    supplierName: label('供应商', 'Supplier'),
    printedAt: label('打印时间', 'Printed at'),
    settleableAmount: label('应结金额合计', 'Total settleable'),
    invoicedAmount: label('已开票金额合计', 'Total invoiced'),
    approvedAmount: label('已审核金额合计', 'Total approved'),
  },
  sample: (lang, printedAt) => statementFields(sampleStatement(printedAt.toISOString().slice(0, 7)), lang, printedAt),
  async load(tx, ctx, document, printedAt) {
    if (!MONTH.test(document)) throw badRequest('print.month.invalid', { field: 'document' });
    const statement = await settlementStatement(tx, { month: document });
    return { fields: statementFields(statement, ctx.lang, printedAt), layoutTenantId: ctx.tenantId, title: `statement-${document}` };
  },
  options: async () => lastMonths(new Date()).map((m) => ({ value: m, label: m })),
};
