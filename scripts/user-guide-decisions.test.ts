/**
 * The decisions of review rounds 17 and 18 of issue 45 (user guide): each page a reader lands on states the point,
 * from the one fact in config/facts.ts where several pages repeat it, with the link to where it is whole.
 */
// cspell:ignore livechat handoff
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  flowStartTriggers,
  flowsOnApiSessions,
  forgotPassword,
  ghlContactLead,
  inboxSearch,
  pausedChatbotInbox,
  pausedChatbotLeadLater,
  subProcessors,
  textChannelLead,
  flowStartTriggersConversationStarts,
  flowStartTriggersNoPageViews,
  flowStartTriggersPageVisited,
  flowStartTriggersStart,
  flowStartTriggersWelcome,
  leadConsentBoxEmptyVariables,
  leadConsentBoxNoTick,
  leadConsentBoxWhere,
  pausedChatbotInboxWaiting,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {expand, line, read, ROOT, section as pageSection} from './page-text';

const userPages = ['chatbots', 'getting-started', 'workspace'].flatMap((dir) =>
  readdirSync(path.join(ROOT, 'user', dir))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `user/${dir}/${name}`),
);

/** The privacy page's step 2 for a typed card number, with its sub-items. */
const cardStep = (): string => {
  const text = read('user/workspace/privacy.mdx');
  const start = text.indexOf('2. When a customer types a card number anyway');
  return text.slice(start, text.indexOf('\n3. ', start));
};

describe('when a conversation starts, and the flow triggers that run then', () => {
  it('a conversation starts with the first message; Page visited reads the page address, no page views', () => {
    expect(flowStartTriggers).toMatch(/starts with the customer's first message/);
    expect(flowStartTriggers).toMatch(
      /\*\*Conversation starts\*\* runs its flow at that message, before the chatbot answers it/,
    );
    expect(flowStartTriggers).toMatch(/\*\*Page visited\*\* runs when a conversation starts on a page/);
    expect(flowStartTriggers).toMatch(/sends no page views/);
    expect(flowStartTriggers).toMatch(/before any conversation exists/);
  });

  it('the flow builder states it, and its trigger rows promise no page view and no welcome-message order', () => {
    const page = read('user/chatbots/flow-reference.mdx');
    // The rule's parts, as a lead and a list (issue 45 density pass): together they are the whole fact.
    expect(expand(page)).toContain(flowStartTriggersStart);
    for (const part of [
      flowStartTriggersConversationStarts,
      flowStartTriggersPageVisited,
      flowStartTriggersNoPageViews,
      flowStartTriggersWelcome,
    ])
      expect(expand(page)).toContain(`- ${part}`);
    expect(line('user/chatbots/flow-reference.mdx', '| **Conversation starts** |')).not.toMatch(/welcome/i);
    expect(line('user/chatbots/flow-reference.mdx', '| **Page visited** |')).not.toMatch(/opens a page/);
  });

  it('the privacy page says the trigger reads the page address and no page views are sent', () => {
    expect(read('user/workspace/privacy.mdx')).toMatch(/\*\*Page visited\*\* trigger[^.]*no page views/);
  });
});

describe('the Inbox search', () => {
  it("matches a conversation's own phone number, and a number in a message's text as text only", () => {
    expect(inboxSearch).toMatch(/the conversation's phone number/);
    expect(inboxSearch).toMatch(/`phone` column/);
    expect(inboxSearch).toMatch(/matched as text only/);
  });

  it('the privacy steps say the search finds a texted number without a lead', () => {
    // Review 36 #6: the step links the search's reach, stated below the steps.
    // Review 42 #1: it is a special case at the end of the page, linked from the step.
    expect(line('user/workspace/privacy.mdx', '3. In the **Inbox**, search')).toContain(
      '([What the Inbox search finds](#what-the-inbox-search-finds))',
    );
    expect(line('user/workspace/privacy.mdx', 'It matches the number a customer texted from')).toMatch(
      /with or without a lead/,
    );
  });
});

describe("the name and email a page passes (openapi.yaml's Visitor)", () => {
  const visitor = parse(read('openapi/openapi.yaml')).components.schemas.Visitor.properties as Record<string, unknown>;

  it('are columns of the conversation export, as every Visitor property is', () => {
    const row = line('user/workspace/data-retention.mdx', '| `visitor.id`');
    for (const name of Object.keys(visitor)) expect(row).toContain(`\`visitor.${name}\``);
  });

  it("are in the data-access export (Export this customer's data)", () => {
    expect(expand(line('user/workspace/privacy.mdx', "Each lead's export is %CUSTOMER_DATA_EXPORT_HOLDS%"))).toMatch(
      /customer ID, name and email your page passed/,
    );
  });
});

describe('the message credits usage API on the billing page', () => {
  it('names every total of CreditsUsage, per chatbot too, and says the daily figures are dashboard only', () => {
    const usage = parse(read('openapi/openapi.yaml')).components.schemas.CreditsUsage.properties;
    const text = line('user/workspace/billing.mdx', '[message credits usage API]');
    for (const name of Object.keys(usage).filter((key) => key.startsWith('credits_'))) expect(text).toContain(name);
    expect(text).toContain('`by_chatbot[].credits_used`');
    expect(text).toContain('Per-day credits are in the dashboard only');
    expect(text).toContain(
      'per-day message counts are in the [messages count API](/developer/api/get-chatbot-messages-count) (messages, not credits)',
    );
    expect(read('developer/api/get-chatbot-messages-count.mdx')).toContain('operationId="getChatbotMessageCount"');
    expect(parse(read('openapi/openapi.yaml')).paths['/chatbots/{chatbot_id}/messages/count'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({name: 'group_by', schema: expect.objectContaining({enum: ['day', 'month']})}),
      ]),
    );
  });
});

describe('signing in without single sign-on', () => {
  it('Forgot password? sets a first password; Google works only for a Google account', () => {
    expect(forgotPassword).toMatch(/sets their first password/);
    expect(forgotPassword).toMatch(/only for an email address that is a Google account/);
    expect(read('user/workspace/security.mdx')).toContain('%FORGOT_PASSWORD%');
  });

  it.each([
    ['user/workspace/billing.mdx', '- **Single sign-on (%PLANS_WITH_SSO%).**'],
    ['user/workspace/single-sign-on.mdx', 'Leave **Owners can also sign in with a password** on'],
  ])('%s sends a member without a password to Forgot password?', (file, marker) => {
    expect(line(file, marker)).toContain('**Forgot password?**');
  });
});

describe("the live chat guide's Closed state", () => {
  // Review 31 user #7/#8: the row stays short; the list below the table names every way in plain words, and the
  // SDK's terms are checked at their owner, the developer guide the list links.
  it('names every way a conversation ends, with the link to Limits', () => {
    const page = read('user/getting-started/livechat.mdx');
    const list = page.slice(page.indexOf('A conversation closes when:'), page.indexOf('A hand-off starts in one of'));
    for (const reason of [
      '**Close conversation**',
      '**End chat**',
      'your website ends the chat',
      '**End conversation after**',
      '%TEXT_CONVERSATION_IDLE_HOURS% hours',
      '%SESSION_MAX_HOURS% hours',
    ])
      expect(list).toContain(reason);
    expect(list).toContain('(../chatbots/settings-reference.mdx#limits)');
    expect(list).toContain('(/developer/javascript-sdk/reference#close-hide-and-show)');
    expect(line('user/getting-started/livechat.mdx', '| **Closed** |')).toContain('(below the table)');
    const sdk = pageSection(
      'developer/javascript-sdk/reference.mdx',
      '### close, hide and show {/*#close-hide-and-show*/}',
    );
    for (const term of ['`visitor_closed`', '[`shutdown`]', '[`identify`]']) expect(sdk).toContain(term);
    expect(read('user/chatbots/settings-reference.mdx')).toMatch(/^## Limits$/m);
  });
});

describe('who deletes a conversation and exports a customer', () => {
  it.each([/^\| Delete a conversation /, /^\| Export one customer's data /])(
    'the roles table of team.mdx has a row %s for Owners and Admins only',
    (start) => {
      const row = read('user/workspace/team.mdx')
        .split('\n')
        .find((text) => start.test(text));
      expect(row).toBeDefined();
      expect(row!.split(' | ').slice(-3)).toEqual(['Yes', 'Yes', expect.stringMatching(/^No\b/)]);
    },
  );

  it('the privacy page says an Agent mentions an Owner or Admin in a note', () => {
    // Round 43: step 2 keeps the Agent's way as a sub-item of the step.
    expect(cardStep()).toMatch(/\n {3}- An Agent cannot delete it, so they add an internal note/);
  });
});

describe('the billing test puts the limit back', () => {
  it('restores Messages limit and Period', () => {
    expect(read('user/workspace/billing.mdx')).toContain('Set **Messages limit** and **Period** back');
  });
});

describe('API conversations never save a lead', () => {
  it('lead capture never asks and Save lead is skipped, the flow going on', () => {
    const fact = productFactTokens['%API_NO_LEAD%'];
    expect(fact).toMatch(/never save a lead: lead capture never asks/);
    expect(fact).toMatch(/\*\*Save lead\*\* is skipped there \(the flow goes on through its next block\)/);
    expect(fact).toMatch(
      /The one exception is \*\*Request payment\*\*, which saves the lead it records the payment on/,
    );
    expect(productFactTokens['%API_OUT_OF_HOURS%']).toMatch(
      // Review round 28: with the one exception the leads page states.
      /No lead is saved: lead capture and \*\*Save lead\*\* never save one on `api` conversations, except the lead a \*\*Request payment\*\* records its payment on\./,
    );
  });

  it('the leads page states it whole', () => {
    expect(read('user/chatbots/leads.mdx')).toMatch(/The chatbot saves a lead when[^\n]*\n\n%API_NO_LEAD%\n/);
  });

  it.each([
    // Its own paragraph after the form's (issue 45 density pass), so the marker is the paragraph's own text.
    ['user/chatbots/settings-reference.mdx', '%API_NO_LEAD_SHORT%'],
    // Review 47 user #9: the flow reference says it once, after Text channels and the API (the Save lead row points there).
    ['user/chatbots/flow-reference.mdx', '**Text channels and the API.** %FLOWS_ON_API_SESSIONS%'],
  ])('%s says it in one sentence with the link to the leads page', (file, marker) => {
    expect(line(file, marker)).toContain('%API_NO_LEAD_SHORT%');
  });

  it('no other user page repeats the whole text (review round 21: density)', () => {
    const whole = userPages.filter((file) => read(file).includes('%API_NO_LEAD%'));
    expect(whole).toEqual(['user/chatbots/leads.mdx']);
    expect(productFactTokens['%API_NO_LEAD_SHORT%']).toMatch(
      /\(`api`\) save no lead, except the lead a \*\*Request payment\*\* records its payment on \(\[API conversations and leads\]\(\/user\/chatbots\/leads#how-leads-are-collected\)\)/,
    );
  });

  it('the flow builder still says Save lead is skipped and the flow goes on', () => {
    expect(read('user/chatbots/flow-reference.mdx')).toContain(
      // Review 48 user #7: one paragraph.
      '**Text channels and the API.** %FLOWS_ON_API_SESSIONS% [What the chatbot answers by text](../getting-started/twilio.mdx#what-the-chatbot-answers-by-text) shows the numbered list. %API_NO_LEAD_SHORT%',
    );
    // Review 47 user #9: where the flow goes is said once, in the Save lead row.
    expect(line('user/chatbots/flow-reference.mdx', '| **Save lead** |')).toContain(
      'where the flow goes on through its next block',
    );
  });

  it("the flow builder's Save lead row says it is skipped on api conversations", () => {
    expect(line('user/chatbots/flow-reference.mdx', '| **Save lead** |')).toMatch(/Skipped on `api` conversations/);
  });
});

describe('flows on API conversations', () => {
  it('run as on the text channels, stated in the flow builder and linked from Message a chatbot', () => {
    expect(flowsOnApiSessions).toMatch(/as on the text channels/);
    expect(flowsOnApiSessions).toMatch(/\*\*Book a meeting\*\* and \*\*Request payment\*\* send their links/);
    expect(read('user/chatbots/flow-reference.mdx')).toContain('%FLOWS_ON_API_SESSIONS%');
    expect(line('developer/api/chat/message-a-chatbot.mdx', '**Flows run here too.**')).toContain(
      '/user/chatbots/flow-reference#actions',
    );
  });
});

describe('a paused chatbot and leads', () => {
  it('saves no lead on any channel, and the lead waits for the first message answered after the resume', () => {
    expect(pausedChatbotLeadLater).toMatch(/asks for no contact details and saves no lead on any channel/);
    expect(pausedChatbotLeadLater).toMatch(/once it is \*\*Active\*\* again/);
    expect(pausedChatbotInbox).toContain(pausedChatbotLeadLater);
    expect(textChannelLead).not.toContain(pausedChatbotLeadLater);
    // Review 39 #1: the leads page says the text channels' rule whole, with the paused chatbot's sentence after it.
    expect(line('user/chatbots/leads.mdx', '- **By text message.**')).toBe(
      '- **By text message.** %TEXT_CHANNEL_LEAD% %PAUSED_CHATBOT_LEAD_LATER_SHORT%',
    );
  });

  it('only the settings reference holds the paused-chatbot paragraph whole; the text channels say it short', () => {
    const whole = userPages.filter((file) => expand(read(file)).includes(pausedChatbotLeadLater));
    expect(whole).toEqual(['user/chatbots/settings-reference.mdx']);
    // Review 39 #1: the leads page's How leads are collected owns the text channels' lead rule (it was on four pages);
    // the Twilio and Google Voice guides' **Ask for an email address** row and the privacy table link there.
    const owner = pageSection('user/chatbots/leads.mdx', '## How leads are collected');
    expect(owner).toContain('%TEXT_CHANNEL_LEAD% %PAUSED_CHATBOT_LEAD_LATER_SHORT%');
    const link = '[How leads are collected](../chatbots/leads.mdx#how-leads-are-collected)';
    for (const file of ['user/getting-started/twilio.mdx', 'user/getting-started/google-voice.mdx']) {
      expect(line(file, '| **Ask for an email address** |')).toContain(`When the lead is saved: ${link}.`);
      expect(read(file)).not.toMatch(/%TEXT_CHANNEL_LEAD|%PAUSED_CHATBOT_LEAD_LATER_SHORT%|becomes a lead\.\*\*/);
    }
    expect(line('user/workspace/privacy.mdx', '| Phone number |')).toContain(link);
    const repeats = userPages.filter((file) => expand(read(file)).includes('save a lead with the number'));
    expect(repeats).toEqual(['user/chatbots/leads.mdx']);
    expect(productFactTokens['%PAUSED_CHATBOT_LEAD_LATER_SHORT%']).toMatch(
      /^A paused chatbot saves no lead either: [^.]*\*\*Active\*\* again \(\[what a paused chatbot does\]\(\/user\/chatbots\/settings-reference#general\)\)\.$/,
    );
    expect(ghlContactLead).toMatch(/paused chatbot saves none/);
  });
});

describe("the flow builder's details", () => {
  const page = 'user/chatbots/flow-reference.mdx';

  it('a Text answer keeps its first 1,000 characters in the variable, the message whole', () => {
    expect(line(page, '| **Text** |')).toMatch(/first 1,000 characters[^|]*message stays whole/);
  });

  it('Send webhook has a Success and a Failed output, with what takes Failed', () => {
    expect(line(page, '| **Send webhook** |')).toMatch(/\*\*Success\*\* and a \*\*Failed\*\* output/);
    const failed = line(page, '- **Send webhook** takes its **Failed** output');
    expect(failed).toMatch(/not `2xx`/);
    expect(failed).toMatch(/not a JSON object/);
    expect(failed).toContain('/developer/webhook/send-webhook-action#the-answer');
  });

  it.each(['user/getting-started/flow-builder.mdx', 'user/chatbots/leads.mdx'])(
    '%s: testing on a duplicate needs a chatbot place, or test mode',
    (file) => {
      const text = read(file);
      // Review 31 repetition pass: the leads page states the rule; the flow builder links to it.
      // Review 37: the flow builder's test ends with the one cleanup sentence, which links the leads page's rule.
      if (file === 'user/getting-started/flow-builder.mdx') {
        // Review 42 #5: the precaution before the step, linking the leads page's rule.
        // Review 46 #3: a test step that tries a question comes first; the name is given in it.
        expect(text).toContain('3. %PREVIEW_LEAD_CRM_FIRST% Answer with %TEST_LEAD_EMAIL%');
        expect(productFactTokens['%PREVIEW_LEAD_CRM_FIRST%']).toContain('(/user/chatbots/leads#test-it-end-to-end)');
      } else
        expect(text).toContain('[Duplicate a chatbot](./duplicate-or-delete.mdx#duplicate) says which plans have room');
      // Review 42 #4, review 43 #4: they link the user section Try changes safely, built on the glossary's fact.
      expect(text).toMatch(/\[test mode\]\((\.\.\/chatbots\/|\.\/)duplicate-or-delete\.mdx#try-changes-safely\)/);
      expect(read('user/glossary.mdx')).toContain('[Test mode](/developer/api/test-mode)');
    },
  );
});

describe('the intro says where contact details become a lead', () => {
  it("names lead capture's form and a flow's Save lead action, not its questions", () => {
    expect(read('user/intro.mdx')).toContain(
      "gives contact details in lead capture's form, or a flow's **Save lead** action,",
    );
    expect(read('user/intro.mdx')).not.toContain("or a flow's questions");
  });
});

describe('repetition in the user guide', () => {
  it('the full rule on contact details written in a message is on the privacy page only', () => {
    const full = userPages.filter((file) => read(file).includes('%FREE_TEXT_CONTACT_DETAILS%'));
    expect(full).toEqual(['user/workspace/privacy.mdx']);
    // Review 32 #10: chatbot-settings links the settings reference's Lead capture, which states it.
    expect(line('user/getting-started/chatbot-settings.mdx', 'Leave asking for contact details')).toContain(
      '(../chatbots/settings-reference.mdx#lead-capture)',
    );
    expect(pageSection('user/chatbots/settings-reference.mdx', '## Lead capture')).toContain(
      '%FREE_TEXT_CONTACT_DETAILS_SHORT%',
    );
    for (const file of [
      'user/chatbots/flow-reference.mdx',
      'user/chatbots/settings-reference.mdx',
      'user/chatbots/leads.mdx',
    ])
      expect(read(file), file).toContain('%FREE_TEXT_CONTACT_DETAILS_SHORT%');
    expect(productFactTokens['%FREE_TEXT_CONTACT_DETAILS_SHORT%']).toContain(
      '/user/workspace/privacy#what-is-stored-about-a-customer',
    );
  });

  it.each(userPages)('%s has no table cell over 600 characters once its facts are in', (file) => {
    const long = read(file)
      .split('\n')
      .filter((text) => text.startsWith('|'))
      .flatMap((text) =>
        expand(text)
          .split(' | ')
          .filter((cell) => cell.length > 600)
          .map((cell) => cell.slice(0, 60)),
      );
    expect(long).toEqual([]);
  });
});

describe('GoHighLevel conversations with no lead can be found, exported and deleted', () => {
  it("the Inbox search matches a GoHighLevel conversation's contact", () => {
    expect(inboxSearch).toMatch(/GoHighLevel conversation's contact \(its phone, name and email/);
  });

  it('the export holds the GoHighLevel contact phone in `phone`', () => {
    expect(line('user/workspace/data-retention.mdx', '| `phone` |')).toMatch(
      /On `gohighlevel`, the GoHighLevel contact's phone/,
    );
  });

  it('the privacy steps say how to find, export and delete them', () => {
    const privacy = expand(read('user/workspace/privacy.mdx'));
    // Round 43: the privacy page says it in short and links the search's owner, the live chat guide's list.
    expect(line('user/workspace/privacy.mdx', 'It matches the number a customer texted from')).toContain(
      'and a GoHighLevel contact, answered or not ([The agent workspace](../getting-started/livechat.mdx#the-agent-workspace))',
    );
    expect(read('user/getting-started/livechat.mdx')).toContain('- %INBOX_SEARCH_BY_GHL_CONTACT%');
    expect(expand('%INBOX_SEARCH_BY_GHL_CONTACT%')).toContain('whether or not the chatbot answered');
    expect(privacy).toMatch(
      /In the \*\*Inbox\*\*, open each of their conversations that no lead links, and select \*\*Export conversation\*\*/,
    );
    expect(privacy).toMatch(/works on an open conversation too, a GoHighLevel one included/);
  });
});

describe('a verified visitor: signed by the website, or passed by your server with the API', () => {
  it.each([
    ['user/chatbots/flow-reference.mdx', '- `visitor.verified` is `true`'],
    ['user/glossary.mdx', '| Verified visitor |'],
  ])('%s names the API visitor.id', (file, marker) => {
    expect(line(file, marker)).toMatch(/your server passed (as )?`visitor\.id` with the API/);
  });
});

describe('who is already a lead: one fact on every page that relies on it', () => {
  it('the leads page holds it whole; the live chat guide and the settings reference say it short, with the link', () => {
    // Whole as a lead sentence and a list of its parts (issue 45 density pass).
    expect(read('user/chatbots/leads.mdx')).toContain(
      '%EXISTING_LEAD_MATCH_OWN%\n\n- %EXISTING_LEAD_MATCH_LATER%\n- %EXISTING_LEAD_MATCH_TYPED%\n',
    );
    expect(productFactTokens['%EXISTING_LEAD_MATCH%']).toBe(
      ['OWN', 'LATER', 'TYPED'].map((part) => productFactTokens[`%EXISTING_LEAD_MATCH_${part}%`]).join(' '),
    );
    // Review 31 repetition pass: the settings reference states the out-of-hours exceptions; live chat links to them.
    const reference = read('user/chatbots/settings-reference.mdx');
    expect(reference).toContain('%OUT_OF_HOURS_EXISTING_LEAD% %EXISTING_LEAD_MATCH_SHORT%');
    expect(reference).not.toContain('%EXISTING_LEAD_MATCH%');
    expect(line('user/getting-started/livechat.mdx', 'Outside working hours, ways 1 to 3')).toContain(
      '[Outside working hours](../chatbots/settings-reference.mdx#outside-working-hours)',
    );
    expect(productFactTokens['%EXISTING_LEAD_MATCH_SHORT%']).toMatch(
      /only when Parley knows it is the same person \(a verified customer ID, or on a text channel the same phone number\); a typed email that matches a lead saves a new lead \(\[who is already a lead\]\(\/user\/chatbots\/leads#how-leads-are-collected\)\)/,
    );
  });

  it('a later conversation updates a lead only for a verified customer ID or the same texting phone', () => {
    const fact = productFactTokens['%EXISTING_LEAD_MATCH%'];
    expect(fact).toContain('Within one chatbot');
    expect(fact).toMatch(/only when Parley knows it is the same person/);
    expect(fact).toMatch(/same customer ID of a verified visitor/);
    expect(fact).toMatch(/on a text channel the phone number the texts come from/);
    expect(fact).not.toMatch(/same browser|same email address as an existing lead|your website or app passed/);
    expect(fact).toMatch(/a typed email that matches an existing lead saves a new lead/);
    expect(fact).toMatch(/search for the email finds both, and an export by that email covers both\./);
    expect(fact).not.toMatch(/deletion/);
  });

  it('lead.updated from a later conversation is promised only for a verified ID or the same phone', () => {
    const spec = parse(read('openapi/openapi.yaml')) as {
      webhooks: Record<string, {post: {description: string}}>;
    };
    for (const text of [
      spec.webhooks['lead.updated'].post.description,
      line('developer/webhook/lead.mdx', 'adds a phone number in a later conversation'),
    ]) {
      expect(text.replace(/\s+/g, ' ')).toMatch(
        /later conversation known to be theirs \(the same verified customer ID, or on a text channel the same phone number; a typed email that matches a lead saves a new lead instead\)/,
      );
    }
  });

  it('the privacy page tests two leads for one typed email, on the Free plan too', () => {
    const page = read('user/workspace/privacy.mdx');
    expect(page).not.toMatch(/the second updates the first lead|one on the Free plan/);
    expect(page).toMatch(/a typed email never updates another lead, so the second conversation saves a second lead/);
  });
});

describe('Before the chat: website chat only, and its form is the first message', () => {
  it('the settings reference says it under the Lead capture table', () => {
    const page = read('user/chatbots/settings-reference.mdx');
    expect(page).toContain('%BEFORE_THE_CHAT_FORM%');
    const fact = productFactTokens['%BEFORE_THE_CHAT_FORM%'];
    expect(fact).toMatch(/website chat only/);
    expect(fact).toMatch(/Sending the form is the customer's first message: it starts the conversation/);
    expect(fact).toMatch(/consent box when the \*\*Consent text\*\* has a link/);
    expect(fact).toMatch(/Text-message channels treat \*\*Before the chat\*\* as \*\*After the first answer\*\*/);
    expect(fact).not.toMatch(/API treat/);
    expect(page).toContain('%BEFORE_THE_CHAT_FORM%\n\n%API_NO_LEAD_SHORT%');
    // %API_NO_LEAD% follows it there, so the form's fact does not say the API point a second time.
    expect(fact).not.toMatch(/API|no lead/);
  });

  it('the cookies page keeps "nothing before the first message" true for it', () => {
    expect(line('user/workspace/cookies.mdx', '**Nothing before the first message**')).toMatch(
      /\*\*Before the chat\*\*, sending that form is the first message/,
    );
  });
});

describe('Answer texts on Never: defined as precisely as Outside working hours only', () => {
  it('says what the customer gets, where the text waits, who is notified and what becomes of the lead', () => {
    const fact = productFactTokens['%TEXT_CHANNEL_WORKING_HOURS%'];
    expect(fact).toMatch(/with \*\*Never\*\*, the number stays connected and the chatbot answers no text at any hour/);
    expect(fact).toMatch(/no reply from the chatbot, not even the \*\*Away message\*\*/);
    expect(fact).toMatch(/\*\*Waiting\*\* view, unassigned/);
    expect(fact).toMatch(/\*\*Hand-off to your team\*\* notification/);
    expect(fact).toMatch(/saves no lead/);
  });

  it.each([
    [
      'user/getting-started/twilio.mdx',
      // Round 43: the outcomes follow as a list (user-guide-consistency checks it whole).
      '%TEXT_CHANNEL_WORKING_HOURS_WHEN% Then:',
    ],
    ['user/getting-started/google-voice.mdx', '%TEXT_CHANNEL_WORKING_HOURS_SHORT%'],
  ])('%s states it under the channel settings, not as "connected but paused"', (file, token) => {
    expect(line(file, '**When the chatbot does not answer.**')).toBe(`**When the chatbot does not answer.** ${token}`);
    expect(read(file)).not.toContain('connected but paused');
  });

  it('the notifications page names Never under Hand-off to your team, and links the whole rule', () => {
    expect(line('user/workspace/notifications.mdx', '| Hand-off to your team |')).toContain(
      'or it waits without a hand-off (below the table)',
    );
    // Review 37: the Waiting rule is stated once, in the live chat guide's How hand-off works; this page links it.
    const below = line(
      'user/workspace/notifications.mdx',
      'A conversation also waits in **Waiting** without a hand-off',
    );
    expect(below).toMatch(/\*\*Answer texts\*\* on \*\*Never\*\*/);
    expect(below).toContain('[How hand-off works](../getting-started/livechat.mdx#how-hand-off-works)');
    expect(below).toContain('[paused chatbot](../chatbots/settings-reference.mdx#general)');
  });
});

describe("the hand-off offer is the Fallback message's own question", () => {
  const page = 'user/chatbots/settings-reference.mdx';
  it('the Fallback message says so and asks to reword it when hand-off is off', () => {
    // Review 33 (reading load): the row points to Hand-off, whose two rows below hold the reword rule once.
    expect(line(page, '| **Fallback message** |')).toMatch(
      /Its question offers a person \(\[Hand-off\]\(#hand-off\)\)/,
    );
  });

  it.each(['| **Allow hand-off** |', '| **Hand off when the chatbot cannot answer** |'])(
    '%s tells readers to reword the Fallback message when they turn it off',
    (marker) => {
      expect(line(page, marker)).toMatch(/reword the \*\*Fallback message\*\*/);
    },
  );
});

describe('Send test event: nothing marks it as a test', () => {
  it('the settings reference warns where to send it, once, and links the developer page that holds %WEBHOOK_TEST_EVENT%', () => {
    const page = expand(read('user/chatbots/settings-reference.mdx'));
    const warning =
      /nothing marking it as a test: send it only to a test or copy endpoint, or delete what it creates/gi;
    expect(page.match(warning)).toHaveLength(1);
    const sentence = line('user/chatbots/settings-reference.mdx', '**Send test event.**');
    expect(sentence).toMatch(warning);
    expect(sentence).toContain('(/developer/webhook/delivery#test-locally)');
    expect(pageSection('developer/webhook/delivery.mdx', '## Test locally')).toContain('%WEBHOOK_TEST_EVENT%');
  });
});

describe("a strict Content-Security-Policy blocks the snippet's inline first tag", () => {
  it.each([
    'If a security plugin or your host sends a Content-Security-Policy header',
    "| No bubble appears, and the browser's developer tools report a blocked script. |",
  ])('the website guide says what to do with it: %s', (marker) => {
    const text = line('user/getting-started/website.mdx', marker);
    expect(text).toMatch(/nonce/);
    expect(text).toContain('(/developer/javascript-sdk/reference#content-security-policy)');
  });

  it('the linked section exists', () => {
    expect(read('developer/javascript-sdk/reference.mdx')).toMatch(/^## Content-Security-Policy$/m);
  });
});

describe('the consent box on text channels and GoHighLevel: no legal advice', () => {
  it('says texting first is not consent, and what to set where there is no lawful basis', () => {
    const fact = productFactTokens['%LEAD_CONSENT_BOX_TEXT_CHANNELS%'];
    expect(fact).not.toMatch(/so your privacy policy covers those/);
    expect(fact).toMatch(/has not consented to marketing, or to their details going to a CRM/);
    expect(fact).toMatch(/no lawful basis .* set \*\*Ask for contact details\*\* to \*\*Never\*\*/);
    expect(read('user/workspace/privacy.mdx')).toContain(
      // Review 48 user #4: the box shows once per lead and chatbot, said after the list.
      '%LEAD_CONSENT_BOX_WHERE%\n\n- %LEAD_CONSENT_BOX_NO_TICK%\n- %LEAD_CONSENT_BOX_EMPTY_VARIABLES%\n\n%LEAD_CONSENT_BOX_ONCE%\n\n%LEAD_CONSENT_BOX_TEXT_CHANNELS%',
    );
    expect(productFactTokens['%LEAD_CONSENT_BOX%']).toBe(
      [leadConsentBoxWhere, leadConsentBoxNoTick, leadConsentBoxEmptyVariables].join(' '),
    );
  });
});

describe('Notify team: what the email holds, who gets it, and the copies a deletion misses', () => {
  it('the flow builder says what the summary holds and that recipients need not be members', () => {
    const cell = expand(line('user/chatbots/flow-reference.mdx', '| **Notify team** |'));
    expect(cell).toMatch(/the last messages, and a link to the conversation/);
    expect(cell.length).toBeLessThan(600);
    // Who gets it sits in the notes below the table (issue 45 density pass: the cell keeps the summary).
    expect(expand(line('user/chatbots/flow-reference.mdx', '- **Notify team** recipients.'))).toMatch(
      /recipients need not be members of the workspace/,
    );
  });

  it("privacy's copies a deletion does not reach name the emails and the email provider's log", () => {
    const privacy = expand(read('user/workspace/privacy.mdx'));
    expect(privacy).toMatch(/the \*\*Notify team\*\* emails of your flows/);
    expect(privacy).toMatch(/Postmark, keeps each email it sent for 45 days/);
  });
});

describe('the qualify flow walkthrough', () => {
  const page = 'user/getting-started/flow-builder.mdx';
  it('a flow tested in the test workspace is built again in the live chatbot', () => {
    expect(line(page, '[test mode](../chatbots/duplicate-or-delete.mdx#try-changes-safely)')).toMatch(
      /^If your workspace is on the %PLANS_WITH_API% plan and you tested the flow in \[test mode\]\(\.\.\/chatbots\/duplicate-or-delete\.mdx#try-changes-safely\), build the flow again in your live chatbot: flows do not move between the test workspace and the live one, and test answers come from a test model/,
    );
  });

  it('the opening message promises no fixed number of questions (a known lead gets one)', () => {
    expect(read(page)).toContain('A couple of quick questions');
    expect(read(page)).not.toContain('Three quick questions');
  });
});

describe('Require two-step verification covers password sign-ins only', () => {
  it('tells Owners to require it in Google Workspace or the identity provider too', () => {
    const page = read('user/workspace/security.mdx');
    const section = page.slice(page.indexOf('## Require it for the whole team'), page.indexOf('## Test it end to end'));
    // Review 43 #1: the scope is one fact, %REQUIRE_TWO_STEP_SCOPE%, shared with the team page.
    expect(section).toContain('The requirement is %REQUIRE_TWO_STEP_SCOPE%.');
    expect(section).toContain("in Google Workspace, turn on 2-step verification for your company's Google accounts");
  });
});

describe('text entries added with the API, in the Knowledge tab', () => {
  it('the knowledge guide says how they show and how to edit them', () => {
    const page = read('user/getting-started/knowledge.mdx');
    // Round 46: in plain words, without the API's field names (round46 test).
    expect(page).toMatch(/shows in the \*\*Knowledge\*\* tab as a \*\*Text\*\* source named by its title/);
    expect(page).toMatch(/Open it to change its title or text and select \*\*Save\*\*/);
    expect(page).toContain('(/developer/api/chatbot/edit-chatbot-knowledge)');
  });

  it('the API still takes text entries with title and content', () => {
    expect(read('openapi/openapi.yaml')).toMatch(/A `text` entry needs `title` and `content`/);
  });
});

describe('small wording decisions', () => {
  it('browser_visitor_id: per browser and chatbot, until cleared storage, and replaced when who chats changes', () => {
    // Review 20 #2: identify with a new ID or {id: null}, and shutdown, replace the visitor ID (the fact says which).
    const row = line('user/workspace/data-retention.mdx', '| `browser_visitor_id` |');
    expect(row).toMatch(/from that browser with this chatbot until the visitor clears the browser's storage/);
    // Review 31 user #8: the replacement rule is the note below the table, which the row points to.
    expect(row).toContain('(when it is replaced: below the table)');
    expect(line('user/workspace/data-retention.mdx', '**The browser visitor ID.**')).toContain(
      '%CHAT_BUBBLE_VISITOR_ID_RENEWED%',
    );
  });

  it('no chatbot setting comes near the models’ limits, and Instructions’ cap is the API’s', () => {
    expect(read('user/chatbots/choose-an-ai-model.mdx')).toContain('No chatbot setting comes near these limits');
    expect(read('user/chatbots/choose-an-ai-model.mdx')).not.toContain('it matters only for very long instructions');
    const openapi = read('openapi/openapi.yaml');
    expect(openapi).toContain(
      `instructions:\n          type: string\n          maxLength: ${productFactTokens['%INSTRUCTIONS_MAX_CHARACTERS%'].replace(',', '')}`,
    );
  });
});

describe('the short page address nests no brackets', () => {
  it('has no parentheses of its own', () => {
    expect(productFactTokens['%SDK_PAGE_ADDRESS_SHORT%']).not.toMatch(/[()]/);
  });

  it('the privacy page owns the definition of the page address', () => {
    expect(pageSection('user/workspace/privacy.mdx', '## What is stored about a customer')).toContain(
      '%SDK_PAGE_ADDRESS_SENT%',
    );
  });

  // Review 37: the definition was repeated on five pages; the others name it and link to its owner.
  it.each([
    'user/getting-started/livechat.mdx',
    'user/getting-started/website.mdx',
    'user/chatbots/flow-reference.mdx',
  ])('%s links to it instead of repeating it', (file) => {
    expect(read(file)).not.toContain('%SDK_PAGE_ADDRESS_SHORT%');
    expect(read(file)).toContain('../workspace/privacy.mdx#what-is-stored-about-a-customer');
  });
});

describe('Free plan test of a privacy request', () => {
  it('the privacy test says how to run it with one chatbot', () => {
    expect(line('user/workspace/privacy.mdx', 'In the **Preview** panel of two chatbots')).toMatch(
      /On the Free plan, which has one chatbot, leave it in two conversations of that chatbot instead/,
    );
  });
});

describe('the intro lists every workspace page', () => {
  it.each(readdirSync(path.join(ROOT, 'user/workspace')).filter((name) => name.endsWith('.mdx')))(
    'links ./workspace/%s',
    (name) => {
      expect(read('user/intro.mdx')).toContain(`(./workspace/${name})`);
    },
  );
});

describe('the chat bubble stays off pages whose address holds a token, whichever way it is installed', () => {
  const page = read('user/getting-started/website.mdx');
  const section = (heading: string): string => {
    const start = page.indexOf(`### ${heading}\n`);
    if (start < 0) throw new Error(`website.mdx has no ### ${heading}`);
    const end = page.indexOf('\n## ', start);
    const next = page.indexOf('\n### ', start + 1);
    return page.slice(start, Math.min(...[end, next].filter((at) => at > 0)));
  };

  it.each(['Plain HTML', 'WordPress', 'Shopify', 'Google Tag Manager'])('%s has an exclude step', (heading) => {
    expect(section(heading)).toMatch(/^\d+\. Exclude pages whose address holds a token/m);
  });

  it("Shopify's condition leaves out the reset and activation links; GTM puts the condition in each firing trigger; WordPress page rules", () => {
    expect(section('Shopify')).toContain(
      "{% unless request.path contains '/account/reset' or request.path contains '/account/activate' %}",
    );
    expect(section('Shopify')).toContain('{% endunless %}');
    // A GTM exception blocks a tag only on its own trigger's event, so it does not stop a consent (custom event)
    // trigger: the condition must sit in every firing trigger (review 34).
    expect(expand(section('Google Tag Manager'))).toMatch(
      /in that firing trigger itself[^\n]*\*\*Page Path\*\* \*\*does not contain\*\*[^\n]*each firing trigger/,
    );
    expect(section('Google Tag Manager')).not.toMatch(/select \*\*Add Exception\*\* and add/);
    expect(section('Google Tag Manager')).toMatch(
      /^5\. [^\n]*after|^5\. [^\n]*Accept your cookie banner[^\n]*open an excluded page[^\n]*\*\*Not Fired\*\*/m,
    );
    expect(section('WordPress')).toMatch(/page rules \(\*\*Smart Conditional Logic\*\*\)/);
  });

  it('links the privacy paragraph instead of repeating it', () => {
    expect(page).toContain(
      '([What is stored about a customer](../workspace/privacy.mdx#what-is-stored-about-a-customer))',
    );
    expect(productFactTokens['%SDK_PAGE_ADDRESS%']).toMatch(
      /leave the embed snippet off the pages whose address holds a token/,
    );
  });
});

describe("a duplicate chatbot for tests keeps its flows' Send webhook addresses", () => {
  it.each([
    // Review 31 repetition pass: the leads page lists the ways to keep test leads out of a CRM; the flow builder links it.
    ['user/chatbots/leads.mdx', '- Test on a copy'],
  ])('%s says to point them at a test URL', (file, marker) => {
    // Review 47 user #1 (round 52): before the copy's Preview, which runs the drafts, not before publishing.
    expect(line(file, marker)).toContain('%COPY_FLOWS_PREVIEW_WEBHOOK%');
  });

  it('as the duplicate page lists', () => {
    expect(read('user/chatbots/duplicate-or-delete.mdx')).toContain(
      '**Send webhook** actions of the flows, with their addresses',
    );
  });
});

describe('Waiting without a hand-off: a paused chatbot, and texts the chatbot does not answer', () => {
  const noHandoff = productFactTokens['%PAUSED_CHATBOT_INBOX%'];

  it('the facts say no hand-off starts, with no handoff, no events and no Hand-offs report count', () => {
    for (const fact of [noHandoff, productFactTokens['%TEXT_CHANNEL_WORKING_HOURS%']]) {
      expect(fact).toMatch(
        /No hand-off starts: the conversation has no `handoff` in the API, sends no hand-off events/,
      );
      expect(fact).toMatch(/not counted in the \*\*Hand-offs\*\* report/);
      expect(fact).not.toMatch(/as for a hand-off/);
    }
    expect(noHandoff).toMatch(/the customer gets the \*\*Away message\*\*/);
  });

  it('live chat holds the Waiting rule whole; the settings reference keeps the paused part; billing says it short', () => {
    // Review 38 #3: the rule (no hand-off starts) is whole only at live chat's How hand-off works; the settings
    // reference keeps what is the paused chatbot's own (the Away message, the lead later) and links it.
    const whole = userPages.filter((file) => read(file).includes('%WAITING_WITHOUT_HAND_OFF%'));
    expect(whole).toEqual(['user/getting-started/livechat.mdx']);
    expect(userPages.filter((file) => read(file).includes('%PAUSED_CHATBOT_INBOX%'))).toEqual([]);
    const general = read('user/chatbots/settings-reference.mdx');
    expect(general).toContain(
      'A paused chatbot answers every message with its **Away message**. %WAITING_WITHOUT_HAND_OFF_LINK% %PAUSED_CHATBOT_LEAD_LATER%',
    );
    expect(productFactTokens['%WAITING_WITHOUT_HAND_OFF_LINK%']).toContain(
      '([How hand-off works](/user/getting-started/livechat#how-hand-off-works))',
    );
    expect(pausedChatbotInboxWaiting).toContain('**Hand-off to your team**');
    expect(
      pageSection('user/workspace/billing.mdx', '### Messages to a paused chatbot {/*#paused-chatbot*/}'),
    ).toContain('%PAUSED_CHATBOT_INBOX_SHORT%');
    expect(productFactTokens['%PAUSED_CHATBOT_INBOX_SHORT%']).toMatch(
      /wait in the \*\*Inbox\*\* for your team, without a hand-off \(\[How hand-off works\]\(\/user\/getting-started\/livechat#how-hand-off-works\)\), and no lead is saved until the chatbot is \*\*Active\*\* again \(\[what a paused chatbot does\]\(\/user\/chatbots\/settings-reference#general\)\)/,
    );
  });

  it("the live chat guide's Waiting row names both cases and what the customer sees", () => {
    // Review round 35 #4: a short row (what Waiting means, what the agent does), the two cases as a list under it.
    const row = line('user/getting-started/livechat.mdx', '| **Waiting** |');
    expect(row).toContain('any agent can select **Take over**');
    expect(row.length).toBeLessThanOrEqual(250);
    const without = line('user/getting-started/livechat.mdx', '- **Without a hand-off**');
    expect(without).toMatch(/the \*\*Away message\*\* \(paused chatbot\) or nothing \(texts\)/);
    expect(without).toMatch(/a customer writes to a paused chatbot or texts while \*\*Answer texts\*\*/);
    expect(line('user/getting-started/livechat.mdx', '- **After a hand-off**')).toContain(
      '**Wait before the chatbot resumes** (%HANDOFF_RESUME_WAIT% by default)',
    );
  });

  it('the notifications row and Handoff.status agree', () => {
    expect(line('user/workspace/notifications.mdx', 'A conversation also waits in **Waiting**')).toMatch(
      /waits in \*\*Waiting\*\* without a hand-off/,
    );
    const status = parse(read('openapi/openapi.yaml')).components.schemas.Handoff.properties.status.description;
    expect(status.replace(/\s+/g, ' ')).toMatch(
      /[Aa] paused chatbot's conversations and texts the chatbot does not answer show \*\*Waiting\*\* too, with no hand-off/,
    );
  });
});

describe("the chat bubble's storage: strictly necessary for the conversation, functional for linking later chats", () => {
  const page = read('user/workspace/cookies.mdx');

  it('does not claim Parley classes both entries as strictly necessary', () => {
    expect(page).not.toMatch(/classes both as \*\*strictly necessary\*\*/);
    expect(page).toMatch(/\*\*Keeping the conversation\*\* is strictly necessary/);
    expect(page).toMatch(/\*\*Linking later chats\*\* is functional under most readings of those rules/);
  });

  it('says to load the bubble after consent where the law requires it, and the banner follows', () => {
    expect(page).toMatch(
      /Where that law requires consent for linking later chats[^:]*load the bubble only after consent:/,
    );
    expect(line('user/workspace/cookies.mdx', 'List the chat bubble under')).toMatch(
      /^List the chat bubble under \*\*Functional\*\* when you load it after consent/,
    );
  });
});

describe('the consent box empties lead variables only: flow. variables still go', () => {
  it('the consent fact says Send webhook and Notify team send flow. variables, and where to place them', () => {
    const fact = productFactTokens['%LEAD_CONSENT_BOX_FLOW%'];
    expect(fact).toMatch(/are sent by \*\*Send webhook\*\* and \*\*Notify team\*\* whatever the box/);
    expect(fact).toMatch(/after \*\*Save lead\*\*, behind a \*\*Condition\*\* on `lead\.email` \*\*is not empty\*\*/);
    // The flow builder shows it whole, as a lead sentence, a list and the channels without a box (issue 45).
    expect(read('user/chatbots/flow-reference.mdx')).toContain(
      '**Consent box.** %LEAD_CONSENT_BOX_FLOW_WHERE%\n\n- %LEAD_CONSENT_BOX_FLOW_NO_TICK%\n- %LEAD_CONSENT_BOX_FLOW_VARIABLES%\n\n%LEAD_CONSENT_BOX_FLOW_NO_BOX%',
    );
    expect(fact).toBe(
      ['WHERE', 'NO_TICK', 'VARIABLES', 'NO_BOX']
        .map((part) => productFactTokens[`%LEAD_CONSENT_BOX_FLOW_${part}%`])
        .join(' '),
    );
  });

  it('the Send webhook row does not suggest the box empties what it sends', () => {
    const row = line('user/chatbots/flow-reference.mdx', '| **Send webhook** |');
    expect(row).not.toMatch(/\(the lead variables are empty while the consent box is unticked\)/);
    expect(row).toMatch(/`flow\.` variables go regardless/);
  });
});

describe('leads: where an edit goes, and the plans of each way to send leads on', () => {
  it("an edit warns that GoHighLevel's Update empty fields keeps the old value", () => {
    expect(line('user/chatbots/leads.mdx', 'It is sent on like every other change to a lead')).toMatch(
      /default \*\*Update empty fields\*\* keeps a value the contact already has \(correct it in GoHighLevel too, or choose \*\*Overwrite\*\*/,
    );
  });

  it('names the plan of the GoHighLevel and HubSpot integrations and of the lead webhook', () => {
    const text = expand(line('user/chatbots/leads.mdx', 'To keep leads in another system without exports'));
    expect(text).toContain('[GoHighLevel lead integration](/integration/ghl-lead-integration) (Pro and Business)');
    expect(text).toContain('[HubSpot lead integration](/integration/hubspot-lead-integration) (Business;');
    expect(text).toContain('[lead webhook](/developer/webhook/lead) (Business)');
  });
});

describe('Improve answer: who can, and what to write', () => {
  it('names Owners and Admins, as the team roles give Agents read-only Knowledge', () => {
    expect(line('user/workspace/team.mdx', '| Edit **Knowledge**')).toMatch(/\| Yes \| Yes \| No \(read-only\) \|$/);
    // Review 34 #5: the detail moved under the Inbox tasks table; the row links it.
    const row = line('user/getting-started/livechat.mdx', '**Improve answer** is for');
    expect(row).toMatch(/Owners and Admins \(Agents see \*\*Knowledge\*\* read-only\)/);
    // Review 40 #1 (round 44's test): the question the dialog fills in from the customer's message is edited too.
    expect(row).toMatch(/the customer's message, for every customer, with no names, orders or addresses/);
    expect(line('user/workspace/billing.mdx', '**Improve answer**')).toMatch(/An Owner or Admin selects/);
  });
});

describe('the audit log records lead edits without their values', () => {
  const page = read('user/workspace/audit-log.mdx');

  it('lists a Leads action that names the lead ID and the changed fields, never their values', () => {
    expect(line('user/workspace/audit-log.mdx', '| **Leads** | A member')).toMatch(
      /names the lead by its ID and which fields changed, never their values/,
    );
  });

  it('its examples show one, in the list and in the export', () => {
    expect(page).toMatch(
      /^\| [^|]+ \| [^|]+ \| \*\*Leads\*\* \| Lead `lead_\w+` \| Changed: \*\*Email\*\*, \*\*Phone\*\* \|/m,
    );
    expect(page).toMatch(/^[^,]+,member,[^,]+,lead\.edited,lead,lead_\w+,,"changed: email, phone",/m);
  });
});

describe('two-step reset without a recovery code, for the only Owner', () => {
  const fact = productFactTokens['%OWNER_TWO_STEP_RECOVERY%'];

  it('asks no public proof: control of the email, a 7-day wait, a notice any Owner or Admin can cancel', () => {
    expect(fact).not.toMatch(/name of one of its chatbots|month the workspace was created|Free plan/);
    expect(fact).toMatch(/only someone who controls the account's email can ask/);
    expect(fact).toMatch(/The reset then waits 7 days/);
    expect(fact).toMatch(/to your email and to every Owner and Admin, and any of them can cancel/);
  });

  it('the security page uses it', () => {
    expect(read('user/workspace/security.mdx')).toContain('%OWNER_TWO_STEP_RECOVERY%');
  });
});

describe('round 20 lows: Creativity, and who turns a chatbot on or off in the apps', () => {
  it('Creativity gives more consistent answers and is the API temperature, in the reference and the glossary', () => {
    const row = line('user/chatbots/settings-reference.mdx', '| **Creativity** |');
    expect(row).toMatch(/give more consistent answers/);
    expect(row).not.toMatch(/give the same answer/);
    expect(row).toMatch(
      /Developers set it as `temperature` \(\[Edit a chatbot\]\(\/developer\/api\/chatbot\/edit-chatbot\)\)/,
    );
    expect(line('user/glossary.mdx', '| Creativity |')).toMatch(/`temperature`/);
  });

  it('the apps table says Owners and Admins turn a chatbot on or off, as team roles give Settings to them', () => {
    expect(line('user/getting-started/app-download.mdx', '| Turn a chatbot on or off')).toMatch(
      /\(Owners and Admins\)/,
    );
    expect(line('user/workspace/team.mdx', '| Edit **Knowledge**, **Flows** and **Settings**')).toMatch(
      /No \(read-only\)/,
    );
  });
});

describe('review round 21: the user guide agrees with the rules it states', () => {
  const severalLeads =
    'per chatbot, and one per conversation that nothing links to an earlier lead (a verified customer ID or, on a text channel, the phone number), even with the same email';

  it('one person, several leads: the same rule in the leads page, Delete a lead and the OpenAPI', () => {
    const api = read('openapi/openapi.yaml').replace(/\s+/g, ' ');
    expect(api).not.toMatch(/left different details/);
    expect(api.split(severalLeads).length - 1).toBe(2);
    expect(line('developer/api/delete-lead.mdx', 'A person can be several leads')).toContain(severalLeads);
    expect(line('user/chatbots/leads.mdx', '| The same person appears several times. |')).toContain(severalLeads);
  });

  it('a card number typed in the chat: the Notify team emails, the email log and exports are copies too', () => {
    const fact = productFactTokens['%CARD_NUMBERS_IN_CHAT%'];
    expect(fact).toMatch(/\*\*Notify team\*\* emails of your flows/);
    expect(fact).toMatch(/in the email provider's message log for 45 days/);
    expect(fact).toMatch(/any conversation export or customer-data export already made/);
    expect(cardStep()).toContain('\n   - Delete those **Notify team** emails and export files too');
  });

  it('a duplicate copies Text sources and listings; a move re-adds them with the API', () => {
    const page = read('user/chatbots/duplicate-or-delete.mdx');
    expect(line('user/chatbots/duplicate-or-delete.mdx', '- **Knowledge**:')).toMatch(
      /the \*\*Text\*\* sources your developers added with the API; and the chatbot's real-estate listings/,
    );
    const move = line('user/chatbots/duplicate-or-delete.mdx', "5. In the new chatbot's **Knowledge**");
    expect(move).toContain('(/developer/api/chatbot/edit-chatbot-knowledge)');
    expect(move).toContain('(/developer/api/realestate/create)');
    expect(page).not.toMatch(/website sources, files and Q&A \|/);
    expect(line('user/glossary.mdx', '| Source |')).toContain('or a text entry added with the API');
  });

  it('the hand-off tests hold only with Assign to on Team queue, and say what Round robin shows', () => {
    expect(line('user/getting-started/livechat.mdx', '1. Make sure you are **Available**')).toContain(
      '**Settings → Hand-off → Assign to** is **Team queue**',
    );
    // Review 44 #5 (round 49): the Round robin outcome is a note after the Team queue steps, not in step 3.
    expect(line('user/getting-started/livechat.mdx', '3. Your devices notify you')).not.toContain('Round robin');
    expect(line('user/getting-started/livechat.mdx', 'With **Round robin** instead')).toMatch(
      /^With \*\*Round robin\*\* instead.*\*\*Hand-off to you\*\*.*\*\*Mine\*\*/,
    );
    expect(line('user/workspace/notifications.mdx', "2. Within the chatbot's **Working hours**")).toContain(
      'with **Assign to** set to **Team queue**',
    );
  });

  it('the leads export keeps phone numbers as text in a spreadsheet, and reaches a CRM untouched', () => {
    expect(productFactTokens['%EXPORT_CSV_FORMULA_GUARD%']).toMatch(
      /A spreadsheet that opens the file directly turns such a phone number into a number and drops its `\+`/,
    );
    const step = line('user/chatbots/leads.mdx', '3. Import the file you downloaded, untouched');
    expect(step).toContain('**Data → From Text/CSV**');
    expect(step).toContain('uncheck **Convert text to numbers, dates, and formulas**');
    // Review 42 #13: one safe way to change the file (as ghl-lead-integration#copy-earlier-leads does), not a flat no.
    expect(step).not.toContain('Do not re-save the file from a spreadsheet for a CRM import');
    expect(step).toContain('the one safe way is that Google Sheets copy');
  });

  it("the cookies page withdraws consent in a single-page app with parley-chat.js's withdrawChatConsent", () => {
    // Review 48 SDK #1: the call of each setup is one fact, which names withdrawChatConsent (review50-pages.test.ts).
    expect(line('user/workspace/cookies.mdx', '2. When a visitor withdraws consent')).toContain(
      "In your site's own code, call %SDK_WITHDRAW_CONSENT%",
    );
    expect(productFactTokens['%SDK_WITHDRAW_CONSENT%']).toContain('`withdrawChatConsent()` in a single-page app');
  });

  it("the Twilio guide lists Twilio's opt-out words, OPTOUT and REVOKE included", () => {
    expect(line('user/getting-started/twilio.mdx', '| An opt-out word on its own')).toContain('%TEXT_OPT_OUT_WORDS%');
    expect(productFactTokens['%TEXT_OPT_OUT_WORDS%']).toContain(
      '`STOPALL`, `UNSUBSCRIBE`, `CANCEL`, `END`, `QUIT`, `OPTOUT` or `REVOKE`',
    );
  });

  it('an out-of-hours lead is saved only if the customer left details', () => {
    expect(line('user/getting-started/livechat.mdx', 'nothing reached the **Waiting** view')).toContain(
      'saves a lead instead if the customer left details ([Outside working hours](../chatbots/settings-reference.mdx#outside-working-hours))',
    );
  });
});

describe('review round 22 (user guide)', () => {
  it('a test hand-off shows Waiting only with Assign to on Team queue, on every page that tests it', () => {
    // Review 33 #4: the live chat guide's test owns the steps; the other tests say one sentence and link there.
    const outcome = productFactTokens['%HANDOFF_TEST_OUTCOME%'];
    expect(outcome).toMatch(/^Within \*\*Working hours\*\*, the conversation is handed off/);
    expect(outcome).toContain('(/user/getting-started/livechat#test-it-end-to-end)');
    const owner = pageSection('user/getting-started/livechat.mdx', '## Test it end to end');
    expect(owner).toContain('**Working hours**, and **Settings → Hand-off → Assign to** is **Team queue**');
    expect(owner).toMatch(/In the \*\*Inbox\*\*, the conversation is in \*\*Waiting\*\*/);
    expect(owner).toMatch(
      /\nWith \*\*Round robin\*\* instead, the hand-off is assigned to an agent who is \*\*Available\*\*/,
    );
    for (const [file, marker] of [
      ['user/chatbots/settings-reference.mdx', '5. Write "talk to a human".'],
      ['user/getting-started/chatbot-settings.mdx', '4. Write "talk to a human".'],
      ['user/getting-started/twilio.mdx', '4. Text "talk to a human".'],
      ['user/getting-started/google-voice.mdx', '5. Text "talk to a human".'],
    ]) {
      expect(line(file, marker)).toContain('%HANDOFF_TEST_OUTCOME%');
    }
    for (const file of userPages) {
      expect(read(file)).not.toMatch(/moves to the team queue|is handed off and shows as \*\*Waiting\*\*/);
    }
  });

  it("the leads export names session_id and last_session_id in the Lead schema's words", () => {
    const lead = parse(read('openapi/openapi.yaml')).components.schemas.Lead.properties;
    const first = line('user/chatbots/leads.mdx', '| `session_id` |');
    const last = line('user/chatbots/leads.mdx', '| `last_session_id` |');
    expect(lead.session_id.description).toMatch(/^The conversation the lead was first collected in\. It never changes/);
    expect(first).toBe('| `session_id` | The conversation the lead was first collected in; it never changes. |');
    expect(lead.last_session_id.description).toMatch(
      /^The latest conversation that collected or updated the lead's details\./,
    );
    expect(last).toBe("| `last_session_id` | The latest conversation that collected or updated the lead's details. |");
  });

  it("the email provider's purpose names flows' Notify team emails, in the sub-processors and the retention table", () => {
    const postmark = subProcessors.find((row) => row.name === 'Postmark');
    expect(postmark?.purpose).toContain("flows' Notify team emails (the lead's details and the last messages)");
    // Review 34 #6: the sub-processors' table owns it; data retention names the email provider's days and links it.
    expect(line('user/workspace/data-retention.mdx', '- **Sub-processors** keep theirs')).toMatch(
      /\(\.\/security-and-compliance\.mdx#sub-processors\)[^\n]*the email provider %EMAIL_PROVIDER_RETENTION_DAYS% days/,
    );
  });

  it('deleting a lead deletes every conversation linked to it, as Delete a lead says, and then the Inbox is searched', () => {
    // Review 35 #1 replaced the earlier scope (only the conversations the lead was collected or updated in).
    const api = parse(read('openapi/openapi.yaml')).paths['/chatbots/{chatbot_id}/leads/{lead_id}'].delete.description;
    expect(api.replace(/\s+/g, ' ')).toContain(
      'every conversation linked to it, whether the lead was collected, updated or matched there',
    );
    // Review 36 #6: the step says the result; the scope follows the steps, in the same section.
    expect(pageSection('user/workspace/privacy.mdx', '### Delete it')).toMatch(/\n%LEAD_DELETION_SCOPE% /);
    expect(read('user/workspace/privacy.mdx')).not.toContain('the conversations it was collected or updated in');
    expect(line('user/workspace/privacy.mdx', 'and select **Delete conversation**.')).toMatch(
      /^2\. Search the \*\*Inbox\*\* by their email, phone, name and customer ID\. Open each of their conversations still in the \*\*Inbox\*\* after step 1/,
    );
  });

  it('the data region is chosen for each workspace when it is created, and a move creates a workspace', () => {
    for (const file of [...userPages, 'user/glossary.mdx']) {
      expect(read(file)).not.toMatch(/chosen once, at sign-up|sign up for a (new )?workspace|Sign up for a workspace/);
    }
    expect(line('user/workspace/security-and-compliance.mdx', '2. To move to the other region')).toContain(
      'create a workspace in the other region (account menu → **Create workspace**, choose its **Data region**)',
    );
    expect(line('user/getting-started/app-download.mdx', '| The workspace is in the wrong data region. |')).toContain(
      'create a workspace in the other region (account menu → **Create workspace**, choose its **Data region**)',
    );
  });

  it('the knowledge lists name the text entries added with the API', () => {
    expect(line('user/workspace/data-retention.mdx', '| Knowledge:')).toContain('and text entries added with the API');
    expect(line('user/glossary.mdx', '| Knowledge |')).toContain('and text entries added with the API');
  });
});
