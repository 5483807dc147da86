/**
 * Review round 30 (developer guide), the page text: the lead recipe's test key belongs to the test chatbot's
 * workspace, the delivery page's Preview test says the lead handlers skip Preview leads, %PREVIEW_EVENTS% says what
 * the Preview panel sends and what to do with it, and Create a chat session's "other channels" leave out `api`.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {expand, line, read} from './page-text';

describe('capture-leads recipe: Check that it works', () => {
  it("uses an API key of the test chatbot's own workspace, says where to create it and what another answers", () => {
    const text = line('developer/recipes/capture-leads-into-your-system.mdx', 'Start the copy as [Test locally]');
    expect(text).toMatch(
      /an API key of that chatbot's own workspace, created in \*\*Workspace settings → API keys\*\*/,
    );
    expect(text).toMatch(/a key of any other workspace, a live key included, answers `404 resource_not_found`/);
    // The code it names is the one the document gives for an ID of another workspace.
    const document = parse(read('openapi/openapi.yaml')) as {
      components: {
        responses: {NotFound: {content: {'application/json': {examples: Record<string, {summary: string}>}}}};
      };
    };
    const examples = document.components.responses.NotFound.content['application/json'].examples;
    expect(examples.resource_not_found.summary).toMatch(/belongs to another workspace/);
  });
});

describe('Preview events', () => {
  it('the delivery page says the lead handlers skip Preview leads unless PARLEY_KEEP_PREVIEW_LEADS=1', () => {
    const step = line('developer/webhook/delivery.mdx', '- **Preview.**'); // Test locally (review 35 #4).
    expect(step).toMatch(
      /%PREVIEW_EVENTS% The \[lead handlers\]\(\.\/lead\.mdx#test-locally\) skip those leads unless your copy runs with `PARLEY_KEEP_PREVIEW_LEADS=1`\./,
    );
    // The handlers it points to do skip them.
    expect(read('developer/webhook/lead.mdx')).toContain("process.env.PARLEY_KEEP_PREVIEW_LEADS !== '1'");
  });

  it('%PREVIEW_EVENTS% names what the panel sends, the flag and what a handler does, without defining itself', () => {
    const fact = expand('%PREVIEW_EVENTS%');
    expect(fact).toMatch(/Preview\*\* panel sends the events a visitor's conversation sends/);
    expect(fact).toMatch(/`preview: true` in `data\.session` and, for a lead, in `data\.lead`/);
    expect(fact).toMatch(/your live handler should skip them or mark them as tests/);
    expect(fact).not.toMatch(/^Events of a Preview conversation/);
  });
});

describe('Create a chat session', () => {
  it('"Sessions on other channels" lists the other channels only, not `api`', () => {
    const text = expand(line('developer/api/chat/create-session.mdx', 'Sessions on other channels'));
    const list = /\((on `website`[^)]*)\)/.exec(text)?.[1] ?? '';
    expect(list).toContain('`website`');
    expect(list).toContain('`twilio`');
    expect(list).not.toContain('`api`');
  });
});
