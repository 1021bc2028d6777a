// GET /api/openapi.json: the OpenAPI 3.1 document of this app's routes (server/openapi/), made
// once from the route table the first time it is asked for (every route is registered by then).
import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import * as z from 'zod';
import { doc } from '../../http/doc/describe';
import { openApiDocument } from '../document';

const documentSchema = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) });

/** `httpOutbound`: this server calls http URLs too (ALLOW_HTTP_OUTBOUND), and its document says so. */
export function openApiRoutes(routes: () => readonly RouterRoute[], server: { httpOutbound: boolean }): Hono {
  const app = new Hono();
  let document: string | undefined;
  app.get(
    '/api/openapi.json',
    doc({
      summary: 'This document',
      tag: 'Reference',
      auth: 'none',
      answers: { 200: { description: 'The OpenAPI 3.1 document of every call; rendered at /docs/api/.', json: documentSchema } },
    }),
    (c) => {
      document ??= JSON.stringify(openApiDocument(routes(), server));
      c.header('Cache-Control', 'public, max-age=300');
      c.header('Access-Control-Allow-Origin', '*');
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    },
  );
  return app;
}
