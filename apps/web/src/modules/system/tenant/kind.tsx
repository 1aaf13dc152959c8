import { Select } from 'antd';
import { PARTY_KINDS, TENANT_KINDS } from '@beree/contracts';
import type { SelectOption, WidgetProps } from '@/components/crud/types';
import { joinIds, splitIds } from '@/components/pickers/id-list';
import { useDictionary } from '@/components/pickers/use-dictionary';

const kindOption = (kind: string): SelectOption => ({ value: kind, label: `tenant:kind.${kind}` });

/** Every kind, for the table: the platform tenant shows its own. */
export const TENANT_KIND_LABELS = TENANT_KINDS.map(kindOption);
/** The kinds a new tenant may take, and those searched by: there is only one platform. */
export const PARTY_KIND_OPTIONS = PARTY_KINDS.map(kindOption);

/** companyTypes, held by the server as one comma-joined text. */
export function CompanyTypesSelect({ value, onChange, ...rest }: WidgetProps) {
  const { options, loading } = useDictionary('companyTypes');
  return <Select {...rest} mode="multiple" allowClear style={{ width: '100%' }} loading={loading} options={options} value={splitIds(value)} onChange={(next: string[]) => onChange?.(joinIds(next))} />;
}

/** The labels of a tenant's companyTypes in the table. */
export function CompanyTypesText({ value }: { value: unknown }) {
  const { label } = useDictionary('companyTypes');
  const keys = splitIds(value);
  return <>{keys.map((key) => label(key)).join('、')}</>;
}
