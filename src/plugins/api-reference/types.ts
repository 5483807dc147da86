/** The parts of an OpenAPI 3.1 document the reference reads, after every `$ref` is resolved. */
import type {SchemaKeywords} from '../../api-model';

/** A schema: the keywords the request builder's form reads too (src/api-model.ts), and those only the build reads. */
export type Schema = SchemaKeywords & {
  minProperties?: number;
  contentMediaType?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

export type Example = {
  summary?: string;
  description?: string;
  value?: unknown;
  /** The summary shown instead on an operation without a request body (a shared error that names the body). */
  'x-summary-without-body'?: string;
};

export type MediaType = {schema?: Schema; example?: unknown; examples?: Record<string, Example>};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  style?: string;
  explode?: boolean;
};

export type Header = {description?: string; schema?: Schema; example?: unknown};

export type Response = {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
};

export type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  security?: Array<Record<string, string[]>>;
  deprecated?: boolean;
};

export type PathItem = {parameters?: Parameter[]} & Partial<
  Record<'get' | 'put' | 'post' | 'patch' | 'delete', Operation>
>;

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; version: string; description?: string};
  servers: Array<{url: string}>;
  security?: Array<Record<string, string[]>>;
  paths: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components?: {
    securitySchemes?: Record<
      string,
      {
        type: string;
        scheme?: string;
        bearerFormat?: string;
        description?: string;
        /** A credential that works only at a URL each customer has their own of: what the dashboard calls that URL. */
        'x-url-from-dashboard'?: string;
      }
    >;
    /** Every error code: what it means, whether to retry, and how (./error-codes.ts checks each entry). */
    'x-error-codes'?: Record<string, {meaning?: unknown; retry?: unknown; advice?: unknown; only?: unknown} | null>;
    /** Named examples a recipe picks for a step (`example="…"`, ./recipe.ts). */
    'x-recipe-examples'?: Record<string, {summary?: string; value?: unknown}>;
  };
};
