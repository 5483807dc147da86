/**
 * Review round 37's user-guide findings left open: rules stated once at their owner with a link elsewhere, the
 * flow test that checks step 12, short cells in the flow builder's Variables table, test leads and CRMs, two-step
 * verification for SSO and Google accounts, the Inbox filters, and link texts that say where they go.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {productFactTokens} from '../config/tokens';
import {line, read, ROOT, section} from './page-text';

const flowBuilder = 'user/chatbots/flow-reference.mdx';

describe('user guide, review round 37 (open findings)', () => {
  it("the flow's test checks step 12: a known lead skips the name and email questions", () => {
    // Review 48 user #9: the check moved with the steps it checks, to the variation after Publish.
    const test = section(
      'user/getting-started/flow-builder.mdx',
      '### Variation: skip questions for customers you know {/*#skip-known-customers*/}',
    );
    expect(test).toMatch(/once more in the same conversation;.*skips the name and email questions/);
  });

  it("the Variables table's cells stay short; the detail is a list under the table", () => {
    const table = section(flowBuilder, '### Variables')
      .split('\n')
      .filter((text) => text.startsWith('| `{{'));
    expect(table.length).toBeGreaterThanOrEqual(6);
    for (const row of table) {
      for (const cell of row.split(' | ')) expect(cell.length).toBeLessThan(200);
    }
  });
});

describe('user guide, review round 37: tests that fit every reader', () => {
  it('the chatbot settings test warns that a connected CRM may get the test lead, linking the owner list', () => {
    const test = section('user/getting-started/chatbot-settings.mdx', '## Test your settings');
    // Review 42 #5: the precaution comes first in the step, as a link to the owner (leads#test-it-end-to-end).
    expect(
      line('user/getting-started/chatbot-settings.mdx', '3. %PREVIEW_LEAD_CRM_FIRST% After the first answer'),
    ).toBeTruthy();
    expect(test).not.toContain('A connected CRM may get it too');
  });

  it('the two-step verification test says what Google and single sign-on users check', () => {
    const test = section('user/workspace/security.mdx', '## Test it end to end');
    expect(test).toMatch(/With Google or single sign-on, %PRODUCT_NAME% asks for no code of its own/);
    expect(test).toContain('accept the invitation with a password, not Google');
  });
});

describe('user guide, review round 37: link texts say where they go', () => {
  const pages = readdirSync(path.join(ROOT, 'user'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `user/${file}`);

  const vague =
    /\[(why|how|here|this|more|the rule|the whole rule|who that is|what they do|what it does|what it holds|which are|link to it|its columns|below the table|the steps|when|why it matters|see below)\]\(/i;

  it.each(pages)('%s has no vague link text', (file) => {
    expect(read(file)).not.toMatch(vague);
  });

  it('no product fact token the user pages use carries a vague link text into them', () => {
    const text = pages.map(read).join('\n');
    for (const [token, value] of Object.entries(productFactTokens)) {
      if (text.includes(token)) expect(String(value), token).not.toMatch(vague);
    }
  });
});

describe('user guide, review round 37: a capitalised link label to a whole page is its title', () => {
  const pages = readdirSync(path.join(ROOT, 'user'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `user/${file}`);
  const title = (file: string): string | undefined => /^title: "?(.*?)"?$/m.exec(read(file))?.[1];

  it.each(pages)('%s', (file) => {
    for (const [, label, target] of read(file).matchAll(/\[([A-Z][^\]]*)\]\((\.{1,2}\/[^)#\s]+\.mdx)\)/g)) {
      const linked = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), target));
      expect(label, `${file} → ${linked}`).toBe(title(linked));
    }
  });
});

describe('user guide, review round 37: one Inbox filter list, and what the mobile Inbox does', () => {
  it('the agent workspace owns the filter list, date included; Review conversations links it', () => {
    expect(line('user/getting-started/livechat.mdx', '| Conversation list |')).toContain(
      'Filter by date, chatbot, channel, tag, agent or rating',
    );
    expect(line('user/getting-started/livechat.mdx', '| Read any conversation')).toContain(
      '[The agent workspace](#the-agent-workspace)',
    );
  });

  it('the app page says which Inbox tasks the mobile app has and which it lacks', () => {
    const table = section('user/getting-started/app-download.mdx', '## Which app does what');
    expect(table).toMatch(/\| Answer in the \*\*Inbox\*\*: its views, filters and search[^\n]*\| Yes \| Yes \|/);
    expect(table).toContain('| %MOBILE_INBOX_WITHOUT% in the **Inbox** (Owners and Admins) | Yes | No |');
  });
});
