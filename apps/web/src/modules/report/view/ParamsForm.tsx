import { DatePicker, Form, Input, InputNumber, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { reportDefaultValue, type ReportParam } from '@beree/contracts';
import { DictSelect } from '@/components/pickers/DictSelect';
import { useLang } from '@/components/crud/use-lang';

const DAY = 'YYYY-MM-DD';

/** The form's first values: each parameter's default as of today (ranges and days as dayjs). */
export function initialValues(params: ReportParam[]): Record<string, unknown> {
  return Object.fromEntries(
    params.map((p) => {
      const value = reportDefaultValue(p);
      if (value === undefined) return [p.name, undefined];
      if (p.type === 'dateRange') return [p.name, (value as [string, string]).map((d) => dayjs(d, DAY))];
      if (p.type === 'date') return [p.name, dayjs(String(value), DAY)];
      return [p.name, value];
    }),
  );
}

/** What the server takes: days as yyyy-MM-dd, a range as "start,end", empty as null. */
export function toValues(params: ReportParam[], values: Record<string, unknown>): Record<string, string | number | null> {
  return Object.fromEntries(
    params.map((p) => {
      const v = values[p.name];
      if (v === undefined || v === null || v === '') return [p.name, null];
      if (p.type === 'dateRange') return [p.name, (v as Dayjs[]).map((d) => d.format(DAY)).join(',')];
      if (p.type === 'date') return [p.name, (v as Dayjs).format(DAY)];
      return [p.name, v as string | number];
    }),
  );
}

/** The report's parameters as a form: a control for each type, labels in the user's language, required ones marked. */
export function ParamsForm({ form, params, onFinish }: { form: FormInstance; params: ReportParam[]; onFinish: () => void }) {
  const lang = useLang();
  return (
    <Form form={form} layout="inline" onFinish={onFinish} style={{ rowGap: 8 }}>
      {params.map((p) => {
        const label = (lang === 'en' && p.labelEn) || p.label;
        const control =
          p.type === 'number' ? (
            <InputNumber placeholder={label} style={{ width: 140 }} />
          ) : p.type === 'date' ? (
            <DatePicker placeholder={label} />
          ) : p.type === 'dateRange' ? (
            <DatePicker.RangePicker />
          ) : p.type === 'dict' ? (
            <DictSelect code={p.dictCode ?? ''} placeholder={label} allowClear style={{ width: 160 }} />
          ) : (
            <Input placeholder={label} allowClear style={{ width: 180 }} />
          );
        return (
          <Form.Item key={p.name} name={p.name} label={label} rules={p.required ? [{ required: true, message: label }] : []}>
            {control}
          </Form.Item>
        );
      })}
    </Form>
  );
}
