/**
 * Review round 38 (developer guide), on the build: the API pages show a request body's own schema description and
 * an array item's (openapi.yaml's TwilioMessageCreate and KnowledgeInput), in the page and its Markdown twin; a
 * deprecated operation says so in its mark, not again in its description.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const dir = path.resolve(process.env.BUILD_DIR ?? 'build');
const twin = (page: string) => readFileSync(path.join(dir, `${page}.md`), 'utf8').replace(/\s+/g, ' ');
const html = (page: string) => readFileSync(path.join(dir, `${page}.html`), 'utf8');

describe('developer guide, review round 38, built', () => {
  it('the build has the pages', () => {
    for (const page of ['developer/api/chatbot/create-a-chatbot', 'developer/api/send-twilio-message']) {
      expect(existsSync(path.join(dir, `${page}.md`)), page).toBe(true);
    }
  });

  it("Create a chatbot shows KnowledgeInput's entry types under the knowledge items; Send a Twilio message, the exactly-one-of rule", () => {
    expect(twin('developer/api/chatbot/create-a-chatbot')).toContain(
      'A `text` entry needs `title` and `content`, a `qa` entry `question` and `answer`, a `url` entry `url`.',
    );
    expect(html('developer/api/chatbot/create-a-chatbot')).toMatch(
      /Fields of each item of <code>knowledge<\/code> \(\d+\)<\/summary><p>A <code>text<\/code> entry needs/,
    );
    expect(twin('developer/api/send-twilio-message')).toMatch(
      /exactly one of them, or the call answers `400 parameter_invalid`/,
    );
  });

  it('a first-sheet page says "Deprecated since" once, in its mark', () => {
    const text = twin('developer/api/chatbot/source/googlesheet/first-sheet/get');
    expect(text.match(/Deprecated since/g)).toHaveLength(1);
  });
});
