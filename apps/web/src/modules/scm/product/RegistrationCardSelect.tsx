import { useQuery } from '@tanstack/react-query';
import { App, Form, Select, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type WidgetProps } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { PRODUCT_API, type RegistrationCard } from './api';
import { CHOSEN_CARD } from './r7-rules';

/** The fields R7 ties to the card: the form takes them from the card chosen. */
const FROM_CARD = ['productType', 'managementLevel', 'areaType'] as const;

/**
 * 注册证: one of the supplier's own registration cards. Choosing one fills the product type, class
 * and origin from it (R7 — the server checks them again) and the name when it is still empty.
 */
export function RegistrationCardSelect({ value, onChange, disabled, placeholder, id }: WidgetProps) {
  const { t } = useTranslation('product');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  // Under the products' queries: adding a product refreshes nothing here, but a new card shows on the next open.
  const { data, isLoading } = useQuery({
    queryKey: [...crudKeys.all(PRODUCT_API), 'registration-cards'],
    queryFn: () => getData<RegistrationCard[]>(`${PRODUCT_API}/registration-cards`),
  });
  const options = useMemo(() => {
    // Archived cards first: a draft copy of the same number is rarely the one meant.
    const cards = [...(data ?? [])]
      .sort((a, b) => Number(b.archiveStatus === 'ARCHIVE') - Number(a.archiveStatus === 'ARCHIVE'))
      .map((card) => ({ value: String(card.id), label: `${card.certNo} ${card.certName}`, card }));
    // A product whose card is no longer offered (renewed since) still shows its number.
    const current = value == null || value === '' ? undefined : String(value);
    const registrationNo = form.getFieldValue('registrationNo') as string | undefined;
    if (current && data && !cards.some((o) => o.value === current)) cards.unshift({ value: current, label: registrationNo ?? current, card: undefined as unknown as RegistrationCard });
    return cards;
  }, [data, value, form]);

  // The card named, for the form's R7 checks; none while the picker does not offer it.
  useEffect(() => {
    form.setFieldValue(CHOSEN_CARD, data?.find((c) => String(c.id) === String(value ?? '')));
  }, [data, value, form]);

  const choose = (next: string | undefined) => {
    onChange?.(next ?? null);
    const card = data?.find((c) => String(c.id) === next);
    form.setFieldValue(CHOSEN_CARD, card);
    if (!card) return;
    form.setFieldsValue(Object.fromEntries(FROM_CARD.map((name) => [name, card[name] ?? undefined])));
    if (!form.getFieldValue('productName')) form.setFieldValue('productName', card.certName);
    void form.validateFields([...FROM_CARD, 'productName']).catch(() => undefined);
    void message.info(t('cardFilled', { certNo: card.certNo }));
  };

  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      notFoundContent={isLoading ? undefined : t('noCards')}
      value={value == null || value === '' ? undefined : String(value)}
      onChange={choose}
      options={options}
      optionRender={(option) => (
        <Space orientation="vertical" size={0}>
          <span>{option.data.card?.certNo ?? option.data.label}</span>
          {option.data.card && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.card.certName} · {option.data.card.longTerm ? t('cardLongTerm') : t('cardUntil', { date: option.data.card.validityEnd ?? '--' })}
              {/* A card not archived yet is told apart from its archived copy of the same number. */}
              {option.data.card.archiveStatus !== 'ARCHIVE' && (
                <>
                  {' · '}
                  <DictText code="archiveStatus" value={option.data.card.archiveStatus} />
                </>
              )}
            </Typography.Text>
          )}
        </Space>
      )}
    />
  );
}
