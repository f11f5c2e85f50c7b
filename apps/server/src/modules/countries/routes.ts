import type { FastifyInstance } from 'fastify';
import countries from 'world-countries';

/**
 * GET /v3.1/all from an embedded data set, in the public countries service's shape, so the app
 * works offline. Built once; served with a long cache.
 */
export async function countryRoutes(app: FastifyInstance) {
  const body = JSON.stringify(
    countries.map((c) => ({
      name: { common: c.name.common, official: c.name.official },
      cca2: c.cca2,
      cca3: c.cca3,
      flag: c.flag,
      region: c.region,
      idd: c.idd,
    })),
  );
  app.get('/v3.1/all', async (_request, reply) =>
    reply.type('application/json').header('cache-control', 'public, max-age=86400').send(body),
  );
}
