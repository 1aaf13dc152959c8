import { describe, expect, it } from 'vitest';
import { searchValuesFrom, toFilterParams } from './search-params';
import type { CrudColumn } from './types';

const columns: CrudColumn[] = [
  { name: 'paramName', label: 'param:paramName', search: true },
  { name: 'status', label: 'status', search: 'equal' },
  { name: 'remark', label: 'param:remark' },
];

describe('search filters', () => {
  it('matches "contains" by plain name and exact values with _equal', () => {
    expect(toFilterParams(columns, { paramName: ' site ', status: '1' })).toEqual({ paramName: 'site', status_equal: '1' });
  });

  it('leaves out empty inputs and columns that are not searchable', () => {
    expect(toFilterParams(columns, { paramName: '', status: undefined, remark: 'x' })).toEqual({});
  });

  it("takes a link's search values from its query, only for searchable columns", () => {
    const query = new URLSearchParams('status=SUBMITTED&remark=x&tab=2&paramName=');
    expect(searchValuesFrom(columns, query)).toEqual({ status: 'SUBMITTED' });
    expect(toFilterParams(columns, searchValuesFrom(columns, query))).toEqual({ status_equal: 'SUBMITTED' });
  });
});
