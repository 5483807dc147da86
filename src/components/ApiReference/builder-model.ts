/**
 * The request builder's model: the form a reader fills (from the operation's schema), what they typed, the
 * problems with it in words, and the request it makes. Pure functions, unit-tested (builder-model.test.ts); the
 * form itself is RequestBuilder.tsx. Nothing here sends anything.
 */
import {
  API_KEY_PLACEHOLDER,
  type BuilderData,
  type FilledRequest,
  type FormSchema,
  type Problem,
} from '../../api-model';
import {buildUrl} from './fill';

/** What the reader typed: text for values, objects and lists for the rest. `undefined`: left out. */
export type Draft = string | undefined | Draft[] | {[key: string]: Draft} | Array<{key: string; value: Draft}>;

const typesOf = (schema: FormSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

/** The kind of input a schema gets. */
export function kindOf(
  schema: FormSchema,
): 'enum' | 'boolean' | 'number' | 'integer' | 'string' | 'file' | 'object' | 'map' | 'list' | 'rows' | 'json' {
  if (schema.file) return 'file';
  if (schema.enum) return 'enum';
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types[0];
  if (types.length > 1) return 'json';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (type === 'string') return 'string';
  if (type === 'array') {
    const items = schema.items ?? {};
    return kindOf(items) === 'object'
      ? 'rows'
      : ['string', 'integer', 'number', 'enum'].includes(kindOf(items))
        ? 'list'
        : 'json';
  }
  if (type === 'object') return schema.properties ? 'object' : schema.values ? 'map' : 'json';
  return 'json';
}

/** The reader's starting point: the example the samples show. */
export function draftOf(schema: FormSchema, value: unknown): Draft {
  if (value === undefined) return undefined;
  switch (kindOf(schema)) {
    case 'object': {
      const object = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, draftOf(property, object[name])]),
      );
    }
    case 'rows':
      return (value as unknown[]).map((item) => draftOf(schema.items!, item));
    case 'list':
      return (value as unknown[]).map(String).join('\n');
    case 'map':
      return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({
        key,
        value: draftOf(schema.values!, item),
      }));
    case 'json':
      return JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

/** An empty draft for a new list item or map value. */
export function emptyDraft(schema: FormSchema): Draft {
  const kind = kindOf(schema);
  if (kind === 'object')
    return Object.fromEntries(Object.keys(schema.properties ?? {}).map((name) => [name, undefined]));
  if (kind === 'rows' || kind === 'map') return [];
  return undefined;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const FORMATS: Record<string, {test: RegExp; message: string}> = {
  email: {test: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter an email address, like name@example.com.'},
  date: {test: /^\d{4}-\d{2}-\d{2}$/, message: 'Enter a date as YYYY-MM-DD, like 2026-11-21.'},
  'date-time': {
    test: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    message: 'Enter a date and time with its zone, like 2026-11-21T10:35:00Z.',
  },
  uri: {test: /^[a-z][a-z0-9+.-]*:\/\/\S+$/i, message: 'Enter a full address, like https://example.com/page.'},
};

/** A text value checked against its schema: the value, or a problem in words. */
function scalar(schema: FormSchema, text: string): {value?: unknown; problem?: string} {
  const kind = kindOf(schema);
  if (kind === 'boolean') return {value: text === 'true'};
  if (kind === 'number' || kind === 'integer') {
    const trimmed = text.trim();
    const number = Number(trimmed);
    if (trimmed === '' || !Number.isFinite(number)) {
      return {problem: kind === 'integer' ? 'Enter a whole number.' : 'Enter a number, like 0.5.'};
    }
    if (kind === 'integer' && !Number.isInteger(number)) return {problem: 'Enter a whole number.'};
    const {minimum: min, maximum: max} = schema;
    if (min !== undefined && max !== undefined && (number < min || number > max)) {
      return {problem: `Must be from ${min} to ${max}.`};
    }
    if (min !== undefined && number < min) return {problem: `Must be at least ${min}.`};
    if (max !== undefined && number > max) return {problem: `Must be at most ${max}.`};
    return {value: number};
  }
  if (kind === 'enum') {
    const match = schema.enum!.find((option) => String(option) === text);
    return match === undefined ? {problem: `Choose one of ${schema.enum!.join(', ')}.`} : {value: match};
  }
  const length = [...text].length;
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    return {problem: `At most ${plural(schema.maxLength, 'character')}; this has ${length}.`};
  }
  if (schema.minLength !== undefined && length < schema.minLength) {
    return {problem: `At least ${plural(schema.minLength, 'character')}; this has ${length}.`};
  }
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(text)) {
    return {problem: `Does not have the expected form (${schema.pattern}).`};
  }
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format && !format.test.test(text)) return {problem: format.message};
  return {value: text};
}

/** Whether nothing was typed anywhere in a draft. */
function isEmpty(draft: Draft): boolean {
  if (draft === undefined) return true;
  if (typeof draft === 'string') return draft.trim() === '';
  if (Array.isArray(draft)) return draft.length === 0;
  return Object.values(draft).every(isEmpty);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The value a draft makes, and every problem on the way. A value with a problem is left out of the request (and
 * so of the samples) until it is fixed; the problem says so.
 */
export function valueOf(
  schema: FormSchema,
  draft: Draft,
  path: string,
  required: boolean,
  problems: Problem[],
): unknown {
  const kind = kindOf(schema);
  const empty = draft === undefined || (typeof draft === 'string' && draft.trim() === '' && kind !== 'string');
  if (empty || (typeof draft === 'string' && draft === '' && kind === 'string')) {
    if (required) problems.push({path, message: 'Required.'});
    return undefined;
  }
  if (!required && (kind === 'rows' || kind === 'map') && isEmpty(draft)) return undefined;
  switch (kind) {
    case 'object': {
      const object = draft as Record<string, Draft>;
      // An optional object left empty is left out, without asking for its required fields.
      if (!required && isEmpty(object)) return undefined;
      const requiredFields = new Set(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = valueOf(property, object[name], join(path, name), requiredFields.has(name), problems);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'rows': {
      const rows = draft as Draft[];
      const out = rows.map((row, index) => valueOf(schema.items!, row, `${path}[${index + 1}]`, true, problems) ?? {});
      if (schema.maxItems !== undefined && out.length > schema.maxItems) {
        problems.push({path, message: `At most ${plural(schema.maxItems, 'item')}; this has ${out.length}.`});
      }
      if (schema.minItems !== undefined && out.length < schema.minItems) {
        problems.push({path, message: `At least ${plural(schema.minItems, 'item')}.`});
      }
      return out;
    }
    case 'list': {
      const lines = (draft as string)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const out: unknown[] = [];
      lines.forEach((line, index) => {
        const result = scalar(schema.items!, line);
        if (result.problem) problems.push({path: `${path}[${index + 1}]`, message: result.problem});
        else out.push(result.value);
      });
      if (schema.maxItems !== undefined && out.length > schema.maxItems) {
        problems.push({path, message: `At most ${plural(schema.maxItems, 'item')}; this has ${out.length}.`});
      }
      return out;
    }
    case 'map': {
      const entries = draft as Array<{key: string; value: Draft}>;
      const out: Record<string, unknown> = {};
      entries.forEach((entry, index) => {
        const key = entry.key.trim();
        if (!key) {
          problems.push({path: `${path}[${index + 1}]`, message: 'Give the entry a key.'});
          return;
        }
        if (key in out) {
          problems.push({path: `${path}.${key}`, message: 'Each key once: this one is already there.'});
          return;
        }
        const value = valueOf(schema.values!, entry.value, `${path}.${key}`, true, problems);
        if (value !== undefined) out[key] = value;
      });
      if (schema.maxProperties !== undefined && Object.keys(out).length > schema.maxProperties) {
        problems.push({path, message: `At most ${plural(schema.maxProperties, 'key')}.`});
      }
      return out;
    }
    case 'json':
      try {
        return JSON.parse(draft as string);
      } catch {
        problems.push({path, message: 'Enter valid JSON.'});
        return undefined;
      }
    default: {
      const result = scalar(schema, draft as string);
      if (result.problem) {
        problems.push({path, message: result.problem});
        return undefined;
      }
      return result.value;
    }
  }
}

export type BuilderState = {params: Record<string, string>; body: Draft};

export function initialState(data: BuilderData, values: Record<string, string>): BuilderState {
  return {
    params: Object.fromEntries(
      data.params.map((param) => [
        param.name,
        (param.in === 'path' ? values[param.name] : undefined) ?? param.example ?? '',
      ]),
    ),
    body: data.body ? draftOf(data.body.schema, data.body.example) : undefined,
  };
}

/**
 * The request the form describes, and its problems. Values with problems are left out; a path ID or a header the
 * samples cannot do without keeps its example instead.
 */
export function requestOf(
  data: BuilderData,
  state: BuilderState,
  values: Record<string, string>,
): {request: FilledRequest; problems: Problem[]} {
  const problems: Problem[] = [];
  const pathValues: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  const paramHeaders: Array<[string, string]> = [];
  for (const param of data.params) {
    const text = (state.params[param.name] ?? '').trim();
    const checked = text === '' ? undefined : param.commaSeparated ? {value: text} : scalar(param.schema, text);
    const label = param.in === 'header' ? param.name : `${param.in === 'path' ? 'Path' : 'Query'} ${param.name}`;
    if (text === '' && (param.required || param.in !== 'query')) {
      problems.push({
        path: label,
        message: param.example ? `Required: the samples keep ${param.example} until you enter one.` : 'Required.',
      });
    } else if (checked?.problem) {
      problems.push({
        path: label,
        message: `${checked.problem}${param.in === 'query' ? ' Left out of the samples until then.' : ''}`,
      });
    }
    const usable = text !== '' && !checked?.problem ? text : undefined;
    if (param.in === 'path') pathValues[param.name] = usable ?? param.example ?? '';
    else if (param.in === 'query' && usable !== undefined) query.push([param.name, usable]);
    else if (param.in === 'header') paramHeaders.push([param.name, usable ?? param.example ?? '']);
  }
  const apiKey = values.api_key;
  // Only the API key's placeholder: an operation with another credential (the payment Events token) keeps its own.
  const fixed = (headers: Array<[string, string]>) =>
    headers.map(([name, value]): [string, string] =>
      name === 'Authorization' && apiKey && value === `Bearer ${API_KEY_PLACEHOLDER}`
        ? [name, `Bearer ${apiKey}`]
        : [name, value],
    );
  const request: FilledRequest = {
    method: data.method.toUpperCase(),
    url: buildUrl(data.baseUrl, data.path, pathValues, query),
    headers: [...fixed(data.fixedHeaders.before), ...paramHeaders, ...fixed(data.fixedHeaders.after)],
  };
  if (data.body) {
    const value = valueOf(data.body.schema, state.body, '', true, problems) ?? {};
    if (data.body.mediaType === 'multipart/form-data') {
      const fields = value as Record<string, unknown>;
      request.form = Object.entries(data.body.example as Record<string, unknown>).map(([name, example]) => {
        const property = data.body!.schema.properties?.[name];
        const text = fields[name] === undefined ? String(example) : String(fields[name]);
        return property?.file ? {name, fileName: text} : {name, value: text};
      });
    } else {
      request.body = value;
    }
  }
  return {request, problems};
}
