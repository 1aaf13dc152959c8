import { PERMISSIONS, reportSubmitSchema } from '@beree/contracts';
import type { CrudConfig, CrudRecord, DialogMode } from '@/components/crud';
import { useSessionStore } from '@/features/auth/session-store';
import { REPORT_API } from './api';
import { renderChart, renderColumns, renderParams, renderSql, renderTenant } from './fields';

/** Only the owner changes a report: a tenant runs the platform's shared ones as they are. */
const own = (record: CrudRecord) => record.tenantId === useSessionStore.getState().tenantId;

/**
 * 报表设计 (blade-report/report/rest): the reports a tenant designed and the platform's shared ones.
 * The dialog holds the query with its preview, the parameters, the columns and the chart.
 */
export const reportConfig: CrudConfig = {
  api: REPORT_API,
  rowKey: 'id',
  schema: reportSubmitSchema,
  permissions: PERMISSIONS.report,
  dialogWidth: 1100,
  editable: own,
  deletable: own,
  defaults: { params: [], columns: [], chart: null },
  columns: [
    { name: 'name', label: 'report:name', search: true, form: { type: 'input' } },
    { name: 'nameEn', label: 'report:nameEn', table: false, form: { type: 'input' } },
    { name: 'code', label: 'report:code', search: true, form: { type: 'input' } },
    { name: 'category', label: 'report:category', search: true, form: { type: 'input' } },
    { name: 'tenantId', label: 'report:owner', render: renderTenant },
    { name: 'querySql', label: 'report:querySql', table: false, form: { type: 'custom', span: 24, render: renderSql } },
    { name: 'params', label: 'report:params', table: false, form: { type: 'custom', span: 24, render: renderParams } },
    { name: 'columns', label: 'report:columns', table: false, form: { type: 'custom', span: 24, render: renderColumns } },
    { name: 'chart', label: 'report:chart', table: false, form: { type: 'custom', span: 24, render: renderChart } },
    { name: 'remark', label: 'report:remark', form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: 'report:updateTime' },
  ],
  toBody: (values: CrudRecord, _mode: DialogMode) => ({
    ...values,
    params: ((values.params as { name?: string }[] | undefined) ?? []).filter((p) => p.name),
    columns: ((values.columns as { field?: string }[] | undefined) ?? []).filter((c) => c.field),
  }),
};
