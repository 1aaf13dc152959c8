import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settlementStatementQuery } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { pdfBuffer, renderPdf } from '../../../core/pdf/render';
import { enabledTemplate, templateInputs } from '../../../core/pdf/tenant-template';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { P, SETTLEMENT_BASE, SETTLEMENT_TAG } from './resource';
import { settlementStatement } from './statement';
import { statementFields, statementLayout } from './statement-template';

const PDF = { description: "The month's statement as an A4 PDF, labels in the caller's language", content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/**
 * 打印对账单: the month's statement on paper, from the same query and the same rows as the screen
 * and the .xlsx, so the three never disagree. Row-level security decides what is in it: a tenant
 * that is no party to a document finds none of its lines. Behind the export button: printing is
 * taking the statement out of the system too. Each party prints it in its own layout when it
 * enabled one (打印模板), else the product's.
 */
export function registerStatementPrintRoute(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${SETTLEMENT_BASE}/statement/print`,
    { schema: { tags: [SETTLEMENT_TAG], querystring: settlementStatementQuery, answers: { 200: PDF } }, config: { permission: P.export } },
    async (request, reply) => {
      const { statement, own } = await withTenant(deps.db, request.ctx, async (tx) => ({
        statement: await settlementStatement(tx, request.query),
        own: await enabledTemplate(tx, request.ctx.tenantId, 'statement'),
      }));
      const printedAt = new Date();
      const template = own ?? statementLayout(request.ctx.lang);
      const inputs = [templateInputs(template, statementFields(statement, request.ctx.lang, printedAt))];
      const pdf = await renderPdf(template, inputs, { title: `statement-${statement.month}`, createdAt: printedAt });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="statement-${statement.month}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdfBuffer(pdf));
    },
  );
}
