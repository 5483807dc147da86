import {describe, expect, test} from 'vitest';
import {labelOfValue, parseReturns, parseUses, returnedProblem, returnedValue} from './flow';

describe('recipe flow', () => {
  test('reads returns and uses as the writer types them', () => {
    expect(parseReturns(' source_id=data.0.id  row_id=data.1.id ')).toEqual([
      {name: 'source_id', path: 'data.0.id'},
      {name: 'row_id', path: 'data.1.id'},
    ]);
    expect(parseUses('session_id row_id')).toEqual(['session_id', 'row_id']);
    expect(parseUses(undefined)).toEqual([]);
  });

  test('names a malformed pair', () => {
    expect(returnedProblem({name: 'Session', path: 'id'})).toMatch(/not a value name/);
    expect(returnedProblem({name: 'session_id', path: 'data[0].id'})).toMatch(/not a path/);
    expect(returnedProblem({name: 'session_id', path: 'data.0.id'})).toBeUndefined();
  });

  test('finds the returned text by path, through arrays, and nothing else', () => {
    const response = {data: [{id: 'row_8Fh2Kp4QzL', row_number: 414}], has_more: false};
    expect(returnedValue(response, 'data.0.id')).toBe('row_8Fh2Kp4QzL');
    expect(returnedValue(response, 'data.0.row_number')).toBeUndefined();
    expect(returnedValue(response, 'data.1.id')).toBeUndefined();
    expect(returnedValue(null, 'id')).toBeUndefined();
    expect(labelOfValue('session_id')).toBe('Session ID');
  });
});
