/**
 * An edit (`PATCH`) keeps the value of every field it leaves out, so its body shows no default: a default beside
 * "Fields you leave out keep their values" would tell the reader the opposite. Creating a chatbot shows its defaults.
 */
import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {fieldsOf, type Field} from './view';

/** Every field of a body, nested ones included, with its path. */
function allFields(fields: Field[], prefix = ''): Array<{path: string; field: Field}> {
  return fields.flatMap((field) => [
    {path: `${prefix}${field.name}`, field},
    ...allFields(field.children?.fields ?? [], `${prefix}${field.name}.`),
  ]);
}

describe('request bodies of openapi/openapi.yaml', async () => {
  const {dereferenced} = await loadDocument();
  const operations = Object.values(dereferenced.paths)
    .flatMap((item) => [item.patch, item.post])
    .filter(Boolean);
  const body = (operationId: string) => {
    const operation = operations.find((item) => item!.operationId === operationId);
    return fieldsOf(operation?.requestBody?.content['application/json']?.schema);
  };

  test('an edit (PATCH) shows no default for a field it leaves unchanged', () => {
    const patches = Object.values(dereferenced.paths).flatMap((item) => (item.patch ? [item.patch] : []));
    expect(patches.length).toBeGreaterThan(0);
    for (const operation of patches) {
      const fields = fieldsOf(operation.requestBody?.content['application/json']?.schema);
      const withDefault = allFields(fields).filter(({field}) => field.default !== undefined);
      expect(
        withDefault.map(({path}) => path),
        operation.operationId,
      ).toEqual([]);
    }
  });

  test("creating a chatbot shows the new chatbot's model and temperature; editing it shows none", () => {
    const create = new Map(body('createChatbot').map((field) => [field.name, field.default]));
    expect(create.get('model')).toBeDefined();
    expect(create.get('temperature')).toBe('0.3');
    const edit = body('updateChatbot');
    expect(edit.map((field) => field.name)).toEqual(expect.arrayContaining(['model', 'temperature']));
  });
});
