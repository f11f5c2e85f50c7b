import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { appError } from '../../../lib/errors.ts';
import { DEV_MAIL_ID } from '../transports/dev-transport.ts';
import { devSmsDir } from './dev-sms-transport.ts';

const ZDevSms = z.object({ id: z.string(), to: z.string(), text: z.string() });

/**
 * GET /v1/dev/sms/:id shows a text message the development transport saved (admins only, like
 * the dev mails). Registered only with SMS_TRANSPORT=dev.
 */
export async function smsRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.config.SMS_TRANSPORT !== 'dev') return;
  const dir = devSmsDir(deps.config.dataDir);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/dev/sms/:id',
    {
      onRequest: app.guards.requireAdmin,
      schema: {
        params: z.object({ id: z.string().regex(DEV_MAIL_ID) }),
        response: { 200: ZDevSms },
        hide: true,
      },
    },
    async (request) => {
      const text = await readFile(path.join(dir, `${request.params.id}.json`), 'utf8').catch(() => {
        throw appError('mail_not_found');
      });
      return ZDevSms.parse(JSON.parse(text));
    },
  );
}
