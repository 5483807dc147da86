/**
 * The user-guide findings reviews 38 and 39 left open: each repeated rule stated once at its owner with a link
 * elsewhere, the live chat guide's GoHighLevel section reduced to the Inbox, short table cells, the order of the
 * chatbot settings steps, and one word for a conversation.
 */
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {subProcessors} from '../config/facts';
import {expand, line, read, section} from './page-text';

const userPages = ['user/glossary.mdx', 'user/intro.mdx'].concat(
  ['getting-started', 'chatbots', 'workspace'].flatMap((dir) =>
    readdirSync(`user/${dir}`)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `user/${dir}/${file}`),
  ),
);

describe('user guide, the findings reviews 38 and 39 left open', () => {
  it('#1 each repeated rule has one owner; the other pages say one sentence and link its heading', () => {
    const pagesWith = (pattern: RegExp) => userPages.filter((page) => pattern.test(expand(read(page))));
    // The opt-out words: the Twilio guide's table.
    expect(pagesWith(/`STOPALL`/)).toEqual(['user/getting-started/twilio.mdx']);
    // The text channels' lead rule: the leads page's How leads are collected.
    expect(pagesWith(/Twilio and Google Voice save a lead with the number/)).toEqual(['user/chatbots/leads.mdx']);
    expect(section('user/chatbots/leads.mdx', '## How leads are collected')).toContain('%TEXT_CHANNEL_LEAD%');
    expect(
      line('user/chatbots/settings-reference.mdx', '**Never** turns lead capture off on every channel:'),
    ).toContain('save no lead from the number ([How leads are collected](./leads.mdx#how-leads-are-collected))');
    // Free has no place for a copy: Duplicate a chatbot.
    expect(pagesWith(/no place for (a copy|it|one)\b/)).toEqual(['user/chatbots/duplicate-or-delete.mdx']);
  });

  it('#2 the live chat guide says in one sentence what changes in the Inbox for GoHighLevel, and links the integration', () => {
    const ghl = section('user/getting-started/livechat.mdx', '## GoHighLevel conversations {/*#ghl*/}').trim();
    expect(ghl.split('\n').filter(Boolean)).toHaveLength(1);
    expect(ghl).toContain('appear in the **Inbox** read-only, with no **Take over** or **Close**');
    expect(ghl).toContain(
      '[How a GHL conversation flows](/integration/ghl-chat-integration#how-a-ghl-conversation-flows)',
    );
    // The integration's own page holds the rest: the tag, the Inbox without notifications, the pauses.
    const flows = section('integration/ghl-chat-integration.mdx', '## How a GHL conversation flows');
    expect(flows).toContain('The conversation also appears in the %PRODUCT_NAME% **Inbox**, read-only');
    expect(flows).toContain('sends no **Inbox** or email notifications');
    for (const detail of ['parley-handoff', 'Fallback user', 'Pause when your team replies'])
      expect(ghl).not.toContain(detail);
    expect(line('user/getting-started/livechat.mdx', 'GoHighLevel conversations are the exception')).toContain(
      '(#ghl)',
    );
  });

  it("#3 no cell of billing's What happens to what no longer fits or of the sub-processors table is over 250 characters", () => {
    // Review 42 #2: the table became one list item per thing over the new plan, readable on a phone.
    const over = section(
      'user/workspace/billing.mdx',
      '### What happens to what no longer fits {/*#over-the-new-plan*/}',
    );
    expect(over.split('\n').filter((row) => row.startsWith('| '))).toEqual([]);
    expect(over.split('\n').filter((row) => row.startsWith('- **')).length).toBeGreaterThan(10);
    const component = read('src/components/SubProcessorTable/index.tsx');
    expect(component.match(/<th scope="col">/g)).toHaveLength(5);
    for (const row of subProcessors)
      for (const cell of [row.name, row.purpose, row.data, row.location, row.kept])
        expect(cell.length, cell).toBeLessThanOrEqual(250);
    // The column that moved: the sentence under the table names the two rows that do not take data out.
    const stays = subProcessors.filter((row) => row.flow === null || row.inbound);
    expect(stays.map((row) => [row.name, row.purpose.split(' ')[0]])).toEqual([
      ['Amazon Web Services', 'Hosts'],
      ['Amazon Web Services', 'Receives'],
    ]);
    expect(stays[1].purpose).toMatch(/^Receives the Google Voice texts/);
    expect(line('user/workspace/security-and-compliance.mdx', '**Leaves the region.**')).toContain(
      'except two **Amazon Web Services** rows: the one that hosts the workspace stores the data there, and the one that receives Google Voice texts brings them in ([What leaves the region](#leaves-the-region))',
    );
  });

  it("#4 chatbot-settings step 2 goes through the settings groups in the dashboard's order", () => {
    // The dashboard's order of a chatbot's Settings groups is the settings reference's order of sections.
    const groups = read('user/chatbots/settings-reference.mdx')
      .split('\n')
      .filter((text) => text.startsWith('## '))
      .map((text) => text.slice(3).replace(/ \{.*\}$/, ''));
    expect(groups.indexOf('Answers')).toBeLessThan(groups.indexOf('Appearance'));
    const step = section('user/getting-started/chatbot-settings.mdx', '## 3. Greet customers {/*#3-greet-customers*/}');
    const visited = [...step.matchAll(/\*\*Settings → ([A-Za-z -]+)\*\*/g)].map((match) => groups.indexOf(match[1]));
    expect(visited).toEqual(['Answers', 'Appearance'].map((group) => groups.indexOf(group)));
    expect(step.indexOf('**Suggested questions**')).toBeLessThan(step.indexOf('**Welcome message**'));
    expect(step.indexOf('**Welcome message**')).toBeLessThan(step.indexOf('**Accent colour**'));
  });

  it("#5 user pages call a conversation a conversation; the API's word stays only in its titles, code and shared tokens", () => {
    // The glossary's term is Conversation; its Session row maps the API's word.
    expect(line('user/glossary.mdx', '| Session |')).toContain("The API's and webhooks' word for a conversation");
    // %CHATBOT_DELETION_DELETES% is shared with openapi.yaml's deleteChatbot, so it keeps "chat sessions".
    expect(read('openapi/openapi.yaml')).toContain('%CHATBOT_DELETION_DELETES%');
    const signIn = ['user/workspace/security.mdx', 'user/workspace/team.mdx', 'user/workspace/single-sign-on.mdx'];
    const found = userPages
      .filter((page) => page !== 'user/glossary.mdx' && !signIn.includes(page))
      .flatMap((page) => {
        const text = expand(
          read(page)
            .replaceAll('%CHATBOT_DELETION_DELETES%', '')
            .replace(/`[^`]*`/g, '')
            .replace(
              /\[(List chat sessions|Create a chat session|List chat session deletions|chat session)\]\(\/developer\/api\/chat\/[a-z-]+\)/g,
              '',
            ),
        ).replace(/`[^`]*`/g, '');
        return (text.match(/[^.\n]*\bsessions?\b(?![-_/])[^.\n]*/gi) ?? [])
          .filter((sentence) => !/session(-| )storage|session entry|\{\/\*#sessions\*\/\}/i.test(sentence))
          .map((sentence) => `${page}: ${sentence.trim()}`);
      });
    expect(found).toEqual([]);
  });
});
