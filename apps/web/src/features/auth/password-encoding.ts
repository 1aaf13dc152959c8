/**
 * Calls that set a password (adding a user, changing one's own, registering) send it in clear with
 * this header, so the server checks the tenant's whole policy itself; sign-in still sends the md5,
 * as the wire protocol has it. The server then keeps the md5's hash, as for BladeX clients.
 */
export const PLAIN_PASSWORD_HEADERS = { 'Password-Encoding': 'plain' } as const;
