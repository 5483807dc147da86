/**
 * Review round 40's findings on the developer guide, fixed in round 41: the webhook senders published as JSON from
 * their one source, shell prompts that work in zsh, an erasure path for the API's own sessions, one catch-up order,
 * and a few exact limits and keys.
 */
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {webhookSenders} from '../config/webhook-senders';
import {changesBetween} from '../src/api-history/history.mjs';
import {apiMarks} from '../src/api-history/marks.mjs';
import {postBuildSteps} from '../src/plugins/post-build/steps';
import {WEBHOOK_SENDERS_FILE, writeWebhookSenders} from '../src/plugins/post-build/webhook-senders';
import {line, read, ROOT, section} from './page-text';

const TRIGGER_IP = 'developer/webhook/trigger-ip.mdx';
const RECIPE = 'developer/recipes/answer-visitors-from-your-back-end.mdx';
const OVERVIEW = 'developer/index.mdx';

/** Every .md and .mdx file below `dir`, relative to the repository. */
const pages = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));

describe('developer guide, review round 41', () => {
  it('the build writes files/webhook-senders.json from config/webhook-senders.ts, and nothing else writes it', async () => {
    expect(postBuildSteps.map((step) => step.name)).toContain('webhook-senders');
    const outDir = mkdtempSync(path.join(tmpdir(), 'webhook-senders-'));
    try {
      await writeWebhookSenders({outDir});
      const published = JSON.parse(readFileSync(path.join(outDir, WEBHOOK_SENDERS_FILE), 'utf8'));
      expect(published).toEqual({senders: webhookSenders.map((sender) => ({...sender}))});
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
    expect(existsSync(path.join(ROOT, 'static', WEBHOOK_SENDERS_FILE))).toBe(false);
  });

  it('trigger-ip links the JSON list with an example that fetches it, and copies no address', () => {
    const addresses = section(TRIGGER_IP, '## Addresses');
    expect(addresses).toContain(`(pathname:///${WEBHOOK_SENDERS_FILE})`);
    expect(addresses).toContain(`jq -r '.senders[].address'`);
    for (const {address} of webhookSenders) expect(read(TRIGGER_IP)).not.toContain(address.replace(/\/32$/, ''));
  });

  it('config/webhook-senders.ts tells maintainers the addresses are RFC 5737 placeholders, to replace there only', () => {
    const source = read('config/webhook-senders.ts');
    expect(source).toContain('placeholders from the RFC 5737 documentation ranges');
    expect(source).toMatch(/A real deployment puts its own allocated sender addresses here, and only here/);
  });

  it('the 2026-05-16 changelog entry tells all three kinds of sender request what to do', () => {
    const whatToDo = line('openapi/releases/notes/2026-05-16.md', '**What to do:**');
    expect(whatToDo).toMatch(
      /webhook deliveries, the flow builder's Send webhook requests and custom payment requests/,
    );
    expect(section('developer/changelog.mdx', '## 2026-05-16')).toContain(whatToDo);
  });

  it('no developer page prompts with read -p, which zsh does not have', () => {
    const prompting = pages('developer').filter((file) => /\bread(?:\s+-\w+)*\s+-\w*p\b/.test(read(file)));
    expect(prompting).toEqual([]);
    expect(section('developer/api/lead.mdx', "## Find a person's leads")).toContain(
      // `&& echo`: a script run with `set -e` (and the sample tests, whose input ends at once) goes on to curl.
      "printf 'Email: '; read -rs PERSON && echo",
    );
  });

  it('the recipe says how to erase a user’s api sessions, in a few lines, and the overview names the gap once', () => {
    const erase = section(RECIPE, '## When a user asks to be erased');
    expect(erase).toContain('`visitor_id` with `include_unverified=true`');
    expect(erase).toContain('in the **Inbox**');
    expect(erase).toContain('(../api/delete-lead.mdx#answer-a-privacy-request)');
    expect(erase.trim().split('\n')).toHaveLength(1);
    // Review 44 #3: the caveat moved from the table's first row to one line under the table.
    const row = line(OVERVIEW, 'What the API does not do:');
    expect(row).toContain('(./recipes/answer-visitors-from-your-back-end.mdx#when-a-user-asks-to-be-erased)');
    expect(read(OVERVIEW).match(/cannot delete a session/g)).toHaveLength(1);
  });

  it('the catch-up order is stated by delivery.mdx only: the session lists link it', () => {
    for (const file of ['developer/api/chat/list-sessions.mdx', 'developer/api/chat/session-deletions.mdx']) {
      const text = read(file);
      expect(text, file).not.toMatch(/deletions\]\([^)]*\) first|Deletions first|Read it before you list/);
      expect(text, file).toContain('webhook/delivery.mdx#catch-up)');
    }
    expect(line('developer/webhook/delivery.mdx', '**Then session deletions')).toMatch(/^4\. /);
  });

  it('recipe step 2 branches on the hand-off status only when answer is null', () => {
    // Review 43 #3: Message a chatbot's section holds what to show by hand-off status; step 2 links it.
    expect(line(RECIPE, 'need your own handling')).toContain(
      '(../api/chat/message-a-chatbot.mdx#hand-offs-and-out-of-hours)',
    );
    const owner = section(
      'developer/api/chat/message-a-chatbot.mdx',
      '## Hand-offs and out of hours on `api` sessions',
    );
    expect(owner).toMatch(/`handoff\.status` is `requested`[^\n]*Show once that a person will answer\./);
    expect(owner).toMatch(/`handoff\.status` is `active`\. Show nothing new\./);
  });

  it('Send webhook keys the work on the action’s inputs too, so that a second run with other input goes through', () => {
    const key = line('developer/webhook/send-webhook-action.mdx', '**It may have worked.**');
    expect(key).toContain('key it on `session_id`, `flow.block_id` and the inputs that define the action');
    expect(key).not.toMatch(/key it on `session_id` and `flow\.block_id`\)/);
  });

  it('the messages count states its limit as days counted, both dates included', () => {
    type Parameter = {name: string; description: string};
    const spec = parse(read('openapi/openapi.yaml')) as {
      paths: Record<string, {get: {parameters: Parameter[]}}>;
    };
    const to = spec.paths['/chatbots/{chatbot_id}/messages/count'].get.parameters.find((p) => p.name === 'to');
    expect(to?.description).toContain('At most 366 days are counted, `from` and `to` included');
    expect(to?.description).not.toContain('366 days after');
    expect(line('developer/api/get-chatbot-messages-count.mdx', '**At most 366 days')).toContain(
      '`to` is at most 365 days after `from`',
    );
    // 2024-01-01 to 2024-12-31, both included, is 366 days: the longest range the page names.
    expect((Date.UTC(2024, 11, 31) - Date.UTC(2024, 0, 1)) / 86_400_000 + 1).toBe(366);
  });

  it('the overview says which chatbot settings are dashboard-only, linking Create a chatbot', () => {
    // Review 44 #3: under the table, in the one line of what the API does not do.
    expect(line(OVERVIEW, 'What the API does not do:')).toContain(
      'webhook endpoints and some chatbot settings are dashboard-only ([Create a chatbot](./api/chatbot/create-a-chatbot.mdx#what-to-watch-for))',
    );
  });
});

describe('the changelog’s computed headers (review round 40, finding 10)', () => {
  const response = (headers?: Record<string, unknown>) => ({description: 'OK', ...(headers ? {headers} : {})});
  const documentWith = (ok: object, limited: object) => ({
    openapi: '3.1.0',
    info: {title: 't', version: '1'},
    paths: {'/things': {get: {operationId: 'listThings', responses: {'200': ok, '429': limited}}}},
  });

  it('a header added to a response that had none is a change, like one added beside others', () => {
    const header = {schema: {type: 'string'}};
    const before = documentWith(response(), response({'Retry-After': header}));
    const after = documentWith(
      response({'Request-Id': header}),
      response({'Retry-After': header, 'Request-Id': header}),
    );
    const added = changesBetween(before, after).map((change) => `${change.field?.section} ${change.field?.name}`);
    expect(added.sort()).toEqual(['response 200 header Request-Id', 'response 429 header Request-Id']);
  });

  it('the reference marks only what it marked before: a header that came with a response’s first headers is not', () => {
    const fields = apiMarks().get('operation createChatbot')?.fields ?? new Map();
    expect(fields.has('response 201 header|Parley-Request-Id')).toBe(false);
  });

  it('the 2026-11-24 entry lists Parley-Request-Id on success and error responses, as its note says every response', () => {
    const entry = section('developer/changelog.mdx', '## 2026-11-24');
    expect(entry).toContain('Every response carries `Parley-Request-Id`');
    expect(line('developer/changelog.mdx', 'new response header `Parley-Request-Id`')).toMatch(
      /on responses 200, 201, .*400, .*404, .*429, 500, 503\.$/,
    );
  });
});

describe('the changelog’s index of breaking changes (review round 40, finding 4)', () => {
  const CHANGELOG = 'developer/changelog.mdx';

  it('opens the page, one row per change, each linking a dated entry that is marked breaking', () => {
    const page = read(CHANGELOG);
    expect(page.indexOf('## Breaking changes in v1 {/*#breaking-changes-in-v1*/}')).toBeLessThan(
      page.indexOf('## How changes are announced'),
    );
    const rows = section(CHANGELOG, '## Breaking changes in v1 {/*#breaking-changes-in-v1*/}')
      .split('\n')
      .filter((row) => /^\| \[\d{4}/.test(row));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      const date = row.match(/^\| \[(\d{4}-\d{2}-\d{2})\]\(#\1\)/)?.[1];
      expect(date, row).toBeDefined();
      expect(section(CHANGELOG, `## ${date}`), date).toMatch(/breaking/i);
    }
    // Every release whose entry accepts a breaking change in openapi/releases/index.yaml has a row.
    const releases = parse(read('openapi/releases/index.yaml')) as {date: string; breaking?: string[]}[];
    for (const {date} of releases.filter((release) => release.breaking?.length))
      expect(
        rows.some((row) => row.startsWith(`| [${date}]`)),
        date,
      ).toBe(true);
  });
});
