import {execFileSync} from 'node:child_process';
import {runInNewContext} from 'node:vm';
import {HTTPSnippet} from '@readme/httpsnippet';
import {describe, expect, test} from 'vitest';
import {
  curlData,
  fileContentType,
  fill,
  fillSample,
  jsLiteral,
  phpLiteral,
  phpString,
  pythonLiteral,
  pythonString,
  shellWord,
} from '../../components/ApiReference/fill';
import type {Target} from '../../api-model';
import {builderData} from './builder';
import {loadDocument} from './document';
import {
  harRequest,
  phpUpload,
  samplesFor,
  SAMPLE_TARGETS,
  snippetOptions,
  withClientTimeout,
  withFileFromDisk,
  withNestedBodyUnwrapped,
  type HarRequest,
} from './snippets';
import {filledFromHar} from './templates';
import {exampleOf, operationsById, parametersOf, type Located} from './view';

async function generate(har: HarRequest, target: Target, operation: Located['operation']): Promise<string> {
  const spec = SAMPLE_TARGETS.find((item) => item.id === target)!;
  const options = snippetOptions(operation);
  const uploads = har.postData?.params?.some((param) => param.fileName !== undefined) ?? false;
  const output =
    spec.id === 'php' && uploads
      ? phpUpload(har, options.timeout)
      : await new HTTPSnippet(har as ConstructorParameters<typeof HTTPSnippet>[0]).convert(
          spec.target,
          spec.client,
          options,
        );
  const code = (Array.isArray(output) ? output[0] : output) as string;
  // What samplesFor does to the generator's output before the fresh Idempotency-Key (which fillSample adds).
  const sample = withClientTimeout(
    withNestedBodyUnwrapped({id: spec.id, label: spec.label, language: spec.language, code}),
    operation,
  );
  return withFileFromDisk(sample, har.postData?.params).code;
}

/** A small seeded random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Text the generator writes correctly in every language (it does not escape backslashes, control characters or
 * non-ASCII everywhere, and its here-document expands `$`): printable ASCII without those.
 */
const SAFE = 'abcdefghij ABCXYZ 0123456789 .,;:!?\'"()[]{}<>=+-_/@#%&*~|^';

function text(next: () => number, max = 30): string {
  const length = 1 + Math.floor(next() * max);
  return Array.from({length}, () => SAFE[Math.floor(next() * SAFE.length)]).join('');
}

/** The example with its values changed, optional parts dropped, array items added or removed. */
function vary(value: unknown, next: () => number): unknown {
  if (typeof value === 'string') return text(next);
  if (typeof value === 'number') return next() < 0.5 ? value : Math.round(next() * 1e6) / (next() < 0.5 ? 1 : 100);
  if (typeof value === 'boolean') return next() < 0.5;
  if (Array.isArray(value)) {
    const items = value.map((item) => vary(item, next));
    if (next() < 0.3 && value.length > 0) items.push(vary(value[0], next));
    if (next() < 0.2) items.pop();
    return items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) => (next() < 0.15 ? [] : [[key, vary(item, next)]])),
    );
  }
  return value;
}

describe('sample templates', () => {
  test('every sample of every operation fills back to itself', async () => {
    const {dereferenced} = await loadDocument();
    for (const located of operationsById(dereferenced).values()) {
      const samples = await samplesFor(dereferenced, located);
      const data = builderData(dereferenced, located, samples);
      const request = filledFromHar(harRequest(dereferenced, located));
      for (const [index, sample] of samples.entries()) {
        expect(
          fillSample(sample.id as Target, data.samples[index].parts, request, data.freshKey),
          `${located.operation.operationId} ${sample.id}`,
        ).toBe(sample.code);
      }
    }
  });

  test('filled with other values, a template is the code the generator writes for them', async () => {
    const {dereferenced} = await loadDocument();
    const next = random(20261123);
    let compared = 0;
    const extensions = ['pdf', 'docx', 'txt', 'md', 'csv', 'xlsx', 'bin'];
    for (const located of operationsById(dereferenced).values()) {
      const samples = await samplesFor(dereferenced, located);
      const data = builderData(dereferenced, located, samples);
      const query = parametersOf(located).filter((parameter) => parameter.in === 'query');
      for (let round = 0; round < 12; round += 1) {
        const har = harRequest(dereferenced, located);
        har.queryString = query
          .filter(() => next() < 0.6)
          .map((parameter) => ({name: parameter.name, value: text(next, 12)}));
        har.headers = har.headers.map((header) =>
          header.name === 'Authorization'
            ? {...header, value: `Bearer sk_test_${text(next, 20).replace(/[^A-Za-z0-9]/g, 'x')}`}
            : header.name === 'Content-Type'
              ? header
              : {...header, value: text(next, 20).replace(/['"]/g, 'q')},
        );
        if (har.postData?.text) {
          const media = Object.values(located.operation.requestBody?.content ?? {})[0];
          har.postData.text = JSON.stringify(vary(exampleOf(media), next));
        }
        if (har.postData?.params) {
          har.postData.params = har.postData.params.map((param) =>
            param.fileName !== undefined
              ? // Another file, of another kind: the sample declares the media type of the file named.
                ((fileName) => ({...param, fileName, contentType: fileContentType(fileName)}))(
                  `${text(next, 8).replace(/[^a-z]/g, 'f')}.${extensions[Math.floor(next() * extensions.length)]}`,
                )
              : {...param, value: text(next).replace(/'/g, 'q')},
          );
        }
        const request = filledFromHar(har);
        for (const [index, sample] of samples.entries()) {
          const expected = await generate(har, sample.id as Target, located.operation);
          expect(
            fill(sample.id as Target, data.samples[index].parts, request),
            `${located.operation.operationId} ${sample.id}, round ${round}: ${JSON.stringify(har)}`,
          ).toBe(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 60_000);
});

describe('values the generator does not escape are still valid code', () => {
  const hard = ['back\\slash', 'new\nline', 'tab\there', "it's", 'say "hi"', 'café €', '$HOME `id`', '\u2028'];

  test('JavaScript literals read back as the value', () => {
    for (const value of [...hard, {a: hard, 'b c': 1.5, d: null, e: true}]) {
      const literal = jsLiteral(value, {indent: '  ', inlineCharacterLimit: 80});
      expect(runInNewContext(`(${literal})`)).toEqual(value);
    }
  });

  test('Python strings are JSON strings, whose escapes Python reads the same', () => {
    for (const value of hard) expect(JSON.parse(pythonString(value))).toBe(value);
    expect(pythonLiteral({a: [true, null, 1]}, '  ')).toBe('{ "a": [True, None, 1] }');
  });

  test('PHP single-quoted strings escape only backslash and quote, which is all PHP reads there', () => {
    const readPhp = (literal: string) => literal.slice(1, -1).replace(/\\([\\'])/g, '$1');
    for (const value of hard) expect(readPhp(phpString(value))).toBe(value);
    expect(phpLiteral({a: "it's"}, '    ', '  ')).toBe("[\n    'a' => 'it\\'s'\n  ]");
  });

  test('shell words and curl bodies reach curl unchanged', () => {
    const echo = (word: string) => execFileSync('bash', ['-c', `printf '%s' ${word}`], {encoding: 'utf8'});
    for (const value of hard) expect(echo(shellWord(value))).toBe(value);
    const body = {note: "it's $HOME `id` \\ done"};
    const data = curlData(body);
    const sent = execFileSync('bash', ['-c', `cat ${data.startsWith('@-') ? data.slice(3) : `<<< ${data}`}`], {
      encoding: 'utf8',
    });
    expect(JSON.parse(sent)).toEqual(body);
  });
});
