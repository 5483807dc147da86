/**
 * Round 49: review 44 of the user guide (8/10). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {
  agentAutoAway,
  consentTextDefault,
  consentTextDefaultNote,
  conversationExportClosedOnly,
  conversationExportClosedOnlyClose,
  conversationExportClosedOnlyStop,
  conversationExportClosedOnlyWait,
  requireTwoStepOwnerFirst,
  requireTwoStepOwnerStays,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const chatbotSettings = 'user/getting-started/chatbot-settings.mdx';
const settings = 'user/chatbots/settings-reference.mdx';
const livechat = 'user/getting-started/livechat.mdx';

describe('round 49: review 44 of the user guide', () => {
  it('#1 the quick start replaces the Consent text with what you really do; the reference warns of the default', () => {
    expect(consentTextDefault).toBe("We'll use your details only to reply to you.");
    expect(consentTextDefaultNote).toContain('The default covers replies only');
    const row = line(settings, '| **Consent text** |');
    expect(row).not.toContain("We'll use your details only to reply to you.");
    expect(row).toContain('| "%CONSENT_TEXT_DEFAULT%" |');
    // Review 48 user #8: the note is under the table, in the Consent text paragraph.
    expect(line(settings, '**Consent text.**')).toContain('%CONSENT_TEXT_DEFAULT_NOTE%');
  });

  it('#1 step 4.3 no longer only adds a privacy link', () => {
    const step = section(chatbotSettings, '## 4. Ask for contact details');
    expect(step).not.toContain('to your privacy policy](../chatbots/settings-reference.mdx#lead-capture) to the');
    expect(step).toContain(
      '3. In the **Consent text**, replace the text with what you really do with the details (reply, CRM, follow-up calls), ending with a [link to your privacy policy]',
    );
  });

  it('#2 data retention leads with stopping traffic and waiting, and says what a forced close does', () => {
    expect(conversationExportClosedOnlyStop).toContain('stop new conversations first: disconnect the channels');
    expect(conversationExportClosedOnlyStop).toContain("remove the chat bubble's snippet");
    expect(conversationExportClosedOnlyWait).toMatch(/^Then wait until/);
    expect(conversationExportClosedOnlyClose).not.toMatch(/^Close them first/);
    expect(conversationExportClosedOnlyClose).toContain('**Take over** silences the chatbot');
    expect(conversationExportClosedOnlyClose).toContain("**Close conversation** ends the customer's conversation");
    const keep = section('user/workspace/data-retention.mdx', '## Keep a copy {/*#keep-a-copy*/}');
    const order = ['STOP', 'WAIT', 'CLOSE'].map((part) => keep.indexOf(`- %CONVERSATION_EXPORT_CLOSED_ONLY_${part}%`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(conversationExportClosedOnly.indexOf(conversationExportClosedOnlyStop)).toBeLessThan(
      conversationExportClosedOnly.indexOf(conversationExportClosedOnlyClose),
    );
  });

  it('#3 the quick start leaves Team queue and links the Round robin rules; live chat says it in one sentence', () => {
    const hours = section(chatbotSettings, "## 5. Set your team's hours");
    expect(hours).not.toContain('%ROUND_ROBIN_WAITS%');
    expect(hours).toContain(
      '3. Leave **Assign to** on **Team queue**: every agent is notified of a hand-off. Before you choose **Round robin**, read its rules in [Hand-off](../chatbots/settings-reference.mdx#hand-off).',
    );
    const notifications = section(livechat, '## Notifications');
    expect(notifications).not.toContain('no other agent is alerted, and each customer message restarts');
    expect(notifications.match(/Round robin/g)).toHaveLength(1);
    expect(line(settings, '- **Round robin** assigns')).toContain('%ROUND_ROBIN_WAITS%');
  });

  it('#4 the intro says text channels save a lead at the first answered text, linking How leads are collected', () => {
    const step = line('user/intro.mdx', '3. When the customer gives contact details');
    expect(step).toContain('Text channels need no form and show no consent box');
    expect(step).toContain('Twilio and Google Voice');
    expect(step).toContain('GoHighLevel');
    expect(step).toContain('[How leads are collected](./chatbots/leads.mdx#how-leads-are-collected)');
    expect(read('user/chatbots/leads.mdx')).toContain('\n## How leads are collected\n');
  });

  it('#5 the live chat test has no Round robin branch in its Team queue steps: a note after them', () => {
    const test = section(livechat, '## Test it end to end');
    expect(test).toContain('Assign to** is **Team queue**');
    const steps = test.slice(0, test.indexOf('\n\nWith **Round robin** instead'));
    expect(steps).toContain('\n5. Select **Close**');
    expect(steps).not.toContain('Round robin');
    expect(line(livechat, '3. Your devices notify you')).not.toContain('Round robin');
  });

  it('#6 the automatic switch to Away is one fact, on live chat, the glossary and notifications', () => {
    expect(agentAutoAway).toBe(
      'An agent who has been inactive for 15 minutes on every device becomes **Away** automatically.',
    );
    expect(productFactTokens['%AGENT_AUTO_AWAY%']).toBe(agentAutoAway);
    expect(section(livechat, '## Notifications')).toContain('- %AGENT_AUTO_AWAY%');
    expect(line('user/glossary.mdx', '| Away (agent status) |')).toContain('%AGENT_AUTO_AWAY%');
    expect(line('user/workspace/notifications.mdx', '| Hand-off to you |')).toContain('%AGENT_AUTO_AWAY%');
  });

  it('#7 Reports is missing: the mobile app has none', () => {
    const row = line('user/workspace/reports.mdx', '| **Reports** is missing');
    expect(row).toContain('you are in the mobile app');
    expect(row).toContain('web dashboard or the desktop app');
    expect(line('user/getting-started/app-download.mdx', '%MOBILE_INBOX_WITHOUT%')).toContain('| Yes | No |');
    expect(productFactTokens['%MOBILE_INBOX_WITHOUT%']).toContain('**Reports**');
  });

  it('#8 the Owner who requires two-step verification has it on first and stays signed in', () => {
    expect(requireTwoStepOwnerFirst).toContain('turn on your own [two-step verification]');
    expect(requireTwoStepOwnerStays).toBe('You stay signed in, since your own two-step verification is on.');
    const require = section('user/workspace/security.mdx', '## Require it for the whole team {/*#require*/}');
    expect(require).toMatch(/\n?1\. %REQUIRE_TWO_STEP_OWNER_FIRST%\n/);
    expect(require).toContain('4. Select **Save**. %REQUIRE_TWO_STEP_EFFECT% %REQUIRE_TWO_STEP_OWNER_STAYS%');
  });

  it('#9 the visitor rate limit says its scope in plain words, as the developer pages do', () => {
    expect(productFactTokens['%VISITOR_RATE_LIMIT_SCOPE%']).toContain('per session, or per `visitor.id`');
    expect(productFactTokens['%VISITOR_RATE_LIMIT_SCOPE_PLAIN%']).toContain(
      "counted in each conversation, or across all of a customer's conversations",
    );
    expect(line(settings, '**Messages per visitor** is a fixed limit')).toContain(
      'messages a minute to a chatbot, %VISITOR_RATE_LIMIT_SCOPE_PLAIN%.',
    );
  });
});
