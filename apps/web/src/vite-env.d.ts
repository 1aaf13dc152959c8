/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
  /** Comma list of body codes that fail without a toast. */
  readonly VITE_SILENT_CODES?: string;
  /** Set to 'true' to let users close the home tab. */
  readonly VITE_FIRST_TAB_CLOSABLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The shared messages of @beree/contracts in one language (build/contract-messages-plugin.ts). */
declare module 'virtual:contract-messages/*' {
  const messages: import('i18next').ResourceLanguage;
  export default messages;
}
