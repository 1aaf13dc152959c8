import type { DeliveryMonth, IndentCount, MoneyOverview, R, SupplyStatus, TenantKind } from '@beree/contracts';
import { request } from '@/shared/request';

/** GET /beree-scm/home-page-statistics/overview: what the caller's kind of tenant works on. */
export interface BusinessOverview {
  tenantKind: TenantKind;
  supplyRelations: Record<SupplyStatus, number>;
  /** The platform only. */
  tenantsByKind?: Record<string, number>;
}

export async function fetchBusinessOverview(): Promise<BusinessOverview> {
  const answer = await request.get<R<BusinessOverview>>('/beree-scm/home-page-statistics/overview');
  return answer.data;
}

/** GET /beree-scm/home-page-statistics/certification-count: the caller's own certificates by state. */
export interface CertificationCount {
  total: number;
  valid: number;
  expiringSoon: number;
  overdue: number;
  /** Saved but not yet archived. */
  saved: number;
  /** A hospital's: what its suppliers shared, awaiting its review, overdue and expiring under its warning days. */
  shared?: { total: number; submitted: number; overdue: number; expiringSoon: number } | null;
}

export async function fetchCertificationCount(): Promise<CertificationCount> {
  const answer = await request.get<R<CertificationCount>>('/beree-scm/home-page-statistics/certification-count');
  return answer.data;
}

/** GET /beree-scm/home-page-statistics/indent-count: the caller's orders by what its side does next. */
export async function fetchIndentCount(): Promise<IndentCount> {
  const answer = await request.get<R<IndentCount>>('/beree-scm/home-page-statistics/indent-count');
  return answer.data;
}

/** GET /beree-scm/home-page-statistics/delivery-trend: delivery notes shipped per month, oldest first. */
export async function fetchDeliveryTrend(): Promise<DeliveryMonth[]> {
  const answer = await request.get<R<DeliveryMonth[]>>('/beree-scm/home-page-statistics/delivery-trend');
  return answer.data;
}

/** GET /beree-scm/home-page-statistics/money: the invoices and settlements of the caller's side; null for the platform (answered `{}`). */
export async function fetchMoneyOverview(): Promise<MoneyOverview | null> {
  const answer = await request.get<R<Partial<MoneyOverview>>>('/beree-scm/home-page-statistics/money');
  return answer.data.party ? (answer.data as MoneyOverview) : null;
}
