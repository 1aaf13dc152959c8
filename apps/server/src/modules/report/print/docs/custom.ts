import type { Template } from '@pdfme/common';
import type { Lang } from '@beree/contracts';
import { printText as t, textField } from '../../../../core/pdf/schemas';

/** A free template starts as an A4 page with a title and a body text, both fields of its own data. */
export function customLayout(lang: Lang): Template {
  void lang;
  return {
    basePdf: { width: 210, height: 297, padding: [10, 10, 10, 10] },
    schemas: [[textField('title', 10, 15, 190, 10, { fontSize: 16, alignment: 'center' }), textField('content', 10, 30, 190, 60, { fontSize: 10 })]],
  } as unknown as Template;
}

const SAMPLE = { title: t('示例标题', 'Sample title'), content: t('在示例数据中填写每个字段的内容，打印时也可以用 JSON 传入。', "Fill each field in the sample data; a print may pass them as JSON too.") };

/** The sample data a new free template starts with. */
export const customSample = (lang: Lang): Record<string, string> => ({ title: SAMPLE.title[lang], content: SAMPLE.content[lang] });
