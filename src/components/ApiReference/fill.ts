/**
 * Request samples in the reader's values, without a sample generator in the browser.
 *
 * At build time (src/plugins/api-reference/templates.ts) each generated sample is cut into literal text and slots
 * where the request's values go: the URL, a header value, the body, a form field. Here each slot is filled,
 * written the way that language writes it: a shell word, a JavaScript, Python or PHP literal. The layout rules
 * are @readme/httpsnippet's (the generator the build uses), so a filled template is the code the generator would
 * write for the same request; the unit tests check that for every operation and for varied values. Where the
 * generator does not escape a value (a quote or a backslash in a Python or PHP string, a `$` in a heredoc),
 * these write valid code instead.
 *
 * Pure functions, shared by the build and the request builder (RequestBuilder.tsx).
 */
import {IDEMPOTENCY_HEADER, type FilledRequest, type Part, type Slot, type Target} from '../../api-model';

// Shell ------------------------------------------------------------------------------------------------------

/** httpsnippet's shell quoting: a safe word as it is, anything else in single quotes. */
export function shellWord(value: string): string {
  if (/^[a-z0-9-_/.@%^=:]+$/i.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** curl's `--data` argument for a JSON body, as httpsnippet lays it out. */
export function curlData(body: unknown): string {
  const text = JSON.stringify(body);
  if (text.length <= 20) return shellWord(text);
  const pretty = JSON.stringify(body, null, 2);
  if (text.indexOf("'") > 0) {
    // A here-document: httpsnippet's unquoted `EOF`, unless the body has what the shell would change there
    // (`$`, a backtick, an escaped backslash).
    const delimiter = /[$`]|\\\\/.test(pretty) ? "'EOF'" : 'EOF';
    return `@- <<${delimiter}\n${pretty}\nEOF`;
  }
  return `'\n${pretty}\n'`;
}

// JavaScript -------------------------------------------------------------------------------------------------

/** A JavaScript string in single quotes: what stringify-object writes, with backslashes escaped too. */
function jsString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

const NEW_LINE = '\u0000n';
const NEW_LINE_OR_SPACE = '\u0000s';
const PAD = '\u0000p';
const INDENT = '\u0000i';

type JsOptions = {
  indent: string;
  inlineCharacterLimit: number;
  transform?: (key: string, text: string) => string;
};

/**
 * stringify-object 3.3.0 (yeoman, BSD-2-Clause), as httpsnippet's fetch target calls it: objects and arrays on one
 * line when that line is at most `inlineCharacterLimit` long, else one entry per line.
 */
export function jsLiteral(value: unknown, options: JsOptions, pad = ''): string {
  const expand = (text: string) => {
    const oneLine = text
      .replaceAll(NEW_LINE, '')
      .replaceAll(NEW_LINE_OR_SPACE, ' ')
      .replaceAll(PAD, '')
      .replaceAll(INDENT, '');
    if (oneLine.length <= options.inlineCharacterLimit) return oneLine;
    return text
      .replaceAll(NEW_LINE, '\n')
      .replaceAll(NEW_LINE_OR_SPACE, '\n')
      .replaceAll(PAD, pad)
      .replaceAll(INDENT, pad + options.indent);
  };
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item, index) => {
      const end = index === value.length - 1 ? NEW_LINE : `,${NEW_LINE_OR_SPACE}`;
      return INDENT + jsLiteral(item, options, pad + options.indent) + end;
    });
    return expand(`[${NEW_LINE}${items.join('')}${PAD}]`);
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const entries = keys.map((key, index) => {
      const end = index === keys.length - 1 ? NEW_LINE : `,${NEW_LINE_OR_SPACE}`;
      const name = /^[a-z$_][a-z$_0-9]*$/i.test(key) ? key : jsString(key);
      let text = jsLiteral((value as Record<string, unknown>)[key], options, pad + options.indent);
      if (options.transform) text = options.transform(key, text);
      return `${INDENT}${name}: ${text}${end}`;
    });
    return expand(`{${NEW_LINE}${entries.join('')}${PAD}}`);
  }
  return jsString(String(value));
}

/** The `options` object of httpsnippet's fetch sample. */
function fetchOptions(request: FilledRequest): string {
  const options: Record<string, unknown> = {method: request.method};
  const headers = request.headers.filter(([name]) => !(request.form && name.toLowerCase() === 'content-type'));
  if (headers.length > 0) options.headers = Object.fromEntries(headers);
  if (request.body !== undefined && !request.form) options.body = request.body;
  const literal = jsLiteral(options, {
    indent: '  ',
    inlineCharacterLimit: 80,
    transform: (key, text) => (key === 'body' && !request.form ? `JSON.stringify(${text})` : text),
  });
  // The generator wraps every `body` property, nested ones too, and lays the object out with them wrapped; the
  // samples then unwrap the nested ones (src/plugins/api-reference/snippets.ts `withNestedBodyUnwrapped`).
  return literal.replace(/^( {4,})body: JSON\.stringify\((.+)\)(,?)$/gm, '$1body: $2$3');
}

// Python -----------------------------------------------------------------------------------------------------

/** A Python string literal: JSON's escapes are Python's too. */
export const pythonString = (value: string) => JSON.stringify(value);

/** httpsnippet's Python literal (dicts on several lines when they have more than one key). */
export function pythonLiteral(value: unknown, indent: string, level?: number): string {
  const depth = level === undefined ? 1 : level + 1;
  const join = (kind: 'object' | 'array', values: string[], pretty: boolean) => {
    const current = indent.repeat(depth);
    const closing = indent.repeat(depth - 1);
    const [open, close] = kind === 'object' ? ['{', '}'] : ['[', ']'];
    if (pretty) return `${open}\n${current}${values.join(`,\n${current}`)}\n${closing}${close}`;
    if (kind === 'object' && values.length > 0) return `${open} ${values.join(', ')} ${close}`;
    return `${open}${values.join(', ')}${close}`;
  };
  if (typeof value === 'number') return String(value);
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) {
    let pretty = false;
    const items = value.map((item) => {
      if (item && typeof item === 'object' && !Array.isArray(item)) pretty = Object.keys(item).length > 1;
      return pythonLiteral(item, indent, depth);
    });
    return join('array', items, pretty);
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${pythonString(key)}: ${pythonLiteral(item, indent, depth)}`,
    );
    return join('object', pairs, pairs.length > 1);
  }
  return value === undefined ? '' : pythonString(String(value));
}

/** A header value in Python's double quotes (httpsnippet's escaping, which Python reads). */
function pythonHeaderValue(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

// PHP --------------------------------------------------------------------------------------------------------

/** A PHP single-quoted string: only `\` and `'` are escaped there. */
export const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** httpsnippet's PHP array literal (`convertType`). */
export function phpLiteral(value: unknown, indent: string, lastIndent = ''): string {
  if (typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return value.toString();
  if (typeof value === 'string') return phpString(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => phpLiteral(item, `${indent}${indent}`, indent)).join(`,\n${indent}`);
    return `[\n${indent}${items}\n${lastIndent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${phpString(key)} => ${phpLiteral(item, `${indent}${indent}`, indent)}`,
  );
  return `[\n${indent}${entries.join(`,\n${indent}`)}\n${lastIndent}]`;
}

/** A value in PHP's double quotes: `\`, `"` and `$` escaped. */
const phpDoubleQuoted = (value: string) => value.replace(/[\\"$]/g, (c) => `\\${c}`);

// Slots ------------------------------------------------------------------------------------------------------

/**
 * The media type a sample declares for the file it uploads, from the example file name: the API stores it as the
 * file's `content_type`, and a part without one is read as text by some servers (and crashes Prism's validator).
 */
const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const fileContentType = (fileName: string) =>
  FILE_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** What goes into one slot of a target's template for a request. */
export function fillSlot(target: Target, slot: Slot, request: FilledRequest): string {
  const header = (name: string) => request.headers.find(([key]) => key === name)?.[1] ?? '';
  const field = (name: string) => request.form?.find((item) => item.name === name);
  switch (slot.slot) {
    case 'url':
      if (target === 'curl') return shellWord(request.url);
      if (target === 'php') return JSON.stringify(request.url);
      return request.url;
    case 'header':
      if (target === 'curl') return shellWord(`${slot.name}: ${header(slot.name)}`);
      if (target === 'javascript') return jsString(header(slot.name));
      if (target === 'python') return pythonHeaderValue(header(slot.name));
      return phpDoubleQuoted(header(slot.name));
    case 'body':
      if (target === 'curl') return curlData(request.body);
      if (target === 'python') return pythonLiteral(request.body, '  ');
      if (target === 'php') return phpLiteral(request.body, '    ', '  ');
      return jsLiteral(request.body, {indent: '  ', inlineCharacterLimit: 80}, '  ');
    case 'options':
      return fetchOptions(request);
    case 'form': {
      const item = field(slot.name);
      const value = item?.fileName ?? item?.value ?? '';
      if (target === 'curl') return item?.fileName !== undefined ? `'@${value}'` : shellWord(`${slot.name}=${value}`);
      if (target === 'javascript') return jsString(value);
      if (target === 'python') return pythonString(value);
      return phpString(value);
    }
    case 'fileType': {
      const type = fileContentType(field(slot.name)?.fileName ?? '');
      if (target === 'php') return phpString(type);
      return target === 'python' ? pythonString(type) : jsString(type);
    }
  }
}

export function fill(target: Target, parts: Part[], request: FilledRequest): string {
  return parts.map((part) => (typeof part === 'string' ? part : fillSlot(target, part, request))).join('');
}

// The Idempotency-Key ----------------------------------------------------------------------------------------

/** Said above a sample's new key: a retry must send the same key, so it reuses the variable. */
const NEW_KEY = ' A new key for this request:';
const REUSE = `${NEW_KEY} reuse it when you retry.\n`;
/** The shell's form of it: only the `export` line makes a new key, so a retry runs the `curl` command alone. */
const CURL_REUSE = `#${NEW_KEY} to retry, run only the curl command again.\n`;

/**
 * Where a sample sends the `Idempotency-Key` as the literal `key` (the way the generator writes it), and the code
 * that makes a new key on every run instead: `uuidgen` in the shell (in a variable, which a retried `curl` sends
 * again), `crypto.randomUUID()` in JavaScript, `uuid.uuid4()` in Python, 16 random bytes in hex in PHP (which has no
 * UUID function), each assigned to a variable before the request with a comment to reuse it on a retry (in the shell:
 * to run only the `curl` command again).
 */
export function freshKeySwaps(target: string, key: string): Array<[string, string]> {
  const swaps: Record<string, Array<[string, string]>> = {
    // The key in a variable, made before the command, as the quick start does: running the `curl` command again to
    // retry after a timeout sends the same key; only the `export` line makes a new one.
    curl: [
      [`--header '${IDEMPOTENCY_HEADER}: ${key}'`, `--header "${IDEMPOTENCY_HEADER}: $IDEMPOTENCY_KEY"`],
      ['curl --request ', `${CURL_REUSE}export IDEMPOTENCY_KEY=$(uuidgen)\ncurl --request `],
    ],
    // The other languages also make the key in a variable first, so that a retry (after a timeout) sends it again.
    javascript: [
      [`'${IDEMPOTENCY_HEADER}': '${key}'`, `'${IDEMPOTENCY_HEADER}': idempotencyKey`],
      ['const options = {', `//${REUSE}const idempotencyKey = crypto.randomUUID();\nconst options = {`],
    ],
    python: [
      [`"${IDEMPOTENCY_HEADER}": "${key}"`, `"${IDEMPOTENCY_HEADER}": idempotency_key`],
      ['import requests\n', `import uuid\n\nimport requests\n\n#${REUSE}idempotency_key = str(uuid.uuid4())\n`],
    ],
    php: [
      [`"${IDEMPOTENCY_HEADER}: ${key}"`, `"${IDEMPOTENCY_HEADER}: $idempotencyKey"`],
      ['$curl = curl_init();', `//${REUSE}$idempotencyKey = bin2hex(random_bytes(16));\n$curl = curl_init();`],
    ],
  };
  return swaps[target] ?? [];
}

/**
 * A template filled for the request builder. An operation whose samples send a fresh `Idempotency-Key` on every
 * run (`freshKey`: the document's example key, which the request carries) gets the same fresh-key code as its
 * static samples: the builder never writes a fixed key that a second run would reuse.
 */
export function fillSample(target: Target, parts: Part[], request: FilledRequest, freshKey?: string): string {
  let code = fill(target, parts, request);
  if (freshKey) for (const [from, to] of freshKeySwaps(target, freshKey)) code = code.replace(from, to);
  return code;
}

// The URL ----------------------------------------------------------------------------------------------------

/** httpsnippet's query encoding (the `qs` package's RFC 3986 form): all but `A–Z a–z 0–9 - _ . ~` escaped. */
export const queryEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function buildUrl(
  baseUrl: string,
  path: string,
  pathValues: Record<string, string>,
  query: Array<[string, string]>,
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    pathValues[name] ? encodeURIComponent(pathValues[name]) : whole,
  );
  const search = query.map(([name, value]) => `${queryEncode(name)}=${queryEncode(value)}`).join('&');
  return `${baseUrl}${filled}${search ? `?${search}` : ''}`;
}
