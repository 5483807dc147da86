/**
 * Review round 38's user-guide findings: one rule for where a Preview lead goes, a Twilio deletion a shop owner can
 * do, display names for models, labels that name their target, and repeated rules cut to one owner and a link.
 */
import {describe, expect, it} from 'vitest';
import {aiModels, aiModelName, connectedServiceCopies, twilioMessageLogMenu} from '../config/facts';
import {expand, line, read, section} from './page-text';

const settingsReference = 'user/chatbots/settings-reference.mdx';
const privacy = 'user/workspace/privacy.mdx';

describe('user guide, review round 38', () => {
  it('#1 the settings reference and privacy tests send Preview leads by the leads page rule, not "as a real one does"', () => {
    const test = section(settingsReference, '## Test your settings');
    expect(test).not.toContain('as a real one does');
    expect(test).not.toContain('test on a duplicate or in the test workspace instead');
    expect(test).toContain('%PREVIEW_LEAD_CRM_CLEANUP%');
    expect(test).toContain('[Test it end to end](./leads.mdx#test-it-end-to-end)');
    const privacyTest = section(privacy, '## Test it end to end');
    expect(privacyTest).not.toContain('A chatbot connected to GoHighLevel sends the lead to GHL');
    expect(privacyTest).toContain('%PREVIEW_LEAD_CRM_CLEANUP%');
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
      ['user/workspace/billing.mdx', '| Advanced AI models'],
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
