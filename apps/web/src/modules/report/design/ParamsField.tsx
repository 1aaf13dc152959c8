import { Checkbox, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_DATE_DEFAULTS, REPORT_PARAM_TYPES, REPORT_RANGE_DEFAULTS, type ReportParam } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { RowsEditor } from './rows-editor';

/**
 * The report's parameters: the name the query uses (`:name`, a range also `:name_start` /
 * `:name_end`), labels in both languages, the type, the dictionary of a dict parameter, a default
 * (fixed, or counted from the day it runs for dates and ranges) and whether it must be filled.
 */
export function ParamsField({ value, onChange }: WidgetProps) {
  const { t } = useTranslation('report');
  const rows = (value as ReportParam[] | undefined) ?? [];
  const defaults = (type: ReportParam['type']) =>
    type === 'date' ? REPORT_DATE_DEFAULTS : type === 'dateRange' ? REPORT_RANGE_DEFAULTS : [];
  return (
    <RowsEditor<ReportParam>
      rows={rows}
      onChange={(next) => onChange?.(next)}
      blank={() => ({ name: '', label: '', type: 'string', required: false })}
      addLabel={t('addParam')}
      removeLabel={t('removeParam')}
      emptyText={t('noParams')}
      row={(p, set) => (
        <>
          <Input aria-label={t('paramName')} placeholder={t('paramName')} value={p.name} onChange={(e) => set({ name: e.target.value })} style={{ width: 110, fontFamily: 'monospace' }} />
          <Input aria-label={t('paramLabel')} placeholder={t('paramLabel')} value={p.label} onChange={(e) => set({ label: e.target.value })} style={{ width: 110 }} />
          <Input aria-label={t('paramLabelEn')} placeholder={t('paramLabelEn')} value={p.labelEn ?? ''} onChange={(e) => set({ labelEn: e.target.value })} style={{ width: 110 }} />
          <Select aria-label={t('paramType')} value={p.type} onChange={(type) => set({ type, default: null })} style={{ width: 110 }} options={REPORT_PARAM_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} />
          {p.type === 'dict' && <Input aria-label={t('dictCode')} placeholder={t('dictCode')} value={p.dictCode ?? ''} onChange={(e) => set({ dictCode: e.target.value })} style={{ width: 110 }} />}
          {defaults(p.type).length ? (
            <Select
              aria-label={t('paramDefault')}
              placeholder={t('paramDefault')}
              allowClear
              value={p.default ?? undefined}
              onChange={(v) => set({ default: v ?? null })}
              style={{ width: 130 }}
              options={defaults(p.type).map((d) => ({ value: d, label: t(`default.${d}`) }))}
            />
          ) : (
            <Input aria-label={t('paramDefault')} placeholder={t('paramDefault')} value={p.default ?? ''} onChange={(e) => set({ default: e.target.value })} style={{ width: 110 }} />
          )}
          <Checkbox checked={!!p.required} onChange={(e) => set({ required: e.target.checked })}>
            {t('required')}
          </Checkbox>
        </>
      )}
    />
  );
}
