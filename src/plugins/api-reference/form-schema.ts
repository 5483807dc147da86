/**
 * A schema of the document as the request builder's form reads it (`FormSchema`, src/api-model.ts): `allOf`
 * merged, only the keywords the form and "Try it" use, uploads and map values named. Made at build time for the
 * builder's parameters and body (./builder.ts) and the simulated response (./simulate.ts).
 */
import type {FormSchema, SchemaKeywords} from '../../api-model';
import type {Schema} from './types';
import {mergeAllOf} from './view';

const MAX_DEPTH = 8;

/** The schema, with only what the form reads. */
export function formSchema(input: Schema | undefined, depth = MAX_DEPTH): FormSchema {
  if (!input || depth <= 0) return {};
  const schema = mergeAllOf(input);
  const out: FormSchema = {};
  const keys = [
    'type',
    'format',
    'enum',
    'const',
    'default',
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'maxProperties',
    'pattern',
    'required',
  ] as const satisfies ReadonlyArray<keyof SchemaKeywords>;
  for (const key of keys) if (schema[key] !== undefined) (out as Record<string, unknown>)[key] = schema[key];
  if (schema.description) out.description = schema.description.trim();
  if (schema.contentMediaType || schema.format === 'binary') out.file = true;
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, formSchema(property, depth - 1)]),
    );
  }
  if (schema.items) out.items = formSchema(schema.items, depth - 1);
  if (typeof schema.additionalProperties === 'object') out.values = formSchema(schema.additionalProperties, depth - 1);
  return out;
}
