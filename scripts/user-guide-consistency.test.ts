/**
 * Points that several user and integration pages repeat (review round 15 of issue 45): each page states them the
 * same way, from one fact in config/facts.ts where there is one.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  chatBubbleVisitorIds,
  inboxSearch,
  phoneSearch,
  soleOwnerDeletesWorkspace,
  textChannelLead,
  textChannelWorkingHours,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

describe('the example business of the getting-started guides', () => {
  const pages = [
    'user/getting-started/chatbot-settings.mdx',
    'user/getting-started/create-chatbot.mdx',
    'user/getting-started/twilio.mdx',
    'user/getting-started/google-voice.mdx',
  ];

  it.each(pages)('%s names Bright Bikes and no health business (no BAA is signed)', (file) => {
    const text = read(file);
    expect(text).toContain('Bright Bikes');
    expect(text).not.toMatch(/dental|patient|clinic|Brightside/i);
  });
});

describe('a text during working hours on a channel that answers outside them only', () => {
  it('waits in Waiting, unassigned, with the Hand-off to your team notification', () => {
    expect(textChannelWorkingHours).toMatch(/\*\*Waiting\*\*/);
    expect(textChannelWorkingHours).toMatch(/unassigned/);
    expect(textChannelWorkingHours).toMatch(/\*\*Hand-off to your team\*\*/);
  });

  it('the Twilio guide states it whole from the fact; the Google Voice guide says it short, with the link', () => {
    // Whole as a lead sentence and a list of its parts (issue 45 density pass).
    // Review 38 #3: the Twilio guide keeps what is its own and links the Waiting rule's owner.
    // Round 43: the lead sentence, then its three outcomes as a list.
    expect(read('user/getting-started/twilio.mdx')).toContain(
      '**When the chatbot does not answer.** %TEXT_CHANNEL_WORKING_HOURS_WHEN% Then:\n\n- %TEXT_CHANNEL_NO_REPLY%\n- %WAITING_WITHOUT_HAND_OFF_LINK%\n- %TEXT_CHANNEL_WORKING_HOURS_NO_LEAD%\n',
    );
    expect(textChannelWorkingHours).toBe(
      ['WHEN', 'WAITING'].map((part) => productFactTokens[`%TEXT_CHANNEL_WORKING_HOURS_${part}%`]).join(' ') +
        ` ${productFactTokens['%WAITING_WITHOUT_HAND_OFF%']} ${productFactTokens['%TEXT_CHANNEL_WORKING_HOURS_NO_LEAD%']}`,
    );
    const googleVoice = read('user/getting-started/google-voice.mdx');
    expect(googleVoice).toContain('%TEXT_CHANNEL_WORKING_HOURS_SHORT%');
    expect(googleVoice).not.toContain('%TEXT_CHANNEL_WORKING_HOURS%');
    expect(googleVoice).not.toMatch(/answers in Google Voice during working hours/);
  });

  it('the notifications page says it short, with the link to the whole rule (no copy word for word)', () => {
    const text = read('user/workspace/notifications.mdx');
    expect(text).toContain('[How hand-off works](../getting-started/livechat.mdx#how-hand-off-works)');
    expect(text).not.toContain('%TEXT_CHANNEL_WORKING_HOURS');
    expect(productFactTokens['%TEXT_CHANNEL_WORKING_HOURS_SHORT%']).toMatch(
      /waits in the \*\*Inbox\*\* for your team, without a hand-off \(\[How hand-off works\]\(\/user\/getting-started\/livechat#how-hand-off-works\)\)/,
    );
  });
});

describe('a sole Owner who deletes the workspace to delete their account', () => {
  it('is warned that nobody can restore the workspace afterwards', () => {
    expect(soleOwnerDeletesWorkspace).toMatch(/nobody can/);
    expect(soleOwnerDeletesWorkspace).toMatch(/Transfer ownership/);
  });

  // Review 33 #8: the warning is stated once, in Delete your account's Before you start; every other offer of
  // deleting the workspace says nobody can restore it and links there.
  it.each(['user/workspace/delete-your-account.mdx', 'user/workspace/delete-workspace.mdx'])(
    '%s gives the warning, or its link, wherever it offers deleting the workspace',
    (file) => {
      const offers = read(file)
        .split('\n')
        .filter((line) => /only Owner/.test(line) && /delete the workspace/i.test(line));
      expect(offers.length).toBeGreaterThan(0);
      for (const line of offers) {
        if (line.includes('%SOLE_OWNER_DELETES_WORKSPACE%')) continue;
        expect(line).toContain('nobody can restore it afterwards');
        expect(line).toMatch(/\]\((\.\/delete-your-account\.mdx)?#before-you-start\)/);
      }
    },
  );

  it('states the warning once, in Delete your account', () => {
    const count = (file: string) => read(file).split('%SOLE_OWNER_DELETES_WORKSPACE%').length - 1;
    expect(count('user/workspace/delete-your-account.mdx')).toBe(1);
    expect(count('user/workspace/delete-workspace.mdx')).toBe(0);
    const owner = read('user/workspace/delete-your-account.mdx')
      .split('\n')
      .find((text) => text.startsWith('- **If you are the only Owner'));
    expect(owner).toContain('%SOLE_OWNER_DELETES_WORKSPACE%');
  });
});

describe('the Mailchimp lead webhook recipe', () => {
  const section = read('integration/mailchimp.mdx')
    .split('## Lead webhook with Activepieces')[1]
    .split('\n## Troubleshooting')[0];

  it('subscribes to lead.updated too, where a flow adds the consent answer', () => {
    expect(section).toMatch(/select `lead\.created` and `lead\.updated`/);
  });

  it('reads the lead back from the API before subscribing anyone', () => {
    expect(section).toContain('[List leads](/developer/api/lead)');
    expect(section).toMatch(/\*\*Read only\*\* key/);
  });

  it('tests with a lead that answered the consent question', () => {
    expect(section).toMatch(/\*\*Preview\*\* panel[^\n]*select `Yes`/);
  });

  it('compares the Choice button text as saved, and sends the email as an encoded query parameter', () => {
    expect(section).toMatch(/`fields\.newsletter` is exactly `Yes`/);
    expect(section).toContain('**Query params**');
    expect(section).not.toMatch(/leads\?email=/);
  });
});

describe('the answer checks of a Question block', () => {
  const rows = read('user/chatbots/flow-reference.mdx')
    .split('\n')
    .filter((line) => /^\| \*\*(Text|Email|Phone|Number|Date|Choice)\*\* \|/.test(line));

  it('has one row per answer type', () => {
    expect(rows).toHaveLength(6);
  });

  it('says of every type but Text that it takes the Skip path after the third unusable answer', () => {
    for (const row of rows.filter((line) => !line.startsWith('| **Text**'))) {
      expect(row).toMatch(/after the third [^|]*, takes the \*\*Skip\*\* path \|$/);
    }
    expect(rows.find((line) => line.startsWith('| **Text**'))).toMatch(/never takes the \*\*Skip\*\* path/);
  });
});

describe("where a Question's Skip output goes (review round 30 of issue 45)", () => {
  // Review 38 #6: the worked flow and its reference are two pages now; the rule holds on both.
  const page = `${read('user/getting-started/flow-builder.mdx')}\n${read('user/chatbots/flow-reference.mdx')}`;
  const diagram = read('user/getting-started/_QualifyFlowDiagram.tsx');
  const skipLines = page.split('\n').filter((line) => line.includes('**Skip**') && /\bconnect\b/i.test(line));

  it('never sends a Skip to End before Save lead has run', () => {
    expect(skipLines.length).toBeGreaterThanOrEqual(3);
    for (const line of skipLines) {
      expect(line).not.toMatch(/\*\*Skip\*\*[^.|]* to (the )?\*\*End\*\*/);
      expect(line).not.toContain('next block or to **End**');
    }
    expect(page).toContain('only a question after **Save lead** may skip to **End**');
  });

  it('sends a skipped company size on to Save lead in the worked flow, and the picture says so', () => {
    // Review 36 #3: Save lead (step 7) names the outputs that reach it; the size condition (step 8) says where empty goes.
    const step = page.split('\n').find((line) => line.startsWith('7. '));
    expect(step).toMatch(/^7\. Add an \*\*Action\*\* block and choose \*\*Save lead\*\*/);
    expect(step).toContain("Connect the company-size question's answer and **Skip** outputs to it.");
    expect(page.split('\n').find((line) => line.startsWith('8. '))).toMatch(
      /leaves `flow\.company_size` empty, so it takes the \*\*Otherwise\*\* path/,
    );
    expect(page).toMatch(
      /\| Connect \*\*Skip\*\* to the next block that must still run, such as \*\*Save lead\*\*\. \|/,
    );
    expect(diagram).toContain('answer or Skip');
    expect(diagram).toMatch(/Save lead,\s+which\s+a\s+skipped\s+answer\s+reaches\s+too/);
  });
});

describe('a repeated sentence from config/facts.ts (review round 16 of issue 45)', () => {
  const userPages = ['chatbots', 'getting-started', 'workspace'].flatMap((dir) =>
    readdirSync(path.join(ROOT, 'user', dir))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => `user/${dir}/${name}`),
  );

  it.each(userPages)('%s never puts one that starts with a capital after a colon', (file) => {
    // A sentence starts with a capital and ends with a full stop; names such as a plan's ("Business") are not one.
    const sentences = Object.entries(productFactTokens)
      .filter(([, value]) => /^[A-Z]/.test(value) && /\.\)?$/.test(value.trim()) && value.includes(' '))
      .map(([token]) => token);
    const afterColon = read(file)
      .split('\n')
      .flatMap((line, index) =>
        sentences.filter((token) => line.includes(`: ${token}`)).map((token) => `${file}:${index + 1} ${token}`),
      );
    expect(afterColon).toEqual([]);
  });
});

describe('the decisions of review round 16 (user guide)', () => {
  it('Never turns lead capture off on the text channels too', () => {
    expect(textChannelLead).toMatch(/\*\*Never\*\*/);
  });

  it('the Leads and Inbox searches match a phone number however it is written, in both places', () => {
    expect(phoneSearch).toMatch(
      /spaces, brackets and dashes in what you type do not matter, but the country code does/i,
    );
    expect(inboxSearch).toContain(phoneSearch);
    expect(read('user/chatbots/leads.mdx')).toContain('%PHONE_SEARCH%');
    // Review 33 #4: the leads page owns the rule; the privacy page links to it.
    expect(read('user/workspace/privacy.mdx')).not.toContain('%PHONE_SEARCH%');
    expect(read('user/workspace/privacy.mdx')).toContain('[Find a lead](../chatbots/leads.mdx#find-a-lead)');
    // The live chat guide lists what the search box finds (issue 45 density pass): every field, then the numbers.
    const liveChatGuide = read('user/getting-started/livechat.mdx');
    for (const token of [
      '%INBOX_SEARCH_BY_TEXT%',
      '%INBOX_SEARCH_BY_CONVERSATION_PHONE%',
      '%INBOX_SEARCH_BY_LEAD%',
      '%INBOX_SEARCH_BY_GHL_CONTACT%',
      '%INBOX_SEARCH_BY_CUSTOMER_ID%',
    ]) {
      expect(liveChatGuide).toContain(`- ${token}\n`);
      expect(inboxSearch).toContain(`by ${productFactTokens[token]}`);
    }
    expect(inboxSearch).toContain(productFactTokens['%INBOX_SEARCH_NUMBERS%']);
    // Review 43 user #2: the leads page owns the phone-number rule; the live chat guide links its heading.
    expect(liveChatGuide).not.toContain('%INBOX_SEARCH_NUMBERS%');
    expect(liveChatGuide).toContain('%INBOX_SEARCH_NUMBERS_SHORT%');
    expect(productFactTokens['%INBOX_SEARCH_NUMBERS_SHORT%']).toContain(
      '[Find a lead](/user/chatbots/leads#find-a-lead)',
    );
  });

  it('the Inbox finds a customer ID on every plan, so the privacy page does not send every plan to the API', () => {
    expect(inboxSearch).toMatch(/customer ID/);
    const privacy = read('user/workspace/privacy.mdx');
    for (const line of privacy.split('\n').filter((text) => text.includes('include_unverified=true')))
      expect(line).toContain('%PLANS_WITH_API% plan');
  });

  it("the chat bubble's stored IDs keep only an open conversation going", () => {
    expect(chatBubbleVisitorIds).toMatch(/while it is open/);
    expect(chatBubbleVisitorIds).toMatch(/no memory/);
    const cookies = read('user/workspace/cookies.mdx');
    // Its parts as a lead and a list (issue 45 density pass): together they are the whole fact.
    expect(cookies).toContain(
      '%CHAT_BUBBLE_VISITOR_IDS_OPEN%\n\n- %CHAT_BUBBLE_VISITOR_IDS_ENDED%\n- %CHAT_BUBBLE_VISITOR_IDS_VERIFIED%\n- %CHAT_BUBBLE_VISITOR_ID_RENEWED%',
    );
    expect(chatBubbleVisitorIds).toBe(
      ['OPEN', 'ENDED', 'VERIFIED'].map((part) => productFactTokens[`%CHAT_BUBBLE_VISITOR_IDS_${part}%`]).join(' ') +
        ` ${productFactTokens['%CHAT_BUBBLE_VISITOR_ID_RENEWED%']}`,
    );
    expect(cookies).not.toMatch(/find it again when they come back/);
  });

  it('the settings reference has no table cell longer than 550 characters once its facts are in', () => {
    const long = read('user/chatbots/settings-reference.mdx')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) =>
        line
          .replace(/%[A-Z0-9_]+%/g, (token) => productFactTokens[token] ?? token)
          .split(' | ')
          .filter((cell) => cell.length > 550)
          .map((cell) => cell.slice(0, 60)),
      );
    expect(long).toEqual([]);
  });
});
