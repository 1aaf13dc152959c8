import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What the pages may use of the device: the camera only for scanning codes at the desk, none of the
 * rest (helmet sets no Permissions-Policy).
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Browser security headers on every answer (the web app, the API, /api/docs): a Content Security
 * Policy the built app, its socket and the API docs work under, no MIME sniffing, no framing by
 * other sites, no referrer sent to them, an opener policy and a permissions policy.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: the fastify plugin built helmet's middleware (parsing the policy) for every request.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Compiling WebAssembly (the camera's code reader), not eval of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // antd writes its styles into <style> elements at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Captchas and uploaded previews come as data: and blob: addresses.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // A call's recording plays from the link its call centre signs (Aliyun OSS, or a private deployment's address).
        mediaSrc: ["'self'", 'blob:', 'http:', 'https:'],
        // The API and the realtime socket are on the same origin.
        connectSrc: ["'self'"],
        // A menu entry may open another system's page in the frame page (spec §2); a certificate's
        // PDF scan is shown in a frame from a blob: address the app made of the file.
        frameSrc: ["'self'", 'blob:', 'http:', 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Isolated from windows of other sites, but the pop-ups the app opens (isOpen=2 menu entries,
    // an invoice's files) keep their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The socket and the API run over plain HTTP in development and tests; deployments set HSTS at their TLS proxy.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
