import type { FormRule } from 'antd';
import { OSS_CATEGORIES, OSS_CATEGORY, OSS_NEEDS, type OssCategory } from '@beree/contracts';
import { requiredRule, type CrudRecord } from '@/components/crud';
import type { SelectOption } from '@/components/crud/types';

/** The kinds of store by name, in the order of contracts. */
export const CATEGORY_OPTIONS: SelectOption[] = OSS_CATEGORIES.map((category) => ({ value: category, label: `oss:category${category}` }));

/** The kind chosen in the form. */
export const categoryOf = (values: CrudRecord): OssCategory | undefined => {
  const category = Number(values.category);
  return category in OSS_NEEDS ? (category as OssCategory) : undefined;
};

/** Whether the chosen kind of store needs the setting (OSS_NEEDS). */
export const needs = (setting: keyof (typeof OSS_NEEDS)[OssCategory]) => (values: CrudRecord) => {
  const category = categoryOf(values);
  return category !== undefined && OSS_NEEDS[category][setting];
};

/** The local disk keeps its files in a folder, named in the endpoint; blank is the product's own. */
export const isLocal = (values: CrudRecord) => categoryOf(values) === OSS_CATEGORY.LOCAL;

/** The endpoint is asked of every remote store that needs one, and offered to the local disk for its folder. */
export const hasEndpoint = (values: CrudRecord) => needs('endpoint')(values) || isLocal(values);

/** Required for the remote stores only; the rule reads the kind at check time, and antd marks the field from it. */
export const endpointRule: FormRule = ({ getFieldValue }) => (needs('endpoint')({ category: getFieldValue('category') }) ? requiredRule('oss.endpoint.required') : {});
