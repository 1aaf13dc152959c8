import type { Template } from '@pdfme/common';
import type { PrintPreview } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { badRequest } from '../../../core/http/errors';
import { enabledTemplate, templateInputs, type PrintedDocument } from '../../../core/pdf/tenant-template';
import type { RequestContext } from '../../../core/tenancy/context';
import { defaultTemplate, checkedTemplate, findTemplate } from './service';
import { isPrintedDocument, PRINT_KINDS } from './documents';

/** What a print renders: a template, its inputs and the PDF's title. Read inside the transaction; rendered after it. */
export interface PrintJob {
  template: Template;
  inputs: Record<string, string>;
  title: string;
}

/**
 * A preview: the template given (checked as a save would), or the saved one named, or the type's
 * default; filled with a document of the caller's (row-level security decides which it may name;
 * never counted as a print), a free template's data, or the sample.
 */
export async function previewJob(tx: Executor, ctx: RequestContext, input: PrintPreview, now: Date): Promise<PrintJob> {
  const saved = input.id ? await findTemplate(tx, BigInt(input.id)) : undefined;
  if (saved && saved.docType !== input.docType) throw badRequest('print.template.docType', { field: 'docType' });
  const start = defaultTemplate(input.docType, ctx.lang, now);
  const template = input.template ? await checkedTemplate(input.template) : ((saved?.template as Template | undefined) ?? start.template);
  if (!isPrintedDocument(input.docType)) {
    const data = input.data ?? (saved?.sampleData as Record<string, string> | null) ?? start.sample;
    return { template, inputs: templateInputs(template, data), title: saved?.name ?? 'preview' };
  }
  if (!input.document) return { template, inputs: templateInputs(template, start.sample), title: 'preview' };
  const document = await PRINT_KINDS[input.docType].load(tx, ctx, input.document, now);
  return { template, inputs: templateInputs(template, document.fields), title: document.title };
}

/** A document printed as its issuer lays it out: the issuer's enabled template, else the product's default. */
export async function documentJob(tx: Executor, ctx: RequestContext, docType: PrintedDocument, documentKey: string, now: Date): Promise<PrintJob> {
  const kind = PRINT_KINDS[docType];
  const document = await kind.load(tx, ctx, documentKey, now);
  const template = (await enabledTemplate(tx, document.layoutTenantId, docType)) ?? kind.layout(ctx.lang);
  return { template, inputs: templateInputs(template, document.fields), title: document.title };
}

/** A free template printed on the data given, else on its own sample data. */
export async function customJob(tx: Executor, id: bigint, data: Record<string, string> | null | undefined): Promise<PrintJob> {
  const saved = await findTemplate(tx, id);
  if (saved.docType !== 'custom') throw badRequest('print.template.docType', { field: 'id' });
  const template = saved.template as Template;
  return { template, inputs: templateInputs(template, data ?? (saved.sampleData as Record<string, string> | null) ?? {}), title: saved.name };
}
