/**
 * The fixes of review round 33's user-guide findings: each rule checked at the fact or page that owns it, and the
 * link to it on the pages that repeat the point.
 */
import {describe, expect, it} from 'vitest';
import {askForRatingRule} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const knowledge = 'user/getting-started/knowledge.mdx';
const billing = 'user/workspace/billing.mdx';
const flows = 'user/chatbots/flow-reference.mdx';
const retention = 'user/workspace/data-retention.mdx';
const reference = 'user/chatbots/settings-reference.mdx';

describe('user guide, review round 33 findings', () => {
  it('#1 Add knowledge picks up the website source that Start from your website created, before adding one', () => {
    const opening = line(knowledge, 'If you chose **Start from your website**');
    expect(opening).toContain('[check it](#your-website-is-already-a-source)');
    const already = section(knowledge, '### Your website is already a source');
    expect(already).toContain('do not add it again');
    expect(already).toContain('counts them twice against the knowledge limit');
    const sections = read(knowledge);
    expect(sections.indexOf('### Your website is already a source')).toBeLessThan(
      sections.indexOf('### Add a website source'),
    );
    // The create page's link to the section still lands on it.
    expect(read('user/getting-started/create-chatbot.mdx')).toContain('./knowledge.mdx#add-your-website');
    expect(sections).toContain('## Add your website\n');
  });

  it('#2 the billing test tries the Messages limit only on a chatbot no customer reaches, and warns against a test downgrade', () => {
    const test = section(billing, '## Test it end to end');
    expect(test).toContain('4. Test the **Messages limit** on a chatbot no customer reaches');
    expect(test).not.toContain('On a chatbot customers are using, do this at a quiet hour');
    expect(test).toMatch(/:::warning\nDo not test the limit on a live chatbot/);
    expect(test).toContain('Never downgrade to try a plan');
    expect(test).toContain('[What happens to what no longer fits](#over-the-new-plan)');
    expect(read(billing).match(/^:::(note|tip|warning)/gm)?.length).toBeLessThanOrEqual(2);
  });

  it('#3 the flow builder leads with the worked example, then the building blocks as reference', () => {
    // Review 38 #6: the building blocks are a page of their own; the task page links it.
    const task = 'user/getting-started/flow-builder.mdx';
    expect(read(task)).toContain('## Worked example: qualify a lead and book a call');
    expect(read(task)).not.toContain('## Building blocks');
    expect(read(flows)).toContain('## Building blocks');
    expect(line(task, 'For anyone designing those flows')).toContain(
      '[Flow builder reference](../chatbots/flow-reference.mdx)',
    );
    // Review 46 #2: publishing comes after the test, in its own section.
    expect(line(task, 'select **Publish**. The flow is live')).toContain(
      '(see **Text channels and the API** in [Actions](../chatbots/flow-reference.mdx#actions))',
    );
  });

  it('#4 one owner each: the hand-off test steps (Live chat) and the phone-number search rule (Leads)', () => {
    const outcome = productFactTokens['%HANDOFF_TEST_OUTCOME%'];
    expect(outcome).toContain('(/user/getting-started/livechat#test-it-end-to-end)');
    expect(outcome).not.toContain('Round robin');
    expect(read('user/chatbots/leads.mdx')).toContain('%PHONE_SEARCH%');
    expect(read('user/workspace/privacy.mdx')).not.toContain('%PHONE_SEARCH%');
  });

  it('#5 Keep a copy says what a copy holds, who keeps it and for how long', () => {
    const keep = section(retention, '## Keep a copy {/*#keep-a-copy*/}');
    expect(keep).toContain('- **What is kept:** the copy holds what the workspace held on the day you exported it.');
    expect(keep).toContain('- **Who keeps it:** you do');
    expect(keep).toContain(
      'deletes an exported file when its emailed download link expires, %EXPORT_LINK_HOURS% hours',
    );
    expect(keep).toContain('- **For how long:** as long as your own retention policy says');
    expect(keep).toContain('Owners and Admins can export');
  });

  it('#6 the settings reference has no table cell over 300 characters of source', () => {
    const long = read(reference)
      .split('\n')
      .filter((text) => text.startsWith('|'))
      .flatMap((text) => text.split(' | '))
      .filter((cell) => cell.length > 300);
    expect(long).toEqual([]);
  });

  it('#7 the settings reference test warns that its test lead reaches the CRM, at the step', () => {
    const test = section(reference, '## Test your settings');
    // Review 38 #1: the warning is the leads page's rule (which connections send a Preview lead), not "every CRM".
    // Review 42 #5: the precaution before the step that leaves the lead; the token links the leads page's rule.
    expect(test).toContain('3. %PREVIEW_LEAD_CRM_FIRST% After that first answer');
  });

  it('#8 Ask for a rating is defined once, from the fact; create a chatbot no longer says nobody can reach it', () => {
    expect(askForRatingRule).toContain('website chat only');
    expect(askForRatingRule).toContain('only about a conversation an agent answered, however it closed');
    expect(askForRatingRule).toContain('A conversation only the chatbot answered is never rated.');
    expect(productFactTokens['%ASK_FOR_RATING_RULE%']).toBe(askForRatingRule);
    expect(section(reference, '## Hand-off')).toContain('%ASK_FOR_RATING_RULE%');
    expect(line('user/getting-started/livechat.mdx', 'If **Ask for a rating** is on')).toContain(
      '(../chatbots/settings-reference.mdx#hand-off)',
    );
    const create = read('user/getting-started/create-chatbot.mdx');
    expect(create).not.toContain('no customer can reach it yet');
    expect(create).toContain('Its **Allowed domains** list starts empty, which lets any site');
    expect(line(flows, '| **Book a meeting** |').length).toBeLessThan(200);
  });
});
