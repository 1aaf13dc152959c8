import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerProductImportJob } from './import-job';
import { registerProductRoutes } from './product-routes';
import { registerSkuRoutes } from './sku-routes';
import { registerProductSheetRoutes } from './spreadsheet-routes';

/** 产品管理 (/api/beree-scm/product, product-sku): products, SKUs, the spreadsheet and its import job. */
export function registerProductModule(app: FastifyInstance, deps: AppDeps): void {
  registerProductRoutes(app, deps);
  registerSkuRoutes(app, deps);
  registerProductSheetRoutes(app, deps);
  registerProductImportJob(deps.jobs, deps.db, deps.files);
}
