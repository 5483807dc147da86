/**
 * Request samples, generated from the document's examples by @readme/httpsnippet (ReadMe's maintained fork of
 * Kong's httpsnippet). Nobody types a sample by hand: the operation's path, its parameter examples and its
 * request-body example make a HAR request, and the library writes each language from it.
 */
import {HTTPSnippet} from '@readme/httpsnippet';
import {api} from '../../../config/facts';
import {IDEMPOTENCY_HEADER} from '../../api-model';
import {fileContentType, freshKeySwaps, phpString} from '../../components/ApiReference/fill';
import {authFormatOf, credentialUrlOf, exampleOf, parametersOf, type Located, type Sample} from './view';
import type {OpenApiDocument, Schema} from './types';

/** The HAR 1.2 request fields httpsnippet reads (its own type leans on `har-format`, which is not installed). */
export type HarRequest = {
  method: string;
  url: string;
  httpVersion: string;
  cookies: Array<{name: string; value: string}>;
  headers: Array<{name: string; value: string}>;
  queryString: Array<{name: string; value: string}>;
  postData?: {
    mimeType: string;
    text?: string;
    params?: Array<{name: string; value?: string; fileName?: string; contentType?: string}>;
  };
  headersSize: number;
  bodySize: number;
};

/** The placeholder of a credential, from its scheme's `bearerFormat`: "API key" → `YOUR_API_KEY`, "Events token" → `YOUR_EVENTS_TOKEN`. */
export function credentialPlaceholder(format: string): string {
  return `YOUR_${format.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/**
 * How the note above an operation's samples starts, before its credential's placeholder ("Replace `…`"). When the
 * credential works only at a URL each customer has their own of (its scheme's `x-url-from-dashboard`, as the payment
 * Events token), the note says to replace the URL too: an operation with such a scheme needs no change here.
 */
export function credentialNoteStart(document: OpenApiDocument, located: Located): string {
  const url = credentialUrlOf(document, located.operation.security ?? document.security ?? []);
  return url ? `Replace the URL with ${url}, and ` : 'Replace ';
}

type Target = {
  /** Stable id, stored in the reader's browser when they pick a language. Never rename one. */
  id: string;
  label: string;
  /** Prism language of the code block. */
  language: string;
  target: 'shell' | 'javascript' | 'python' | 'php';
  client: string;
};

/**
 * The sample languages, in tab order. PHP uses the curl extension: it ships with PHP and needs no Composer
 * package. httpsnippet's PHP cannot attach a file to a multipart request (it writes an empty part), so an upload's
 * PHP sample is written here instead (`phpUpload`, with `CURLFile`).
 */
export const SAMPLE_TARGETS: Target[] = [
  {id: 'curl', label: 'cURL', language: 'bash', target: 'shell', client: 'curl'},
  {
    id: 'javascript',
    label: 'JavaScript',
    language: 'javascript',
    target: 'javascript',
    client: 'fetch',
  },
  {id: 'python', label: 'Python', language: 'python', target: 'python', client: 'requests'},
  {id: 'php', label: 'PHP', language: 'php', target: 'php', client: 'curl'},
];

/** A parameter's example as text: a list comma-separated. */
export const queryValue = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

const isFileSchema = (schema: Schema | undefined) =>
  Boolean(schema && (schema.contentMediaType || schema.format === 'binary'));

/** The HAR request that the operation's examples describe. */
export function harRequest(document: OpenApiDocument, located: Located): HarRequest {
  const {method, operation} = located;
  const parameters = parametersOf(located);
  let path = located.path;
  for (const parameter of parameters.filter((item) => item.in === 'path')) {
    if (parameter.example === undefined) {
      throw new Error(`Path parameter ${parameter.name} of ${operation.operationId} needs an example.`);
    }
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
  }
  const headers: HarRequest['headers'] = [];
  const security = operation.security ?? document.security ?? [];
  const authFormat = authFormatOf(document, security);
  if (authFormat) headers.push({name: 'Authorization', value: `Bearer ${credentialPlaceholder(authFormat)}`});
  for (const parameter of parameters.filter((item) => item.in === 'header' && item.example !== undefined)) {
    headers.push({name: parameter.name, value: String(parameter.example)});
  }
  const queryString = parameters
    .filter((item) => item.in === 'query' && item.example !== undefined)
    .map((item) => ({name: item.name, value: queryValue(item.example)}));

  const request: HarRequest = {
    method: method.toUpperCase(),
    url: `${document.servers[0].url}${path}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString,
    headersSize: -1,
    bodySize: -1,
  };
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const example = exampleOf(media);
  if (mediaType === 'application/json' && example !== undefined) {
    headers.push({name: 'Content-Type', value: 'application/json'});
    request.postData = {mimeType: mediaType, text: JSON.stringify(example)};
  } else if (mediaType === 'multipart/form-data' && example && typeof example === 'object') {
    const properties = media?.schema?.properties ?? {};
    request.postData = {
      mimeType: mediaType,
      params: Object.entries(example as Record<string, unknown>).map(([name, value]) =>
        isFileSchema(properties[name])
          ? {name, fileName: String(value), contentType: fileContentType(String(value))}
          : {name, value: String(value)},
      ),
    };
  }
  return request;
}

/**
 * Safe to paste: a sample must not send the document's example `Idempotency-Key`, or a reader who runs two samples (or
 * one twice) gets `409 idempotency_key_reused`. This swaps the literal example value, as httpsnippet writes it, for
 * code that makes a new key on every run (src/components/ApiReference/fill.ts `freshKeySwaps`, which the request
 * builder applies too). Throws if the value is not where expected, so that a change in httpsnippet's output cannot
 * silently ship a fixed key.
 */
export function withFreshIdempotencyKey(sample: Sample, exampleKey: string): Sample {
  let code = sample.code;
  for (const [from, to] of freshKeySwaps(sample.id, exampleKey)) {
    if (!code.includes(from))
      throw new Error(`The ${sample.label} sample has no \`${from}\` to make a fresh key from.`);
    code = code.replace(from, to);
  }
  if (code.includes(exampleKey))
    throw new Error(`The ${sample.label} sample still sends the example ${IDEMPOTENCY_HEADER}.`);
  return {...sample, code, generated: sample.code};
}

/**
 * httpsnippet's fetch target appends a multipart file as its name, a string, so the upload sends no file. This swaps
 * that line for the file read from disk (`fs.openAsBlob`, Node.js 20 or later; the sample becomes an ES module).
 */
export function withFileFromDisk(sample: Sample, params: NonNullable<HarRequest['postData']>['params']): Sample {
  if (sample.id !== 'javascript') return sample;
  let code = sample.code;
  for (const param of params ?? []) {
    if (param.fileName === undefined) continue;
    const from = `form.append('${param.name}', '${param.fileName}');`;
    if (!code.includes(from)) throw new Error(`The JavaScript sample has no \`${from}\` to attach the file with.`);
    const type = param.contentType ? `, {type: '${param.contentType}'}` : '';
    code = code.replace(
      from,
      `form.append('${param.name}', await openAsBlob('${param.fileName}'${type}), '${param.fileName}');`,
    );
  }
  return code === sample.code ? sample : {...sample, code: `import {openAsBlob} from 'node:fs';\n\n${code}`};
}

/**
 * httpsnippet's fetch target wraps every property named `body` in `JSON.stringify(…)`, not only the request's
 * `options.body`: a request field called `body` (a Twilio message's text) was sent as a quoted string. This undoes
 * the wrapping below the top level (deeper indentation). The sample tests compare every language's request with the
 * cURL one, so a case this misses fails there.
 */
export function withNestedBodyUnwrapped(sample: Sample): Sample {
  if (sample.id !== 'javascript') return sample;
  const code = sample.code.replace(/^( {4,})body: JSON\.stringify\((.+)\)(,?)$/gm, '$1body: $2$3');
  return code === sample.code ? sample : {...sample, code};
}

/**
 * An upload in PHP, in httpsnippet's layout: `CURLFile` reads the file from disk, and curl sends the array as
 * `multipart/form-data` with its own boundary (so no Content-Type header). Headers as httpsnippet writes them, so that
 * the Idempotency-Key swap and the request builder's template find them.
 */
export function phpUpload(request: HarRequest, timeoutSeconds: number): string {
  const quoted = (value: string) => value.replace(/[\\"$]/g, (c) => `\\${c}`);
  const fields = (request.postData?.params ?? []).map((param) =>
    param.fileName === undefined
      ? `    ${phpString(param.name)} => ${phpString(param.value ?? '')}`
      : `    ${phpString(param.name)} => new CURLFile(${phpString(param.fileName)}, ${phpString(
          param.contentType ?? fileContentType(param.fileName),
        )})`,
  );
  const headers = request.headers
    .filter((header) => header.name.toLowerCase() !== 'content-type')
    .map((header) => `    "${header.name}: ${quoted(header.value)}"`);
  return [
    '<?php',
    '',
    '$curl = curl_init();',
    '',
    'curl_setopt_array($curl, [',
    `  CURLOPT_URL => ${JSON.stringify(request.url)},`,
    '  CURLOPT_RETURNTRANSFER => true,',
    `  CURLOPT_TIMEOUT => ${timeoutSeconds},`,
    '  CURLOPT_POST => true,',
    '  CURLOPT_POSTFIELDS => [',
    fields.join(',\n'),
    '  ],',
    '  CURLOPT_HTTPHEADER => [',
    headers.join(',\n'),
    '  ],',
    ']);',
    '',
    '$response = curl_exec($curl);',
    '$err = curl_error($curl);',
    '',
    'curl_close($curl);',
    '',
    'if ($err) {',
    '  echo "cURL Error #:" . $err;',
    '} else {',
    '  echo $response;',
    '}',
    '',
  ].join('\n');
}

/**
 * Every sample waits as long as its operation's `clientTimeoutSeconds` and no longer, as the Errors page tells readers
 * to: `--max-time` in cURL, an `AbortSignal.timeout` in fetch, `timeout=` in requests (which otherwise waits for
 * ever), and httpsnippet's own `CURLOPT_TIMEOUT` in PHP. The fetch signal is set after the options object, so the
 * request builder's `options` slot stays as fill.ts writes it.
 */
export function withClientTimeout(sample: Sample, operation: Located['operation']): Sample {
  const seconds = clientTimeoutSeconds(operation);
  let code = sample.code;
  if (sample.id === 'curl') {
    code = code.replace(/^(curl --request \w+ \\)$/m, `$1\n  --max-time ${seconds} \\`);
  } else if (sample.id === 'javascript') {
    code = code.replace(/^fetch\(/m, `options.signal = AbortSignal.timeout(${seconds}_000);\n\nfetch(`);
  } else if (sample.id === 'python') {
    code = code.replace(/^(response = requests\.\w+\(.*)\)$/m, `$1, timeout=${seconds})`);
  } else {
    return sample;
  }
  if (code === sample.code) throw new Error(`The ${sample.label} sample has no request to give a timeout to.`);
  return {...sample, code};
}

const uploadsFile = (request: HarRequest) =>
  request.postData?.params?.some((param) => param.fileName !== undefined) ?? false;

/**
 * The languages of an operation's samples, without writing them: what the page's elements need. Every operation
 * has all of them (an upload's PHP is written by `phpUpload`).
 */
export function sampleLanguages(): Array<{id: string; label: string}> {
  return SAMPLE_TARGETS.map(({id, label}) => ({id, label}));
}

/**
 * How long a client waits for the answer, in seconds: config/facts.ts `api.clientTimeoutSeconds` (the Errors page's
 * `%API_CLIENT_TIMEOUT_SECONDS%`), or the operation's `x-client-timeout-seconds` in openapi.yaml when it documents a
 * longer wait (Message a chatbot waits for the AI model).
 */
export const DEFAULT_CLIENT_TIMEOUT_SECONDS = api.clientTimeoutSeconds;

export function clientTimeoutSeconds(operation: Located['operation']): number {
  const raw = (operation as {'x-client-timeout-seconds'?: unknown})['x-client-timeout-seconds'];
  if (raw === undefined) return DEFAULT_CLIENT_TIMEOUT_SECONDS;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < DEFAULT_CLIENT_TIMEOUT_SECONDS) {
    throw new Error(
      `openapi/openapi.yaml: ${operation.operationId}'s x-client-timeout-seconds is ${JSON.stringify(raw)}; ` +
        `give a whole number of seconds, at least ${DEFAULT_CLIENT_TIMEOUT_SECONDS}, or leave it out.`,
    );
  }
  return raw;
}

/** The options httpsnippet writes an operation's samples with. */
export const snippetOptions = (operation: Located['operation']) => ({
  indent: '  ',
  timeout: clientTimeoutSeconds(operation),
});

/** One sample per language the operation can be shown in. */
export async function samplesFor(document: OpenApiDocument, located: Located): Promise<Sample[]> {
  const request = harRequest(document, located);
  const snippet = new HTTPSnippet(request as ConstructorParameters<typeof HTTPSnippet>[0]);
  const options = snippetOptions(located.operation);
  const samples: Sample[] = [];
  for (const target of SAMPLE_TARGETS) {
    const output =
      target.id === 'php' && uploadsFile(request)
        ? phpUpload(request, options.timeout)
        : await snippet.convert(target.target, target.client, options);
    const text = Array.isArray(output) ? output[0] : output;
    if (!text) throw new Error(`httpsnippet wrote no ${target.label} sample for ${located.operation.operationId}.`);
    const sample = {id: target.id, label: target.label, language: target.language, code: text};
    const exampleKey = request.headers.find((header) => header.name === IDEMPOTENCY_HEADER)?.value;
    const unwrapped = withClientTimeout(withNestedBodyUnwrapped(sample), located.operation);
    const generated = uploadsFile(request) ? withFileFromDisk(unwrapped, request.postData?.params) : unwrapped;
    samples.push(exampleKey ? withFreshIdempotencyKey(generated, exampleKey) : generated);
  }
  return samples;
}
