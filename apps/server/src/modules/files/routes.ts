import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** Storage API under /v1/storage/buckets/{bucketId}/files (being built: issue 5). */
export async function fileRoutes(_app: FastifyInstance, _deps: AppDeps) {}
