/**
 * The API's history: how a difference between two versions of the document is classified (breaking or not),
 * the changelog generated from the releases with the writers' notes, and `npm run check:api-changes` on the
 * repository as it is and on a scratch copy with a breaking change.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {
  changeList,
  DETAIL_SUMMARY,
  END,
  NOTE_LEAD,
  renderEntries,
  splitNote,
  START,
} from '../../src/api-history/changelog.mjs';
import {check, release} from './cli.mjs';
import {changesBetween, noteDates, readReleases, ROOT} from '../../src/api-history/history.mjs';
import {MARKED_DAYS, marksFromHistory} from '../../src/api-history/marks.mjs';

// Documents are edited freely in the tests, as YAML would be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

/** A small document: one operation with a parameter, a request body, a response, and one event. */
function base(): Doc {
  return {
    openapi: '3.1.0',
    info: {title: 'Test', version: 'v1'},
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          parameters: [{name: 'mode', in: 'query', schema: {type: 'string'}}],
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/ThingCreate'}}}},
          responses: {
            '201': {
              description: 'Created.',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
            },
          },
        },
      },
    },
    webhooks: {
      'thing.created': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    {$ref: '#/components/schemas/Envelope'},
                    {type: 'object', properties: {data: {type: 'object', properties: {id: {type: 'string'}}}}},
                  ],
                },
              },
            },
          },
          responses: {'200': {description: 'Received.'}},
        },
      },
    },
    components: {
      schemas: {
        ThingCreate: {
          type: 'object',
          required: ['name'],
          properties: {
            name: {type: 'string', maxLength: 5000},
            colour: {type: 'string', enum: ['red', 'blue']},
            note: {type: 'string'},
          },
        },
        Thing: {
          type: 'object',
          properties: {id: {type: 'string'}, status: {type: 'string', enum: ['open', 'closed']}},
        },
        Envelope: {type: 'object', properties: {id: {type: 'string'}, type: {type: 'string'}}},
      },
    },
  };
}

function changed(edit: (doc: Doc) => void) {
  const after = base();
  edit(after);
  return changesBetween(base(), after).map(({change, breaking, text}) => ({change, breaking, text}));
}

describe('classification of changes between two versions of the document', () => {
  test('removals, a request field made required and a narrowed request constraint are breaking', () => {
    expect(changed((doc) => delete doc.paths['/things'].post)).toEqual([
      {change: 'removed', breaking: true, text: 'POST /things (`createThing`) removed.'},
    ]);
    expect(changed((doc) => delete doc.components.schemas.Thing.properties.id)).toEqual([
      {change: 'removed', breaking: true, text: 'Removed response 201 `id` of POST /things (`createThing`).'},
    ]);
    expect(changed((doc) => doc.components.schemas.ThingCreate.required.push('note'))).toEqual([
      {change: 'required', breaking: true, text: 'Now required: request body `note` of POST /things (`createThing`).'},
    ]);
    expect(changed((doc) => (doc.components.schemas.ThingCreate.properties.colour.enum = ['red']))).toEqual([
      {
        change: 'enum-removed',
        breaking: true,
        text: 'Value `blue` removed from request body `colour` of POST /things (`createThing`).',
      },
    ]);
    expect(changed((doc) => (doc.components.schemas.ThingCreate.properties.name.maxLength = 4000))).toEqual([
      {
        change: 'narrowed',
        breaking: true,
        text: 'Narrowed request body `name` of POST /things (`createThing`): maxLength `5000` → `4000`.',
      },
    ]);
    expect(changed((doc) => delete doc.webhooks['thing.created'])).toEqual([
      {change: 'removed', breaking: true, text: 'Event `thing.created` removed.'},
    ]);
  });

  test('additions, a deprecation and a widened request constraint are not breaking', () => {
    expect(changed((doc) => (doc.components.schemas.ThingCreate.properties.name.maxLength = 8000))).toEqual([
      {
        change: 'changed',
        breaking: false,
        text: 'Changed request body `name` of POST /things (`createThing`): maxLength `5000` → `8000`.',
      },
    ]);
    expect(changed((doc) => doc.components.schemas.Thing.properties.status.enum.push('archived'))).toEqual([
      {
        change: 'enum-added',
        breaking: false,
        text: 'New value `archived` for response 201 `status` of POST /things (`createThing`).',
      },
    ]);
    expect(
      changed((doc) => {
        doc.paths['/things'].get = {operationId: 'listThings', responses: {'200': {description: 'The things.'}}};
        doc.webhooks['thing.updated'] = structuredClone(doc.webhooks['thing.created']);
        doc.webhooks['thing.created'].post.requestBody.content[
          'application/json'
        ].schema.allOf[1].properties.data.properties.size = {type: 'integer'};
      }),
    ).toEqual([
      {change: 'added', breaking: false, text: 'GET /things (`listThings`) added.'},
      {change: 'added', breaking: false, text: 'New payload `data.size` of Event `thing.created`.'},
      {change: 'added', breaking: false, text: 'Event `thing.updated` added.'},
    ]);
    expect(
      changed((doc) => {
        doc.paths['/things'].post.deprecated = true;
        doc.paths['/things'].post['x-replaced-by'] = 'createThingV2';
      }),
    ).toEqual([
      {
        change: 'deprecated',
        breaking: false,
        text: 'POST /things (`createThing`) deprecated: use `createThingV2` instead.',
      },
    ]);
  });

  test('descriptions, examples and a reordered allOf are no change of the API', () => {
    expect(
      changed((doc) => {
        doc.paths['/things'].post.description = 'Creates a thing.';
        doc.components.schemas.Thing.example = {id: 'thg_1'};
        doc.webhooks['thing.created'].post.requestBody.content['application/json'].schema.allOf.reverse();
      }),
    ).toEqual([]);
  });
});

describe('a change of a shared schema', () => {
  /** The small document with an `Error` schema that two operations answer with, on two statuses each. */
  function withErrors(): Doc {
    const doc = base();
    doc.components.schemas.Error = {
      type: 'object',
      properties: {error: {type: 'object', properties: {code: {type: 'string'}}}},
    };
    const error = {
      description: 'An error.',
      content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}},
    };
    doc.paths['/things'].post.responses['400'] = structuredClone(error);
    doc.paths['/things'].post.responses['500'] = structuredClone(error);
    doc.paths['/things'].get = {operationId: 'listThings', responses: {'401': error, '500': structuredClone(error)}};
    return doc;
  }

  test('is one line naming the schema, not a line for every operation and status', () => {
    const after = withErrors();
    after.components.schemas.Error.properties.error.properties.existing_id = {type: 'string'};
    const {main, detail} = changeList(changesBetween(withErrors(), after), new Map());
    expect(main).toEqual([]);
    expect(detail).toEqual(['- **`Error`** gains `error.existing_id` (shared by 2 operations).']);
  });

  test('used in one place only, it stays on its operation', () => {
    const after = base();
    after.components.schemas.Thing.properties.size = {type: 'integer'};
    const {detail} = changeList(changesBetween(base(), after), new Map());
    expect(detail).toEqual(['- `POST /things`: new response 201 `size`.']);
  });
});

describe('a response header added to many operations', () => {
  /** The small document with three more operations, each answering 200 and 500 with a request ID header. */
  function withOperations(): Doc {
    const doc = base();
    const id = () => ({'Parley-Request-Id': {schema: {type: 'string'}}});
    for (const name of ['a', 'b', 'c']) {
      doc.paths[`/${name}`] = {
        get: {
          operationId: `get${name}`,
          responses: {'200': {description: 'OK.', headers: id()}, '500': {description: 'Error.', headers: id()}},
        },
      };
    }
    return doc;
  }

  test('is one line for the headers that come together, with the statuses, not a line for each header and status', () => {
    const after = withOperations();
    for (const name of ['a', 'b', 'c']) {
      for (const response of Object.values(after.paths[`/${name}`].get.responses) as Array<Record<string, unknown>>) {
        const headers = response.headers as Record<string, unknown>;
        headers['RateLimit-Limit'] = {schema: {type: 'integer'}};
        headers['RateLimit-Reset'] = {schema: {type: 'integer'}};
      }
    }
    after.paths['/a'].get.responses['200'].headers['X-Only-Here'] = {schema: {type: 'string'}};
    const {main, detail} = changeList(changesBetween(withOperations(), after), new Map());
    expect(main).toEqual([]);
    expect(detail).toEqual([
      '- **On 3 operations:** new response headers `RateLimit-Limit` and `RateLimit-Reset`, on responses 200, 500.',
      '- `GET /a`: new response 200 header `X-Only-Here`.',
    ]);
  });
});

describe('the changelog generated from the releases', () => {
  const page = readFileSync(path.join(ROOT, 'developer/changelog.mdx'), 'utf8');
  const entries = renderEntries(ROOT);

  test('every note date has its entry, newest first, with the note as written', () => {
    const headings = [...entries.matchAll(/^## (\S+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(
      [...new Set([...noteDates(ROOT), ...readReleases(ROOT).map((r) => r.date)])].sort().reverse(),
    );
    for (const date of noteDates(ROOT)) {
      const note = readFileSync(path.join(ROOT, `openapi/releases/notes/${date}.md`), 'utf8').trim();
      const section = entries.split(`## ${date}\n\n`)[1].split(/\n## \d/)[0];
      // Its What to do lines open the entry; the rest of it opens the entry's fold (review 46 #3c).
      const {lead, rest} = splitNote(note);
      expect(section.startsWith(`${lead}\n\n<details>\n<summary>${DETAIL_SUMMARY}</summary>`), date).toBe(true);
      expect(section, `the note of ${date}, whole`).toContain(`<summary>${DETAIL_SUMMARY}</summary>\n\n${rest}`);
    }
  });

  test('a release lists what changed in the document, with links to the reference', () => {
    const section = entries.split('## 2026-11-23\n\n')[1].split(/\n## \d/)[0];
    expect(section).toContain('since the release of 2025-03-01');
    expect(section).toContain('[`lead.updated`](./webhook/lead.mdx)');
    expect(section).toContain(
      '**Deprecated:** [`POST /chatbots/{chatbot_id}/sources/google-sheet/rows`](./api/chatbot/source/googlesheet/first-sheet/create.mdx), use [`createGoogleSheetRows`](./api/chatbot/source/googlesheet/create-googlesheet-data.mdx) instead.',
    );
  });

  test('each entry leads with what to do; a detail many operations share is one line, folded', () => {
    for (const date of noteDates(ROOT)) {
      const section = entries.split(`## ${date}\n\n`)[1].split(/\n## \d/)[0];
      expect(section.startsWith(NOTE_LEAD), `the entry of ${date} opens with ${NOTE_LEAD}`).toBe(true);
    }
    const section = entries.split('## 2026-11-24\n\n')[1].split(/\n## \d/)[0];
    expect(section.match(/header `Parley-Request-Id`/g)).toHaveLength(1);
    expect(section).toMatch(
      /\*\*On \d{2} operations:\*\* new response header `Parley-Request-Id`, on responses 200, 201, 202, 400, [\d, ]*429, 500, 503\./,
    );
    // The entry shows only its What to do lines (review 46 #3c); in its fold, what a developer acts on (new
    // operations and events, deprecations and breaking changes) comes before the field-by-field lines.
    const [shown, opened] = section.split(`<details>\n<summary>${DETAIL_SUMMARY}</summary>`);
    expect(shown).not.toContain('**New operations:**');
    const [visible, folded] = opened.split('<details>');
    expect(visible).toContain('**New operations:**');
    expect(visible).toContain('maxLength `5000` → `4000` (breaking)');
    expect(folded).toContain('</details>');
    expect(folded).not.toContain('(breaking)');
  });

  test('the page keeps its hand-written introduction around the generated entries', () => {
    expect(page.indexOf('## How changes are announced')).toBeLessThan(page.indexOf(START));
    expect(page.indexOf(END)).toBeLessThan(page.indexOf('## Related pages'));
    expect(page).toContain(`${START}\n\n${entries}\n\n${END}`);
  });

  test('the reference marks what the last releases changed, not what the first release introduced', () => {
    const history = [
      {date: '2025-03-01', baseline: true, changes: changesBetween(base(), base())},
      {
        date: '2026-11-25',
        baseline: false,
        changes: changesBetween(
          base(),
          (() => {
            const doc = base();
            doc.components.schemas.Thing.properties.size = {type: 'integer'};
            doc.paths['/things'].post.deprecated = true;
            doc.paths['/things'].post['x-replaced-by'] = 'createThingV2';
            return doc;
          })(),
        ),
      },
    ];
    const marks = marksFromHistory(history).get('operation createThing');
    expect(marks?.marks).toEqual([{kind: 'deprecated', date: '2026-11-25', replacement: 'createThingV2'}]);
    expect(marks?.fields.get('response 201|size')).toEqual([{kind: 'new', date: '2026-11-25'}]);
    // Releases within MARKED_DAYS of the newest keep their marks however many came since; older ones lose them.
    const later = (date: string) => ({date, baseline: false, changes: changesBetween(base(), base())});
    const withinWindow = [...history, later('2026-11-26'), later('2026-11-27'), later('2026-12-01')];
    expect(marksFromHistory(withinWindow).get('operation createThing')?.marks).toHaveLength(1);
    const dayAfterWindow = new Date(Date.parse('2026-11-25') + (MARKED_DAYS + 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const afterWindow = [...history, later(dayAfterWindow)];
    expect(marksFromHistory(afterWindow).get('operation createThing')).toBeUndefined();
  });

  test('a common response header marks the header, not its operation (review 34 #7)', () => {
    const change = (name: string) => ({
      subject: {kind: 'operation', id: 'createThing'},
      change: 'added',
      field: {section: 'response 201 header', name},
    });
    const release = (changes: unknown[]) => [{date: '2026-11-28', baseline: false, changes}];
    const common = marksFromHistory(release([change('RateLimit-Limit')])).get('operation createThing');
    expect(common?.marks).toEqual([]);
    expect(common?.fields.get('response 201 header|RateLimit-Limit')).toEqual([{kind: 'new', date: '2026-11-28'}]);
    const own = marksFromHistory(release([change('Location')])).get('operation createThing');
    expect(own?.marks).toEqual([{kind: 'changed', date: '2026-11-28'}]);
  });
});

// Each check diffs every release with the one before: generous time on a busy machine.
describe('npm run check:api-changes', {timeout: 120_000}, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-history-'));
  for (const folder of ['openapi', 'developer', 'integration']) {
    cpSync(path.join(ROOT, folder), path.join(scratch, folder), {recursive: true});
  }
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));
  const documentPath = path.join(scratch, 'openapi/openapi.yaml');
  const original = readFileSync(documentPath, 'utf8');
  // The scratch change: a Q&A answer's limit lowered by 1000 characters, from whatever the document says now, in a
  // release after the last one.
  const answerLimit = /\banswer:\n\s+type: string\n\s+maxLength: (\d+)/.exec(original);
  if (!answerLimit) throw new Error('openapi/openapi.yaml has no Q&A answer with a maxLength to narrow');
  const from = Number(answerLimit[1]);
  const to = from - 1000;
  const lastRelease = readReleases(ROOT).at(-1)!.date;
  const dayAfter = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const next = dayAfter(lastRelease, 1);
  const before = dayAfter(lastRelease, -1);
  const narrowed = `Narrowed request body \`add[].answer\` of PATCH /chatbots/{chatbot_id}/knowledge (\`updateChatbotKnowledge\`): maxLength \`${from}\` → \`${to}\`.`;
  const qaAnswerLowered = () =>
    original.replace(
      new RegExp(`(\\banswer:\\n\\s+type: string\\n\\s+maxLength: )${from}`, 'g'),
      (_, head) => `${head}${to}`,
    );

  // That the repository as it is passes is `npm run check:api-changes` itself, in the static checks of `npm test`.

  test('fails on a breaking change, naming it and the command that releases it', () => {
    writeFileSync(documentPath, qaAnswerLowered());
    const run = spawnSync(process.execPath, ['scripts/api-history/cli.mjs', 'check', '--root', scratch], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`openapi/openapi.yaml breaks the last release (${lastRelease})`);
    expect(run.stderr).toContain(narrowed);
    expect(run.stderr).toContain('npm run api:release -- --date YYYY-MM-DD --accept-breaking');
  });

  test('the release command refuses it without --accept-breaking, records it with it, and the check passes', () => {
    writeFileSync(documentPath, qaAnswerLowered());
    expect(() => release(next, {root: scratch})).toThrow(/--accept-breaking/);
    expect(() => release(before, {root: scratch, acceptBreaking: true})).toThrow(/not after the last release/);
    release(next, {root: scratch, acceptBreaking: true});
    expect(readFileSync(path.join(scratch, `openapi/releases/${next}.yaml`), 'utf8')).toContain(`maxLength: ${to}`);
    expect(readReleases(scratch).at(-1)?.breaking.join('\n')).toContain(narrowed);
    expect(existsSync(path.join(scratch, `openapi/releases/notes/${next}.md`))).toBe(true);
    const page = readFileSync(path.join(scratch, 'developer/changelog.mdx'), 'utf8');
    expect(page.indexOf(`## ${next}`)).toBeLessThan(page.indexOf(`## ${lastRelease}`));
    expect(page).toContain(`narrowed request body \`add[].answer\`: maxLength \`${from}\` → \`${to}\` (breaking)`);
    const result = check(scratch);
    expect(result.failed, result.out.join('\n')).toBe(false);
  });

  test('lists a change that breaks nothing as unreleased, without failing', () => {
    const scratchDocument = readFileSync(documentPath, 'utf8');
    writeFileSync(documentPath, scratchDocument.replace(`maxLength: ${to}`, `maxLength: ${to + 500}`));
    const result = check(scratch);
    expect(result.failed).toBe(false);
    expect(result.out.join('\n')).toMatch(new RegExp(`Unreleased \\(not breaking\\), \\d+ changes? since ${next}`));
  });

  test('fails on a note that does not lead with what to do, naming the note and the fix', () => {
    const notePath = path.join(scratch, 'openapi/releases/notes/2026-10-06.md');
    const note = readFileSync(notePath, 'utf8');
    writeFileSync(notePath, note.replace(`${NOTE_LEAD} `, ''));
    expect(() => check(scratch)).toThrow(
      /openapi\/releases\/notes\/2026-10-06\.md: a note opens with "\*\*What to do:\*\*"/,
    );
    writeFileSync(notePath, note);
    expect(check(scratch).failed).toBe(false);
  });

  test('fails when the page was edited by hand in the generated region', () => {
    const pagePath = path.join(scratch, 'developer/changelog.mdx');
    writeFileSync(pagePath, readFileSync(pagePath, 'utf8').replace('## 2026-10-06\n', '## 2026-10-06\n\nEdited.\n'));
    const result = check(scratch);
    expect(result.failed).toBe(true);
    expect(result.out.join('\n')).toContain(
      'developer/changelog.mdx is not generated from openapi/releases/ as it stands. Run: npm run api:changelog',
    );
    execFileSync(process.execPath, ['scripts/api-history/cli.mjs', 'changelog', '--root', scratch], {cwd: ROOT});
    expect(check(scratch).failed).toBe(false);
  });
});
