// Prints a new SM2 key pair for the SpringBlade sign-in: the private key goes into the server's
// SM2_PRIVATE_KEY, the public one into the client's website.auth.publicKey (Saber's src/config/website.js).
import { newSm2KeyPair } from './sm2-password';

const { publicKey, privateKey } = newSm2KeyPair();
console.log(`SM2_PRIVATE_KEY=${privateKey}`);
console.log(`public key (Saber website.auth.publicKey): ${publicKey}`);
