/**
 * One channel per example session ID, across every example a reader sees: openapi/openapi.yaml's examples, the JSON
 * bodies of the developer and integration pages, and the shipped sample files. A reader who follows one session ID
 * from an example to another must not find it an `api` session on one page and a `website` one on the next (review
 * round 17: the Twilio example's session, an `api` one elsewhere, would answer `409 session_channel_mismatch`).
 * A failure names the session ID and where each channel was found.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadDocument} from '../src/plugins/api-reference/document';

const ROOT = path.resolve(import.meta.dirname, '..');
const SESSION_ID = /^ses_[A-Za-z0-9]{10}$/;

type Sighting = {session: string; channel: string; where: string};

/** Session IDs with a `channel` beside them, and the channels the API names in its examples by the operation. */
export function sightingsInDocument(document: Record<string, unknown>): Sighting[] {
  const found: Sighting[] = [];
  const walk = (value: unknown, where: string, implied?: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}/${index}`, implied));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const session = [record.id, record.session_id].find((id) => typeof id === 'string' && SESSION_ID.test(id));
      if (typeof session === 'string' && typeof record.channel === 'string') {
        found.push({session, channel: record.channel, where});
      } else if (typeof record.session_id === 'string' && SESSION_ID.test(record.session_id) && implied) {
        found.push({session: record.session_id, channel: implied, where});
      }
      for (const [key, item] of Object.entries(record)) walk(item, `${where}/${key}`, implied);
    } else if (typeof value === 'string') {
      // An error message such as "Chat session ses_… is a website conversation, not a Twilio conversation …".
      for (const match of value.matchAll(/Chat session (ses_[A-Za-z0-9]{10}) is an? (\w+) conversation/g)) {
        found.push({session: match[1]!, channel: match[2]!, where});
      }
    }
  };
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [route, item] of Object.entries(paths)) {
    // Send a Twilio message joins `twilio` sessions only; Message a chatbot answers `api` sessions only.
    const implied = route.includes('/twilio/')
      ? 'twilio'
      : route.endsWith('/sessions/{session_id}/messages')
        ? 'api'
        : undefined;
    walk(item, `paths${route}`, implied);
  }
  const {paths: _paths, ...rest} = document;
  walk(rest, '');
  return found;
}

/** Session IDs beside a `"channel"` in the same JSON object of a page's text, nested objects included. */
export function sightingsInText(text: string, file: string): Sighting[] {
  const found: Sighting[] = [];
  let rest = text;
  // Innermost objects first; each is then replaced by a placeholder, so that its parent becomes innermost.
  for (let changed = true; changed;) {
    changed = false;
    rest = rest.replace(/\{[^{}]*\}/g, (object) => {
      changed = true;
      const session = /"(?:id|session_id)"\s*:\s*"(ses_[A-Za-z0-9]{10})"/.exec(object)?.[1];
      const channel = /"channel"\s*:\s*"(\w+)"/.exec(object)?.[1];
      if (session && channel) found.push({session, channel, where: file});
      return '0';
    });
  }
  return found;
}

export function conflicts(sightings: Sighting[]): Record<string, string[]> {
  const bySession = new Map<string, Sighting[]>();
  for (const sighting of sightings)
    bySession.set(sighting.session, [...(bySession.get(sighting.session) ?? []), sighting]);
  return Object.fromEntries(
    [...bySession]
      .filter(([, seen]) => new Set(seen.map(({channel}) => channel)).size > 1)
      .map(([session, seen]) => [session, seen.map(({channel, where}) => `${channel} at ${where}`)]),
  );
}

const pageFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(mdx|md|json)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));

describe('example session IDs', () => {
  test('each has one channel in every example of openapi.yaml, the pages and the sample files', async () => {
    const {published} = await loadDocument();
    const sightings = [
      ...sightingsInDocument(published),
      ...['developer', 'integration', 'static/files']
        .flatMap(pageFiles)
        .flatMap((file) => sightingsInText(readFileSync(path.join(ROOT, file), 'utf8'), file)),
    ];
    const channels = new Set(sightings.map(({channel}) => channel));
    // The check sees sessions of several channels, the Twilio example's among them.
    expect([...channels]).toEqual(expect.arrayContaining(['api', 'website', 'twilio']));
    expect(conflicts(sightings)).toEqual({});
  });

  test('a session ID given two channels is reported, in the document and in a page', () => {
    const document = {
      paths: {
        '/chatbots/{chatbot_id}/twilio/messages': {post: {example: {session_id: 'ses_3kT9vQ2wZr'}}},
      },
      webhooks: {'conversation.ended': {example: {data: {session: {id: 'ses_3kT9vQ2wZr', channel: 'website'}}}}},
    };
    const page = '```json\n{"data": {"session_id": "ses_3kT9vQ2wZr", "session": {"id": "x"}, "channel": "api"}}\n```';
    const found = [...sightingsInDocument(document), ...sightingsInText(page, 'page.mdx')];
    expect(Object.keys(conflicts(found))).toEqual(['ses_3kT9vQ2wZr']);
    expect(conflicts(found)['ses_3kT9vQ2wZr']).toEqual([
      'twilio at paths/chatbots/{chatbot_id}/twilio/messages/post/example',
      'website at /webhooks/conversation.ended/example/data/session',
      'api at page.mdx',
    ]);
  });
});
