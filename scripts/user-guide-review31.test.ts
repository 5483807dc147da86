/**
 * The fixes of review round 31's user-guide findings (the second pass): each rule checked at the page or fact that
 * owns it, and the link to it on the pages that repeat the point.
 */
import {describe, expect, it} from 'vitest';
import {handOffResumeApi, handOffResumeWait, improveAnswerPair, twilioOneSender, whatsappOptOut} from '../config/facts';
import {findTypedFacts} from './facts-in-pages';
import {expand, line, read, section} from './page-text';

const team = 'user/workspace/team.mdx';
const billing = 'user/workspace/billing.mdx';
const twilio = 'user/getting-started/twilio.mdx';

describe('user guide, review round 31 findings', () => {
  it('#1 an agency pays for the new client workspace before it invites, and billing links to that order', () => {
    const clients = section(team, '## Manage chatbots for several clients {/*#clients*/}');
    // Review 49 user #6 (round 54): the plan changes before the chatbot is built, so it is not built on Free.
    const change = clients.indexOf('2. In **Workspace settings → Billing**, [change plan]');
    const create = clients.indexOf("3. In the client's workspace, now on its plan, [create the chatbot]");
    const invite = clients.indexOf("4. Invite the client's people");
    expect(change).toBeGreaterThan(0);
    expect(create).toBeGreaterThan(change);
    expect(invite).toBeGreaterThan(create);
    expect(clients).toContain('%PLAN_UPGRADE_FROM_FREE%');
    expect(clients).toContain('select **Replace card**');
    expect(clients).toContain('the client signs up at %DASHBOARD_URL%');
    const row = line(billing, '| The client pays %PRODUCT_NAME% directly |');
    expect(row).toContain('[Manage chatbots for several clients](./team.mdx#clients)');
    expect(row).not.toContain('adds their card');
  });

  it("#2 Twilio: one sender per connection, the WhatsApp sender's own webhook, and STOP on WhatsApp", () => {
    expect(twilioOneSender).toContain('One Twilio connection answers one sender');
    expect(whatsappOptOut).toContain('`START` undoes it');
    // Round 43: the rule and what the duplicate needs, as two paragraphs.
    expect(section(twilio, '## How it works')).toContain('%TWILIO_ONE_SENDER_RULE%\n\n%TWILIO_ONE_SENDER_DUPLICATE%');
    const connect = section(twilio, '## Connect the number');
    expect(connect).toContain("it sets the sender's own **Webhook URL for incoming messages**");
    expect(connect).toContain('**Disconnect** puts it back, on the number or on the WhatsApp sender');
    // Round 43: the row points below the table, where the whole rule is.
    expect(line(twilio, '| The same opt-out words, by WhatsApp |')).toContain('(below the table)');
    expect(section(twilio, '## What the chatbot answers by text')).toContain('\n%WHATSAPP_OPT_OUT%\n');
    expect(read(twilio)).not.toContain("puts the number's previous incoming-message webhook back");
  });

  it('#3 live chat: who answers while Waiting agrees with the wait before the chatbot resumes, one fact for the time', () => {
    const livechat = 'user/getting-started/livechat.mdx';
    const row = line(livechat, '| **Waiting** |');
    expect(row).not.toContain('Nobody yet');
    expect(row).toContain("The chatbot's part is below the table");
    expect(line(livechat, '- **After a hand-off**')).toContain('then answers again until an agent takes over');
    expect(line(livechat, 'The customer sees "Connecting you with our team" and can keep writing')).toContain(
      '%HANDOFF_RESUME_WAIT%',
    );
    expect(line('user/chatbots/settings-reference.mdx', '| **Wait before the chatbot resumes** |')).toContain(
      '| %HANDOFF_RESUME_WAIT% |',
    );
    expect(handOffResumeWait.defaultMinutes).toBe(3);
    const typed = findTypedFacts(
      'x.mdx',
      '| **Wait before the chatbot resumes** | 3 minutes | From 1 to 30 minutes. |',
    );
    expect(typed.map((finding) => finding.fix.match(/"(.+)"/)?.[1])).toEqual(['3 minutes', '30 minutes']);
    expect(handOffResumeApi).toContain(`(${handOffResumeWait.defaultMinutes} minutes by default)`);
  });

  it('#4 the first step says it creates the workspace, in a data region chosen for good, wherever it is named', () => {
    const page = 'user/getting-started/app-download.mdx';
    expect(line(page, 'title:')).toBe('title: "Create your workspace and get the apps"');
    expect(line(page, '## Create your workspace')).toContain('{/*#open-the-web-dashboard*/}');
    expect(line('user/intro.mdx', '| 1 |')).toContain('in the data region you choose for good');
    for (const file of ['user/intro.mdx', 'user/category/getting-started.mdx', 'user/workspace/notifications.mdx'])
      expect(read(file)).not.toContain('[Download the apps]');
  });

  it('#12 the path needs no account beforehand, and Admins invite too', () => {
    expect(read('user/category/getting-started.mdx')).not.toContain('- An account at %DASHBOARD_URL%');
    expect(line('user/getting-started/app-download.mdx', 'Select **Create account**')).toContain(
      'ask an Owner or Admin to invite you',
    );
  });

  it('#5 Show sources is chatbot-wide: the knowledge check says live visitors see it, and where to try it instead', () => {
    const step = line('user/getting-started/knowledge.mdx', 'turn on **Show sources**');
    expect(step).not.toContain('for a while');
    // Review 40 #6 (round 44's test): never on a live chatbot, whose visitors would see the sources.
    expect(step).toContain('live visitors would see the source links and file names too');
    // Review 39 #1: where to try it instead is a copy, linked to the one place that says which plans have room for it.
    expect(step).toContain(
      'a copy of a live chatbot ([Duplicate a chatbot](../chatbots/duplicate-or-delete.mdx#duplicate)',
    );
  });

  it('#6 the website guide keeps developer mechanics out of its prose and sends the developer to the guide that has them', () => {
    const website = 'user/getting-started/website.mdx';
    const signedIn = section(website, '## Signed-in customers');
    for (const mechanic of ['Cache-Control', '%SIGNED_IN_PAGES_NO_CACHE%', 'userHash', 'visitor.verified', '```js'])
      expect(signedIn).not.toContain(mechanic);
    expect(signedIn).toContain('send them to [Identity verification](/developer/javascript-sdk/identity-verification)');
    expect(read('developer/javascript-sdk/identity-verification.mdx')).toContain('%SIGNED_IN_PAGES_NO_CACHE%');
    const install = section(website, '## Install it').split('\n### ')[0];
    expect(install).not.toContain('reads them once');
    expect(install).toContain('([Troubleshooting](#troubleshooting))');
    expect(line(website, '| A setting in your snippet has no effect')).toContain(
      // Review 42 #2: one fact a cell; which copy wins is left out, the fix is to keep one.
      'the chat reads the settings of one copy only, when it loads',
    );
  });

  it('#7 live chat opens with taking over and answering; the state table follows, its Closed row in plain words', () => {
    const page = read('user/getting-started/livechat.mdx');
    const headings: string[] = page.match(/^## .+$/gm) ?? [];
    // Round 43: the support lead's task, Review conversations, joins the tasks before the reference.
    // Round 48 (review 43 #3): the Saved replies task follows End a conversation.
    expect(headings.slice(0, 5)).toEqual([
      '## Take over and answer',
      '## End a conversation',
      '## Saved replies',
      '## Review conversations',
      '## How hand-off works',
    ]);
    const closed = line('user/getting-started/livechat.mdx', '| **Closed** |');
    for (const term of ['shutdown', 'identify', 'visitor_closed', 'expired', '{id: null}'])
      expect(closed).not.toContain(term);
  });

  it("#7 privacy opens with answering a customer's request; what is stored follows the steps", () => {
    const headings: string[] = read('user/workspace/privacy.mdx').match(/^## .+$/gm) ?? [];
    expect(headings[0]).toBe("## Answer a customer's request");
    expect(headings.indexOf('## What is stored about a customer')).toBeGreaterThan(
      headings.indexOf('## Delete everything'),
    );
  });

  it('#9 Improve answer saves a Q&A pair: the knowledge page says which question and how to edit it; live chat links it', () => {
    // Review 40 #1 (round 44's test): the dialog fills the question in with that message, to be edited before saving.
    expect(improveAnswerPair).toContain("fills in its question with the customer's message that the chatbot answered");
    expect(section('user/getting-started/knowledge.mdx', '## Write questions and answers')).toContain(
      '%IMPROVE_ANSWER_PAIR%',
    );
    expect(line('user/getting-started/livechat.mdx', '**Improve answer** is for')).toContain(
      '[Q&A pair](./knowledge.mdx#write-questions-and-answers)',
    );
  });

  it('#13 #14 the privacy export sentence reads as data retention words it; chatbot deletion is logged under Delete only', () => {
    expect(read('user/workspace/privacy.mdx')).toContain("\nEach lead's export is %CUSTOMER_DATA_EXPORT_HOLDS%.");
    expect(line('user/workspace/audit-log.mdx', '| **Settings** |')).not.toMatch(/duplicated or deleted/);
    expect(line('user/workspace/audit-log.mdx', '| **Delete** | A lead')).toContain('or a chatbot is deleted');
  });

  it('#10 #11 #15 copies and account deletion are two lists; intro wording; the duplicate page links and plan lists', () => {
    const duplicate = read('user/chatbots/duplicate-or-delete.mdx');
    expect(duplicate).not.toContain('| Copied | Not copied |');
    expect(duplicate).toContain('The copy gets:');
    expect(duplicate).toContain('The copy does not get:');
    // Review 46 #1: the link is in the page's %PAYMENT_SUBSCRIPTION_BEFORE_DELETION%.
    expect(expand(duplicate)).toContain(
      '[Before a downgrade, or deleting a lead, a chatbot or the workspace](/integration/custom-payment-subscription#before-a-downgrade)',
    );
    expect(duplicate).toContain('an advanced model needs a plan that has them (%PLANS_WITH_ADVANCED_MODELS%)');
    expect(read('integration/custom-payment-subscription.mdx')).toContain(
      '### Before a downgrade, or deleting a lead, a chatbot or the workspace {/*#before-a-downgrade*/}',
    );
    const account = read('user/workspace/delete-your-account.mdx');
    expect(account).not.toContain('| Deleted with your account |');
    expect(account).toContain('Deleted with your account:');
    expect(account).toContain('Kept by your workspaces:');
    expect(line('user/intro.mdx', '| Knowledge |')).toContain('starts empty unless you start it from your website');
    expect(line('user/intro.mdx', 'If a flow')).toContain(
      'as long as **Answer only from knowledge** is on (the default)',
    );
  });
});
