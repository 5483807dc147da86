/**
 * Review round 42's findings on the developer guide, fixed in round 44: credits usage reads the current period only,
 * the Errors page's rule for a changed code is the changelog's, `knowledge_limit_reached` advises what the API's plan
 * allows, the 2026-11-28 entry opens with a checklist, the overview's pagination is a procedure, the Google Sheet
 * delete's `ids` says where its IDs come from, list pages are titled by what they do, Upload a file and Send a Twilio
 * message sit with knowledge and chat, and two links and a pitfall say exactly what to do. The response "Body" label
 * (#4) is checked in src/plugins/api-reference/markdown.test.ts, the retry table's Client timeout column (#7) in
 * src/plugins/api-reference/snippets.test.ts and scripts/developer-guide-round35-timeouts.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {api, planLimits, plans} from '../config/facts';
import {product} from '../config/product';
import sidebars from '../sidebars-developer';
import {expand, line, read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const schemas = document.components.schemas as Json;
const operation = (id: string): Json =>
  Object.values(document.paths as Json)
    .flatMap((item: Json) => Object.values(item))
    .find((candidate: Json) => candidate?.operationId === id);
const NOTES = 'openapi/releases/notes/2026-11-28.md';

describe('#1 credits usage: the current period only, so billing per chatbot stores it', () => {
  it('by_chatbot says a closed period cannot be read back; the operation leaves how to bill to the page', () => {
    const usage = operation('getMessageCreditsUsage');
    expect(usage.parameters ?? []).toEqual([]);
    const description = usage.description.replace(/\s+/g, ' ');
    // How to bill is the page's "What to watch for", said once (review 46 #3b); the field keeps the fact.
    expect(description.trim()).toBe(
      'Reports the message credits of the current billing period, in total and per chatbot.',
    );
    expect(schemas.CreditsUsage.properties.by_chatbot.description.replace(/\s+/g, ' ')).toContain(
      "the closed period's split cannot be read back",
    );
  });

  it('the page no longer promises billing from the call alone, and its What to watch for says how', () => {
    const page = read('developer/api/get-message-credits-usage.mdx');
    expect(page).not.toContain('Use it to warn before credits run out or to bill your own customers per chatbot.');
    const watch = section('developer/api/get-message-credits-usage.mdx', '## What to watch for');
    expect(watch).toContain('a closed period cannot be read back');
    expect(watch).toContain('call it daily or shortly before `period_end`, and store `by_chatbot` yourself');
    expect(line(NOTES, '| Credits usage |')).toContain('a closed period cannot be read back');
  });
});

describe("#2 the Errors page's rule for a changed code is the changelog's", () => {
  it('a code changes within the version only as a behaviour change with the notice of config/facts.ts', () => {
    const cell = expand(line('developer/api/errors.mdx', '| `code` |'));
    expect(cell).not.toContain('never renamed');
    expect(cell).toContain(
      `A code changes within \`${product.apiVersion}\` only as a behaviour change announced in the ` +
        `[changelog](../changelog.mdx#how-changes-are-announced) at least ${api.behaviourChangeNoticeDays} days ahead`,
    );
    // The changelog's own promise uses the same figure.
    expect(expand('%API_BEHAVIOUR_CHANGE_NOTICE%')).toContain(`at least ${api.behaviourChangeNoticeDays} days`);
    expect(read('developer/api/errors.mdx')).not.toContain('past exceptions');
  });
});

describe('#3 knowledge_limit_reached: remove entries, since the API needs the plan with the highest limit', () => {
  const highest = Math.max(...plans.map((plan) => planLimits[plan.id].knowledgeCharactersPerChatbot));

  it('the API plan has the highest knowledge limit, and the advice says so once, in config/facts.ts', () => {
    for (const plan of plans.filter((each) => each.api)) {
      expect(planLimits[plan.id].knowledgeCharactersPerChatbot).toBe(highest);
    }
    expect(expand('%API_KNOWLEDGE_FULL_ADVICE%')).toBe(
      'remove entries: the Business plan, which the API needs, has the highest knowledge limit',
    );
  });

  it('the error table, Edit chatbot knowledge and the failure_code use it; none says "change plan"', () => {
    expect(document.components['x-error-codes'].knowledge_limit_reached.advice).toBe(
      'To make room, %API_KNOWLEDGE_FULL_ADVICE%.',
    );
    expect(schemas.KnowledgeEntry.properties.failure_code.description).toContain('%API_KNOWLEDGE_FULL_ADVICE%');
    expect(line('developer/api/chatbot/edit-chatbot-knowledge.mdx', '**Over the knowledge limit.**')).toContain(
      '%API_KNOWLEDGE_FULL_ADVICE%',
    );
    for (const file of ['openapi/openapi.yaml', 'developer/api/chatbot/edit-chatbot-knowledge.mdx']) {
      expect(read(file)).not.toMatch(/change plan/);
    }
  });
});

describe('#5 the 2026-11-28 entry opens with a checklist, one line per kind of integration', () => {
  it('four lines from the breaking table, before the tables', () => {
    const note = read(NOTES);
    const opening = note.slice(0, note.indexOf('**Breaking for some clients.**'));
    expect(opening).not.toContain('find your integration in the **What to do** column');
    const items = opening.match(/^- \*\*[^*]+\*\*/gm);
    expect(items).toEqual([
      '- **Real-estate listings with `external_id`:**',
      '- **Chatbots created or edited with `allowed_domains`:**',
      '- **Twilio messages sent with a test key:**',
      '- **A client that validates against the OpenAPI document, or code generated from it:**',
      // Review 47 #1: two actions of New that existing integrations must take, one level down.
      '- **Recommended for existing integrations:**',
    ]);
    // The changelog shows the note as it is: its What to do lines, then the rest folded (review 46 #3c).
    const [lead, rest] = [opening.slice(0, opening.indexOf('\n\nAPI ')), opening.slice(opening.indexOf('\n\nAPI '))];
    expect(read('developer/changelog.mdx')).toContain(lead.trim());
    expect(read('developer/changelog.mdx')).toContain(rest.trim());
  });
});

describe("#6 the overview's pagination: a procedure for lists ordered by last change", () => {
  it('three numbered steps, the reasoning left to Catch up', () => {
    const pagination = section('developer/index.mdx', '### Pagination');
    const steps = pagination.match(/^ {2}\d\. .+$/gm)!;
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('Note the time before you start.');
    expect(steps[1]).toContain('Walk the pages');
    expect(steps[2]).toMatch(/one more pass with `updated_after` set to that time less %CATCH_UP_MARGIN_MINUTES%/);
    expect(steps[2]).toContain('then stop');
    expect(steps[2]).toContain('(./webhook/delivery.mdx#catch-up)');
    expect(pagination).not.toContain('never comes back empty');
  });
});

describe("#8 the Google Sheet delete's `ids` says where its row IDs come from", () => {
  it.each([
    ['deleteGoogleSheetRows', 'from Get or Create Google Sheet data, comma-separated'],
    ['deleteGoogleSheetRowsLegacy', 'from Get or Create Google Sheet data (first sheet), comma-separated'],
  ])('%s', (id, source) => {
    const ids = operation(id).parameters.find((parameter: Json) => parameter.name === 'ids');
    expect(ids.description.replace(/\s+/g, ' ')).toContain(`The rows to delete, as row IDs (\`row_…\`) ${source}.`);
    expect(ids.schema.items.pattern).toBe('^row_[A-Za-z0-9]{10}$');
  });
});

describe('#9, #10 titles and places of the API pages', () => {
  it('the list pages are titled by what they do', () => {
    expect(line('developer/api/lead.mdx', 'title:')).toBe('title: "List leads"');
    expect(line('developer/api/region.mdx', 'title:')).toBe('title: "List regions"');
  });

  it('Upload a file sits with knowledge and Send a Twilio message with chat, in the sidebar and the category pages', () => {
    const all = JSON.stringify(sidebars);
    const items = (label: string): string[] => {
      const find = (nodes: unknown[]): Json | undefined =>
        nodes
          .filter((node): node is Json => typeof node === 'object' && node !== null)
          .map((node) => (node.label === label ? node : find(node.items ?? [])))
          .find(Boolean);
      return find(sidebars.developer as unknown[])!.items.filter((item: unknown) => typeof item === 'string');
    };
    expect(items('Chat')).toContain('api/send-twilio-message');
    expect(items('Chatbot')).toContain('api/upload-file');
    expect(items('API')).not.toContain('api/upload-file');
    expect(items('API')).not.toContain('api/send-twilio-message');
    expect(all.match(/api\/upload-file/g)).toHaveLength(1);
    const usage = line('developer/category/api.mdx', 'Usage and records:');
    expect(usage).not.toMatch(/upload-file|send-twilio-message/);
    expect(section('developer/category/chat.mdx', '## Pages')).toContain('(../api/send-twilio-message.mdx)');
    expect(section('developer/category/chatbot.mdx', '## Pages')).toContain('(../api/upload-file.mdx)');
  });
});

describe('#11, #12 a precise link and a pitfall that says what to do', () => {
  it("the quick start's why links Message a chatbot's What to watch for", () => {
    const next = line('developer/intro.mdx', "an agent's replies come only that way");
    expect(next).toContain('([why](./api/chat/message-a-chatbot.mdx#what-to-watch-for))');
    expect(read('developer/api/chat/message-a-chatbot.mdx')).toMatch(/^## What to watch for$/m);
  });

  it('the chat pitfall: handle both errors alike, nothing was stored', () => {
    const credits = line('developer/category/chat.mdx', '- **Credits.**');
    expect(credits).not.toContain('the same case');
    expect(credits).toContain('Handle both alike: nothing was stored; show your own message');
  });
});
