import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Browser security headers on every answer (the web app, the API, /api/docs): a Content Security
 * Policy the built app, its socket and the API docs work under, no MIME sniffing, no framing by
 * other sites, and no referrer sent to them.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
    // Same-origin pop-ups (isOpen=2 menu entries) and the identity provider's redirects need no isolation.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The socket and the API run over plain HTTP in development and tests; deployments set HSTS at their TLS proxy.
    strictTransportSecurity: false,
  });
}
