/**
 * Turns one operation or webhook of the resolved OpenAPI document into the small, serialisable view a page
 * renders. Pure functions: no I/O, unit-tested in view.test.ts.
 */
import type {EndpointData} from '../../api-model';
import type {Header, MediaType, OpenApiDocument, Operation, Parameter, PathItem, Response, Schema} from './types';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * One field of a parameter list, request body, response or webhook payload: what the reader scans on one line
 * (name, type, required, short limits), then the description, allowed values, default and pattern, then the
 * fields nested in it.
 */
export type Field = {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Short limits, each shown whole on the field's line: `1 to 100 characters`, `from 0 to 1`, `at most 20 keys`. */
  constraints: string[];
  /** Allowed values, as written in a request (`day`, `42`, `null`). */
  enum?: string[];
  /** The value used when the field is left out. */
  default?: string;
  /** The one value the field always has. */
  const?: string;
  /** A regular expression the value matches. */
  pattern?: string;
  /**
   * Fields of an object, of each item of an array of objects, or of each value of a map of objects; with the item's
   * or value's own schema description (a rule across its fields), which the field's description does not repeat.
   */
  children?: {of: 'object' | 'item' | 'value'; fields: Field[]; description?: string};
  /** "New in", "Changed in", "Deprecated since" a release (./history.ts), newest first. */
  marks?: {kind: 'new' | 'changed' | 'deprecated'; date: string}[];
};

export type ResponseView = {
  status: string;
  title: string;
  description: string;
  fields: Field[];
  headers: Field[];
  /** Pretty-printed JSON, or null when the response has no body. */
  example: string | null;
};

export type ErrorView = {status: string; title: string; code: string; summary: string};

export type Sample = {
  id: string;
  label: string;
  language: string;
  code: string;
  /** The code as generated, before a fresh `Idempotency-Key` replaced the example key: the builder's template. */
  generated?: string;
};

/** An operation as its page shows it: the endpoint's line and facts (src/api-model.ts), then its parts. */
export type OperationView = EndpointData & {
  kind: 'operation';
  /** The operation's description (Markdown), rendered under its endpoint line as static HTML. */
  description: string;
  method: HttpMethod;
  summary: string;
  pathParameters: Field[];
  queryParameters: Field[];
  headerParameters: Field[];
  body: {mediaType: string; required: boolean; description: string; fields: Field[]} | null;
  responses: ResponseView[];
  errors: ErrorView[];
};

export type WebhookView = {
  kind: 'webhook';
  event: string;
  operationId: string;
  summary: string;
  description: string;
  headers: Field[];
  fields: Field[];
  example: string;
  acknowledgement: string;
};

const STATUS_TITLES: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

/** Merges `allOf` parts into one schema: properties and `required` add up, the last word wins elsewhere. */
export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const {allOf, ...rest} = schema;
  return [...allOf.map(mergeAllOf), rest].reduce<Schema>((merged, part) => {
    const properties = {...merged.properties};
    for (const [name, property] of Object.entries(part.properties ?? {})) {
      properties[name] = properties[name] ? mergeAllOf({allOf: [properties[name], property]}) : property;
    }
    return {
      ...merged,
      ...part,
      properties: Object.keys(properties).length > 0 ? properties : undefined,
      required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
    };
  }, {});
}

/** A readable type: `string (date-time)`, `array of object`, `integer or null`, `map of string`. */
export function typeLabel(input: Schema | undefined): string {
  if (!input) return 'any';
  const schema = mergeAllOf(input);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.map(typeLabel).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const label = (type: string): string => {
    if (type === 'array') return `array of ${typeLabel(schema.items)}`;
    if (type === 'string' && schema.contentMediaType) return 'file';
    if (type === 'string' && schema.format) return `string (${schema.format})`;
    if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
      return `map of ${typeLabel(schema.additionalProperties)}`;
    }
    return type;
  };
  if (types.length === 0) {
    if (schema.const !== undefined) return typeof schema.const;
    return schema.properties ? 'object' : 'any';
  }
  return types.map(label).join(' or ');
}

/** How deep nested fields are listed: deeper ones are rare and the document shows them whole. */
const MAX_DEPTH = 6;

/** A value as a reader writes it in a request: strings bare, everything else as JSON. */
const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Short limits of a schema, each a phrase that is read whole on the field's line. */
export function constraintsOf(input: Schema): string[] {
  const schema = mergeAllOf(input);
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    out.push(`${schema.minLength} to ${schema.maxLength} characters`);
  } else if (schema.maxLength !== undefined) {
    out.push(`at most ${schema.maxLength} characters`);
  } else if (schema.minLength !== undefined) {
    out.push(`at least ${schema.minLength} characters`);
  }
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    out.push(`from ${schema.minimum} to ${schema.maximum}`);
  } else if (schema.minimum !== undefined && !(schema.minimum === 0 && types.includes('integer'))) {
    out.push(`at least ${schema.minimum}`);
  } else if (schema.maximum !== undefined) {
    out.push(`at most ${schema.maximum}`);
  }
  if (schema.minItems !== undefined && schema.maxItems !== undefined) {
    out.push(`${schema.minItems} to ${schema.maxItems} items`);
  } else if (schema.maxItems !== undefined) {
    out.push(`at most ${schema.maxItems} items`);
  } else if (schema.minItems !== undefined && schema.minItems > 0) {
    out.push(`at least ${schema.minItems} ${schema.minItems === 1 ? 'item' : 'items'}`);
  }
  if (schema.maxProperties !== undefined) out.push(`at most ${schema.maxProperties} keys`);
  return out;
}

const isNull = (schema: Schema) => schema.type === 'null' || (schema.const === null && !schema.type);

/**
 * The schema whose fields a reader needs: for `oneOf`/`anyOf` alternatives of which one is not `null` (an object or
 * `null`), that one, merged; otherwise the schema itself.
 */
function fieldsSchema(input: Schema): Schema {
  const schema = mergeAllOf(input);
  const alternatives = (schema.oneOf ?? schema.anyOf)?.map(mergeAllOf).filter((branch) => !isNull(branch));
  return alternatives?.length === 1 ? fieldsSchema(alternatives[0]) : schema;
}

/** An item's or value's own description, kept with its fields (the array's or map's description is the field's). */
function withDescription(children: NonNullable<Field['children']>, schema: Schema): NonNullable<Field['children']> {
  const description = (schema.description ?? '').trim();
  return description ? {...children, description} : children;
}

/** The fields nested in a schema: an object's, an array item's, or a map value's, also when it may be `null`. */
function childrenOf(input: Schema, depth: number): Field['children'] {
  if (depth <= 0) return undefined;
  const schema = fieldsSchema(input);
  if (schema.properties) return {of: 'object', fields: fieldsOf(schema, depth - 1)};
  const items = schema.items ? fieldsSchema(schema.items) : undefined;
  if (items?.properties) return withDescription({of: 'item', fields: fieldsOf(items, depth - 1)}, items);
  const values =
    typeof schema.additionalProperties === 'object' ? fieldsSchema(schema.additionalProperties) : undefined;
  if (values?.properties) return withDescription({of: 'value', fields: fieldsOf(values, depth - 1)}, values);
  return undefined;
}

/** One field from its schema; `name`, `required` and a description from elsewhere (a parameter) win. */
export function fieldOf(
  name: string,
  input: Schema,
  required: boolean,
  description?: string,
  depth = MAX_DEPTH,
): Field {
  const schema = mergeAllOf(input);
  const items = schema.items ? mergeAllOf(schema.items) : undefined;
  const allowed = schema.enum ?? items?.enum;
  const field: Field = {
    name,
    type: typeLabel(schema),
    required,
    description: (description ?? schema.description ?? '').trim(),
    constraints: constraintsOf(schema),
  };
  if (allowed) field.enum = allowed.map(literal);
  if (schema.default !== undefined) field.default = literal(schema.default);
  if (schema.const !== undefined) field.const = literal(schema.const);
  if (schema.pattern) field.pattern = schema.pattern;
  const children = childrenOf(schema, depth);
  if (children) field.children = children;
  return field;
}

/** The fields of an object schema, each with the fields nested in it. */
export function fieldsOf(input: Schema | undefined, depth = MAX_DEPTH): Field[] {
  if (!input) return [];
  const schema = mergeAllOf(input);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), undefined, depth),
  );
}

function parameterField(parameter: Parameter): Field {
  const field = fieldOf(parameter.name, parameter.schema ?? {}, Boolean(parameter.required), parameter.description);
  if (parameter.style === 'form' && parameter.explode === false && field.type.startsWith('array')) {
    field.constraints.unshift('comma-separated');
  }
  return field;
}

function headerFields(headers: Record<string, Header> | undefined): Field[] {
  return Object.entries(headers ?? {}).map(([name, header]) =>
    fieldOf(name, header.schema ?? {}, false, header.description),
  );
}

/** The example of a media type: `example`, else the first of `examples`. */
export function exampleOf(media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function successResponse(status: string, response: Response): ResponseView {
  const media = response.content?.['application/json'];
  const example = exampleOf(media);
  return {
    status,
    title: STATUS_TITLES[status] ?? '',
    description: response.description.trim(),
    fields: fieldsOf(media?.schema),
    headers: headerFields(response.headers),
    example: example === undefined ? null : pretty(example),
  };
}

/**
 * One row per example of an error response. On an operation without a request body, an example's
 * `x-summary-without-body` replaces its summary, so a shared `400` never blames a body the operation does not take.
 */
export function errorRows(status: string, response: Response, hasBody = true): ErrorView[] {
  const title = STATUS_TITLES[status] ?? '';
  const examples = Object.entries(response.content?.['application/json']?.examples ?? {});
  if (examples.length === 0) return [{status, title, code: '', summary: response.description.trim()}];
  return examples.map(([name, example]) => ({
    status,
    title,
    code: (example.value as {error?: {code?: string}} | undefined)?.error?.code ?? name,
    summary: ((!hasBody && example['x-summary-without-body']) || example.summary || response.description).trim(),
  }));
}

export type Located = {method: HttpMethod; path: string; operation: Operation; pathItem: PathItem};

/** Every operation of `paths` by operationId. */
export function operationsById(document: OpenApiDocument): Map<string, Located> {
  const found = new Map<string, Located>();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation) found.set(operation.operationId, {method, path, operation, pathItem});
    }
  }
  return found;
}

/** The parameters of an operation, path-level ones first, operation-level ones overriding them. */
export function parametersOf({operation, pathItem}: Located): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** The name of the first security scheme an operation requires, or null when it requires none. */
const firstSchemeOf = (security: Array<Record<string, unknown>>): string | null =>
  security.flatMap((requirement) => Object.keys(requirement))[0] ?? null;

/** The `bearerFormat` of the first security scheme an operation requires ("API key" when the scheme names none). */
export function authFormatOf(document: OpenApiDocument, security: Array<Record<string, unknown>>): string | null {
  const scheme = firstSchemeOf(security);
  if (!scheme) return null;
  return document.components?.securitySchemes?.[scheme]?.bearerFormat ?? 'API key';
}

/**
 * What the dashboard calls the URL that the operation's credential works at only (its scheme's
 * `x-url-from-dashboard`, such as "the Events URL the dashboard shows"), or null for a credential that works at the
 * documented URL, such as the API key.
 */
export function credentialUrlOf(document: OpenApiDocument, security: Array<Record<string, unknown>>): string | null {
  const scheme = firstSchemeOf(security);
  if (!scheme) return null;
  return document.components?.securitySchemes?.[scheme]?.['x-url-from-dashboard'] ?? null;
}

/**
 * A deprecated operation's description without its opening paragraph when that says "Deprecated since …": the page
 * shows the deprecation once, as the mark above the reference (./history.ts), with its page's one sentence.
 */
export function withoutDeprecationLead(operation: Pick<Operation, 'deprecated' | 'description'>): string {
  const text = (operation.description ?? '').trim();
  if (!operation.deprecated || !text.startsWith('Deprecated since')) return text;
  return text.replace(/^[^\n]*(\n(?!\s*\n)[^\n]*)*\s*/, '').trim();
}

export function operationView(document: OpenApiDocument, located: Located): OperationView {
  const {method, path, operation} = located;
  const parameters = parametersOf(located);
  const security = operation.security ?? document.security ?? [];
  const bodyEntry = Object.entries(operation.requestBody?.content ?? {})[0];
  const statuses = Object.keys(operation.responses).sort();
  return {
    kind: 'operation',
    operationId: operation.operationId,
    method,
    path,
    baseUrl: document.servers[0].url,
    summary: operation.summary ?? operation.operationId,
    description: withoutDeprecationLead(operation),
    auth: security.some((requirement) => Object.keys(requirement).length > 0),
    authFormat: authFormatOf(document, security),
    pathParameters: parameters.filter((parameter) => parameter.in === 'path').map(parameterField),
    queryParameters: parameters.filter((parameter) => parameter.in === 'query').map(parameterField),
    headerParameters: parameters.filter((parameter) => parameter.in === 'header').map(parameterField),
    body: bodyEntry
      ? {
          mediaType: bodyEntry[0],
          required: Boolean(operation.requestBody?.required),
          // The request body's description, then its schema's own (a rule across the fields, such as "exactly one of").
          description: [
            operation.requestBody?.description,
            bodyEntry[1].schema && mergeAllOf(bodyEntry[1].schema).description,
          ]
            .map((text) => (text ?? '').trim())
            .filter(Boolean)
            .join('\n\n'),
          fields: fieldsOf(bodyEntry[1].schema),
        }
      : null,
    responses: statuses
      .filter((status) => status.startsWith('2'))
      .map((status) => successResponse(status, operation.responses[status])),
    errors: statuses
      .filter((status) => !status.startsWith('2'))
      .flatMap((status) => errorRows(status, operation.responses[status], Boolean(operation.requestBody))),
  };
}

export function webhookView(document: OpenApiDocument, event: string): WebhookView | undefined {
  const operation = document.webhooks?.[event]?.post;
  if (!operation) return undefined;
  const media = operation.requestBody?.content['application/json'];
  const acknowledgement = Object.values(operation.responses)[0]?.description ?? '';
  return {
    kind: 'webhook',
    event,
    operationId: operation.operationId,
    summary: operation.summary ?? event,
    description: (operation.description ?? '').trim(),
    headers: (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map(parameterField),
    fields: fieldsOf(media?.schema),
    example: pretty(exampleOf(media)),
    acknowledgement: acknowledgement.trim(),
  };
}
