import { message, productR7Issues, productR7Required, type Lang } from '@beree/contracts';
import type { FormRule } from 'antd';
import { currentLanguage } from '@/features/locale/i18n';
import type { RegistrationCard } from './api';

/**
 * The form value where the card picker keeps the card chosen (never sent): the form checks
 * against what the clerk chose from; undefined while a card the picker no longer offers is named.
 */
export const CHOSEN_CARD = 'registrationCard';

const lang = (): Lang => currentLanguage();
const blank = (v: unknown) => (v === undefined || v === '' ? null : (v as string | null));

/**
 * R7 on one field of the product form, from contracts' productR7Issues — the function the server
 * runs: the card is required for a device or reagent (and marked so), and type, class and origin
 * must be the card's. Every field carries its rule, so one save marks all that fail. A card the
 * picker no longer offers (renewed since) is left to the server.
 */
export const r7Rule =
  (field: 'registrationCertId' | 'productType' | 'managementLevel' | 'areaType'): FormRule =>
  ({ getFieldValue }) => ({
    required: productR7Required(getFieldValue('productType')).includes(field),
    validator: async () => {
      const cardId = blank(getFieldValue('registrationCertId'));
      const card = cardId ? (getFieldValue(CHOSEN_CARD) as RegistrationCard | undefined) : null;
      if (cardId && !card) return;
      const product = { productType: blank(getFieldValue('productType')), managementLevel: blank(getFieldValue('managementLevel')), areaType: blank(getFieldValue('areaType')) };
      const found = productR7Issues(product, card ?? null, lang()).find((i) => i.field === field);
      if (found) throw new Error(message(found.key, lang(), found.vars));
    },
  });
