import { useMemo, useState } from 'react';
import type { ReportField } from '@beree/contracts';
import { CrudPage } from '@/components/crud';
import { reportConfig } from './config';
import { PreviewContext } from './preview-context';

/**
 * 报表设计 (/report/design): the list of reports — the tenant's own, editable, and the platform's
 * shared ones, read-only — and the designer dialog: the query with 预览 of its first rows, the
 * parameters, the columns (filled from the preview) and the chart.
 */
export default function ReportDesignPage() {
  const [fields, setFields] = useState<ReportField[]>([]);
  const preview = useMemo(() => ({ fields, setFields }), [fields]);
  return (
    <PreviewContext.Provider value={preview}>
      <CrudPage config={reportConfig} />
    </PreviewContext.Provider>
  );
}
