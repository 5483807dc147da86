/**
 * "Try it": the response the reader's request would get, worked out in the page from the operation's own
 * document (the build puts it in the builder's data: `Simulation`, src/api-model.ts). Nothing is sent:
 * the answer is the documented example with the request's own values written in where the response schema has
 * the same field, or, when the request breaks a limit the builder checks, the documented error for it with the
 * Errors page's advice. Pure and unit-tested (try-it.test.ts).
 */
import type {BuilderData, FormSchema, Problem, SimulatedError, Simulation} from '../../api-model';
import type {BuilderState} from './builder-model';

export type SimulatedResponse = {
  status: number;
  statusText: string;
  body?: unknown;
  /** The documented error, when the request breaks a limit. */
  error?: SimulatedError & {param?: string};
  /** The fields of the response that carry the request's own values. */
  echoed: string[];
  generated: boolean;
  description: string;
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
};

const typesOf = (schema: FormSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

/** Whether a value the builder accepted fits a response field as well (type, allowed values, lengths, nesting). */
export function fits(schema: FormSchema, value: unknown): boolean {
  if (schema.const !== undefined) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value as never);
  const types = typesOf(schema);
  if (value === null) return types.includes('null');
  const type = Array.isArray(value) ? 'array' : typeof value;
  const accepted = types.length === 0 || types.some((t) => t === type || (t === 'integer' && Number.isInteger(value)));
  if (!accepted || (type === 'number' && !types.some((t) => t === 'number' || t === 'integer'))) return false;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    return !schema.items || value.every((item) => fits(schema.items!, item));
  }
  if (type === 'object') {
    const object = value as Record<string, unknown>;
    if (schema.properties) {
      if (Object.keys(object).some((key) => !(key in schema.properties!))) return false;
      if ((schema.required ?? []).some((key) => !(key in object))) return false;
      return Object.entries(object).every(([key, item]) => fits(schema.properties![key]!, item));
    }
    if (schema.values) return Object.values(object).every((item) => fits(schema.values!, item));
  }
  return true;
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** `Path chatbot_id` → `chatbot_id`; `knowledge[1].title` (the form counts from 1) → `knowledge[0].title`. */
export function apiParam(path: string): string {
  return path.replace(/^(Path|Query) /, '').replace(/\[(\d+)\]/g, (_, index: string) => `[${Number(index) - 1}]`);
}

/** The prefix of an ID (`bot_` of `bot_7Hq2mX9aLp`), which says what kind of object it names. */
const prefixOf = (value: unknown) => (typeof value === 'string' ? /^[a-z]+_/.exec(value)?.[0] : undefined);

/**
 * The example with the request's values in it: each field of the request body the response also has, and each path
 * ID wherever the response names it (`chatbot_id`, and `id` of the object the path addresses).
 */
function echo(
  simulation: Simulation,
  data: BuilderData,
  pathValues: Record<string, string>,
  body: unknown,
): {body: unknown; echoed: string[]} {
  const out = clone(simulation.body);
  const echoed: string[] = [];
  if (!out || typeof out !== 'object') return {body: out, echoed};
  const schema = simulation.schema;
  const top = out as Record<string, unknown>;
  if (body && typeof body === 'object' && !Array.isArray(body) && schema.properties) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      const field = schema.properties[name];
      if (!field || !(name in top) || !fits(field, value)) continue;
      if (JSON.stringify(top[name]) !== JSON.stringify(value)) echoed.push(name);
      top[name] = clone(value);
    }
  }
  const pathParams = data.params.filter((param) => param.in === 'path');
  const last = pathParams.at(-1);
  const visit = (node: unknown, nodeSchema: FormSchema | undefined, at: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, nodeSchema?.items, `${at}[${index}]`));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(object)) {
      const field = nodeSchema?.properties?.[key];
      const param = pathParams.find((candidate) => candidate.name === key);
      const own =
        key === 'id' && last && prefixOf(last.example) !== undefined && prefixOf(last.example) === prefixOf(value);
      const chosen = param ?? (own ? last : undefined);
      const replacement = chosen ? pathValues[chosen.name] : undefined;
      if (replacement !== undefined && typeof value === 'string' && (!field || fits(field, replacement))) {
        if (value !== replacement) echoed.push(at ? `${at}.${key}` : key);
        object[key] = replacement;
      } else visit(value, field, at ? `${at}.${key}` : key);
    }
  };
  visit(out, schema, '');
  return {body: out, echoed};
}

/** The documented error a problem of the builder's checks leads to, or undefined when the document has none. */
function errorFor(simulation: Simulation, problems: Problem[]): SimulatedResponse['error'] {
  const byCode = (code: string) => simulation.errors.find((error) => error.code === code);
  const missing = problems.find((problem) => problem.message.startsWith('Required'));
  const invalid = problems.find((problem) => !problem.message.startsWith('Required'));
  const pathProblem = problems.find((problem) => problem.path.startsWith('Path '));
  const make = (error: SimulatedError | undefined, problem: Problem, message: string) =>
    error ? {...error, message, param: apiParam(problem.path) || undefined} : undefined;
  const describe = (problem: Problem) => (problem.path ? apiParam(problem.path) : 'The request body');
  if (invalid) {
    const error = make(
      byCode('parameter_invalid'),
      invalid,
      `${describe(invalid)} is not valid: ${invalid.message.replace(/ Left out of the samples until then\.$/, '')}`,
    );
    if (error) return error;
  }
  if (missing) {
    const error = make(byCode('invalid_request'), missing, `${describe(missing)} is required and missing.`);
    if (error) return error;
  }
  if (pathProblem) {
    return make(byCode('resource_not_found'), pathProblem, `No object has the ${apiParam(pathProblem.path)} sent.`);
  }
  return undefined;
}

/**
 * The simulated response to the request the builder describes. `problems` are the builder's own findings
 * (`requestOf`); `body` is the request body it made.
 */
export function simulate(
  data: BuilderData,
  state: BuilderState,
  problems: Problem[],
  body: unknown,
): SimulatedResponse | undefined {
  const simulation = data.simulation;
  if (!simulation) return undefined;
  if (problems.length > 0) {
    const error = errorFor(simulation, problems);
    if (error) {
      const errorBody = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.param ? {param: error.param} : {}),
          request_id: error.requestId,
        },
      };
      return {
        status: error.status,
        statusText: STATUS_TEXT[error.status] ?? '',
        body: errorBody,
        error,
        echoed: [],
        generated: false,
        description: error.meaning,
      };
    }
  }
  const pathValues = Object.fromEntries(
    data.params
      .filter((param) => param.in === 'path')
      .map((param) => [param.name, (state.params[param.name] ?? '').trim() || param.example || '']),
  );
  const echoed = echo(simulation, data, pathValues, data.body?.mediaType === 'application/json' ? body : undefined);
  return {
    status: simulation.status,
    statusText: STATUS_TEXT[simulation.status] ?? '',
    ...(echoed.body === undefined ? {} : {body: echoed.body}),
    echoed: echoed.echoed,
    generated: simulation.generated,
    description: simulation.description,
  };
}
