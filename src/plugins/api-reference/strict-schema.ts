/**
 * A schema of the OpenAPI document as a strict JSON Schema: what the sample tests (scripts/samples) and the "Try it"
 * tests validate with. Strict on purpose: a property a schema does not declare is an error, because a typo in a
 * hand-written sample (`"vistor"`) is otherwise accepted by any JSON Schema validator.
 */
import type {Schema} from './types';
import {mergeAllOf} from './view';

export type AnySchema = Schema & Record<string, unknown>;

/**
 * The schema with its `allOf` parts merged (as the reference pages show them) and `unevaluatedProperties: false` on
 * every object that does not say what other properties it takes.
 */
export function strictSchema(schema: AnySchema): AnySchema {
  if (typeof schema !== 'object' || schema === null) return schema;
  const out = {...mergeAllOf(schema)} as AnySchema;
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, value]) => [name, strictSchema(value as AnySchema)]),
    );
  }
  if (out.items) out.items = strictSchema(out.items as AnySchema);
  if (typeof out.additionalProperties === 'object')
    out.additionalProperties = strictSchema(out.additionalProperties as AnySchema);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (out[key]) out[key] = out[key]!.map((part) => strictSchema(part as AnySchema));
  }
  const isObject = out.properties || out.type === 'object';
  if (isObject && out.additionalProperties === undefined) out.unevaluatedProperties = false;
  return out;
}
