/**
 * Request samples, generated from the document's examples by @readme/httpsnippet (ReadMe's maintained fork of
 * Kong's httpsnippet). Nobody types a sample by hand: the operation's path, its parameter examples and its
 * request-body example make a HAR request, and the library writes each language from it.
 */
import {HTTPSnippet} from '@readme/httpsnippet';
import {API_KEY_PLACEHOLDER} from './vars';
import {exampleOf, parametersOf, type Located, type Sample} from './view';
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

/** The placeholder readers replace with their key (or set once in "Your values"). */
export {API_KEY_PLACEHOLDER};

type Target = {
  /** Stable id, stored in the reader's browser when they pick a language. Never rename one. */
  id: string;
  label: string;
  /** Prism language of the code block. */
  language: string;
  target: 'shell' | 'javascript' | 'python' | 'php';
  client: string;
  /** Whether the generated code really sends a file for a multipart upload. */
  sendsFiles: boolean;
};

/**
 * The sample languages, in tab order. PHP uses the curl extension: it ships with PHP and needs no Composer
 * package. Its generator cannot attach a file to a multipart request (it writes an empty part), so upload
 * operations leave PHP out rather than show code that sends nothing.
 */
export const SAMPLE_TARGETS: Target[] = [
  {id: 'curl', label: 'cURL', language: 'bash', target: 'shell', client: 'curl', sendsFiles: true},
  {
    id: 'javascript',
    label: 'JavaScript',
    language: 'javascript',
    target: 'javascript',
    client: 'fetch',
    sendsFiles: true,
  },
  {id: 'python', label: 'Python', language: 'python', target: 'python', client: 'requests', sendsFiles: true},
  {id: 'php', label: 'PHP', language: 'php', target: 'php', client: 'curl', sendsFiles: false},
];

function queryValue(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

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
  if (security.length > 0) headers.push({name: 'Authorization', value: `Bearer ${API_KEY_PLACEHOLDER}`});
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
        isFileSchema(properties[name]) ? {name, fileName: String(value)} : {name, value: String(value)},
      ),
    };
  }
  return request;
}

/** One sample per language the operation can be shown in. */
export async function samplesFor(document: OpenApiDocument, located: Located): Promise<Sample[]> {
  const request = harRequest(document, located);
  const uploadsFile = request.postData?.params?.some((param) => param.fileName !== undefined) ?? false;
  const snippet = new HTTPSnippet(request as ConstructorParameters<typeof HTTPSnippet>[0]);
  const samples: Sample[] = [];
  for (const target of SAMPLE_TARGETS) {
    if (uploadsFile && !target.sendsFiles) continue;
    const output = await snippet.convert(target.target, target.client, {indent: '  '});
    const text = Array.isArray(output) ? output[0] : output;
    if (!text) throw new Error(`httpsnippet wrote no ${target.label} sample for ${located.operation.operationId}.`);
    samples.push({id: target.id, label: target.label, language: target.language, code: text});
  }
  return samples;
}
