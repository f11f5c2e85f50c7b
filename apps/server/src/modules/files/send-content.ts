import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Content {
  body: Buffer | Readable;
  size: number;
  contentType: string;
  etag: string;
  /** `attachment` (download) or `inline` (view); absent for previews. */
  disposition?: { type: 'attachment' | 'inline'; fileName: string };
}

/**
 * Sends file bytes: private caching with an ETag (304 when it matches). Stored files are images
 * whose type was checked on upload, so `nosniff` plus their own type is safe to serve inline.
 */
export function sendContent(request: FastifyRequest, reply: FastifyReply, content: Content) {
  reply
    .header('cache-control', 'private, max-age=86400')
    .header('etag', content.etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === content.etag) {
    if (!Buffer.isBuffer(content.body)) content.body.destroy();
    return reply.status(304).send();
  }
  if (content.disposition) {
    const { type, fileName } = content.disposition;
    reply.header('content-disposition', contentDisposition(fileName, { type }));
  }
  return reply.type(content.contentType).header('content-length', content.size).send(content.body);
}
