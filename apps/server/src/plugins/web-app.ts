import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendError } from './error-handler.ts';

const API_PREFIXES = ['/v1/', '/v3.1/'];

/** Written by the web build (apps/web/build-plugins/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const ZRoutePreloads = z.record(
  z.string(),
  z.object({ modules: z.array(z.string()), styles: z.array(z.string()) }),
);

/** One route's HTML. */
export interface WebPage {
  html: string;
  etag: string;
}

/** The built web app, read once at start. */
export interface WebApp {
  root: string;
  /** `'sha256-…'` sources for the inline scripts of index.html, for the CSP's script-src. */
  inlineScriptHashes: string[];
  /** The page for a URL path: index.html with that route's chunks announced, and its ETag. */
  pageFor(pathname: string): WebPage;
}

/** Reads the built web app in `root`; null when it is not built. */
export function loadWebApp(root: string): WebApp | null {
  const indexPath = path.join(root, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const index = fs.readFileSync(indexPath, 'utf8');
  const preloadsPath = path.join(root, ROUTE_PRELOADS_FILE);
  const preloads = fs.existsSync(preloadsPath)
    ? ZRoutePreloads.parse(JSON.parse(fs.readFileSync(preloadsPath, 'utf8')))
    : {};

  const page = (html: string): WebPage => ({ html, etag: `W/"${sha256(html).slice(0, 27)}"` });
  const plain = page(withPreloads(index, { modules: [], styles: [] }));
  const pages = new Map(
    Object.entries(preloads).map(([route, files]) => [route, page(withPreloads(index, files))]),
  );
  return {
    root,
    inlineScriptHashes: inlineScripts(index).map((script) => `'sha256-${sha256(script)}'`),
    pageFor: (pathname) => pages.get(routeKey(pathname)) ?? plain,
  };
}

/** Serves the built web app from the same port; unknown non-API paths get the SPA. */
export async function registerWebApp(
  app: FastifyInstance,
  web: WebApp | null,
  webDist: string,
): Promise<void> {
  if (web) {
    await app.register(fastifyStatic, {
      root: web.root,
      // Pages come from the handlers below, with their preloads; never index.html as it is.
      index: false,
      // The build writes .br and .gz copies of text assets; the smallest accepted one is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The mails' logo is shown by mail readers on other origins (helmet's default is same-origin).
        if (filePath.endsWith(`${path.sep}mail-logo.png`)) {
          res.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
  } else {
    app.log.warn(`web app not built (${webDist}/index.html missing): run npm run build`);
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: WebPage) => {
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (known?.includes(page.etag)) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  // `/` is a directory to the static plugin (which would refuse it): it is a page like the others.
  if (web) app.get('/', (request, reply) => sendPage(request, reply, web.pageFor('/')));

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (web && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply, web.pageFor(request.url.split('?')[0]!));
    }
    return sendError(reply, 'general_route_not_found');
  });
}

/** `/login/` and `/login` are the same route. */
function routeKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Every page asks for the session as soon as the entry runs; announcing it lets that request
 * start with the HTML. The web app's `fetch` (same origin, same credentials) reuses the response.
 */
const SESSION_PRELOAD = '<link rel="preload" as="fetch" crossorigin href="/v1/session">';

/**
 * index.html with the session and a route's chunks announced before `</head>`. The chunks are
 * low priority: the entry (high) is needed first and runs first; they only have to be there
 * when it asks for them, instead of being requested only then.
 */
function withPreloads(index: string, files: { modules: string[]; styles: string[] }): string {
  const links = [
    SESSION_PRELOAD,
    ...files.modules.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attr(href)}">`,
    ),
    ...files.styles.map(
      (href) =>
        `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${attr(href)}">`,
    ),
  ];
  return index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The contents of every `<script>` without `src`, exactly as the browser hashes them. */
function inlineScripts(html: string): string[] {
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi);
  return [...scripts].filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs!)).map(([, , body]) => body!);
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('base64');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
