import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isAllowedOrigin } from './origin-check.ts';

/** Headers the SDK and the web app send across origins. */
const ALLOWED_HEADERS = [
  'Content-Type',
  'Content-Range',
  'Accept',
  'Idempotency-Key',
  'X-Appwrite-Project',
  'X-Appwrite-Session',
  'X-Appwrite-JWT',
  'X-Appwrite-Locale',
  'X-Appwrite-Response-Format',
  'X-Appwrite-ID',
  'X-Fallback-Cookies',
  'X-SDK-Name',
  'X-SDK-Platform',
  'X-SDK-Language',
  'X-SDK-Version',
];

/**
 * Credentialed CORS for the allowed origins only (APP_URL's and CORS_ORIGINS): their preflights and
 * answers carry `Access-Control-Allow-Origin: <that origin>`; any other origin gets no CORS header
 * at all, never an echo and never `*`.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && isAllowedOrigin(origin, config)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: [
      'X-Fallback-Cookies',
      'X-Appwrite-Warning',
      'Retry-After',
      'Content-Disposition',
    ],
    maxAge: 600,
  });
}
