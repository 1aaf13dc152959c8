import type { PrintDocType, PrintDocumentOption, PrintField, PrintPreview } from '@beree/contracts';
import { getData, postCommand, type CrudRecord } from '@/components/crud';
import { API_BASE, request } from '@/shared/request';

export const PRINT_API = '/blade-report/print-template';
/**
 * The face every document prints in, served by the server so the designer draws the very same
 * glyphs; fetched once per page load (the browser caches the file) and handed to pdfme as bytes,
 * since pdfme reads a font string as base64 and fetches only public hosts' URLs.
 */
let font: Promise<ArrayBuffer> | undefined;
export function printFont(): Promise<ArrayBuffer> {
  font ??= fetch(`${API_BASE}${PRINT_API}/font`).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`font ${r.status}`))));
  font.catch(() => (font = undefined));
  return font;
}

/** A template row as the detail answers it. */
export interface PrintTemplateRecord extends CrudRecord {
  id: string;
  version: number;
  docType: PrintDocType;
  name: string;
  status: number;
  remark: string | null;
  template: Record<string, unknown>;
  sampleData: Record<string, string> | null;
}

export const fetchTemplate = (id: string) => getData<PrintTemplateRecord>(`${PRINT_API}/detail`, { id });
export const fetchFields = (docType: PrintDocType) => getData<PrintField[]>(`${PRINT_API}/fields`, { docType });
export const fetchDocuments = (docType: PrintDocType) => getData<PrintDocumentOption[]>(`${PRINT_API}/documents`, { docType });
export const saveTemplate = (body: Partial<PrintTemplateRecord>) => postCommand<PrintTemplateRecord>(`${PRINT_API}/submit`, body);
export const enableTemplate = (id: string) => postCommand<PrintTemplateRecord>(`${PRINT_API}/enable`, undefined, { id });

/** A preview as a PDF object URL; the caller frees it. */
export async function previewUrl(body: PrintPreview): Promise<string> {
  const blob = await request.post<Blob>(`${PRINT_API}/preview`, body, { responseType: 'blob' });
  return URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
}
