import * as GENERATED from './index';

type Catalogue = Record<string, { zh: string; en: string }>;

/** The messages of every generated module, merged into MESSAGES (their keys are not typed: they are only ever used as zod messages). */
export const GENERATED_MESSAGES: Catalogue = Object.assign({}, ...Object.values(GENERATED as Record<string, { messages?: Catalogue }>).map((m) => m.messages ?? {}));
