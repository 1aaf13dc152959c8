import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, INVOICE_TRANSITIONS, invoiceSubmitSchema, invoiceTransitionSchema, type InvoiceTransition } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { invoiceLines, invoices } from '../../../core/db/schema';
import { sendStoredFile } from '../../../core/files/send-file';
import { ok, page } from '../../../core/http/envelope';
import { forbidden, notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerListExport } from '../document/list-export';
import { invoiceBuyer } from './buyer';
import { invoiceSheetColumns } from './export';
import { INVOICE_BASE, INVOICE_TAG, invoiceFilters, P } from './resource';
import { invoiceDetail, invoiceFile, exportInvoices, listInvoices, removeInvoices, submitInvoice } from './service';
import { transitionInvoices } from './transitions';
import { coverageOf } from './two-invoice';
import { storeOfAttachment } from '../../resource/attach/store-of';

const tags = [INVOICE_TAG];
const base = `/api${INVOICE_BASE}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const fileQuery = z.object({ invoiceId: idText, attachId: idText });
const buyerQuery = z.object({ hospitalTenantId: z.string({ error: 'invoice.hospital.required' }).trim().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'invoice.hospital.required' }) });
const listSchema = listQuery([...Object.keys(invoiceFilters), 'invoiceDate']).describe(
  'current, size, invoiceNo, invoiceRole, invoiceStatus, invoiceType, hospitalTenantId, supplierTenantId, redLetter, invoiceDate_datege, invoiceDate_datele, …',
);
/** The button each transition sits behind. */
const BUTTON: Record<InvoiceTransition, string> = {
  'submit-review': P.submitReview,
  withdraw: P.withdraw,
  approve: P.approve,
  return: P.return,
};

/**
 * 发票: a supplier's invoices (list, detail, submit, remove) and their transitions — submit-review
 * and withdraw by the supplier, approve and return by the hospital — the R24 coverage view and
 * the invoice's files for both parties.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listInvoices(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  registerListExport(app, deps, { base, tag: INVOICE_TAG, querystring: listSchema, permission: P.export, sheet: 'invoice.export.sheet', columns: invoiceSheetColumns, rows: exportInvoices });

  // What the form fills in as the buyer when the supplier picks the hospital (R22 checks the same fields).
  api.get(`${base}/buyer`, { schema: { tags, querystring: buyerQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => invoiceBuyer(tx, request.ctx, request.query.hospitalTenantId))),
  );

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => invoiceDetail(tx, BigInt(request.query.id)))),
  );

  // R24 line by line: which upstream invoices cover each line, and what is missing.
  api.get(`${base}/coverage`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, BigInt(request.query.id)));
        if (!row || row.isDeleted !== 0 || row.invoiceRole !== 'DOWNSTREAM') throw notFound();
        const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.lineNo));
        return { id: String(row.id), invoiceNo: row.invoiceNo, ...(await coverageOf(tx, row, lines)) };
      }),
    ),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: invoiceSubmitSchema } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, async (tx) => invoiceDetail(tx, await submitInvoice(tx, request.ctx, request.body))));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeInvoices(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(INVOICE_TRANSITIONS) as InvoiceTransition[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery, body: invoiceTransitionSchema }, config: { permission: BUTTON[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => transitionInvoices(tx, deps.realtime, request.ctx, action, ids, request.body ?? {})), '操作成功!');
    });
  }

  // An invoice's image or PDF; both parties fetch it with their token while they see the invoice.
  app.get(
    `${base}/file`,
    { schema: { tags, querystring: fileQuery, description: 'A file of an invoice the caller sees.', answers: { 200: { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } } } }, config: { permission: P.menu } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof fileQuery>;
      const file = await withTenant(deps.db, request.ctx, (tx) => invoiceFile(tx, BigInt(query.invoiceId), BigInt(query.attachId)));
      const storage = await storeOfAttachment(deps.db, deps.files, BigInt(query.attachId));
      const object = await storage.get(file.objectKey);
      if (!object) throw notFound();
      return sendStoredFile(reply, object, file);
    },
  );
}
