import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers, with a content security policy that allows only what the app uses. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  thirdParty: {
    scripts: readonly string[];
    styles: readonly string[];
    frames: readonly string[];
    connect: readonly string[];
    images: readonly string[];
  },
  secure: boolean,
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
        scriptSrc: ["'self'", ...thirdParty.scripts],
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
