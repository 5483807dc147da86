/**
 * The decisions of review round 25 of issue 45 (developer guide, the API half; scripts/developer-guide-round25.test.ts
 * has the other half) that live in the document and page text: the code
 * a refused `visitor.email` answers, the duplicate `external_id` as a behaviour change with its earlier code, a
 * deprecated model's last day, and the `preview` flag of Preview conversations and their leads. The lead handlers
 * and the hand-off alerts that act on `preview` are run by scripts/samples/webhooks.samples.ts.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {expand, line, read} from './page-text';
import {previewEventsShort} from '../config/facts';

type Schema = {required?: string[]; properties?: Record<string, {type?: string; description?: string}>};
const document = parse(read('openapi/openapi.yaml')) as {components: {schemas: Record<string, Schema>}};
const schemas = document.components.schemas;

describe('a refused visitor.email', () => {
  it('answers 400 parameter_invalid naming visitor.email, in the document and the note', () => {
    const email = (schemas.VisitorInput.properties ?? {}).email.description ?? '';
    expect(email).toMatch(/`400 parameter_invalid`, `param: visitor\.email`/);
    expect(email).not.toMatch(/invalid_request/);
    const note = line('openapi/releases/notes/2026-11-28.md', 'Visitor email:');
    expect(note).toMatch(/`400 parameter_invalid`, `param: visitor\.email`/);
    expect(note).not.toMatch(/invalid_request/);
  });
});

describe('a duplicate external_id', () => {
  it('is a behaviour change whose earlier answer the note names', () => {
    const entry = line('openapi/releases/notes/2026-11-28.md', '**Real-estate listings by your own ID.**');
    expect(entry).toMatch(/Until this release the API answered that case with `400 parameter_invalid`/);
    expect(entry).toMatch(/a behaviour change/);
    expect(entry).not.toMatch(/The document said/);
  });

  it('is the second code changed within the version on the Errors page', () => {
    // Review 42 #2: the `code` cell states the changelog's rule (scripts/developer-guide-review44.test.ts).
    expect(line('developer/api/errors.mdx', 'The two codes changed so far')).toMatch(/took effect on the day/);
    expect(line('developer/api/errors.mdx', '- On 2026-11-23')).toMatch(
      /`sheet_not_connected` became `sheet_access_lost`/,
    );
    const second = line('developer/api/errors.mdx', '- On 2026-11-28');
    expect(second).toMatch(/a duplicate `external_id`/);
    expect(second).toMatch(/`400 parameter_invalid`, became `409 duplicate_external_id`/);
  });
});

describe("a deprecated model's last day", () => {
  it.each(['developer/api/get-ai-model-list.mdx', 'user/chatbots/choose-an-ai-model.mdx'])(
    '%s says chatbots move to the replacement the announcement names',
    (file) => {
      expect(read(file)).toContain('%MODEL_RETIRED_MOVE%');
      expect(expand(read(file))).toMatch(/moved to the replacement the announcement names/);
    },
  );
});

describe('Preview conversations and their leads', () => {
  it.each(['Session', 'EventSession', 'Lead'])('%s has a required boolean preview', (name) => {
    expect(schemas[name].required).toContain('preview');
    expect(schemas[name].properties?.preview?.type).toBe('boolean');
  });

  it('the delivery page, the owner, tells a tester in full that Preview events carry preview: true', () => {
    // Review 35 #4: Test locally's list of what test events hold.
    expect(line('developer/webhook/delivery.mdx', '- **Preview.**')).toContain('%PREVIEW_EVENTS%');
  });

  // Review round 31 #4: the other test steps say it short, with the link to the delivery page's Test locally.
  it.each([
    ['developer/webhook/conversation.mdx', "talk to your chatbot in the dashboard's preview"],
    ['developer/webhook/lead.mdx', "leave your details in the chatbot's preview"],
    ['developer/recipes/hand-a-conversation-to-a-person.mdx', "Open the chatbot's preview"],
    ['developer/api/test-mode.mdx', "talk to the test chatbot in the dashboard's preview"],
  ])('%s says Preview events carry preview: true and links the delivery page for the rest', (file, marker) => {
    const text = line(file, marker);
    expect(text).toContain('%PREVIEW_EVENTS_SHORT%');
    expect(text).not.toContain('%PREVIEW_EVENTS%');
    expect(previewEventsShort).toContain('`preview: true`');
    expect(previewEventsShort).toContain('(/developer/webhook/delivery#test-locally)');
  });

  it('the lead pages tell a test copy to store Preview leads', () => {
    expect(line('developer/webhook/lead.mdx', "leave your details in the chatbot's preview")).toMatch(
      /`PARLEY_KEEP_PREVIEW_LEADS=1`/,
    );
    expect(line('developer/recipes/capture-leads-into-your-system.mdx', '3. Start the copy')).toMatch(
      /`PARLEY_KEEP_PREVIEW_LEADS=1`/,
    );
  });

  it('the settings reference says Preview events carry preview: true', () => {
    // Review 42 #3: the user page links the developer page that owns it (test-locally says what Preview events carry).
    expect(line('user/chatbots/settings-reference.mdx', 'Its conversations are marked **Preview**')).toContain(
      'For developers: [Preview conversations in webhooks](/developer/webhook/conversation#test-locally).',
    );
  });
});
