import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Schema, Template } from '@pdfme/common';
import { message, PRINT_DOC_TYPE_LABELS, PRINT_TEMPLATE_ENABLED, type Lang, type PrintDocType, type PrintField, type PrintTemplateSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { printTemplates } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import { templateProblem } from '../../../core/pdf/tenant-template';
import type { RequestContext } from '../../../core/tenancy/context';
import { customLayout, customSample } from './docs/custom';
import { isPrintedDocument, PRINT_KINDS } from './documents';

export type PrintTemplateRow = typeof printTemplates.$inferSelect;
const live = eq(printTemplates.isDeleted, 0);
const DISABLED = 1;

/** A template checked for printing, or 400 naming `template` with what is wrong. */
export async function checkedTemplate(template: unknown): Promise<Template> {
  const problem = await templateProblem(template);
  if (problem) throw badRequest(problem.key, { field: 'template', detail: problem.detail, type: problem.detail, max: problem.detail });
  return template as Template;
}

/** The layout a type starts from (the product's default, or a free template's page) in the caller's language, its fields shown with sample values. */
export function defaultTemplate(docType: PrintDocType, lang: Lang, now = new Date()): { template: Template; sample: Record<string, string> } {
  const template = isPrintedDocument(docType) ? PRINT_KINDS[docType].layout(lang) : customLayout(lang);
  const sample = isPrintedDocument(docType) ? PRINT_KINDS[docType].sample(lang, now) : customSample(lang);
  return { template: withContent(template, sample), sample };
}

/** The template with each field's schema showing `values` (what the designer displays; printing fills the real ones). */
function withContent(template: Template, values: Record<string, string>): Template {
  return { ...template, schemas: template.schemas.map((page) => page.map((s: Schema) => (s.readOnly || values[s.name] === undefined ? s : { ...s, content: values[s.name] }))) };
}

/** The fields a template of the type may bind, with labels, a sample and a table's head. */
export function fieldsOf(docType: PrintDocType, lang: Lang): PrintField[] {
  if (!isPrintedDocument(docType)) return Object.entries(customSample(lang)).map(([name, sample]) => ({ name, label: { zh: name, en: name }, kind: 'text', sample }));
  const kind = PRINT_KINDS[docType];
  const sample = kind.sample(lang, new Date());
  const heads = new Map(kind.layout(lang).schemas.flat().map((s) => [s.name, Array.isArray(s.head) ? (s.head as string[]) : undefined]));
  return Object.entries(kind.labels).map(([name, label]) => {
    const head = heads.get(name);
    return head ? { name, label, kind: 'table', sample: sample[name] ?? '', head } : { name, label, kind: 'text', sample: sample[name] ?? '' };
  });
}

export async function findTemplate(tx: Executor, id: bigint): Promise<PrintTemplateRow> {
  const [row] = await tx.select().from(printTemplates).where(and(eq(printTemplates.id, id), live));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds or changes a template of the caller's tenant. A new one without a template starts from the
 * type's default; a template given is checked as the printer will read it. The type of a saved
 * template stays: its enabled state and its fields belong to that type.
 */
export async function submitTemplate(tx: Executor, ctx: RequestContext, input: PrintTemplateSubmit): Promise<PrintTemplateRow> {
  const id = input.id ? BigInt(input.id) : undefined;
  const previous = id ? await findTemplate(tx, id) : undefined;
  if (previous && previous.docType !== input.docType) throw badRequest('print.template.docType', { field: 'docType' });
  const start = previous ? undefined : defaultTemplate(input.docType, ctx.lang);
  const template = input.template ? await checkedTemplate(input.template) : (start?.template ?? (previous!.template as Template));
  const sampleData = input.docType !== 'custom' ? null : (input.sampleData ?? (start ? start.sample : (previous!.sampleData as Record<string, string> | null)));
  const now = new Date();
  const values = { name: input.name, template, sampleData, remark: input.remark ?? null, updateUser: ctx.userId, updateTime: now };
  if (!previous) {
    const [row] = await tx
      .insert(printTemplates)
      .values({ ...values, id: nextId(), tenantId: ctx.tenantId, docType: input.docType, status: DISABLED, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, createTime: now })
      .returning();
    return row;
  }
  const [row] = await tx
    .update(printTemplates)
    .set({ ...values, version: sql`${printTemplates.version} + 1` })
    .where(and(eq(printTemplates.id, previous.id), input.version == null ? undefined : eq(printTemplates.version, input.version)))
    .returning();
  if (!row) throw conflict('record.stale');
  return row;
}

/** Makes the template the one its tenant prints its type with; the type's other templates are disabled in the same transaction. */
export async function enableTemplate(tx: Executor, ctx: RequestContext, id: bigint): Promise<PrintTemplateRow> {
  const row = await findTemplate(tx, id);
  if (row.docType === 'custom') throw badRequest('print.enable.custom', { field: 'id' });
  const now = new Date();
  await tx
    .update(printTemplates)
    .set({ status: DISABLED, updateUser: ctx.userId, updateTime: now, version: sql`${printTemplates.version} + 1` })
    .where(and(eq(printTemplates.docType, row.docType), eq(printTemplates.status, PRINT_TEMPLATE_ENABLED), live, ne(printTemplates.id, id)));
  const [enabled] = await tx
    .update(printTemplates)
    .set({ status: PRINT_TEMPLATE_ENABLED, updateUser: ctx.userId, updateTime: now, version: sql`${printTemplates.version} + 1` })
    .where(eq(printTemplates.id, row.id))
    .returning();
  return enabled;
}

/** Back to the product's default for the type. */
export async function disableTemplate(tx: Executor, ctx: RequestContext, id: bigint): Promise<PrintTemplateRow> {
  const row = await findTemplate(tx, id);
  const [disabled] = await tx
    .update(printTemplates)
    .set({ status: DISABLED, updateUser: ctx.userId, updateTime: new Date(), version: sql`${printTemplates.version} + 1` })
    .where(eq(printTemplates.id, row.id))
    .returning();
  return disabled;
}

/** Removes templates; an enabled one goes too, and its type prints with the default again. */
export async function removeTemplates(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const removed = await tx
    .update(printTemplates)
    .set({ isDeleted: 1, status: DISABLED, updateUser: ctx.userId, updateTime: new Date(), version: sql`${printTemplates.version} + 1` })
    .where(and(inArray(printTemplates.id, ids), live))
    .returning({ id: printTemplates.id });
  if (removed.length === 0) throw notFound();
}

/** The answer to enable or disable: what the tenant's documents of the type print with now. */
export const statusMessage = (row: PrintTemplateRow, lang: Lang) =>
  message(row.status === PRINT_TEMPLATE_ENABLED ? 'print.enabled' : 'print.disabled', lang, { docType: PRINT_DOC_TYPE_LABELS[row.docType as PrintDocType]?.[lang] ?? row.docType });
