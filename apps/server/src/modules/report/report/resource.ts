import { PERMISSIONS, reportSubmitSchema, type ReportChart, type ReportColumn, type ReportParam } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { reports } from '../../../core/db/schema';

export const REPORT_BASE = '/blade-report/report/rest';
export const REPORT_TAG = 'report/report';
export const P = PERMISSIONS.report;

/** Report definitions: a tenant's own, listed beside the platform's shared ones (service.ts). */
export const reportResource: CrudResource<typeof reportSubmitSchema> = {
  base: REPORT_BASE,
  tag: REPORT_TAG,
  table: reports,
  scope: 'tenant',
  filters: {
    code: reports.code,
    name: reports.name,
    nameEn: reports.nameEn,
    category: reports.category,
    tenantId: reports.tenantId,
    createTime: reports.createTime,
    updateTime: reports.updateTime,
  },
  permissions: P,
  submitSchema: reportSubmitSchema,
  toValues: (input) => ({
    code: input.code,
    name: input.name,
    nameEn: input.nameEn || null,
    category: input.category || null,
    datasourceId: input.datasourceId ? BigInt(input.datasourceId) : null,
    querySql: input.querySql,
    params: input.params ?? [],
    columns: input.columns ?? [],
    chart: input.chart ?? null,
    remark: input.remark ?? null,
  }),
  unique: [{ field: 'code', column: reports.code, message: 'report.code.duplicate' }],
};

/** A stored report as the runs read it. */
export interface ReportRow {
  id: bigint;
  tenantId: string;
  code: string;
  name: string;
  nameEn: string | null;
  datasourceId: bigint | null;
  querySql: string;
  params: ReportParam[];
  columns: ReportColumn[];
  chart: ReportChart | null;
}
