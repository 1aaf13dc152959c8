import { and, eq } from 'drizzle-orm';
import type { Schema, Template } from '@pdfme/common';
import type { Executor } from '../db/database';
import { printTemplates } from '../db/schema';
import { inTenant } from '../tenancy/in-tenant';
import { printSchemaTypes } from './render';

/** The documents a tenant may lay out itself (打印模板); 'custom' templates are printed on their own. */
export type PrintedDocument = 'delivery_note' | 'statement' | 'invoice_list' | 'surgical_release';

/** Status of the one template of a type a tenant prints with (unique index blade_print_template_active_uq). */
const ENABLED = 2;
/** A template with its images (a logo as a data URL) stays small enough to keep in a row and send to the designer. */
export const TEMPLATE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The template `tenantId` enabled for `docType`, or null: print with the product's default then.
 * Read as that tenant inside the caller's transaction (row-level security still applies), since
 * the layout of a document is its issuer's, whoever prints it (ADR 0053).
 */
export async function enabledTemplate(tx: Executor, tenantId: string, docType: PrintedDocument): Promise<Template | null> {
  return inTenant(tx, tenantId, async () => {
    const [row] = await tx
      .select({ template: printTemplates.template })
      .from(printTemplates)
      .where(and(eq(printTemplates.tenantId, tenantId), eq(printTemplates.docType, docType), eq(printTemplates.status, ENABLED), eq(printTemplates.isDeleted, 0)))
      .limit(1);
    return row ? (row.template as Template) : null;
  });
}

const schemasOf = (template: Template): Schema[] => template.schemas.flat();

/** Table rows fitted to the table's head: a tenant's table may show fewer or more columns than the data has. */
function fitRows(json: string, columns: number): string {
  try {
    const rows = JSON.parse(json) as unknown;
    if (!Array.isArray(rows) || columns <= 0) return json;
    return JSON.stringify(rows.map((row) => Array.from({ length: columns }, (_, i) => (Array.isArray(row) ? String(row[i] ?? '') : ''))));
  } catch {
    return json;
  }
}

/** The variables of a text with placeholders, each from the field of its name, else as typed in the designer. */
function variableInputs(schema: Schema, fields: Record<string, string>): string {
  let typed: Record<string, string> = {};
  try {
    typed = JSON.parse(String(schema.content ?? '{}')) as Record<string, string>;
  } catch {
    // Content that is no JSON object: every variable starts empty.
  }
  const names = Array.isArray(schema.variables) ? (schema.variables as string[]) : Object.keys(typed);
  return JSON.stringify(Object.fromEntries(names.map((name) => [name, fields[name] ?? typed[name] ?? ''])));
}

/**
 * The inputs of one print: a schema named after a field prints the document's value (a table's
 * rows fitted to its head); a text with placeholders takes the fields of its variables; any other
 * schema a designer added prints what was typed or placed in it (a caption, the logo). Every field
 * is passed on too, so fixed texts may name them as {deliveryNo}.
 */
export function templateInputs(template: Template, fields: Record<string, string>): Record<string, string> {
  const inputs: Record<string, string> = { ...fields };
  for (const schema of schemasOf(template)) {
    if (schema.readOnly) continue;
    const bound = fields[schema.name];
    if (schema.type === 'multiVariableText') inputs[schema.name] = variableInputs(schema, fields);
    else if (bound === undefined) inputs[schema.name] = String(schema.content ?? '');
    else if (schema.type === 'table') inputs[schema.name] = fitRows(bound, Array.isArray(schema.head) ? schema.head.length : 0);
  }
  return inputs;
}

/** Why a template cannot be printed, or null: pdfme's own check, the kinds of element the printer knows, the size. */
export async function templateProblem(template: unknown): Promise<{ key: 'print.template.invalid' | 'print.template.type' | 'print.template.tooLarge'; detail: string } | null> {
  const size = Buffer.byteLength(JSON.stringify(template ?? null));
  if (size > TEMPLATE_MAX_BYTES) return { key: 'print.template.tooLarge', detail: String(TEMPLATE_MAX_BYTES / 1024 / 1024) };
  // Imported here, not at start (see render.ts).
  const [{ checkTemplate }, types] = await Promise.all([import('@pdfme/common'), printSchemaTypes()]);
  try {
    checkTemplate(template);
  } catch (error) {
    return { key: 'print.template.invalid', detail: String((error as Error).message).replace(/^\[@pdfme\/common\]\s*/, '').slice(0, 300) };
  }
  const schemas = schemasOf(template as Template);
  if (schemas.length === 0) return { key: 'print.template.invalid', detail: 'no schemas' };
  const basePdf = (template as Template).basePdf as { staticSchema?: Schema[] };
  const unknown = [...schemas, ...(basePdf.staticSchema ?? [])].find((s) => !types.has(String(s.type)));
  return unknown ? { key: 'print.template.type', detail: String(unknown.type) } : null;
}
