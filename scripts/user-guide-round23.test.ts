/**
 * The decisions of review round 23 of issue 45 (user guide): each stated once where it holds (config/facts.ts,
 * openapi.yaml or the page), and the pages that repeat the point agree with it.
 */
// cspell:ignore livechat
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {conversationExport, leadCaptureAlreadySaved, subProcessors} from '../config/facts';
import {product} from '../config/product';
import {expand, line, read} from './page-text';

const workspaceTimeZone = "the workspace's time zone (**Workspace settings → General → Time zone**)";

describe('user guide, review round 23', () => {
  it('lead capture does not ask again once the lead has its details, stated under Lead capture; the flow builder relies on it', () => {
    expect(leadCaptureAlreadySaved).toMatch(/does not ask in a conversation whose lead already has the details/);
    const reference = read('user/chatbots/settings-reference.mdx');
    const section = reference.split('\n## Lead capture')[1]?.split('\n## ')[0] ?? '';
    expect(section).toContain('%LEAD_CAPTURE_ALREADY_SAVED%');
    const flows = 'user/getting-started/flow-builder.mdx';
    // Review round 35 #3: the rule is stated once, in Lead capture and this flow; the troubleshooting row links it.
    expect(line(flows, '| The chatbot asks for the email twice. |')).toContain('(#lead-capture-and-this-flow)');
    expect(line(flows, 'The other way round, once the flow')).toContain('lead capture does not ask for them again');
    expect(line(flows, '| The chatbot asks for the email twice. |')).not.toContain('also asks outside the flow');
    // Review 48 user #9: the choice opens the variation after Publish.
    expect(line(flows, 'Choose **Lead capture → Ask for contact details** for this flow')).toContain(
      '../chatbots/settings-reference.mdx#lead-capture',
    );
    expect(line('user/getting-started/chatbot-settings.mdx', 'Lead capture asks only for')).toContain(
      'Lead capture asks only for the required fields a customer',
    );
  });

  it("the Inbox export holds what the list shows, its search included, and privacy's step searches for the customer", () => {
    expect(conversationExport).toMatch(/the conversations the list shows, its filters and search included/);
    const privacy = read('user/workspace/privacy.mdx');
    expect(privacy).toContain('**Inbox → Closed → Export** helps you find conversations, but it is no answer');
    expect(privacy).not.toMatch(/every conversation the filter matches|rows of their own/);
  });

  it('WordPress: the footer snippet is deleted before the snippet with page rules is added', () => {
    const step = line('user/getting-started/website.mdx', '4. Exclude pages whose address holds a token, if your site');
    expect(step.indexOf('delete the snippet from **Code Snippets → Header & Footer → Footer**')).toBeGreaterThan(-1);
    expect(step.indexOf('delete the snippet from')).toBeLessThan(step.indexOf('**Code Snippets → + Add Snippet**'));
  });

  it("times are in the workspace's time zone, and the daily summary's day can differ from Usage's UTC days", () => {
    const summary = line('user/workspace/notifications.mdx', '| Daily summary email |');
    expect(summary).toContain(workspaceTimeZone);
    expect(summary).toContain('which counts days in UTC');
    // Review 34 #9: quiet hours are personal, in the person's own time zone (scripts/user-guide-review34.test.ts).
    expect(line('user/workspace/notifications.mdx', 'Profile → Notifications → Quiet hours')).toContain(
      '%QUIET_HOURS_TIME_ZONE%',
    );
    expect(line('user/workspace/audit-log.mdx', '| **Time** |')).toContain(workspaceTimeZone);
    expect(line('user/workspace/billing.mdx', '**Workspace settings → Billing → Usage** shows')).toContain(
      'days start at midnight UTC',
    );
    for (const file of ['user/workspace/notifications.mdx', 'user/workspace/audit-log.mdx']) {
      expect(read(file)).not.toContain('in your time zone');
    }
  });

  it("Leads shows times in the workspace's time zone, not the chatbot's", () => {
    expect(line('user/chatbots/settings-reference.mdx', '| **Time zone** |')).not.toContain('**Leads**');
    expect(line('user/chatbots/leads.mdx', '2. To narrow the list')).toContain(workspaceTimeZone);
  });

  it("the chat bubble's hosts are a flow out of the region, through Cloudflare, as a sub-processor", () => {
    const cloudflare = subProcessors.find((row) => row.name === 'Cloudflare');
    expect(cloudflare?.flow).toBe("The chat bubble's script and connections");
    expect(cloudflare?.purpose).toContain(new URL(product.widgetScriptOrigin).host);
    expect(cloudflare?.purpose).toContain(new URL(product.widgetFrameOrigin).host);
    expect(cloudflare?.kept).toMatch(/access logs, with the visitor's IP address, 7 days; messages are not stored/);
  });

  it('a sole Owner transfers ownership before leaving; others ask an Owner, or an Admin when not an Owner', () => {
    const leave = line('user/workspace/delete-your-account.mdx', '- **If you only want to leave one workspace**');
    expect(leave).toContain('ask an Owner (or an Admin, if you are not an Owner)');
    expect(leave).toContain('**Transfer ownership**');
  });

  it("after STOP, agents' replies are blocked too, on Twilio, Google Voice and in the live chat guide", () => {
    const rows = [
      line('user/getting-started/twilio.mdx', '| An opt-out word on its own'),
      line('user/getting-started/google-voice.mdx', '| An opt-out word on its own'),
    ];
    for (const row of rows) {
      expect(row).toContain("agents' replies");
      expect(row).toContain('**Opted out**');
      expect(row).toMatch(/disables its reply box/);
    }
    // Review 39 #1: the live chat guide's row says what the agent sees and links the Twilio guide's list.
    const livechat = line('user/getting-started/livechat.mdx', '| The customer never received your answer by text');
    expect(livechat).toContain('the **Inbox** marks the conversation **Opted out**');
    expect(livechat).toContain('[What the chatbot answers by text](./twilio.mdx#what-the-chatbot-answers-by-text)');
    expect(livechat).toContain('the reply box works again then');
  });

  it("the welcome message is the chat window's own text in openapi.yaml", () => {
    const spec = read('openapi/openapi.yaml');
    expect(spec).not.toContain('The first message a visitor sees.');
    expect(JSON.stringify(parse(spec))).toContain(
      "The chat window's own text, shown before the first message; not a message of the conversation, and not sent on text channels.",
    );
  });

  it('Messages per visitor is a fixed limit, stated under the Limits table, not a row of it', () => {
    const reference = read('user/chatbots/settings-reference.mdx');
    expect(reference).not.toMatch(/^\| \*\*Messages per visitor\*\*/m);
    expect(expand(line('user/chatbots/settings-reference.mdx', '**Messages per visitor** is a fixed limit'))).toMatch(
      /not a setting: each visitor may send \d+ messages a minute/,
    );
    for (const file of [
      'developer/api/chat/message-a-chatbot.mdx',
      'developer/recipes/answer-visitors-from-your-back-end.mdx',
    ]) {
      expect(read(file)).not.toMatch(/Messages per visitor[^\n]*by default|by default[^\n]*Messages per visitor/);
    }
  });

  it('the getting-started steps are cards under the intro, with no h2 above them', () => {
    const page = read('user/category/getting-started.mdx');
    expect(page).not.toContain('## The steps');
    expect(page).toContain('<DocCardList />');
  });
});
