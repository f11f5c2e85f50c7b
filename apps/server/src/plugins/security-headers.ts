import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers, with a content security policy that allows only what the app uses. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    thirdParty,
    inlineScriptHashes,
    secure,
  }: {
    thirdParty: {
      scripts: readonly string[];
      styles: readonly string[];
      frames: readonly string[];
      connect: readonly string[];
      images: readonly string[];
    };
    /** `'sha256-…'` of the web app's own inline scripts (the theme script in index.html). */
    inlineScriptHashes: readonly string[];
    secure: boolean;
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // No 'unsafe-inline': an inline script runs only if its hash is listed.
        scriptSrc: ["'self'", ...inlineScriptHashes, ...thirdParty.scripts],
        // Toast and widget libraries set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", ...thirdParty.styles],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.images],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...thirdParty.connect],
        frameSrc: thirdParty.frames.length > 0 ? [...thirdParty.frames] : ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
}
