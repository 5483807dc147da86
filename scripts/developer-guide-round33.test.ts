/**
 * The decisions of review round 33 (developer guide): a raised rate limit belongs to the workspace (config/facts.ts
 * `api.rateLimitIncrease`, stated at the overview's Rate limits, linked from Authorization and the recipe), Message a
 * chatbot's resume notice sits with its hand-off paragraph, the recipe says when `answer` is `null`, the overview's
 * order (webhooks before the MCP server) and the Chat category's plain pitfalls.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const messageChatbot = document.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post as Json;

describe('a raised rate limit and key rotation (review 33 #1)', () => {
  it('the decision: the workspace gets the raised limit, every key of it, new ones included', () => {
    const rule = productFactTokens['%API_RATE_LIMIT_INCREASE%'];
    expect(rule).toMatch(/Support raises the limit for the workspace: every key of it gets the raised limit/);
    expect(rule).toMatch(/keys you create later included, so rotating or replacing a key keeps it/);
    expect(rule).not.toMatch(/of that key|key's name/);
  });

  it('the overview states it once; Authorization and the recipe link to it', () => {
    expect(section('developer/index.mdx', '### Rate limits')).toContain(
      'To get a higher limit, %API_RATE_LIMIT_INCREASE%.',
    );
    const rotate = section('developer/api/authorization.mdx', '## Rotate a key');
    expect(rotate).toContain(
      'A raised [rate limit](../index.mdx#rate-limits) belongs to the workspace, so the new key has it too.',
    );
    for (const file of [
      'developer/api/authorization.mdx',
      'developer/recipes/answer-visitors-from-your-back-end.mdx',
    ]) {
      expect(read(file), file).not.toContain('%API_RATE_LIMIT_INCREASE%');
    }
    expect(line('developer/recipes/answer-visitors-from-your-back-end.mdx', '**Ask for more**')).toContain(
      '(../index.mdx#rate-limits)',
    );
  });
});

describe('Message a chatbot keeps each rule in its place (review 33 #2)', () => {
  it('the resume notice follows Hand-offs need the webhook, and out of hours is a point of its own', () => {
    // Review 34 #5: they moved from the description to the page's What to watch for; the description links there.
    expect(messageChatbot.description).toContain('(/developer/api/chat/message-a-chatbot#what-to-watch-for)');
    // Review 43 #3: both are items of the page's one section on api sessions, which What to watch for links.
    const items = section('developer/api/chat/message-a-chatbot.mdx', '## Hand-offs and out of hours on `api` sessions')
      .split('\n')
      .filter((text) => text.startsWith('- '));
    const resume = items.indexOf('- **When nobody takes over in time.** %HANDOFF_RESUME_API%');
    expect(resume).toBeGreaterThan(0);
    expect(items[resume + 1]).toBe('- **Out of hours.** %API_OUT_OF_HOURS%');
    expect(section('developer/api/chat/message-a-chatbot.mdx', '## What to watch for')).toContain(
      '](#hand-offs-and-out-of-hours)',
    );
  });
});

describe('the back-end recipe says when answer is null (review 33 #3)', () => {
  const recipe = read('developer/recipes/answer-visitors-from-your-back-end.mdx');

  it('step 2: null while an agent has it, or while requested within the Wait; answers again after it', () => {
    // Review 43 #3: step 2 links Message a chatbot's section, which holds when answer is null and what to show.
    expect(recipe).toContain('A hand-off (`answer` is `null`) and `answer_kind: out_of_hours` need your own handling');
    expect(recipe).not.toContain('When the wait passes or the hand-off ends');
    const owner = section(
      'developer/api/chat/message-a-chatbot.mdx',
      '## Hand-offs and out of hours on `api` sessions',
    );
    expect(owner).toContain(
      '`answer` is `null` and `handoff.status` is `requested` until **Wait before the chatbot resumes** has passed',
    );
    expect(owner).toContain('`answer` is `null` and `handoff.status` is `active`. Show nothing new.');
    // The chatbot's notice after the Wait comes by webhook: the webhook step says so.
    expect(recipe).toContain('the notice that nobody took over within **Wait before the chatbot resumes**');
    // The old wording made every `requested` hand-off silent, which is wrong after the Wait.
    expect(recipe).not.toMatch(/`handoff\.status` is `requested`\) or a person has it/);
  });

  it('the check step 2 names what the reader sees', () => {
    expect(line('developer/recipes/answer-visitors-from-your-back-end.mdx', '2. Open the **Inbox**')).toMatch(
      /listed on the `api` channel; open it to see step 2's message and the chatbot's answer\./,
    );
  });
});

describe('the overview in the order a reader builds (review 33 #5)', () => {
  it('conventions, then webhooks, then the MCP server, with its anchor kept', () => {
    const page = read('developer/index.mdx');
    const at = (heading: string) => page.indexOf(`\n${heading}`);
    expect(at('## Conventions')).toBeGreaterThan(0);
    expect(at('## Webhooks and the JavaScript SDK')).toBeGreaterThan(at('## Conventions'));
    expect(at('## Search these guides from your AI tools {/*#mcp-server*/}')).toBeGreaterThan(
      at('## Webhooks and the JavaScript SDK'),
    );
  });
});

describe('the Chat category says its pitfalls plainly (review 33 #7)', () => {
  it('each pitfall says what happens and what to do, in short sentences', () => {
    const pitfalls = section('developer/category/chat.mdx', '## Pitfalls');
    expect(pitfalls).toContain(
      'Retry a timeout or a `503` with the same `Idempotency-Key`: the message is then answered, and charged, once.',
    );
    expect(pitfalls).toContain(
      "Your server gets the agent's replies only from the [conversation webhook](../webhook/conversation.mdx).",
    );
    expect(pitfalls).not.toMatch(/never answered, or its credits spent, twice|silence the chatbot/);
  });
});
