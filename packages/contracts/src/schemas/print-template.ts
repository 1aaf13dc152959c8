import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';

/**
 * 打印模板's document types: the four documents the product prints (each with a default layout a
 * tenant may replace) and free templates printed on their own data.
 */
export const PRINT_DOC_TYPES = ['delivery_note', 'statement', 'invoice_list', 'surgical_release', 'custom'] as const;
export type PrintDocType = (typeof PRINT_DOC_TYPES)[number];
/** The document types whose tenant template replaces the product's default while enabled. */
export const PRINT_DOCUMENT_TYPES = PRINT_DOC_TYPES.filter((t): t is Exclude<PrintDocType, 'custom'> => t !== 'custom');

export const PRINT_DOC_TYPE_LABELS: Record<PrintDocType, { zh: string; en: string }> = {
  delivery_note: { zh: '随货同行单', en: 'Delivery note' },
  statement: { zh: '结算对账单', en: 'Settlement statement' },
  invoice_list: { zh: '发票清单', en: 'Invoice list' },
  surgical_release: { zh: '手术配送出库单', en: 'Surgical release note' },
  custom: { zh: '自定义模板', en: 'Free template' },
};

/** Status of a template: 2 is the tenant's enabled one for its type (as BladeX's enable). */
export const PRINT_TEMPLATE_ENABLED = 2;

/** A pdfme template as it travels: basePdf and schemas, checked in full by the server (pdfme's checkTemplate). */
const templateObject = z.record(z.string(), z.unknown(), { error: 'print.template.invalid' });
/** Inputs of a free template: field name → text (tables as JSON text of their rows). */
const sampleObject = z.record(z.string(), z.string({ error: 'print.sampleData.invalid' }), { error: 'print.sampleData.invalid' });

const docType = z.enum(PRINT_DOC_TYPES, { error: 'print.docType.invalid' });

/** POST blade-report/print-template/submit; a new template without one starts from the product's default for its type. */
export const printTemplateSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  docType,
  name: requiredText('print.name.required', 100),
  template: templateObject.nullish(),
  sampleData: sampleObject.nullish(),
  remark: optionalText(255),
});
export type PrintTemplateSubmit = z.infer<typeof printTemplateSubmitSchema>;

/**
 * POST blade-report/print-template/preview: a template (given, or saved under `id`) printed on a
 * document of the caller's (`document`: its id, or the month yyyy-MM of a statement), on `data`
 * (free templates), or on the type's sample.
 */
export const printPreviewSchema = z.object({
  docType,
  id: idString.nullish(),
  template: templateObject.nullish(),
  document: z.string().trim().max(32, { error: 'field.tooLong' }).nullish(),
  data: sampleObject.nullish(),
});
export type PrintPreview = z.infer<typeof printPreviewSchema>;

/** A data field a document template may bind: a schema of that name prints the document's value. */
export interface PrintField {
  name: string;
  label: { zh: string; en: string };
  /** 'table' fields are JSON rows for a table schema whose head is `head`. */
  kind: 'text' | 'table';
  sample: string;
  head?: string[];
}

/** A document a template can be previewed on (GET documents). */
export interface PrintDocumentOption {
  value: string;
  label: string;
}
