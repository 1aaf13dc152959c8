import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText } from '@beree/contracts';
import type { AppDeps } from '../../../../core/deps';
import { enabledTemplate } from '../../../../core/pdf/tenant-template';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { DELIVERY_BASE, DELIVERY_TAG, P } from '../resource';
import { printableNote } from './note';
import { renderDeliveryNote } from './render';

const idQuery = z.object({ id: idText });

/**
 * 打印随货同行单: the note as a PDF, for either party. The count goes up and the PDF is made in
 * one transaction, so a print that fails to render is not counted. The layout is the supplier's
 * own template when it enabled one (打印模板), whichever party prints.
 */
export function registerDeliveryPrintRoute(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${DELIVERY_BASE}/print`,
    {
      schema: {
        tags: [DELIVERY_TAG],
        querystring: idQuery,
        description: 'The delivery note on paper (随货同行单) as a PDF; each call counts one print.',
        answers: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
      },
      config: { permission: P.print },
    },
    async (request, reply) => {
      const { pdf, deliveryNo } = await withTenant(deps.db, request.ctx, async (tx) => {
        const note = await printableNote(tx, BigInt(request.query.id));
        const own = await enabledTemplate(tx, note.note.supplierTenantId, 'delivery_note');
        return { pdf: await renderDeliveryNote(note, request.ctx.lang, new Date(), own), deliveryNo: note.note.deliveryNo };
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${deliveryNo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
