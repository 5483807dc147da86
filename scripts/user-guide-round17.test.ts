/**
 * The decisions of review round 17 of issue 45 (user guide): each page a reader lands on states the point, from the
 * one fact in config/facts.ts where several pages repeat it, with the link to where it is whole.
 */
// cspell:ignore livechat
import {readdirSync, readFileSync} from 'node:fs';
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
  textChannelLead,
  textChannelLeadShort,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const line = (file: string, marker: string): string => {
  const found = read(file)
    .split('\n')
    .find((text) => text.includes(marker));
  if (found === undefined) throw new Error(`${file} has no line with ${marker}`);
  return found;
};
const expand = (text: string): string => text.replace(/%[A-Z0-9_]+%/g, (token) => productFactTokens[token] ?? token);

const userPages = ['chatbots', 'getting-started', 'workspace'].flatMap((dir) =>
  readdirSync(path.join(ROOT, 'user', dir))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `user/${dir}/${name}`),
);

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
    const page = read('user/getting-started/flow-builder.mdx');
    expect(page).toContain('%FLOW_START_TRIGGERS%');
    expect(line('user/getting-started/flow-builder.mdx', '| **Conversation starts** |')).not.toMatch(/welcome/i);
    expect(line('user/getting-started/flow-builder.mdx', '| **Page visited** |')).not.toMatch(/opens a page/);
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
    expect(line('user/workspace/privacy.mdx', '3. In the **Inbox**, search')).toMatch(/with or without a lead/);
  });
});

describe("the name and email a page passes (openapi.yaml's Visitor)", () => {
  const visitor = parse(read('openapi/openapi.yaml')).components.schemas.Visitor.properties as Record<string, unknown>;

  it('are columns of the conversation export, as every Visitor property is', () => {
    const row = line('user/workspace/data-retention.mdx', '| `visitor.id`');
    for (const name of Object.keys(visitor)) expect(row).toContain(`\`visitor.${name}\``);
  });

  it("are in the data-access export (Export this customer's data)", () => {
    expect(line('user/workspace/privacy.mdx', "select **Export this customer's data**. %PRODUCT_NAME%")).toMatch(
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
    expect(text).toMatch(/dashboard only/);
  });
});

describe('signing in without single sign-on', () => {
  it('Forgot password? sets a first password; Google works only for a Google account', () => {
    expect(forgotPassword).toMatch(/sets their first password/);
    expect(forgotPassword).toMatch(/only for an email address that is a Google account/);
    expect(read('user/workspace/security.mdx')).toContain('%FORGOT_PASSWORD%');
  });

  it.each([
    ['user/workspace/billing.mdx', '| Single sign-on (%PLANS_WITH_SSO%) |'],
    ['user/workspace/single-sign-on.mdx', 'Leave **Owners can also sign in with a password** on'],
  ])('%s sends a member without a password to Forgot password?', (file, marker) => {
    expect(line(file, marker)).toContain('**Forgot password?**');
  });
});

describe("the live chat guide's Closed state", () => {
  it('names every way a conversation ends, with the link to Limits', () => {
    const row = line('user/getting-started/livechat.mdx', '| **Closed** |');
    for (const reason of ['`visitor_closed`', '`expired`', '`shutdown`', '**End conversation after**'])
      expect(row).toContain(reason);
    expect(row).toContain('(../chatbots/settings-reference.mdx#limits)');
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
    expect(line('user/workspace/privacy.mdx', 'types a card number anyway')).toMatch(
      /an Agent cannot delete it, so they add an internal note/,
    );
  });
});

describe('the billing test puts the limit back', () => {
  it('restores Messages limit and Period', () => {
    expect(read('user/workspace/billing.mdx')).toContain('Set **Messages limit** and **Period** back');
  });
});

describe('flows on API conversations', () => {
  it('run as on the text channels, stated in the flow builder and linked from Message a chatbot', () => {
    expect(flowsOnApiSessions).toMatch(/as on the text channels/);
    expect(flowsOnApiSessions).toMatch(/\*\*Book a meeting\*\* and \*\*Request payment\*\* send their links/);
    expect(read('user/getting-started/flow-builder.mdx')).toContain('%FLOWS_ON_API_SESSIONS%');
    expect(line('developer/api/chat/message-a-chatbot.mdx', '**Flows run here too.**')).toContain(
      '/user/getting-started/flow-builder#actions',
    );
  });
});

describe('a paused chatbot and leads', () => {
  it('saves no lead on any channel, and the lead waits for the first message answered after the resume', () => {
    expect(pausedChatbotLeadLater).toMatch(/asks for no contact details and saves no lead on any channel/);
    expect(pausedChatbotLeadLater).toMatch(/once it is \*\*Active\*\* again/);
    for (const fact of [textChannelLead, pausedChatbotInbox]) expect(fact).toContain(pausedChatbotLeadLater);
    expect(ghlContactLead).toMatch(/paused chatbot saves none/);
    expect(textChannelLeadShort).toMatch(/or the chatbot is paused/);
  });
});

describe("the flow builder's details", () => {
  const page = 'user/getting-started/flow-builder.mdx';

  it('a Text answer keeps its first 1,000 characters in the variable, the message whole', () => {
    expect(line(page, '| **Text** |')).toMatch(/first 1,000 characters[^|]*message stays whole/);
  });

  it('Send webhook has a Success and a Failed output, with what takes Failed', () => {
    const row = line(page, '| **Send webhook** |');
    expect(row).toMatch(/\*\*Success\*\* and a \*\*Failed\*\* output/);
    expect(row).toMatch(/not `2xx`/);
    expect(row).toMatch(/not a JSON object/);
    expect(row).toContain('/developer/webhook/send-webhook-action#the-answer');
  });

  it.each([page, 'user/chatbots/leads.mdx'])(
    '%s: testing on a duplicate needs a chatbot place, or test mode',
    (file) => {
      const text = read(file);
      expect(text).toMatch(/free chatbot place/);
      expect(text).toContain('/developer/api/test-mode');
    },
  );
});

describe('the intro says where contact details become a lead', () => {
  it("names lead capture's form and a flow's questions", () => {
    expect(read('user/intro.mdx')).toContain("gives contact details in lead capture's form or a flow's questions");
  });
});

describe('repetition in the user guide', () => {
  it('the full rule on contact details written in a message is on the privacy page only', () => {
    const full = userPages.filter((file) => read(file).includes('%FREE_TEXT_CONTACT_DETAILS%'));
    expect(full).toEqual(['user/workspace/privacy.mdx']);
    for (const file of [
      'user/getting-started/chatbot-settings.mdx',
      'user/getting-started/flow-builder.mdx',
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
