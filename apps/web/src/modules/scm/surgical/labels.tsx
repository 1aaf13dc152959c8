import { dictLabel, PATIENT_GENDERS, SURGICAL_KIT_TYPES, SURGICAL_STATUSES, type Lang } from '@beree/contracts';
import { StatusTag } from '../document/labels';

type Labels<T extends string> = Record<T, Record<Lang, string>>;

/** A dictionary of the contracts as the label table the document widgets read. */
const labelsOf = <T extends string>(code: string, values: readonly T[]): Labels<T> =>
  Object.fromEntries(values.map((value) => [value, { zh: dictLabel(code, value, 'zh'), en: dictLabel(code, value, 'en') }])) as Labels<T>;

export const SURGICAL_STATUS_LABELS = labelsOf('surgicalStatus', SURGICAL_STATUSES);
export const KIT_TYPE_LABELS = labelsOf('surgicalKitType', SURGICAL_KIT_TYPES);
export const GENDER_LABELS = labelsOf('genderType', PATIENT_GENDERS);

const COLORS: Record<string, string> = { CONFIRM: 'processing', RELEASED: 'gold', BE_ACCEPT: 'cyan', BE_USE: 'success' };

/** An order's state as a tag, coloured by what it awaits. */
export const SurgicalStatusTag = ({ value }: { value: unknown }) => <StatusTag value={value} labels={SURGICAL_STATUS_LABELS} colors={COLORS} />;
