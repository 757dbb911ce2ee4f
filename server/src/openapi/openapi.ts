import { APP_ERRORS, type AppErrorCode, LIMITS, paginationSchema, uploadedFileSchema } from '@island/shared';
import { z } from 'zod';
import { restTable, type RestRow } from '../doors/rest-door.ts';

/** A JSON Schema object as zod writes it. */
type JsonSchema = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), for one direction: `input` is
 * what a client may send (before coercion and defaults), `output` what the server answers.
 * What JSON Schema cannot say (a transform's result, a custom check) is left open.
 */
function jsonSchema(schema: unknown, io: 'input' | 'output', defs: Record<string, JsonSchema>): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = converted;
  // Definitions zod shares (recursive shapes) move to the document's components.
  if ($defs && typeof $defs === 'object') Object.assign(defs, $defs);
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${SCHEMA_REF}`)) as JsonSchema;
}

/** The properties of an object schema and which are required; null for anything else. */
function objectParts(schema: JsonSchema | null): { properties: Record<string, JsonSchema>; required: string[] } | null {
  if (!schema || schema.type !== 'object' || typeof schema.properties !== 'object') return null;
  return { properties: schema.properties as Record<string, JsonSchema>, required: (schema.required as string[] | undefined) ?? [] };
}

/** `/api/destinations/:id` → `/api/destinations/{id}` and its parameter names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

const ERROR_STATUS: Partial<Record<number, string>> = {
  400: 'Validation failed: `errors` names each field',
  401: 'No token, or a token that is no longer valid',
  403: 'Signed in with a role (or as someone) that may not do this',
  404: 'Not found',
  409: 'Conflict with stored data (a duplicate e-mail, a state that does not allow it)',
  413: 'Body or file too large',
  429: 'Too many requests from this address or account',
  500: 'Internal server error (the log keeps the detail)',
  503: 'The database cannot be reached or the server is overloaded; see Retry-After',
};

function codesOf(status: number): AppErrorCode[] {
  return (Object.keys(APP_ERRORS) as AppErrorCode[]).filter((code) => APP_ERRORS[code].status === status);
}

function failureResponse(status: number) {
  return { $ref: `#/components/responses/Error${status}` };
}

function successResponse(description: string, data: JsonSchema | null, withMessage: boolean) {
  const envelope: JsonSchema = {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: data ?? {}, ...(withMessage ? { message: { type: 'string' } } : {}) },
  };
  return { description, content: { 'application/json': { schema: envelope } } };
}

/** Rows that share a procedure get a numbered id, so operation ids stay unique. */
function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}_${n}`;
  used.add(id);
  return id;
}

function operation(row: RestRow, defs: Record<string, JsonSchema>, usedIds: Set<string>) {
  const { procedure } = row;
  const { params } = openApiPath(row.path);
  const inputSchemas = procedure.inputs.map((input) => jsonSchema(input, 'input', defs));
  const input = inputSchemas.length === 1 ? inputSchemas[0]! : inputSchemas.length > 1 ? { allOf: inputSchemas.filter(Boolean) } : null;
  const parts = objectParts(input);
  const parameters: JsonSchema[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: parts?.properties[name] ?? { type: 'string' },
  }));
  const rest = parts ? Object.entries(parts.properties).filter(([name]) => !params.includes(name)) : [];
  let requestBody: JsonSchema | undefined;
  if (row.method === 'GET' || row.method === 'DELETE') {
    for (const [name, schema] of rest) parameters.push({ name, in: 'query', required: parts!.required.includes(name), schema });
  } else if (rest.length > 0 || (input && !parts)) {
    const body: JsonSchema = parts
      ? { type: 'object', properties: Object.fromEntries(rest), required: parts.required.filter((name) => !params.includes(name)) }
      : input!;
    if (Array.isArray(body.required) && body.required.length === 0) delete body.required;
    requestBody = {
      required: Array.isArray(body.required) && body.required.length > 0,
      content: { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } },
    };
  }
  const signIn = procedure.meta.signIn;
  const roles = signIn?.roles;
  const status = row.status ?? 200;
  const errors = [400, ...(signIn ? [401, 403] : []), ...(params.length > 0 ? [404] : []), 429, 500, 503];
  const notes = [
    signIn ? (roles && roles.length > 0 ? `Requires a bearer token of a ${roles.join(', ')} account.` : 'Requires a bearer token.') : 'Open to anyone; a token, when sent, may show more to staff.',
    procedure.meta.publicRead ? 'Cacheable: asked without a token, the answer carries an ETag (`If-None-Match` gives 304).' : '',
    `tRPC procedure: \`${procedure.path}\`.`,
  ].filter(Boolean);
  return {
    operationId: uniqueId(procedure.path.replace(/\./g, '_'), usedIds),
    tags: [procedure.path.split('.')[0]],
    summary: `${row.method} ${row.path}`,
    description: notes.join('\n\n'),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(signIn ? { security: [{ bearerAuth: [] }] } : { security: [{}, { bearerAuth: [] }] }),
    responses: {
      [status]: successResponse(status === 201 ? 'Created' : 'OK', jsonSchema(row.answer?.describe ?? procedure.output, 'output', defs), Boolean(row.message)),
      ...Object.fromEntries(errors.map((code) => [code, failureResponse(code)])),
    },
  };
}

/** The multipart upload, which streams bytes outside the procedures (modules/files/files.routes.ts). */
function uploadOperation(defs: Record<string, JsonSchema>) {
  return {
    operationId: 'files_upload',
    tags: ['files'],
    summary: 'POST /api/files/upload',
    description: `Uploads up to ${LIMITS.uploadMaxFiles} images (JPEG, PNG, WebP, GIF, judged by their bytes; at most ${LIMITS.uploadMaxBytes / 1024 / 1024} MB each) in the multipart field \`files\`. Each is re-encoded without metadata and stored under a generated name; the answer's \`url\` (or \`filename\`) is what image fields of other writes take. Requires a bearer token.`,
    security: [{ bearerAuth: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['files'], properties: { files: { type: 'array', maxItems: LIMITS.uploadMaxFiles, items: { type: 'string', contentEncoding: 'binary', contentMediaType: 'image/*' } } } },
          encoding: { files: { contentType: 'image/jpeg, image/png, image/webp, image/gif' } },
        },
      },
    },
    responses: {
      201: {
        description: 'Stored',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['success', 'files'], properties: { success: { const: true }, files: { type: 'array', items: jsonSchema(uploadedFileSchema, 'output', defs) } } },
          },
        },
      },
      ...Object.fromEntries([400, 401, 403, 413, 429, 500].map((code) => [code, failureResponse(code)])),
    },
  };
}

/** A booking's "add to calendar" file, a file rather than JSON (modules/bookings/trip-calendar.routes.ts). */
function tripCalendarOperation() {
  return {
    operationId: 'bookings_calendarFile',
    tags: ['bookings'],
    summary: 'GET /api/bookings/code/{code}/calendar.ics',
    description:
      "The booking's trip as an iCalendar (RFC 5545) all-day event on its date, named by the package and the code, with the booking page's address. The code and its key are checked as the booking's page checks them (404 for either wrong); never cached (`Cache-Control: no-store`).",
    parameters: [
      { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^PKT-[2-9A-HJ-NP-Z]{6}$' } },
      { name: 'k', in: 'query', required: true, description: "The booking page's key.", schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
      { name: 'lang', in: 'query', required: false, description: "The file's words and the page it links to: `id` (default) or `en`.", schema: { type: 'string', enum: ['id', 'en'] } },
    ],
    responses: {
      200: { description: 'The calendar file', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...Object.fromEntries([404, 500].map((code) => [code, failureResponse(code)])),
    },
  };
}

/** A homestay room's iCalendar export, a file rather than JSON (modules/homestays/room-calendar.routes.ts). */
function roomCalendarOperation() {
  return {
    operationId: 'homestays_roomCalendarFile',
    tags: ['homestays'],
    summary: 'GET /api/homestay-rooms/{id}/calendar.ics',
    description:
      "The room's nights without a free unit (stays, nights blocked by hand or by its imported calendar) from 30 days back to 540 ahead, as iCalendar (RFC 5545) all-day events \"Not available\", consecutive nights joined, DTEND the morning after: the address a host pastes into Airbnb or Booking.com. No guest is named. The secret `k` is the room's (`GET /api/homestay-rooms/{id}/calendar` gives the whole address; renewing it ends the old one); an unknown room and a wrong secret are the same 404; never cached (`Cache-Control: no-store`).",
    security: [{}],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{1,10}$' } },
      { name: 'k', in: 'query', required: true, description: "The room's export secret.", schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
    ],
    responses: {
      200: { description: 'The calendar file', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...Object.fromEntries([404, 500].map((code) => [code, failureResponse(code)])),
    },
  };
}

const notificationAnswers = {
  200: {
    description: 'Received: `data.outcome` says what it changed (`applied`, `unchanged`, `unknown_order`, `mismatch`, `not_confirmed`)',
    content: { 'application/json': { schema: { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data: { type: 'object', properties: { outcome: { type: 'string' } } } } } } },
  },
  ...Object.fromEntries([401, 404, 413, 429, 500, 503].map((code) => [code, failureResponse(code)])),
};

/** Midtrans's notification, verified over its raw body (modules/payments/payment-notification.routes.ts). */
function midtransNotificationOperation() {
  return {
    operationId: 'payments_midtransNotification',
    tags: ['payments'],
    summary: 'POST /api/payments/midtrans/notification',
    description:
      "Midtrans's HTTP notification of a charge (register this address as the notification URL). The body is verified as received: `signature_key` must be SHA512(order_id + status_code + gross_amount + server key), else 401 and nothing changes. A settlement is believed only once Midtrans's Get Status says so too (503 while it cannot be asked: Midtrans sends it again). Each event is kept once (a duplicate changes nothing) and a charge only moves forward. At most 16 KB; 600 a minute per address. Answers 404 while `PAYMENT_PROVIDER` is not `midtrans`.",
    security: [{}],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status'],
            properties: Object.fromEntries(['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status', 'transaction_id', 'currency', 'fraud_status'].map((name) => [name, { type: 'string' }])),
          },
        },
      },
    },
    responses: notificationAnswers,
  };
}

/** Xendit's QR code callback, verified by its token header (modules/payments/payment-notification.routes.ts). */
function xenditNotificationOperation() {
  return {
    operationId: 'payments_xenditNotification',
    tags: ['payments'],
    summary: 'POST /api/payments/xendit/notification',
    description:
      "Xendit's callback of a QR code payment (`qr.payment`; register this address for QR codes in Xendit's dashboard). The `x-callback-token` header must be the dashboard's verification token (`XENDIT_CALLBACK_TOKEN`, compared in constant time), else 401 and nothing changes. A payment is believed only once Xendit's own answer for the code shows it, with the charge's amount and currency, which the callback must carry too (503 while Xendit cannot be asked: Xendit sends it again). Each `webhook-id` is kept once (a retry changes nothing) and a charge only moves forward. Other events (a refund's outcome) are kept and change nothing. At most 16 KB; 600 a minute per address. Answers 404 while `PAYMENT_PROVIDER` is not `xendit`.",
    security: [{}],
    parameters: [
      { name: 'x-callback-token', in: 'header', required: true, description: "The verification token of Xendit's dashboard.", schema: { type: 'string' } },
      { name: 'webhook-id', in: 'header', required: false, description: 'The event; a retried delivery carries the same one.', schema: { type: 'string' } },
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['event', 'data'],
            properties: {
              event: { type: 'string', examples: ['qr.payment'] },
              api_version: { type: 'string' },
              data: {
                type: 'object',
                required: ['reference_id', 'amount', 'status'],
                properties: {
                  id: { type: 'string' },
                  qr_id: { type: 'string' },
                  reference_id: { type: 'string' },
                  amount: { type: 'number' },
                  currency: { type: 'string' },
                  status: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
    responses: notificationAnswers,
  };
}

/**
 * The OpenAPI 3.1 document of every `/api` path, built from the REST table (each procedure's
 * `.meta(rest(…))`) and the same zod schemas the procedures parse with: a row added to the table
 * appears here with its input and output as they are enforced.
 */
export function openApiDocument(rows: RestRow[] = restTable()): Record<string, unknown> {
  const defs: Record<string, JsonSchema> = {};
  const usedIds = new Set<string>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const row of rows) {
    const { path } = openApiPath(row.path);
    (paths[path] ??= {})[row.method.toLowerCase()] = operation(row, defs, usedIds);
  }
  (paths['/api/files/upload'] ??= {}).post = uploadOperation(defs);
  (paths['/api/bookings/code/{code}/calendar.ics'] ??= {}).get = tripCalendarOperation();
  (paths['/api/homestay-rooms/{id}/calendar.ics'] ??= {}).get = roomCalendarOperation();
  (paths['/api/payments/midtrans/notification'] ??= {}).post = midtransNotificationOperation();
  (paths['/api/payments/xendit/notification'] ??= {}).post = xenditNotificationOperation();
  const declaring = rows.filter((row) => row.answer !== null);
  const textIds = {
    tags: [...new Set(declaring.map((row) => row.procedure.path.split('.')[0]!))],
    fields: [...new Set(declaring.flatMap((row) => (row.asText ?? []).flatMap((declaration) => declaration.names)))],
  };

  const fieldError = { type: 'object', required: ['param', 'msg'], properties: { param: { type: 'string', description: 'The field (dotted path) that failed' }, msg: { type: 'string', description: 'What is wrong, in Indonesian' } } };
  const failure = {
    type: 'object',
    required: ['success', 'code', 'message'],
    properties: {
      success: { const: false },
      code: { type: 'string', enum: Object.keys(APP_ERRORS) },
      message: { type: 'string' },
      errors: { type: 'array', items: { $ref: `${SCHEMA_REF}FieldError` } },
    },
  };
  const responses = Object.fromEntries(
    Object.entries(ERROR_STATUS).map(([status, description]) => {
      const codes = codesOf(Number(status));
      return [
        `Error${status}`,
        {
          description: `${description}. \`code\`: ${codes.map((c) => `\`${c}\``).join(' or ')}.`,
          content: {
            'application/json': {
              schema: { allOf: [{ $ref: `${SCHEMA_REF}Failure` }, { properties: { code: { enum: codes } } }] },
              example: { success: false, code: codes[0], message: APP_ERRORS[codes[0]!].message, ...(status === '400' ? { errors: [{ param: 'title', msg: 'Judul wajib diisi' }] } : {}) },
            },
          },
          ...(status === '503' || status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } } : {}),
        },
      ];
    }),
  );

  return {
    openapi: '3.1.1',
    info: {
      title: 'Pulau REST API',
      version: '1.0.0',
      description: [
        'The REST door of the island village site. Every path calls the same procedure the web app calls over tRPC (`/trpc`), with the same checks.',
        '**Envelope.** Success: `{ "success": true, "data": …, "message"?: "…" }`. Failure: `{ "success": false, "code", "message", "errors"?: [{ "param", "msg" }] }` with the HTTP status of its `code`.',
        '**Pagination.** Lists answer their items under the module\'s key (`data.destinations`, `data.articles`, …) beside `data.pagination` = `{ currentPage, totalPages, totalItems, itemsPerPage }`; `page` starts at 1 and `limit` is capped at 100.',
        '**Signing in.** `POST /api/auth/login` answers `data.token`; send it as `Authorization: Bearer <token>`.',
        `**Ids.** The paths tagged ${textIds.tags.map((tag) => `\`${tag}\``).join(', ')} answer ${textIds.fields.map((field) => `\`${field}\``).join(', ')} as strings, as the API these paths first served did; every other id is a number. Each answer's schema says which. An id sent in a path, query or body may be either.`,
        '**Liberal input.** Query values `""`, `all`, `undefined` and `null` mean no filter; numbers and booleans may arrive as text; a JSON content type with an empty body is no body; form posts are read like JSON.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [],
    tags: [...new Set(rows.map((row) => row.procedure.path.split('.')[0]!)), 'files'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from `POST /api/auth/login` (`data.token`).' } },
      schemas: {
        ...defs,
        Pagination: jsonSchema(paginationSchema, 'output', defs),
        FieldError: fieldError,
        Failure: failure,
      },
      responses,
    },
  };
}
