/**
 * Reading and running the shipped Activepieces flows (static/files/activepieces-*.json) the way Activepieces does.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const FILES_DIR = path.resolve(import.meta.dirname, '../../static/files');

export type Step = {
  name: string;
  type: string;
  displayName: string;
  settings: Record<string, unknown> & {input?: Record<string, unknown>};
  nextAction?: Step;
  children?: Array<Step | null>;
};

export type FlowFile = {name: string; flows: Array<{displayName: string; trigger: Step; schemaVersion?: string}>};

export function readFlow(file: string): FlowFile {
  return JSON.parse(readFileSync(path.join(FILES_DIR, file), 'utf8')) as FlowFile;
}

/** Every step with the steps that run before it on its path (the trigger first). */
export function stepsWithAncestors(trigger: Step): Array<{step: Step; before: string[]}> {
  const out: Array<{step: Step; before: string[]}> = [];
  const walk = (step: Step | undefined | null, before: string[]) => {
    if (!step) return;
    out.push({step, before});
    const next = [...before, step.name];
    for (const child of step.children ?? []) walk(child, next);
    walk(step.nextAction, next);
  };
  walk(trigger, []);
  return out;
}

const EXPRESSION = /\{\{\s*([^}]+?)\s*\}\}/g;

/** Every `{{…}}` expression in a value (strings inside objects and arrays too). */
export function expressionsIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(EXPRESSION)].map((match) => match[1]);
  if (Array.isArray(value)) return value.flatMap(expressionsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(expressionsIn);
  return [];
}

/** The expressions a step reads: its inputs, and a router's conditions. */
export function expressionsOf(step: Step): string[] {
  return expressionsIn(step.settings.input ?? {}).concat(expressionsIn(step.settings.branches ?? []));
}

function lookup(scope: Record<string, unknown>, expression: string): unknown {
  return expression.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], scope);
}

/**
 * Resolves inputs as Activepieces does: a value that is one expression keeps the type of what it names, an
 * expression inside text is written into the text.
 */
export function resolveInputs(value: unknown, scope: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{\s*([^}]+?)\s*\}\}$/.exec(value);
    if (whole) return lookup(scope, whole[1]);
    return value.replace(EXPRESSION, (_, expression: string) => String(lookup(scope, expression) ?? ''));
  }
  if (Array.isArray(value)) return value.map((item) => resolveInputs(item, scope));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveInputs(item, scope)]));
  }
  return value;
}

/**
 * Runs a Code step as Activepieces' V8-isolate sandbox does: only the exported `code` function is kept, written
 * out with `toString()` and called with `inputs` in a context that has JavaScript's built-ins and nothing else
 * (no `fetch`, `require`, `Buffer` or `URLSearchParams`). Code that leans on anything else fails here too.
 */
export async function runCodeStep(step: Step, inputs: unknown): Promise<Record<string, unknown>> {
  const source = (step.settings.sourceCode as {code: string}).code;
  const moduleScope = vm.createContext({exports: {}});
  vm.runInContext(source.replace(/^export const code\s*=/m, 'exports.code ='), moduleScope);
  const code = (moduleScope.exports as {code?: unknown}).code;
  if (typeof code !== 'function') throw new Error(`${step.name}: the code exports no function named code`);
  const sandbox = vm.createContext({inputs: JSON.parse(JSON.stringify(inputs ?? {}))});
  const result = await vm.runInContext(`const code = ${code.toString()};\ncode(inputs);`, sandbox, {timeout: 2000});
  return JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
}

export function findStep(trigger: Step, name: string): Step {
  const found = stepsWithAncestors(trigger).find(({step}) => step.name === name)?.step;
  if (!found) throw new Error(`no step named ${name}`);
  return found;
}
