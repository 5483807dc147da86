/**
 * Review round 38's user-guide findings: one rule for where a Preview lead goes, a Twilio deletion a shop owner can
 * do, display names for models, labels that name their target, and repeated rules cut to one owner and a link.
 */
import {describe, expect, it} from 'vitest';
import {
  aiModels,
  aiModelName,
  connectedServiceCopies,
  conversationExportClosedOnlyClose,
  mobileInboxWithout,
  twilioMessageLogMenu,
} from '../config/facts';
import {expand, line, read, section} from './page-text';

const settingsReference = 'user/chatbots/settings-reference.mdx';
const privacy = 'user/workspace/privacy.mdx';

describe('user guide, review round 38', () => {
  it('#1 the settings reference and privacy tests send Preview leads by the leads page rule, not "as a real one does"', () => {
    const test = section(settingsReference, '## Test your settings');
    expect(test).not.toContain('as a real one does');
    expect(test).not.toContain('test on a duplicate or in the test workspace instead');
    // Review 42 #5: the precaution before the step, linking the leads page's rule.
    expect(test).toContain('3. %PREVIEW_LEAD_CRM_FIRST% After that first answer');
    const privacyTest = section(privacy, '## Test it end to end');
    expect(privacyTest).not.toContain('A chatbot connected to GoHighLevel sends the lead to GHL');
    expect(privacyTest).toContain('\n%PREVIEW_LEAD_CRM_FIRST%\n\n1. In the **Preview** panel');
  });

  it('#2 the Twilio row deletes in the Twilio Console first, with the API for a developer', () => {
    const twilio = connectedServiceCopies.find((copy) => copy.service === 'Twilio');
    expect(twilio?.deleteIt).toMatch(
      /^Delete each of the customer's messages in the Twilio Console, Monitor → Logs → Messaging/,
    );
    expect(twilio?.deleteIt).toContain("or have a developer delete them with Twilio's Messages API");
    expect(twilio?.deleteIt).toContain('set in your Twilio account');
    expect(read('user/getting-started/twilio.mdx')).not.toContain(twilioMessageLogMenu);
  });

  it('#8 the user guide names the default and standard models by display name', () => {
    const defaultName = aiModelName(aiModels.defaultModel);
    expect(defaultName).not.toBe(aiModels.defaultModel);
    for (const [file, marker] of [
      [settingsReference, '| **Model** |'],
      ['user/workspace/billing.mdx', '- **Advanced AI models'],
      ['user/glossary.mdx', '| AI model |'],
      ['user/chatbots/choose-an-ai-model.mdx', 'A new chatbot answers with'],
      ['user/chatbots/choose-an-ai-model.mdx', '**Model** lists only'],
    ]) {
      const text = expand(line(file, marker));
      expect(text, `${file}: ${marker}`).not.toContain(`\`${aiModels.defaultModel}\``);
      expect(text, `${file}: ${marker}`).toContain(`**${defaultName}**`);
    }
  });

  it('#10 link labels name their target', () => {
    expect(read('user/chatbots/choose-an-ai-model.mdx')).not.toContain('[duplicate](#switch)');
    expect(read('user/getting-started/livechat.mdx')).not.toContain('[for developers]');
    expect(read('user/getting-started/website.mdx')).not.toContain('[what they are]');
    expect(line('user/workspace/team.mdx', '| Turn off the mobile and desktop apps')).not.toContain(
      '[Require it for the whole team]',
    );
  });

  it('#13 a Round robin customer whose agent is Away waits until the conversation ends', () => {
    expect(read('user/getting-started/livechat.mdx')).not.toContain('the customer waits until then');
  });
});

describe('user guide, review round 38: four small findings', () => {
  it("privacy: which conversations are the customer's is a three-row table, every fact kept", () => {
    // Review 42 #1: the table is a special case at the end of the page, linked from step 4.
    const find = section(privacy, '### Which conversations are theirs {/*#which-are-theirs*/}');
    expect(read(privacy)).not.toContain('%CUSTOMER_CONVERSATION_RULE%');
    expect(expand(find)).not.toContain(
      "A conversation is the customer's when its **Customer** column shows one of these",
    );
    const rows = find.split('\n').filter((text) => text.startsWith('| ') && !text.startsWith('| ---'));
    expect(rows[0]).toBe('| The **Customer** column shows | The conversation is |');
    expect(rows).toHaveLength(4);
    const [, theirs, check, other] = rows;
    for (const fact of [
      'A lead you confirmed as theirs',
      'their own phone number on Twilio or Google Voice',
      'a GoHighLevel contact whose phone or email is theirs',
      'their customer ID marked **Verified**',
    ]) {
      expect(theirs).toContain(fact);
    }
    expect(theirs).toMatch(/\| Theirs\. \|$/);
    expect(check).toContain('Their customer ID marked **Unverified**');
    expect(check).toContain('from the same browser as one of theirs');
    expect(check).toContain('`browser_visitor_id` in the conversation export');
    expect(check).toMatch(/\| Check the text: theirs only if it shows it, such as their lead's email address\. \|$/);
    expect(other).toBe("| Anything else | Not theirs: someone else's. |");
    expect(line(privacy, '4. Open each result')).toContain(
      'Keep those that [Which conversations are theirs](#which-are-theirs) makes theirs.',
    );
  });

  it('the app page says whether the mobile app deletes, exports, suggests, attaches, uses saved replies and reports', () => {
    const table = section('user/getting-started/app-download.mdx', '## Which app does what');
    expect(table).toMatch(
      /\| Answer in the \*\*Inbox\*\*:[^\n]*saved replies[^\n]*\*\*Suggest\*\*, attached files[^\n]*\| Yes \| Yes \|/,
    );
    expect(table).toMatch(
      /\| Delete a conversation in the \*\*Inbox\*\* \(\*\*Delete conversation\*\*, Owners and Admins\)[^\n]*\| Yes \| Yes \|/,
    );
    expect(table).toContain('| %MOBILE_INBOX_WITHOUT% in the **Inbox** (Owners and Admins) | Yes | No |');
    expect(mobileInboxWithout).toContain('**Export conversation**');
    expect(mobileInboxWithout).toContain('**Improve answer**');
    expect(mobileInboxWithout).toContain('**Reports**');
    // The card-number procedure relies on Delete conversation, which the app has.
    expect(line(privacy, '2. When a customer types a card number anyway')).toContain(
      '[mobile app](../getting-started/app-download.mdx#which-app-does-what)',
    );
  });

  it('deleting a chatbot: the CRM deletion events live in the Warning, not in a step of Export what you want to keep', () => {
    const page = 'user/chatbots/duplicate-or-delete.mdx';
    const exportIt = section(page, '### Export what you want to keep');
    expect(exportIt).not.toContain('deletion events');
    expect(exportIt).not.toContain('HubSpot');
    expect(exportIt).not.toMatch(/^3\. /m);
    // Round 52 (review 47 user #2): the bullets are tokens (`deletionCopiesElsewhere`), shared with Delete a lead.
    const warning = expand(section(page, '## Delete a chatbot {/*#delete*/}').split(':::warning')[1].split(':::')[0]);
    for (const fact of [
      "[lead webhook's deletion events](/developer/webhook/lead#events)",
      'is told of each deleted lead and each deleted conversation, and deletes its copy',
      'receive these events before they are deleted with it, and their **Recent deliveries** go with the chatbot',
      'erases in HubSpot each contact it created for a deleted lead, with its history there',
      "keeps everything but the server's `parley_` properties",
      'Copies made any other way (the GoHighLevel connection, other services, exports, emails) stay where they are',
      'from HubSpot the contacts that server created that you must keep',
    ]) {
      expect(warning).toContain(fact);
    }
    expect(expand(read(page)).match(/erases in HubSpot|erases the contacts it created/g)).toHaveLength(1);
  });

  it('closing a conversation still with the chatbot needs Take over first, stated at End a conversation and linked', () => {
    const livechat = 'user/getting-started/livechat.mdx';
    const end = section(livechat, '## End a conversation');
    expect(end).toMatch(
      /^1\. If the conversation is still in the \*\*Chatbot\*\* or \*\*Waiting\*\* state, select \*\*Take over\*\* first: \*\*Close\*\* shows only on an \*\*Open\*\* conversation/m,
    );
    expect(conversationExportClosedOnlyClose).not.toBe(
      'Close them first: select **Close** in each, then **Close conversation**.',
    );
    expect(conversationExportClosedOnlyClose).toContain(
      'select **Take over** if it is still **Chatbot** or **Waiting**',
    );
    expect(conversationExportClosedOnlyClose).toContain(
      '([End a conversation](/user/getting-started/livechat#end-a-conversation))',
    );
    expect(section('user/workspace/data-retention.mdx', '## Keep a copy {/*#keep-a-copy*/}')).toContain(
      '- %CONVERSATION_EXPORT_CLOSED_ONLY_CLOSE%',
    );
    expect(read(livechat).match(/\*\*Close\*\* shows only on an \*\*Open\*\* conversation/g)).toHaveLength(1);
  });
});
