import type { R } from '@beree/contracts';
import { request } from '@/shared/request';

/** The system parameter that holds the customer-service link (seeded on the platform tenant). */
export const SERVICE_LINK_PARAM = 'sys.customerServiceUrl';

/** Used when no parameter is readable: a deployment may set it at build time. */
export const DEFAULT_SERVICE_LINK: string = import.meta.env.VITE_CUSTOMER_SERVICE_URL ?? 'https://support.beree.example/scm';

interface ParamRow {
  paramKey: string;
  paramValue: string;
}

/**
 * The customer-service link from the parameters the user can read (the tenant's own, or the
 * platform's for platform staff), else the default. Users without the parameter page are refused
 * by the server; that is expected, so the call stays silent and the default stands.
 */
export async function fetchServiceLink(): Promise<string> {
  try {
    const answer = await request.get<R<{ records: ParamRow[] }>>('/blade-system/param/list', {
      params: { paramKey: SERVICE_LINK_PARAM, current: 1, size: 10 },
      silent: true,
    });
    const value = answer.data?.records.find((row) => row.paramKey === SERVICE_LINK_PARAM)?.paramValue.trim();
    return value || DEFAULT_SERVICE_LINK;
  } catch {
    return DEFAULT_SERVICE_LINK;
  }
}
