// The API's own description (docs/decisions/025): each route carries a describeRoute() middleware naming what it does
// and the zod schemas its handler validates with; /api/openapi.json gathers them from the app's routes. The schemas
// become JSON Schema (OpenAPI 3.1's dialect) through zod's own toJSONSchema in their input form — what a client sends
// — only when the document is built, never at import or per request.
import { describeRoute, type DescribeRouteOptions } from 'hono-openapi';
import type { MiddlewareHandler } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

type Schema = OpenAPIV3_1.SchemaObject;
type Shape = z.ZodType | Record<string, z.ZodType>;

/** Who may call a route: anyone (default), anyone with a session read when present, a signed-in user, staff. */
export type RouteAuth = 'public' | 'optional' | 'user' | 'admin';

export interface RouteDoc {
  summary: string;
  description?: string;
  auth?: RouteAuth;
  /** Validated query string: a zod object, or its fields. */
  query?: Shape;
  /** Validated path parameters; parameters not named here are documented as strings. */
  params?: Shape;
  /** Validated request headers. */
  headers?: Shape;
  /** The JSON body the handler validates. */
  body?: z.ZodType;
  /** A body that is not JSON (a file upload, a gateway's signed callback): media type → zod schema. */
  content?: Record<string, z.ZodType>;
  /** The success answer when it is not the envelope (a redirect, a file, JSON-RPC). */
  response?: { status?: number; description: string; content?: Record<string, z.ZodType | Schema> };
  /** Answers the handler gives besides the envelope's errors. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 503, string>>;
}

const TO_JSON = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const;

/** Drops the bounds zod gives every integer (the safe-integer range): they say nothing to a reader. */
function dropSafeIntegerBounds(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(dropSafeIntegerBounds);
  const record = node as Record<string, unknown>;
  if (record.minimum === Number.MIN_SAFE_INTEGER) delete record.minimum;
  if (record.maximum === Number.MAX_SAFE_INTEGER) delete record.maximum;
  Object.values(record).forEach(dropSafeIntegerBounds);
}

/** A zod schema as OpenAPI 3.1 schema (JSON Schema 2020-12, without its $schema line). */
export function toSchema(schema: z.ZodType | Schema): Schema {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, TO_JSON) as Record<string, unknown>;
  dropSafeIntegerBounds(rest);
  return rest as Schema;
}

function objectOf(shape: Shape): z.ZodType {
  return shape instanceof z.ZodType ? shape : z.object(shape);
}

function parametersOf(where: 'query' | 'path' | 'header', shape: Shape | undefined): OpenAPIV3_1.ParameterObject[] {
  if (!shape) return [];
  const json = toSchema(objectOf(shape));
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...schema } = property as Schema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema,
    } as OpenAPIV3_1.ParameterObject;
  });
}

const SECURITY: Record<RouteAuth, OpenAPIV3_1.SecurityRequirementObject[] | undefined> = {
  public: [],
  optional: [{}, { sessionCookie: [] }, { bearerToken: [] }],
  user: [{ sessionCookie: [] }, { bearerToken: [] }],
  admin: [{ sessionCookie: [] }, { bearerToken: [] }],
};

const ERROR = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

function responsesOf(doc: RouteDoc): OpenAPIV3_1.ResponsesObject {
  const success = doc.response
    ? {
        description: doc.response.description,
        ...(doc.response.content
          ? { content: Object.fromEntries(Object.entries(doc.response.content).map(([media, s]) => [media, { schema: toSchema(s) }])) }
          : {}),
      }
    : { description: 'Success: the envelope with code 0 and the answer in data.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } };
  const validated = doc.query || doc.params || doc.headers || doc.body || doc.content;
  const errors: Record<string, string> = {
    ...(validated ? { 400: 'Invalid input: data.issues lists each field with a localised message.' } : {}),
    ...(doc.auth === 'user' ? { 401: 'Not signed in, or the session has ended.' } : {}),
    ...(doc.auth === 'admin' ? { 404: 'Not signed in as staff: staff routes do not reveal themselves.' } : {}),
    ...doc.errors,
  };
  if (doc.auth === 'admin' && doc.errors?.[404]) errors[404] = `${doc.errors[404]} Also the answer to anyone not signed in as staff.`;
  return {
    [String(doc.response?.status ?? 200)]: success,
    ...Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, ERROR(text)])),
    default: ERROR('Any other error, in the same envelope: code is the HTTP status, msg a localised sentence.'),
  };
}

/**
 * The describer of one area's routes: `const doc = routeDoc('models')`, then `.get('/', doc({ … }), handler)`.
 * The schemas are read when the document is built (the spec's getters), so importing a router costs nothing.
 */
export function routeDoc(tag: string) {
  return (doc: RouteDoc): MiddlewareHandler => {
    const spec: DescribeRouteOptions = {
      tags: [tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.auth && doc.auth !== 'public' ? { security: SECURITY[doc.auth] } : { security: [] }),
      get parameters() {
        return [...parametersOf('path', doc.params), ...parametersOf('query', doc.query), ...parametersOf('header', doc.headers)];
      },
      get requestBody() {
        const content = doc.body ? { 'application/json': doc.body } : doc.content;
        if (!content) return undefined;
        return {
          required: true,
          content: Object.fromEntries(Object.entries(content).map(([media, s]) => [media, { schema: toSchema(s) }])),
        };
      },
      get responses() {
        return responsesOf(doc);
      },
    };
    return describeRoute(spec);
  };
}

const ZFieldIssue = z.object({ field: z.string().describe('The field, dotted for nested ones; "input" for the whole input.'), message: z.string() });

/** The envelope of every answer (docs/decisions/002). */
export const ZEnvelope = z
  .object({
    code: z.literal(0).describe('0 on success'),
    data: z.unknown().describe('The answer'),
    msg: z.string().describe('"OK" in the language of the request (langType)'),
  })
  .meta({ title: 'Envelope' });

export const ZErrorEnvelope = z
  .object({
    code: z.number().int().describe('The HTTP status of the answer (400, 401, 404, 409, 413, 429, 500, 503…)'),
    data: z
      .union([z.object({ issues: z.array(ZFieldIssue) }), z.record(z.string(), z.union([z.string(), z.number()])), z.null()])
      .describe('Field issues of a validation error, safe facts of some errors (the existing entry of a duplicate), else null'),
    msg: z.string().describe('What went wrong, one localised sentence'),
  })
  .meta({ title: 'ErrorEnvelope' });
