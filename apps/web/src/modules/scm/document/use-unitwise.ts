import { useQueries } from '@tanstack/react-query';
import { getData, type CrudRecord } from '@/components/crud';
import { CATALOG_API } from '../contract/api';

/** Catalog items change their flags rarely; a form keeps what it read. */
const STALE = 5 * 60_000;

/**
 * Which catalog items ship unit by unit (high-value or implantable, R16), read from each item's
 * detail: document lines name their catalog item but not its flags. An item not
 * read yet counts as not unitwise; the server checks R16 again when the goods leave.
 */
export function useUnitwise(catalogItemIds: (string | undefined)[]): (catalogItemId: string | undefined) => boolean {
  const ids = [...new Set(catalogItemIds.filter((id): id is string => Boolean(id)))];
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['catalog-unit-flags', id],
      staleTime: STALE,
      queryFn: () => getData<CrudRecord>(`${CATALOG_API}/detail`, { id }),
    })),
  });
  const unitwise = new Set(ids.filter((_id, index) => answers[index]?.data?.highValue === true || answers[index]?.data?.implantable === true));
  return (catalogItemId) => Boolean(catalogItemId && unitwise.has(catalogItemId));
}
