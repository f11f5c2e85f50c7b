import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOM_ID_PATTERN,
  ID_UNIQUE,
  messages,
  ZDataGetQuery,
  ZDataListQuery,
  ZDataUpdateBody,
  ZDecrementBody,
  ZDocument,
  ZDocumentCreateBody,
  ZDocumentList,
  ZIncrementBody,
  ZRow,
  ZRowCreateBody,
  ZRowList,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { withIdempotency } from '../idempotency/index.ts';
import { dataError, type ApiForm } from './api-form.ts';
import { findCollection } from './collections/index.ts';
import { createRecord } from './create-record.ts';
import { deleteRecord } from './delete-record.ts';
import { getRecord } from './get-record.ts';
import { listRecords } from './list-records.ts';
import { stepRecord } from './step-record.ts';
import { updateRecord } from './update-record.ts';
import { upsertRecord } from './upsert-record.ts';
import { viewerOf } from './viewer.ts';
import { writeContextOf } from './write-context.ts';

const ID = z.string().min(1).max(64);

/** The two path families, with their parameter names and models. */
const SHAPES = {
  documents: {
    base: '/v1/databases/:databaseId/collections/:collectionId/documents',
    params: z.object({ databaseId: ID, collectionId: ID }),
    record: z.object({ databaseId: ID, collectionId: ID, documentId: ID }),
    counter: z.object({ databaseId: ID, collectionId: ID, documentId: ID, attribute: ID }),
    createBody: ZDocumentCreateBody,
    model: ZDocument,
    list: ZDocumentList,
    tag: 'Databases (documents)',
  },
  rows: {
    base: '/v1/tablesdb/:databaseId/tables/:tableId/rows',
    params: z.object({ databaseId: ID, tableId: ID }),
    record: z.object({ databaseId: ID, tableId: ID, rowId: ID }),
    counter: z.object({ databaseId: ID, tableId: ID, rowId: ID, column: ID }),
    createBody: ZRowCreateBody,
    model: ZRow,
    list: ZRowList,
    tag: 'TablesDB (rows)',
  },
} as const;

type Params = Record<string, string>;

/**
 * The data API of spec section 7 in both of the SDK's forms: documents under
 * `/v1/databases/{databaseId}/collections/{collectionId}/documents` and rows under
 * `/v1/tablesdb/{databaseId}/tables/{tableId}/rows`, with increment/decrement. Handlers only
 * name the target and call the services; who may do what is the collections' rule.
 */
export async function dataRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const form of ['documents', 'rows'] as const) registerForm(app, deps, form);
}

function registerForm(app: FastifyInstance, deps: AppDeps, form: ApiForm) {
  const shape = SHAPES[form];
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = `${shape.base}/:${form === 'documents' ? 'documentId' : 'rowId'}`;
  const counter = `${one}/:${form === 'documents' ? 'attribute' : 'column'}`;
  const idOf = (params: Params) => (form === 'documents' ? params.documentId : params.rowId)!;

  const target = (params: Params) => {
    if (params.databaseId !== deps.config.DATABASE_ID) {
      throw appError('database_not_found', messages.data.databaseNotFound(params.databaseId!));
    }
    const parentId = (form === 'documents' ? params.collectionId : params.tableId)!;
    const collection = findCollection(parentId);
    if (!collection) throw dataError.parentNotFound(form, parentId);
    return collection;
  };
  /** Writes run once per Idempotency-Key, like every money-moving request. */
  const write = async (
    request: FastifyRequest,
    reply: FastifyReply,
    run: (ctx: ReturnType<typeof writeContextOf>) => Promise<{ status: number; body: unknown }>,
  ) => {
    const ctx = writeContextOf({ deps, auth: await app.authenticate(request), form });
    return withIdempotency({
      deps,
      request,
      reply,
      userId: ctx.viewer.userId,
      // The operation runs on the deps it is given (bound to the key's transaction).
      run: (txDeps) => run({ ...ctx, deps: txDeps }),
    });
  };
  const tags = [shape.tag];

  r.get(
    shape.base,
    {
      schema: {
        tags,
        params: shape.params,
        querystring: ZDataListQuery,
        response: { 200: shape.list },
      },
    },
    async (request) =>
      // The answer's key is `documents` or `rows`, by form (checked by the response schema).
      (await listRecords({
        deps,
        collection: target(request.params),
        viewer: viewerOf(await app.authenticate(request)),
        form,
        query: request.query,
      })) as never,
  );

  r.post(
    shape.base,
    {
      schema: {
        tags,
        params: shape.params,
        body: shape.createBody,
        response: { 201: shape.model },
      },
    },
    async (request, reply) => {
      const collection = target(request.params);
      const body = request.body;
      if (body.transactionId) throw appError('transaction_not_found');
      const id = 'documentId' in body ? body.documentId : body.rowId;
      return write(request, reply, async (ctx) => ({
        status: 201,
        body: await createRecord({
          ctx,
          collection,
          id,
          data: body.data,
          permissions: body.permissions,
        }),
      }));
    },
  );

  r.get(
    one,
    {
      schema: {
        tags,
        params: shape.record,
        querystring: ZDataGetQuery,
        response: { 200: shape.model },
      },
    },
    async (request) =>
      (await getRecord({
        deps,
        collection: target(request.params),
        viewer: viewerOf(await app.authenticate(request)),
        form,
        id: idOf(request.params),
        query: request.query,
      })) as never,
  );

  r.patch(
    one,
    {
      schema: {
        tags,
        params: shape.record,
        body: ZDataUpdateBody,
        response: { 200: shape.model },
      },
    },
    async (request, reply) => {
      const collection = target(request.params);
      const { data, permissions, transactionId } = request.body;
      if (transactionId) throw appError('transaction_not_found');
      return write(request, reply, async (ctx) => ({
        status: 200,
        body: await updateRecord({
          ctx,
          collection,
          id: idOf(request.params),
          data,
          permissions,
        }),
      }));
    },
  );

  r.put(
    one,
    {
      schema: {
        tags,
        params: shape.record,
        body: ZDataUpdateBody,
        response: { 200: shape.model, 201: shape.model },
      },
    },
    async (request, reply) => {
      const collection = target(request.params);
      const { data, permissions, transactionId } = request.body;
      if (transactionId) throw appError('transaction_not_found');
      const id = idOf(request.params);
      if (id !== ID_UNIQUE && !CUSTOM_ID_PATTERN.test(id)) {
        throw appError('general_argument_invalid', messages.validation.idInvalid);
      }
      return write(request, reply, async (ctx) => {
        const result = await upsertRecord({ ctx, collection, id, data, permissions });
        return { status: result.created ? 201 : 200, body: result.record };
      });
    },
  );

  r.delete(one, { schema: { tags, params: shape.record } }, async (request, reply) => {
    const collection = target(request.params);
    return write(request, reply, async (ctx) => {
      await deleteRecord({ ctx, collection, id: idOf(request.params) });
      return { status: 204, body: undefined };
    });
  });

  for (const direction of ['increment', 'decrement'] as const) {
    r.patch(
      `${counter}/${direction}`,
      {
        schema: {
          tags,
          params: shape.counter,
          body: direction === 'increment' ? ZIncrementBody : ZDecrementBody,
          response: { 200: shape.model },
        },
      },
      async (request, reply) => {
        const collection = target(request.params);
        const { params, body } = request;
        // The schema keeps only its own direction's limit: `max` up, `min` down.
        const limit = 'max' in body ? body.max : 'min' in body ? body.min : undefined;
        if (body.transactionId) throw appError('transaction_not_found');
        return write(request, reply, async (ctx) => ({
          status: 200,
          body: await stepRecord({
            ctx,
            collection,
            id: idOf(params),
            attribute: 'attribute' in params ? params.attribute : params.column,
            direction,
            value: body.value,
            limit,
          }),
        }));
      },
    );
  }
}
