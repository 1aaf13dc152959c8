/** The report service's base path (blade-report/report/rest). */
export const REPORT_API = '/blade-report/report/rest';
