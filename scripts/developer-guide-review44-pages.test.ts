/**
 * Developer guide, review round 42 (developer pages): the event pages and recipes read task first, reference last.
 * #1 the hand-off, lead and conversation webhooks: set up, how the events flow, handle them, what to watch for, and
 * the payloads (Events) last, every anchor kept.
 * #2 the back-end recipe: the front end's requests and answers before the server, the server a download
 * (static/files/chat-server.mjs, run and matched to the page's excerpts by scripts/samples/chat-server.test.ts).
 * #3 the recipes' step headings name the reader's task, not the operation (named on the line below), and keep the
 * ids they had (`anchor`, src/plugins/api-reference/recipe.ts).
 */
import {createSlugger} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {loadDocument} from '../src/plugins/api-reference/document';
import {areaPages, read, section} from './page-text';

const headings = (file: string) => [...read(file).matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);

describe('developer guide, review round 42 (developer pages)', () => {
  it.each([
    [
      'handoff',
      [
        'Set up an endpoint',
        'How a hand-off goes',
        'Handle the events',
        'Alert your team',
        'What to watch for',
        'Test locally',
        'Events',
        'Related pages',
      ],
    ],
    [
      'lead',
      [
        'Set up an endpoint',
        "How a lead's events come",
        'Handle the events',
        'Catch up',
        'Test locally',
        'Events',
        'Related pages',
      ],
    ],
    [
      'conversation',
      ['Set up an endpoint', 'Handle the events', 'Use the payload', 'Test locally', 'Events', 'Related pages'],
    ],
  ])('webhook/%s reads: set up, how it flows, handle it, then the payloads (Events) last', (page, order) => {
    expect(headings(`developer/webhook/${page}.mdx`)).toEqual(order);
    // The table that says what to do points down to the payloads rather than saying they follow.
    const handle = section(`developer/webhook/${page}.mdx`, '## Handle the events');
    expect(handle).not.toContain('The payloads follow.');
    expect(handle).toContain('[Events](#events)');
  });

  it('the anchors other pages link to are all still there', () => {
    const handoff = read('developer/webhook/handoff.mdx');
    for (const heading of ['### GoHighLevel conversations', '### Out of hours', '## Alert your team'])
      expect(handoff).toContain(`\n${heading}\n`);
    expect(read('developer/webhook/lead.mdx')).toContain('### The lead handlers {/*#delivery-and-verification*/}');
    // lead#events is where every way a lead is deleted is listed (config/facts.ts and the user guide link it).
    expect(section('developer/webhook/lead.mdx', '## Events')).toContain('| Deleted by | `deleted_by` |');
    expect(section('developer/webhook/lead.mdx', '## Events')).toContain('<ApiWebhook event="lead.deleted" />');
    expect(read('developer/webhook/conversation.mdx')).toContain('\n## Use the payload\n');
  });

  it("the lead's life comes before the handlers and points down to them", () => {
    const flow = section('developer/webhook/lead.mdx', "## How a lead's events come");
    expect(flow).toContain('sequenceDiagram');
    expect(flow).toContain('[handlers below](#delivery-and-verification)');
    expect(flow).not.toContain('handlers above');
  });

  it('the back-end recipe gives the front-end contract before the server, and links the server whole', () => {
    const recipe = 'developer/recipes/answer-visitors-from-your-back-end.mdx';
    const page = read(recipe);
    const server = section(recipe, '## A complete server');
    const contract = section(recipe, '### What your front end sends');
    for (const request of ['`POST /chat/messages`', '`POST /chat/contact`', '`POST /chat/replies`'])
      expect(contract).toContain(`| ${request}`);
    for (const status of [
      '- `400` for a message over',
      '- `429` when',
      '- `503` with',
      '- `502` when',
      '`401`',
      '`403`',
    ])
      expect(contract).toContain(status);
    // The contract comes before any of the server's code, which is a download with excerpts.
    expect(server.indexOf('### What your front end sends')).toBeLessThan(server.indexOf('```js'));
    expect(server.indexOf('### What your front end sends')).toBeLessThan(server.indexOf('### Run the server'));
    expect(page).toContain('[Download the whole server](pathname:///files/chat-server.mjs)');
    expect(page).not.toContain('```js title="chat-server.mjs" static');
    expect(page.split('\n').length).toBeLessThan(450);
  });

  it("the recipes' steps are headed by the reader's task, each keeping the id its operation's name gave it", async () => {
    const {dereferenced} = await loadDocument();
    const summaries = new Map<string, string>();
    for (const item of Object.values(dereferenced.paths ?? {}))
      for (const operation of Object.values(item ?? {}) as Array<{operationId?: string; summary?: string}>)
        if (operation?.operationId) summaries.set(operation.operationId, operation.summary ?? '');
    const recipes = areaPages('developer/recipes');
    expect(recipes.length).toBeGreaterThanOrEqual(4);
    let checked = 0;
    for (const recipe of recipes) {
      const steps = [...read(recipe).matchAll(/^<Recipe(Step|Webhook) ([^\n]*)>$/gm)];
      steps.forEach(([, kind, attributes], index) => {
        const value = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes!)?.[1];
        const title = value('title');
        expect(title, `${recipe} step ${index + 1}`).toBeDefined();
        if (kind !== 'Step') return;
        const summary = summaries.get(value('operation')!)!;
        expect(summary, `${recipe} step ${index + 1}`).toBeTruthy();
        // The task, not the operation's name again ("List chat session deletions").
        expect(title!.toLowerCase(), `${recipe} step ${index + 1}`).not.toBe(summary.toLowerCase());
        // The id Docusaurus gave the heading when it was "Step N: <operation>", so links to it still land; the
        // hand-off recipe's two catch-up steps swapped places (review 47 #4) and took their new numbers' ids
        // (review 48 #2, scripts/developer-guide-review50.test.ts).
        expect(value('anchor'), `${recipe} step ${index + 1}`).toBe(
          createSlugger().slug(`Step ${index + 1}: ${summary}`),
        );
        checked += 1;
      });
    }
    expect(checked).toBe(19); // the hand-off recipe's step 8 (catch up on hand-offs, review 46) is the 19th
    expect(read('developer/recipes/product-catalogue-from-a-google-sheet.mdx')).toContain(
      'title="Find the sheet\'s source ID" anchor="step-1-list-google-sheet-sources"',
    );
  });
});
