/**
 * drizzle-kit's programmatic API. Loading it adds an enumerable `Array.prototype.random`, which
 * breaks every `for…in` over an array for the rest of the process (pdf.js, for one, refuses to
 * load): the method stays for drizzle-kit, hidden from enumeration.
 */
export async function drizzleKitApi() {
  const api = await import('drizzle-kit/api');
  const added = Object.getOwnPropertyDescriptor(Array.prototype, 'random');
  if (added?.enumerable) Object.defineProperty(Array.prototype, 'random', { ...added, enumerable: false });
  return api;
}
