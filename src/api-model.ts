/**
 * The API reference's contract between the build and the browser: the shapes of what the build
 * (src/plugins/api-reference) writes into the pages and their data files, and the browser
 * (src/components/ApiReference, src/components/WebhookLab) reads. Both sides import this module; it imports neither.
 * Types and two constants only, so the browser never pulls build code in through it.
 */

// Schemas ----------------------------------------------------------------------------------------------------

/**
 * The JSON Schema keywords of one value that both sides read: the document's schemas (src/plugins/api-reference/
 * types.ts) and the request builder's form, which gets them as written.
 */
export type SchemaKeywords = {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  pattern?: string;
  required?: string[];
};

/**
 * A schema as the request builder's form reads it (after `$ref` and `allOf` are resolved at build time): the
 * document's own keywords, with the form's nested schemas, uploads and map values.
 */
export type FormSchema = SchemaKeywords & {
  /** A file upload. */
  file?: boolean;
  properties?: Record<string, FormSchema>;
  items?: FormSchema;
  /** The schema of a map's values. */
  values?: FormSchema;
};

// Sample templates -------------------------------------------------------------------------------------------

/** A place in a sample's template where the request's values go (src/components/ApiReference/fill.ts fills it). */
export type Slot =
  | {slot: 'url'}
  | {slot: 'header'; name: string}
  | {slot: 'body'}
  | {slot: 'options'}
  | {slot: 'form'; name: string}
  /** The media type declared for an uploaded file, from its name (JavaScript and Python samples). */
  | {slot: 'fileType'; name: string};

/** A sample's template: literal code and slots. */
export type Part = string | Slot;

/** The languages of the samples. */
export type Target = 'curl' | 'javascript' | 'python' | 'php';

/** A request, as the samples show it. Header order is the order the samples list them in. */
export type FilledRequest = {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  /** A JSON body (application/json). */
  body?: unknown;
  /** Multipart form fields: text values, or a file name. */
  form?: Array<{name: string; value?: string; fileName?: string}>;
};

/** The header that makes a retry safe; its value must be new for every request a reader sends. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// The request builder and "Try it" ---------------------------------------------------------------------------

export type BuilderParam = {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: FormSchema;
  /** The example the samples show, as text. */
  example?: string;
  description: string;
  /** Comma-separated list (a `form` array with `explode: false`). */
  commaSeparated?: boolean;
};

/**
 * What the request builder of one operation needs, made at build time (src/plugins/api-reference/builder.ts) and
 * loaded by the page as a chunk of its own when a reader opens the builder.
 */
export type BuilderData = {
  operationId: string;
  method: string;
  baseUrl: string;
  path: string;
  auth: boolean;
  params: BuilderParam[];
  body?: {mediaType: string; required: boolean; schema: FormSchema; example: unknown};
  /** The headers the samples send that are not parameters, in the samples' order around them. */
  fixedHeaders: {before: Array<[string, string]>; after: Array<[string, string]>};
  /** The example `Idempotency-Key` the templates hold, which the filled samples swap for a fresh key per run. */
  freshKey?: string;
  /** Each sample's template, with the Prism language of its code. */
  samples: Array<{id: string; language: string; parts: Part[]}>;
  /** What "Try it" answers with. */
  simulation?: Simulation;
};

/** A problem the builder finds in what the reader typed, in words, at a field's path. */
export type Problem = {path: string; message: string};

/** A documented error "Try it" can answer with, with the Errors page's advice for its code. */
export type SimulatedError = {
  status: number;
  code: string;
  /** The documented example's message, for the shape of the answer. */
  message: string;
  requestId: string;
  /** What the code means and whether to retry, as plain text (the document's `x-error-codes`). */
  meaning: string;
  retry: string;
};

/**
 * What "Try it" answers with, worked out at build time from the operation's own document
 * (src/plugins/api-reference/simulate.ts) and used in the page by src/components/ApiReference/try-it.ts.
 */
export type Simulation = {
  status: number;
  description: string;
  body?: unknown;
  /** The body was generated from the schema (the document has no example). */
  generated: boolean;
  /** The response's schema, as the form reads schemas: which fields can echo the request. */
  schema: FormSchema;
  /** The documented errors the builder's checks lead to (missing value, value outside its limits, unknown ID). */
  errors: SimulatedError[];
};

// "Your values" ----------------------------------------------------------------------------------------------

/** The placeholder the samples show for the API key until the reader sets theirs in "Your values". */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** A value a reader sets once for every sample: the build lists them, "Your values" checks what the reader types. */
export type VarInfo = {
  /** The name the samples mark (`data-var`): `api_key`, or a path parameter's name. */
  name: string;
  label: string;
  /** What the samples show until the reader sets a value. */
  example: string;
  description: string;
  /** The form the value takes, as a regular expression (the document's, for IDs). */
  pattern?: string;
  /** Kept for the tab's session only, and typed into a password field. */
  secret: boolean;
};

// The parts of a reference page ------------------------------------------------------------------------------

/**
 * `<ApiReference part="endpoint" id=…>`: the operation's line, base URL and authentication. Its description is static
 * HTML rendered at build time (the fragment `id`, when it has one).
 */
export type EndpointData = {
  operationId: string;
  method: string;
  path: string;
  baseUrl: string;
  /** Whether the operation needs the API key (the page links to Authorization for the details). */
  auth: boolean;
  /** What the Bearer token is: the security scheme's `bearerFormat` ("API key", "Events token"); null without auth. */
  authFormat: string | null;
};

/** `<ApiReference part="samples">`: the tabs over the samples' static panels. */
export type SamplesData = {operationId: string; languages: Array<{id: string; label: string}>};

/** `<ApiReference part="signature-checker">`: what the signature checker needs. */
export type CheckerData = {
  /** The signature header's name: `Parley-Signature`. */
  header: string;
  /** The event-id header's name: `Parley-Event-Id`. */
  eventIdHeader: string;
  toleranceSeconds: number;
  /** An example delivery body (compact JSON), for "Fill in an example". */
  example: string;
};

/** The data of each `<ApiReference part=…>` element, as JSON in its `data` attribute. */
export type PartData = {
  endpoint: EndpointData;
  samples: SamplesData;
  webhook: {event: string};
  'signature-checker': CheckerData;
};

// The webhook lab --------------------------------------------------------------------------------------------

export type LabEvent = {
  /** The event's name, as openapi.yaml's `webhooks` key: `lead.created`. */
  event: string;
  summary: string;
  /** Where the platform posts it: every webhook to the endpoint; `payment.requested` to the Checkout URL. */
  url: string;
  /**
   * The secret that signs it, as openapi.yaml's signature header says: an endpoint's signing secret, the chatbot's
   * Flow webhook secret (`flow.webhook`) or the payment integration's Signing secret (`payment.requested`).
   */
  secret: {kind: 'endpoint' | 'flow' | 'payment'; said: string};
  /** The signature header's name, and the event-ID header's when the event has one. */
  signatureHeader: string;
  eventIdHeader?: string;
  /** Whether failed deliveries are retried (and so can arrive twice). */
  retried: boolean;
  /** The documented example payload. */
  example: unknown;
  /** The payload's JSON Schema, references resolved. */
  schema: unknown;
};

/** The webhook lab's data (src/plugins/api-reference/lab.ts makes it; src/components/WebhookLab uses it). */
export type LabData = {
  events: LabEvent[];
  toleranceSeconds: number;
  /** Waits before each retry, from config/facts.ts. */
  retryDelays: string[];
  attempts: number;
};
