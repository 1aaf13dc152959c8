import { z } from 'zod';

const value = z.union([z.string(), z.array(z.string())]);

/** Names of the date and time columns of the API (createTime, shipDate, submittedAt, validFrom…). */
const DATE_NAME = /(Time|Date|Day|At)$|^valid(From|To)$/;
/** What a date filter takes (core/http/wire.ts parseDateTime): a day, or a day and a time. */
const dateValue = z.union([z.string().meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?$' }), z.array(z.string())]);

/**
 * The query of a list: paging, sorting and the resource's filterable names, each also taking the
 * suffix operators (`name_equal`, `name_ge`, …); those and any other key pass here as before and are
 * checked by the filters (filters.ts), which name an unknown one in a 400.
 */
export function listQuery(filters: string[]) {
  const named = Object.fromEntries(
    filters.map((name) =>
      DATE_NAME.test(name)
        ? [name, dateValue.optional().describe(`Filter on ${name}: the day (yyyy-MM-dd) or the instant (yyyy-MM-dd HH:mm:ss); ${name}_datege and the other suffixes compare`)]
        : [name, value.optional().describe(`Filter on ${name}: contains the value; ${name}_equal and the other suffixes compare`)],
    ),
  );
  return z
    .object({
      current: value.optional().describe('Page number, from 1 (default 1)'),
      size: value.optional().describe('Rows per page (default 10)'),
      ascs: value.optional().describe('Comma-joined fields to sort ascending'),
      descs: value.optional().describe('Comma-joined fields to sort descending'),
      ...named,
    })
    .catchall(value);
}
