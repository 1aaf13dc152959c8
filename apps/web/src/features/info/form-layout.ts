import type { FormProps } from 'antd';
import { useLang } from '@/components/crud/use-lang';

/**
 * The personal forms' label column: wide enough for the longest label of the current language
 * ("Repeat new password" needs about twice 确认密码), wrapping rather than cutting a longer one.
 */
export function useInfoFormLayout(): Pick<FormProps, 'labelCol' | 'wrapperCol' | 'style' | 'labelWrap'> {
  const lang = useLang();
  return { labelCol: { flex: lang === 'en' ? '168px' : '96px' }, wrapperCol: { flex: '1 1 0' }, style: { maxWidth: lang === 'en' ? 640 : 560 }, labelWrap: true };
}
