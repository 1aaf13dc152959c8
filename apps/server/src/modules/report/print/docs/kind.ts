import type { Template } from '@pdfme/common';
import type { Lang, PrintDocumentOption } from '@beree/contracts';
import type { Executor } from '../../../../core/db/database';
import type { RequestContext } from '../../../../core/tenancy/context';

/** A field's label in both languages. */
export type FieldLabels = Record<string, { zh: string; en: string }>;

/** A document read for printing: its fields, whose layout it is printed in, and its file name. */
export interface LoadedDocument {
  fields: Record<string, string>;
  /** The tenant whose enabled template lays it out (ADR 0053). */
  layoutTenantId: string;
  title: string;
}

/**
 * One kind of printed document: its default layout, the fields a template may bind (with labels),
 * a sample of them, and how a document of the caller's is found and read.
 */
export interface PrintKind {
  layout(lang: Lang): Template;
  labels: FieldLabels;
  sample(lang: Lang, printedAt: Date): Record<string, string>;
  /** `document` is an id, or a month yyyy-MM for the statement; a preview never counts as a print. */
  load(tx: Executor, ctx: RequestContext, document: string, printedAt: Date): Promise<LoadedDocument>;
  /** The caller's latest documents of the kind, to preview a template on. */
  options(tx: Executor, ctx: RequestContext): Promise<PrintDocumentOption[]>;
}

export const label = (zh: string, en: string) => ({ zh, en });

/** How many of the latest documents the designer offers to preview on. */
export const OPTIONS_LIMIT = 20;
