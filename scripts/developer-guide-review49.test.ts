/**
 * Review round 47's findings on the developer guide, fixed in round 49: the hand-off recipe's catch-up reads every
 * channel and says its samples differ from the reference page's, runs in the delivery page's order (sessions, then
 * deletions, anchors kept), says that `ended_at` on the session wins and that a hand-off missed whole gets one ticket,
 * and has code and a check (handoff-ticket.mjs `catchUp`, tested in scripts/samples/recipe-workers.test.ts); Preview
 * conversations open no ticket unless PARLEY_KEEP_PREVIEW_TICKETS=1; ses_8Wm2pR5tYc has one creation time and count;
 * a GoHighLevel `requested` waits in GoHighLevel; a resend keeps the key it was first sent to that session with.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {loadDocument} from '../src/plugins/api-reference/document';
import {expandRecipe} from '../src/plugins/api-reference/recipe';
import type {Node} from '../src/plugins/api-reference/remark';
import {read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const HANDOFF_RECIPE = 'developer/recipes/hand-a-conversation-to-a-person.mdx';
const recipe = (): string => flat(read(HANDOFF_RECIPE));
/** The recipe's steps as written: each `<RecipeStep …>` or `<RecipeWebhook …>` line's attributes. */
const steps = (): Array<Record<string, string>> =>
  [...read(HANDOFF_RECIPE).matchAll(/^<Recipe(?:Step|Webhook) ([^\n]*)>$/gm)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)')/g)].map(([, k, a, b]) => [k, a ?? b])),
  );

describe('#1 the hand-off catch-up reads every channel, and its samples say how they differ', () => {
  it('step 7 leaves channel out and says why', () => {
    const step = steps()[6]!;
    expect(step.operation).toBe('listChatSessions');
    expect(JSON.parse(step.query!)).toEqual({updated_after: '2026-11-21T01:50:00Z', channel: null});
    expect(recipe()).toContain('and leave `channel` out: hand-offs happen on every channel.');
  });

  it('the rendered samples send updated_after and no channel; the twin is told the query', async () => {
    const {dereferenced} = await loadDocument();
    const step = steps()[6]!;
    const tree: Node = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'RecipeStep',
          attributes: Object.entries(step).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
          children: [{type: 'paragraph', children: [{type: 'text', value: 'Why.'}]}],
          position: {start: {line: 1}},
        } as Node,
      ],
    };
    const expansion = await expandRecipe(tree, HANDOFF_RECIPE, dereferenced, {});
    const output = await expansion?.render({});
    const samples = Object.entries(output!.fragments).find(([name]) => name.endsWith('.samples'))![1];
    expect(samples).toContain('updated_after=2026-11-21T01%3A50%3A00Z');
    expect(samples).not.toContain('channel=');
    expect(JSON.stringify(tree)).toContain('"data-query"');
    // The reference page's own samples still filter by channel: the twin must not call them the same request
    // (src/plugins/llms/html-to-markdown.test.ts, "names a recipe read's own query values").
    const list = document.paths['/chatbots/{chatbot_id}/sessions'].get;
    expect(list.parameters.find((p: Json) => p.name === 'channel').example).toBe('website');
  });
});

describe('#4 the catch-up runs in the delivery page order', () => {
  it('sessions (step 7) before deletions (step 8), each anchor named by its step (review 48 #2)', () => {
    const [seven, eight] = steps().slice(6);
    expect([seven!.operation, seven!.anchor]).toEqual(['listChatSessions', 'step-7-list-chat-sessions']);
    expect([eight!.operation, eight!.anchor]).toEqual(['listSessionDeletions', 'step-8-list-chat-session-deletions']);
    expect(recipe()).toContain(
      'run this step and then the next, in the order of the [catch-up](../webhook/delivery.mdx#catch-up)',
    );
  });

  it('the delivery page holds the order and says why deletions come last', () => {
    const catchUp = flat(section('developer/webhook/delivery.mdx', '### Catch up after downtime {/*#catch-up*/}'));
    expect(catchUp.indexOf('**Then each chatbot')).toBeLessThan(catchUp.indexOf('**Then session deletions'));
    expect(catchUp).toContain(
      'Read it last: a conversation deleted while the lists above were read is then named here too',
    );
  });
});

describe('#2 #3 #5 step 7 has code, a check, and the GoHighLevel and missed-whole rules', () => {
  it('the recipe points to catchUp, the Preview gate and the check step', () => {
    const text = recipe();
    expect(text).toContain('`catchUp` in `handoff-ticket.mjs` runs both steps');
    expect(text).toContain('unless you start it with `PARLEY_KEEP_PREVIEW_TICKETS=1`');
    // Review 49 #1 (round 51): the endpoint is added first, then the handler starts with its secret and key.
    expect(text).toContain('and `PARLEY_KEEP_PREVIEW_TICKETS=1`, so that it opens tickets for Preview conversations');
    expect(text).toContain('6. Stop the server, start a new preview conversation'); // review 48 #3 added a step
    expect(text).toContain('`ended_at` on the session wins: a `gohighlevel` hand-off stays `requested`');
    expect(text).toContain('A hand-off missed whole, its request and its end, is opened and closed at once');
    const file = read('static/files/handoff-ticket.mjs');
    expect(file).toContain('async function catchUp(since)');
    expect(file).toContain("const status = session.ended_at ? 'ended' : session.handoff.status;");
    // The behaviour: scripts/samples/recipe-workers.test.ts, "catches up" and "opens no ticket for a Preview".
    expect(read('scripts/samples/recipe-workers.test.ts')).toContain('(review 47 #2)');
    expect(read('scripts/samples/recipe-workers.test.ts')).toContain('(review 47 #3)');
  });
});

describe('#6 ses_8Wm2pR5tYc is one session in every example', () => {
  it('the list example and step 2 agree on its creation time and message count', () => {
    const listed =
      document.paths['/chatbots/{chatbot_id}/sessions'].get.responses['200'].content['application/json'].example
        .data[0];
    const step2 = document.components['x-recipe-examples'].SessionTakenOverByAgent.value;
    expect(listed.id).toBe(step2.id);
    for (const field of ['created_at', 'message_count', 'last_message_at', 'updated_at', 'expires_at'])
      expect(listed[field], field).toBe(step2[field]);
  });
});

describe('#7 a GoHighLevel hand-off waits in GoHighLevel', () => {
  it('the OpenAPI description, the list page and the recipe say so', () => {
    expect(flat(document.paths['/chatbots/{chatbot_id}/sessions'].get.description)).toContain(
      'except on the `gohighlevel` channel: there the contact waits in GoHighLevel',
    );
    // The list page points at the description (rendered above it) instead of repeating it (review48-pages #3b).
    expect(read('developer/api/chat/list-sessions.mdx')).toContain(
      '(GoHighLevel contacts wait in GoHighLevel, not the **Inbox**)',
    );
    expect(section(HANDOFF_RECIPE, '## Next steps')).toContain(
      'On the `gohighlevel` channel, `requested` means the contact waits in GoHighLevel, not in the **Inbox**.',
    );
  });
});

describe('#8 a resend keeps the key it was first sent to that session with', () => {
  it('the back-end recipe says so', () => {
    const page = flat(read('developer/recipes/answer-visitors-from-your-back-end.mdx'));
    expect(page).not.toContain("sends the message's first `Idempotency-Key`");
    expect(page).toContain('sends the `Idempotency-Key` the message was first sent to that session with');
  });
});
