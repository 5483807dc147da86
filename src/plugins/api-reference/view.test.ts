import {describe, expect, test} from 'vitest';
import {constraintsOf, flattenSchema, mergeAllOf, typeLabel} from './view';

describe('schema to table rows', () => {
  test('nested objects and arrays of objects get dotted names', () => {
    const rows = flattenSchema({
      type: 'object',
      required: ['rows'],
      properties: {
        rows: {type: 'array', items: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}}},
        visitor: {type: 'object', properties: {email: {type: 'string', format: 'email'}}},
      },
    });
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ['rows', 'array of object', true],
      ['rows[].id', 'string', true],
      ['visitor', 'object', false],
      ['visitor.email', 'string (email)', false],
    ]);
  });

  test('allOf parts merge their properties and required lists', () => {
    const merged = mergeAllOf({
      allOf: [
        {type: 'object', properties: {a: {type: 'string'}}, required: ['a']},
        {type: 'object', properties: {b: {type: 'integer'}}, required: ['b']},
      ],
    });
    expect(Object.keys(merged.properties ?? {})).toEqual(['a', 'b']);
    expect(merged.required).toEqual(['a', 'b']);
  });

  test('types and limits read as a person would write them', () => {
    expect(typeLabel({type: ['integer', 'null']})).toBe('integer or null');
    expect(typeLabel({type: 'object', additionalProperties: {type: 'string'}})).toBe('map of string');
    expect(typeLabel({type: 'string', contentMediaType: 'application/octet-stream'})).toBe('file');
    expect(constraintsOf({type: 'string', minLength: 1, maxLength: 100})).toEqual(['1 to 100 characters.']);
    expect(constraintsOf({type: 'integer', minimum: 1, maximum: 100, default: 20})).toEqual([
      'From 1 to 100.',
      'Defaults to `20`.',
    ]);
    expect(constraintsOf({type: 'string', enum: ['day', 'month']})).toEqual(['One of `day`, `month`.']);
  });
});
