/** Where the API lives and which OAuth client the app signs in as; overridable per deployment. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
export const CLIENT_ID = import.meta.env.VITE_CLIENT_ID ?? 'beree';
export const CLIENT_SECRET = import.meta.env.VITE_CLIENT_SECRET ?? 'beree_secret';

/** Base64 of UTF-8 text, without Node's Buffer so the same code runs in the browser. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

export const basicAuthorization = (id = CLIENT_ID, secret = CLIENT_SECRET) => `Basic ${base64(`${id}:${secret}`)}`;
