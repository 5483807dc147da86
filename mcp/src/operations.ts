/**
 * The API's operations and webhooks as structured data, from the OpenAPI
 * document the site publishes (`openapi.json`, the one the reference pages are
 * rendered from). References (`$ref`) are resolved, so an operation comes back
 * whole: its parameters, request body and responses with their schemas.
 */
export const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

type Json = Record<string, unknown>;

export interface OperationSummary {
  /** `operation` for a call to the API, `webhook` for an event the API sends. */
  kind: 'operation' | 'webhook';
  /** The operationId (`listLeads`); for a webhook, its operationId or else its event name. */
  id: string;
  method: string;
  /** The path below the server URL (`/chatbots/{chatbot_id}/leads`); for a webhook, its event name. */
  path: string;
  summary: string;
  tags: string[];
}

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: unknown;
}

export interface Operation extends OperationSummary {
  description?: string;
  /** The full URL of a call: the document's server URL and the path. Absent for webhooks. */
  url?: string;
  parameters: Parameter[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, {schema?: unknown; example?: unknown}>;
  };
  responses: Record<string, {description: string; content?: Record<string, {schema?: unknown; example?: unknown}>}>;
  security?: unknown;
  deprecated?: boolean;
}

/** The value a local JSON pointer (`#/components/schemas/Lead`) names in the document. */
function pointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`unsupported reference ${ref}: only references inside openapi.json`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => {
      if (value === null || typeof value !== 'object' || !(key in value))
        throw new Error(`unresolved reference ${ref}`);
      return (value as Json)[key];
    }, document);
}

/** `value` with every `$ref` replaced by what it names; a reference inside itself stays a `$ref` (recursive schemas). */
export function resolve(document: Json, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(document, item, seen));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Json;
  if (typeof object.$ref === 'string') {
    const ref = object.$ref;
    if (seen.includes(ref)) return {$ref: ref};
    const {$ref: _ref, ...siblings} = object;
    const target = resolve(document, pointer(document, ref), [...seen, ref]);
    return target !== null && typeof target === 'object' && !Array.isArray(target)
      ? {...(target as Json), ...(resolve(document, siblings, seen) as Json)}
      : target;
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, resolve(document, item, seen)]));
}

interface Found {
  kind: OperationSummary['kind'];
  key: string;
  method: string;
  pathItem: Json;
  operation: Json;
}

function eachOperation(document: Json): Found[] {
  const found: Found[] = [];
  for (const [kind, group] of [
    ['operation', document.paths],
    ['webhook', document.webhooks],
  ] as const) {
    for (const [key, rawItem] of Object.entries((group ?? {}) as Json)) {
      const pathItem = resolve(document, rawItem) as Json;
      for (const method of methods) {
        const operation = pathItem[method];
        if (operation && typeof operation === 'object') {
          found.push({kind, key, method, pathItem, operation: operation as Json});
        }
      }
    }
  }
  return found;
}

function summaryOf({kind, key, method, operation}: Found): OperationSummary {
  return {
    kind,
    id: typeof operation.operationId === 'string' ? operation.operationId : key,
    method: method.toUpperCase(),
    path: key,
    summary: typeof operation.summary === 'string' ? operation.summary : '',
    tags: Array.isArray(operation.tags) ? (operation.tags as string[]) : [],
  };
}

export function listOperations(document: Json, {tag, kind}: {tag?: string; kind?: OperationSummary['kind']} = {}) {
  return eachOperation(document)
    .map(summaryOf)
    .filter((operation) => (!kind || operation.kind === kind) && (!tag || operationHasTag(operation, tag)));
}

function operationHasTag(operation: OperationSummary, tag: string): boolean {
  return operation.tags.some((candidate) => candidate.toLowerCase() === tag.toLowerCase());
}

/** Every way a reader names an operation: its id, `METHOD /path`, or a webhook's event name, in any case. */
function names(found: Found): string[] {
  const {id, method, path} = summaryOf(found);
  return [id, `${method} ${path}`, ...(found.kind === 'webhook' ? [path] : [])].map((name) => name.toLowerCase());
}

export function getOperation(document: Json, name: string): Operation | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const found = eachOperation(document).find((candidate) => names(candidate).includes(wanted));
  if (!found) return undefined;
  const {pathItem, operation} = found;
  const summary = summaryOf(found);
  // Parameters of the path item apply to each of its operations, unless the operation redefines them.
  const parameters = new Map<string, Parameter>();
  for (const raw of [...((pathItem.parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])]) {
    const parameter = raw as Json;
    parameters.set(`${parameter.in}:${parameter.name}`, {
      name: String(parameter.name),
      in: String(parameter.in),
      required: parameter.required === true,
      ...(typeof parameter.description === 'string' ? {description: parameter.description} : {}),
      ...(parameter.schema ? {schema: parameter.schema} : {}),
    });
  }
  const servers = (document.servers as {url: string}[] | undefined) ?? [];
  const body = operation.requestBody as Json | undefined;
  return {
    ...summary,
    ...(typeof operation.description === 'string' ? {description: operation.description} : {}),
    ...(summary.kind === 'operation' && servers[0]
      ? {url: `${servers[0].url.replace(/\/+$/, '')}${summary.path}`}
      : {}),
    parameters: [...parameters.values()],
    ...(body
      ? {
          requestBody: {
            required: body.required === true,
            ...(typeof body.description === 'string' ? {description: body.description} : {}),
            content: (body.content ?? {}) as Record<string, {schema?: unknown}>,
          },
        }
      : {}),
    responses: (operation.responses ?? {}) as Operation['responses'],
    security: operation.security ?? document.security,
    ...(operation.deprecated === true ? {deprecated: true} : {}),
  };
}
