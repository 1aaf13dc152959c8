import { Select, type SelectProps } from 'antd';
import { useDictionary } from './use-dictionary';

export type DictSelectProps = Omit<SelectProps<string>, 'options' | 'loading'> & { code: string };

/** A select whose options are the entries of one dictionary. */
export function DictSelect({ code, ...rest }: DictSelectProps) {
  const { options, loading } = useDictionary(code);
  return <Select<string> allowClear options={options} loading={loading} {...rest} />;
}
