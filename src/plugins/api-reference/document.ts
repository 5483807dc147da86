/**
 * The OpenAPI document, loaded once per process.
 *
 * `openapi/openapi.yaml` holds product facts as tokens (`%API_BASE_URL%`), the same tokens MDX uses; they are
 * replaced here with the values of `config/product.ts`, so the published document and the rendered pages never
 * disagree on the base URL or the version. Parsing, reference resolution and linting are done by
 * `@redocly/openapi-core`, the library behind Redocly's CLI (it also checks every example against its schema).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {replaceProductFacts} from '../remark-product-facts';
import type {OpenApiDocument} from './types';

/** The site's folder, from this file's place in it: messages name files relative to it. */
const SITE_DIR = path.resolve(__dirname, '../../..');

/** Where the document lives, from the site's folder. */
export const DOCUMENT_FILE = 'openapi/openapi.yaml';
export const DOCUMENT_PATH = path.join(SITE_DIR, DOCUMENT_FILE);

/**
 * Lint rules on top of Redocly's `recommended` set. Examples are checked strictly: an example with a property the
 * schema does not declare is an error, because readers copy examples as they are.
 */
const lintRules = {
  'no-invalid-media-type-examples': {severity: 'error', allowAdditionalProperties: false},
  'no-invalid-parameter-examples': {severity: 'error', allowAdditionalProperties: false},
  'no-invalid-schema-examples': {severity: 'error', allowAdditionalProperties: false},
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-summary': 'error',
  'operation-4xx-response': 'error',
  'no-unused-components': 'error',
  'security-defined': 'error',
  'no-server-example.com': 'error',
  'tag-description': 'error',
  'operation-tag-defined': 'error',
} as const;

type LintProblem = {severity: string; ruleId: string; message: string; pointer: string};

/** The document's text with the product-fact tokens replaced. */
export async function readDocumentSource(file = DOCUMENT_PATH): Promise<string> {
  const raw = await readFile(file, 'utf8');
  return replaceProductFacts(raw, path.relative(SITE_DIR, file));
}

async function redoclyConfig() {
  const {createConfig} = await import('@redocly/openapi-core');
  return createConfig({extends: ['recommended'], rules: lintRules});
}

/** Lints a document's text: YAML syntax, OpenAPI 3.1 structure, references, the rules above, examples. */
export async function lintSource(source: string, file = DOCUMENT_PATH): Promise<LintProblem[]> {
  const {lintFromString} = await import('@redocly/openapi-core');
  const problems = await lintFromString({source, absoluteRef: file, config: await redoclyConfig()});
  return problems.map((problem) => ({
    severity: problem.severity,
    ruleId: problem.ruleId,
    message: problem.message,
    pointer: problem.location?.[0]?.pointer ?? '',
  }));
}

type SpectralProblem = {
  severity: 'error' | 'warning' | 'info' | 'hint';
  code: string;
  path: string;
  message: string;
};

/**
 * Lints the published document (tokens replaced, references kept) with Spectral's stock `spectral:oas` ruleset, the
 * one `spectral lint` applies by default: a second, independent opinion next to Redocly's.
 */
export async function spectralLint(published: Record<string, unknown>): Promise<SpectralProblem[]> {
  const {Spectral, Document} = await import('@stoplight/spectral-core');
  const {oas} = await import('@stoplight/spectral-rulesets');
  const Parsers = await import('@stoplight/spectral-parsers');
  const spectral = new Spectral();
  spectral.setRuleset({extends: [[oas as never, 'recommended']]});
  const results = await spectral.run(new Document(JSON.stringify(published, null, 2), Parsers.Json, 'openapi.json'));
  const severities = ['error', 'warning', 'info', 'hint'] as const;
  return results.map((result) => ({
    severity: severities[result.severity] ?? 'error',
    code: String(result.code),
    path: result.path.join('.'),
    message: result.message,
  }));
}

type LoadedDocument = {
  /** With every `$ref` resolved in place: what the pages render from. */
  dereferenced: OpenApiDocument;
  /** As written (references kept), tokens replaced: what the site publishes. */
  published: Record<string, unknown>;
};

/** Parses and resolves a document's text. Throws with the unresolved references when there are any. */
export async function bundleSource(source: string, file = DOCUMENT_PATH): Promise<LoadedDocument> {
  const {bundleFromString, parseYaml} = await import('@redocly/openapi-core');
  const config = await redoclyConfig();
  const result = await bundleFromString({source, absoluteRef: file, config, dereference: true});
  const broken = result.problems.filter((problem) => problem.severity === 'error');
  if (broken.length > 0) {
    throw new Error(
      `${path.relative(SITE_DIR, file)}: ${broken.map((problem) => problem.message).join('; ')}. ` +
        'Run `npx vitest run src/plugins/api-reference` for the full list.',
    );
  }
  return {
    dereferenced: result.bundle.parsed as OpenApiDocument,
    published: parseYaml(source) as Record<string, unknown>,
  };
}

let cached: Promise<LoadedDocument> | undefined;

/** Forgets the loaded document, so that the next `loadDocument()` reads the file again (development server). */
export function resetDocument(): void {
  cached = undefined;
}

/** The document, loaded on first use and kept for the rest of the build. */
export function loadDocument(): Promise<LoadedDocument> {
  cached ??= readDocumentSource().then((source) => bundleSource(source));
  return cached;
}

/**
 * A value worked out once per loaded document, and again for a document loaded afresh (`resetDocument`, when the
 * development server reloads): what a module would otherwise keep for the whole process.
 */
export function perDocument<T>(compute: (document: OpenApiDocument) => T): (document: OpenApiDocument) => T {
  const values = new WeakMap<OpenApiDocument, T>();
  return (document) => {
    if (!values.has(document)) values.set(document, compute(document));
    return values.get(document)!;
  };
}
