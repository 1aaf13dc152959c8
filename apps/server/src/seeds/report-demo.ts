import { and, eq, inArray } from 'drizzle-orm';
import { PLATFORM_TENANT_ID, type ReportChart, type ReportColumn, type ReportParam } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { menus, reports, roleMenus, roles } from '../core/db/schema';

interface DemoReport {
  code: string;
  name: string;
  nameEn: string;
  category: string;
  querySql: string;
  params: ReportParam[];
  columns: ReportColumn[];
  chart: ReportChart | null;
  remark: string;
}

/**
 * The product's shared reports (platform tenant 000000), which every tenant runs over its own rows:
 * row-level security decides that a hospital sums what it received from each supplier and a
 * supplier what it delivered. Written against the scm tables of domain model §3.
 */
export const DEMO_REPORTS: DemoReport[] = [
  {
    code: 'purchase_by_supplier_month',
    name: '各供应商月度采购额',
    nameEn: 'Purchases per supplier per month',
    category: '采购',
    querySql: `-- 已入库的随货同行单，按入库月份、供应商汇总入库金额
select to_char(d.received_at, 'YYYY-MM') as month,
       d.supplier_name,
       d.hospital_name,
       count(*) as delivery_count,
       sum(d.received_amount) as received_amount
from scm_delivery d
where d.is_deleted = 0
  and d.delivery_status = 'RECEIVED'
  and d.received_at::date between :period_start and :period_end
  and (:supplier is null or d.supplier_name like '%' || :supplier || '%')
group by 1, 2, 3
order by 1, 2, 3`,
    params: [
      { name: 'period', label: '入库日期', labelEn: 'Received between', type: 'dateRange', default: 'last3Months', required: true },
      { name: 'supplier', label: '供应商', labelEn: 'Supplier', type: 'string', required: false },
    ],
    columns: [
      { field: 'month', label: '月份', labelEn: 'Month', format: 'text', width: 90 },
      { field: 'supplier_name', label: '供应商', labelEn: 'Supplier', format: 'text', width: 220 },
      { field: 'hospital_name', label: '医院', labelEn: 'Hospital', format: 'text', width: 200 },
      { field: 'delivery_count', label: '入库单数', labelEn: 'Notes received', format: 'integer', width: 100 },
      { field: 'received_amount', label: '采购额（元）', labelEn: 'Purchases (CNY)', format: 'money', width: 140 },
    ],
    chart: { type: 'bar', x: 'month', series: ['received_amount'], seriesBy: 'supplier_name' },
    remark: '按入库（验收）金额统计；默认近三个月',
  },
  {
    code: 'certificate_expiring',
    name: '近30天到期证照',
    nameEn: 'Certificates expiring in 30 days',
    category: '证照',
    querySql: `-- 在用的已归档证照中，今天起若干天内到期的（医院经供应商共享可见）
select c.cert_type,
       c.cert_name,
       c.cert_no,
       t.tenant_name as owner_name,
       c.validity_end,
       c.validity_end - current_date as days_left
from scm_certificate c
join blade_tenant t on t.tenant_id = c.tenant_id
where c.is_deleted = 0
  and not c.long_term
  and c.use_flag = 'USING'
  and c.archive_status = 'ARCHIVE'
  and c.validity_end between current_date and current_date + :days::int
order by c.validity_end, c.cert_no`,
    params: [{ name: 'days', label: '天数', labelEn: 'Days', type: 'number', default: '30', required: true }],
    columns: [
      { field: 'cert_type', label: '证照类型', labelEn: 'Type', dictCode: 'certType', width: 110 },
      { field: 'cert_name', label: '证照名称', labelEn: 'Name', format: 'text', width: 220 },
      { field: 'cert_no', label: '证号', labelEn: 'Number', format: 'text', width: 220 },
      { field: 'owner_name', label: '所属企业', labelEn: 'Holder', format: 'text', width: 200 },
      { field: 'validity_end', label: '有效期至', labelEn: 'Valid until', format: 'date', width: 110 },
      { field: 'days_left', label: '剩余天数', labelEn: 'Days left', format: 'integer', width: 90 },
    ],
    chart: null,
    remark: '医院看到供应商共享给本院的证照',
  },
  {
    code: 'invoice_two_invoice_pending',
    name: '待两票制核验的发票',
    nameEn: 'Invoices awaiting the two-invoice rule',
    category: '发票',
    querySql: `-- 经销商开给医院、尚未审核的发票，及其上游（厂家→经销商）发票覆盖的数量（两票制 R24）
select i.invoice_no,
       i.invoice_date,
       i.supplier_name,
       i.hospital_name,
       i.invoice_status,
       i.amount_incl_tax,
       coalesce(l.quantity, 0) as invoiced_quantity,
       coalesce(v.quantity, 0) as covered_quantity,
       coalesce(v.quantity, 0) >= coalesce(l.quantity, 0) and coalesce(l.quantity, 0) > 0 as covered
from scm_invoice i
join blade_tenant t on t.tenant_id = i.supplier_tenant_id and t.tenant_kind = 'DEALER'
left join lateral (select sum(x.quantity) as quantity from scm_invoice_line x where x.invoice_id = i.id) l on true
left join lateral (select sum(c.quantity) as quantity from scm_invoice_coverage c where c.invoice_id = i.id) v on true
where i.is_deleted = 0
  and i.invoice_role = 'DOWNSTREAM'
  and not i.red_letter
  and i.invoice_status in ('SAVED', 'SUBMITTED')
order by i.invoice_date, i.invoice_no`,
    params: [],
    columns: [
      { field: 'invoice_no', label: '发票号码', labelEn: 'Invoice no.', format: 'text', width: 180 },
      { field: 'invoice_date', label: '开票日期', labelEn: 'Date', format: 'date', width: 110 },
      { field: 'supplier_name', label: '经销商', labelEn: 'Dealer', format: 'text', width: 200 },
      { field: 'hospital_name', label: '医院', labelEn: 'Hospital', format: 'text', width: 200 },
      { field: 'invoice_status', label: '状态', labelEn: 'Status', dictCode: 'invoiceState', width: 90 },
      { field: 'amount_incl_tax', label: '价税合计', labelEn: 'Amount incl. tax', format: 'money', width: 120 },
      { field: 'invoiced_quantity', label: '开票数量', labelEn: 'Invoiced qty', format: 'decimal', width: 100 },
      { field: 'covered_quantity', label: '上游覆盖数量', labelEn: 'Covered qty', format: 'decimal', width: 110 },
      { field: 'covered', label: '上游发票已覆盖', labelEn: 'Covered upstream', width: 110 },
    ],
    chart: null,
    remark: '已提交待医院审核（经销商还能看到自己保存未提交的）',
  },
];

/** The demo tenants' clerks run and export reports: the folder, 报表查看 and the two buttons. */
const CLERK_REPORT_CODES = ['report_centre', 'report_viewer', 'report_run', 'report_export'];
const DEMO_TENANT_IDS = ['100001', '200001', '300001'];

/** Seeds the shared demo reports and lets the demo clerks read them; run once with the other demos. */
export async function seedReportDemo(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(reports).values(DEMO_REPORTS.map((r) => ({ id: nextId(), tenantId: PLATFORM_TENANT_ID, ...r, createTime: now, updateTime: now })));
    const grants = await tx.select({ id: menus.id }).from(menus).where(and(inArray(menus.code, CLERK_REPORT_CODES), eq(menus.isDeleted, 0)));
    const clerks = await tx.select({ id: roles.id, tenantId: roles.tenantId }).from(roles).where(and(inArray(roles.tenantId, DEMO_TENANT_IDS), eq(roles.roleAlias, 'user'), eq(roles.isDeleted, 0)));
    const rows = clerks.flatMap((role) => grants.map((menu) => ({ id: nextId(), tenantId: role.tenantId, roleId: role.id, menuId: menu.id })));
    if (rows.length) await tx.insert(roleMenus).values(rows);
  });
}
