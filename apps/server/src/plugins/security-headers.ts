import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for `options`, worked out once: its middleware is run against a recording
 * response. The headers depend on the options alone (no nonces, no per-request directive), so
 * every response gets the same ones; `@fastify/helmet` rebuilt the middleware, CSP included, on
 * every request (decision 035).
 */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // Helmet removes `X-Powered-By`, which Fastify never sets.
    removeHeader() {},
  };
  const middleware = helmet(options);
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Security headers, with a content security policy that allows only what the app uses. */
export function registerSecurityHeaders(
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
): void {
  const headers = securityHeadersFor({
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
  // Set before the route runs, so a route may still replace one (the dev mail viewer's CSP).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
