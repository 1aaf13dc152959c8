import { Button, Input, InputNumber, Select } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REPORT_COLUMN_FORMATS, type ReportColumn, type ReportField } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { usePreviewFields } from './preview-context';
import { RowsEditor } from './rows-editor';

/** A column for each field of the preview: numbers as decimals, days and times as such. */
const fromField = (f: ReportField): ReportColumn => ({ field: f.field, label: f.field, format: f.type === 'number' ? 'decimal' : f.type === 'date' ? 'date' : f.type === 'datetime' ? 'datetime' : 'text' });

/**
 * The columns the viewer and the exports show, in order: the query's field, labels in both
 * languages, the format, a dictionary whose labels replace the keys, and the width. None listed:
 * every column of the result as it comes. 按预览生成 fills them from the last preview.
 */
export function ColumnsField({ value, onChange }: WidgetProps) {
  const { t } = useTranslation('report');
  const { fields } = usePreviewFields();
  const rows = (value as ReportColumn[] | undefined) ?? [];
  const fieldOptions = fields.map((f) => ({ value: f.field, label: f.field }));
  return (
    <RowsEditor<ReportColumn>
      rows={rows}
      onChange={(next) => onChange?.(next)}
      blank={() => ({ field: '', label: '', format: 'text' })}
      addLabel={t('addColumn')}
      removeLabel={t('removeColumn')}
      emptyText={t('noColumns')}
      extra={
        <Button icon={<ThunderboltOutlined />} disabled={fields.length === 0} onClick={() => onChange?.(fields.map((f) => rows.find((r) => r.field === f.field) ?? fromField(f)))}>
          {t('columnsFromPreview')}
        </Button>
      }
      row={(c, set) => (
        <>
          {fieldOptions.length ? (
            <Select aria-label={t('columnField')} placeholder={t('columnField')} value={c.field || undefined} onChange={(field) => set({ field })} style={{ width: 140 }} options={fieldOptions} showSearch />
          ) : (
            <Input aria-label={t('columnField')} placeholder={t('columnField')} value={c.field} onChange={(e) => set({ field: e.target.value })} style={{ width: 140, fontFamily: 'monospace' }} />
          )}
          <Input aria-label={t('columnLabel')} placeholder={t('columnLabel')} value={c.label ?? ''} onChange={(e) => set({ label: e.target.value })} style={{ width: 120 }} />
          <Input aria-label={t('columnLabelEn')} placeholder={t('columnLabelEn')} value={c.labelEn ?? ''} onChange={(e) => set({ labelEn: e.target.value })} style={{ width: 120 }} />
          <Select aria-label={t('columnFormat')} value={c.format ?? 'text'} onChange={(format) => set({ format })} style={{ width: 100 }} options={REPORT_COLUMN_FORMATS.map((f) => ({ value: f, label: t(`format.${f}`) }))} />
          <Input aria-label={t('dictCode')} placeholder={t('dictCode')} value={c.dictCode ?? ''} onChange={(e) => set({ dictCode: e.target.value || null })} style={{ width: 110 }} />
          <InputNumber aria-label={t('columnWidth')} placeholder={t('columnWidth')} min={40} max={800} value={c.width ?? null} onChange={(width) => set({ width: width ?? null })} style={{ width: 90 }} />
        </>
      )}
    />
  );
}
