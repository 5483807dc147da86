/**
 * Turns one operation or webhook of the resolved OpenAPI document into the small, serialisable view a page
 * renders. Pure functions: no I/O, unit-tested in view.test.ts.
 */
import type {Header, MediaType, OpenApiDocument, Operation, Parameter, PathItem, Response, Schema} from './types';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One row of a parameter or field table. */
export type Field = {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Limits, allowed values and defaults, as short sentences. */
  constraints: string[];
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

export type Sample = {id: string; label: string; language: string; code: string};

export type OperationView = {
  kind: 'operation';
  operationId: string;
  method: HttpMethod;
  path: string;
  baseUrl: string;
  summary: string;
  description: string;
  /** Whether the operation needs the API key (the page links to Authorization for the details). */
  auth: boolean;
  /** What the Bearer token is: the security scheme's `bearerFormat` ("API key", "Events token"); null without auth. */
  authFormat: string | null;
  pathParameters: Field[];
  queryParameters: Field[];
  headerParameters: Field[];
  body: {mediaType: string; required: boolean; description: string; fields: Field[]} | null;
  samples: Sample[];
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

export function statusTitle(status: string): string {
  return STATUS_TITLES[status] ?? '';
}

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

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

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

/** Limits, allowed values and defaults of a schema, as short phrases a reader scans. */
export function constraintsOf(input: Schema): string[] {
  const schema = mergeAllOf(input);
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.const !== undefined) out.push(`Always ${code(schema.const)}.`);
  if (schema.enum) out.push(`One of ${schema.enum.map(code).join(', ')}.`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    out.push(`${schema.minLength} to ${schema.maxLength} characters.`);
  } else if (schema.maxLength !== undefined) {
    out.push(`At most ${schema.maxLength} characters.`);
  } else if (schema.minLength !== undefined) {
    out.push(`At least ${schema.minLength} characters.`);
  }
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    out.push(`From ${schema.minimum} to ${schema.maximum}.`);
  } else if (schema.minimum !== undefined && !(schema.minimum === 0 && types.includes('integer'))) {
    out.push(`At least ${schema.minimum}.`);
  } else if (schema.maximum !== undefined) {
    out.push(`At most ${schema.maximum}.`);
  }
  if (schema.minItems !== undefined && schema.maxItems !== undefined) {
    out.push(`${schema.minItems} to ${schema.maxItems} items.`);
  } else if (schema.maxItems !== undefined) {
    out.push(`At most ${schema.maxItems} items.`);
  }
  if (schema.maxProperties !== undefined) out.push(`At most ${schema.maxProperties} keys.`);
  if (schema.pattern) out.push(`Matches ${code(schema.pattern)}.`);
  if (schema.default !== undefined) out.push(`Defaults to ${code(schema.default)}.`);
  return out;
}

/**
 * Flattens an object schema into table rows: nested fields get dotted names (`visitor.email`), fields of array
 * items get `[]` (`knowledge[].title`). Stops at `maxDepth` so that a table stays readable.
 */
export function flattenSchema(input: Schema | undefined, prefix = '', maxDepth = 3): Field[] {
  if (!input) return [];
  const schema = mergeAllOf(input);
  const required = new Set(schema.required ?? []);
  const rows: Field[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const property = mergeAllOf(raw);
    const fullName = `${prefix}${name}`;
    rows.push({
      name: fullName,
      type: typeLabel(property),
      required: required.has(name),
      description: (property.description ?? '').trim(),
      constraints: constraintsOf(property),
    });
    if (maxDepth <= 1) continue;
    if (property.properties) rows.push(...flattenSchema(property, `${fullName}.`, maxDepth - 1));
    const items = property.items ? mergeAllOf(property.items) : undefined;
    if (items?.properties) rows.push(...flattenSchema(items, `${fullName}[].`, maxDepth - 1));
  }
  return rows;
}

function parameterField(parameter: Parameter): Field {
  const schema = parameter.schema ?? {};
  const constraints = constraintsOf(schema);
  if (parameter.style === 'form' && parameter.explode === false && typeLabel(schema).startsWith('array')) {
    constraints.unshift('Comma-separated.');
  }
  return {
    name: parameter.name,
    type: typeLabel(schema),
    required: Boolean(parameter.required),
    description: (parameter.description ?? schema.description ?? '').trim(),
    constraints,
  };
}

function headerFields(headers: Record<string, Header> | undefined): Field[] {
  return Object.entries(headers ?? {}).map(([name, header]) => ({
    name,
    type: typeLabel(header.schema),
    required: false,
    description: (header.description ?? '').trim(),
    constraints: [],
  }));
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
    title: statusTitle(status),
    description: response.description.trim(),
    fields: flattenSchema(media?.schema),
    headers: headerFields(response.headers),
    example: example === undefined ? null : pretty(example),
  };
}

function errorRows(status: string, response: Response): ErrorView[] {
  const examples = response.content?.['application/json']?.examples ?? {};
  const entries = Object.entries(examples);
  if (entries.length === 0) {
    return [{status, title: statusTitle(status), code: '', summary: response.description.trim()}];
  }
  return entries.map(([name, example]) => {
    const value = example.value as {error?: {code?: string}} | undefined;
    return {
      status,
      title: statusTitle(status),
      code: value?.error?.code ?? name,
      summary: (example.summary ?? response.description).trim(),
    };
  });
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

/** The `bearerFormat` of the first security scheme an operation requires ("API key" when the scheme names none). */
export function authFormatOf(document: OpenApiDocument, security: Array<Record<string, unknown>>): string | null {
  const scheme = security.flatMap((requirement) => Object.keys(requirement))[0];
  if (!scheme) return null;
  return document.components?.securitySchemes?.[scheme]?.bearerFormat ?? 'API key';
}

export function operationView(document: OpenApiDocument, located: Located, samples: Sample[]): OperationView {
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
    description: (operation.description ?? '').trim(),
    auth: security.some((requirement) => Object.keys(requirement).length > 0),
    authFormat: authFormatOf(document, security),
    pathParameters: parameters.filter((parameter) => parameter.in === 'path').map(parameterField),
    queryParameters: parameters.filter((parameter) => parameter.in === 'query').map(parameterField),
    headerParameters: parameters.filter((parameter) => parameter.in === 'header').map(parameterField),
    body: bodyEntry
      ? {
          mediaType: bodyEntry[0],
          required: Boolean(operation.requestBody?.required),
          description: (operation.requestBody?.description ?? '').trim(),
          fields: flattenSchema(bodyEntry[1].schema),
        }
      : null,
    samples,
    responses: statuses
      .filter((status) => status.startsWith('2'))
      .map((status) => successResponse(status, operation.responses[status])),
    errors: statuses
      .filter((status) => !status.startsWith('2'))
      .flatMap((status) => errorRows(status, operation.responses[status])),
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
    fields: flattenSchema(media?.schema),
    example: pretty(exampleOf(media)),
    acknowledgement: acknowledgement.trim(),
  };
}
