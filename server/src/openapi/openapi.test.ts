import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { restTable } from '../doors/rest-door.ts';
import { openApiDocument } from './openapi.ts';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> }; security?: unknown[]; responses: Record<string, any> }>>;
  components: Record<string, any>;
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as Doc;
});
afterAll(() => t?.close());

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every row of the REST table, with its path parameters, and unique operation ids', () => {
    const rows = restTable();
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      const path = row.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[row.method.toLowerCase()];
      expect(op, `${row.method} ${row.path}`).toBeDefined();
      const params = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(op!.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(params);
      expect(op!.responses[String(row.status ?? 200)]).toBeDefined();
    }
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is built from the table: a row added to it appears', () => {
    const rows = restTable();
    const extra = { ...rows[0]!, method: 'GET' as const, path: '/api/destinations/:id/extra' };
    expect(openApiDocument([...rows, extra]).paths).toHaveProperty(['/api/destinations/{id}/extra', 'get']);
  });

  it('reads inputs and outputs from the procedures’ zod schemas', () => {
    const list = doc.paths['/api/destinations']!.get!;
    const query = Object.fromEntries(list.parameters!.map((p: any) => [p.name, p]));
    expect(query.category.schema.enum).toEqual(['beaches', 'culture', 'nature', 'adventure']);
    expect(query.search.schema.maxLength).toBe(100);
    const data = list.responses['200'].content['application/json'].schema.properties.data;
    expect(data.properties.pagination.required).toEqual(['currentPage', 'totalPages', 'totalItems', 'itemsPerPage']);
    expect(data.properties.destinations.items.required).toContain('shortDescription');
    const create = doc.paths['/api/destinations']!.post!;
    const body = (create.requestBody!.content['application/json'] as any).schema;
    expect(body.required).toEqual(expect.arrayContaining(['title', 'shortDescription', 'location', 'image']));
    expect(create.responses['201']).toBeDefined();
    // A path parameter is not asked again in the body.
    expect(Object.keys((doc.paths['/api/destinations/{id}']!.put!.requestBody!.content['application/json'] as any).schema.properties)).not.toContain('id');
  });

  it('shows the envelope, the error shape, the pagination object and the bearer sign-in', () => {
    const { schemas, securitySchemes, responses } = doc.components;
    expect(schemas.Failure.required).toEqual(['success', 'code', 'message']);
    expect(schemas.Failure.properties.errors.items.$ref).toBe('#/components/schemas/FieldError');
    expect(schemas.FieldError.required).toEqual(['param', 'msg']);
    expect(schemas.Pagination.required).toEqual(['currentPage', 'totalPages', 'totalItems', 'itemsPerPage']);
    expect(securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(responses.Error400.content['application/json'].example.errors[0]).toHaveProperty('param');
    const signedIn = doc.paths['/api/users']!.get!;
    expect(signedIn.security).toEqual([{ bearerAuth: [] }]);
    expect(signedIn.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
    const open = doc.paths['/api/destinations']!.get!;
    expect(open.security).toEqual([{}, { bearerAuth: [] }]);
    const envelope = open.responses['200'].content['application/json'].schema;
    expect(envelope.properties.success).toEqual({ const: true });
    expect(envelope.required).toEqual(['success', 'data']);
  });

  it('documents the payment providers’ notifications, which are routes of their own', () => {
    const midtrans = doc.paths['/api/payments/midtrans/notification']!.post!;
    const xendit = doc.paths['/api/payments/xendit/notification']!.post!;
    expect((midtrans.requestBody!.content['application/json'] as { schema: { required: string[] } }).schema.required).toContain('signature_key');
    expect(xendit.parameters!.map((p) => p.name)).toEqual(['x-callback-token', 'webhook-id']);
    for (const operation of [midtrans, xendit]) {
      expect(operation.security).toEqual([{}]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '503']));
    }
  });

  it('documents the multipart upload', () => {
    const upload = doc.paths['/api/files/upload']!.post!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(upload.security).toEqual([{ bearerAuth: [] }]);
    expect(upload.responses['201'].content['application/json'].schema.properties.files.items.required).toEqual(
      expect.arrayContaining(['filename', 'url', 'originalName', 'size']),
    );
  });
});

describe('the reference page at /api/docs', () => {
  it('is plain HTML from this origin, with every path of the document, its fields and no script', async () => {
    const page = await fetch(`${t.baseUrl}/api/docs`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="https?:\/\//);
    expect(html).toContain('<h1>Pulau REST API</h1>');
    expect(html).toContain('<strong>Envelope.</strong>');
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    // A body's fields with their bounds, a path parameter, and an answer's fields through the envelope.
    const create = html.slice(html.indexOf('POST</span> <code>/api/destinations</code>'));
    const createOp = create.slice(0, create.indexOf('</article>'));
    expect(createOp).toMatch(/<code class="field">title<\/code> <span class="type">string \(3–255 characters\)<\/span> <span class="required">required<\/span>/);
    expect(createOp).toContain('<code class="field">success</code>');
    expect(createOp).toContain('<span class="status status--error">400</span>');
    const css = await fetch(`${t.baseUrl}/api/docs/reference.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});
