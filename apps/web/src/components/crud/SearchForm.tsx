import { useEffect, type ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FieldWidget, searchType } from './FieldWidget';
import { toFilterParams } from './search-params';
import type { CrudColumn, Filters, WidgetProps } from './types';

interface SearchFormProps {
  columns: CrudColumn[];
  onSearch: (filters: Filters) => void;
  /** Values a link asked for: shown in the form (the list is already filtered by them). */
  linked?: Filters;
}

/** A column's own search control, given the value and change handler its form item passes on. */
const SearchControl = ({ render, ...props }: WidgetProps & { render: (props: WidgetProps) => ReactNode }) => <>{render(props)}</>;

/** The inline search bar over the columns marked `search`; reset clears it and lists everything again. */
export function SearchForm({ columns, onSearch, linked }: SearchFormProps) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<Filters>();
  const searchable = columns.filter((column) => column.search);
  useEffect(() => {
    if (!linked) return;
    form.resetFields();
    form.setFieldsValue(linked);
  }, [form, linked]);
  if (searchable.length === 0) return null;

  const reset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form form={form} name="search" layout="inline" onFinish={(values) => onSearch(toFilterParams(searchable, values))}>
      {searchable.map((column) => (
        <Form.Item key={column.name} name={column.name} label={t(column.label)}>
          {column.searchControl ? <SearchControl render={column.searchControl} /> : <FieldWidget column={column} type={searchType(column)} />}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
          <Button icon={<ClearOutlined />} onClick={reset}>
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
