/**
 * Round 48: review 43 of the user guide (7.5/10). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {plans, requireTwoStepScope, roundRobinWaits, support, tagsPurpose} from '../config/facts';
import {planRows} from '../src/utils/plan-rows';
import {expand, line, read, section} from './page-text';

const team = 'user/workspace/team.mdx';
const livechat = 'user/getting-started/livechat.mdx';
const glossary = 'user/glossary.mdx';
const duplicate = 'user/chatbots/duplicate-or-delete.mdx';

describe('round 48: review 43 of the user guide', () => {
  it('#1 the team page and security#require give the one scope of Require two-step verification', () => {
    expect(requireTwoStepScope).toBe(
      'for members who sign in with a password; require it in Google Workspace or your identity provider too',
    );
    const teamSecurity = section(team, '## Security for the whole team');
    expect(teamSecurity).not.toContain('requires two-step verification for everyone');
    expect(teamSecurity).toContain('an Owner requires two-step verification %REQUIRE_TWO_STEP_SCOPE%');
    expect(section('user/workspace/security.mdx', '## Require it for the whole team')).toContain(
      'The requirement is %REQUIRE_TWO_STEP_SCOPE%.',
    );
  });

  it('#2 tags filter the Inbox only, and End a conversation says how to tag and who manages the list', () => {
    expect(tagsPurpose).toContain('for filtering in the **Inbox**');
    const end = section(livechat, '## End a conversation');
    expect(end).not.toContain('for reports');
    expect(end).toContain('[tag the conversation](#tag-a-conversation)');
    const tag = section(livechat, '### Tag a conversation');
    expect(tag).toContain('%TAGS_PURPOSE%');
    expect(tag).toMatch(/\n1\. Select \*\*Tags\*\*[^\n]*\n2\. Choose a tag/);
    expect(tag).toContain('Owners and Admins rename and delete tags in **Workspace settings → Tags**');
    const tags = line(glossary, '| Tags |');
    expect(tags).not.toContain('reports filter by them');
    expect(tags).toContain('%TAGS_PURPOSE%');
    expect(read('user/workspace/reports.mdx')).not.toMatch(/\btags?\b/i);
    expect(line(team, '(../getting-started/livechat.mdx#tag-a-conversation)')).toMatch(/\| Yes \| Yes \| Tag only \|$/);
  });

  it('#3 livechat has a Saved replies procedure, with the roles of the team page', () => {
    const saved = section(livechat, '## Saved replies');
    expect(saved).toContain('1. In **Workspace settings → Saved replies**, select **New saved reply**.');
    expect(saved).toContain('type `/` and the start of the name');
    expect(saved).toContain('Owners and Admins create and edit them; Agents use them');
    expect(line(team, '| Manage [saved replies]')).toContain('| Yes | Yes | No: use them only |');
  });

  it('#4 a user section on trying changes safely, linked from the glossary, leads and the flow builder', () => {
    const safely = section(duplicate, '## Try changes safely: a copy or test mode {/*#try-changes-safely*/}');
    expect(safely).toContain('- **Test mode**. %TEST_MODE_PLAIN% Nothing copies across');
    expect(expand('%TEST_MODE_PLAIN%')).toMatch(
      /use no credits, and its conversations and leads are deleted after 30 days/,
    );
    expect(safely).toContain('[duplicate it](#duplicate)');
    expect(line(glossary, '| Test mode |')).toContain('(./chatbots/duplicate-or-delete.mdx#try-changes-safely)');
    expect(read('user/chatbots/leads.mdx')).toContain('[test mode](./duplicate-or-delete.mdx#try-changes-safely)');
    expect(read('user/getting-started/flow-builder.mdx')).toContain(
      '[test mode](../chatbots/duplicate-or-delete.mdx#try-changes-safely)',
    );
  });

  it('#5 Round robin: the wait has no bound and alerts nobody, so choose Team queue unless someone watches', () => {
    expect(roundRobinWaits).not.toContain('the customer waits until the conversation ends');
    expect(roundRobinWaits).toContain('no other agent is alerted');
    expect(roundRobinWaits).toContain('each customer message restarts the idle time');
    expect(roundRobinWaits).toContain('Choose **Team queue** unless someone watches **All open**');
  });

  it('#6 security-and-compliance calls data leaving the region a transfer, not a flow', () => {
    const text = read('user/workspace/security-and-compliance.mdx');
    for (const old of [
      'Where a flow leaves',
      'flow of data',
      'which flows take',
      'in these flows',
      'keep a flow',
      'a flow out',
    ])
      expect(text).not.toContain(old);
    expect(text).toContain('Where a transfer leaves the EU');
  });

  it('#7 the settings test shows sources only on a chatbot that is not live yet, or on a copy', () => {
    const step = line('user/chatbots/settings-reference.mdx', '2. Ask a question your knowledge answers.');
    expect(step).not.toContain('**Instructions**; with **Show sources** on');
    expect(step).toContain('On a chatbot that is not live yet, or on a copy, with **Show sources** on');
  });

  it("#8 chatbot settings' steps 2 and 3 have their own numbers as anchors", () => {
    const text = read('user/getting-started/chatbot-settings.mdx');
    expect(text).toContain('## 2. Set the tone {/*#2-set-the-tone*/}');
    expect(text).toContain('## 3. Greet customers {/*#3-greet-customers*/}');
    expect(text).not.toMatch(/#3-set-the-tone|#2-greet-customers/);
  });

  it('#9 an Owner or Admin deletes a conversation, as the roles table says', () => {
    expect(read('user/workspace/delete-your-account.mdx')).toContain('or earlier when an Owner or Admin deletes it');
    expect(line(team, '| Delete a conversation')).toMatch(/\| Yes \| Yes \| No/);
  });

  it('#10 the plans table has the support row the intro names', () => {
    const business = plans.find((plan) => plan.id === 'business')!;
    const free = plans.find((plan) => plan.id === 'free')!;
    expect(planRows.support.value(business)).toBe(support.firstAnswerBusinessPlan);
    expect(planRows.support.value(free)).toBe(support.firstAnswer);
    expect(section('user/workspace/billing.mdx', '## Plans')).toContain('<PlanTable />');
    expect(read('user/intro.mdx')).toContain('on the Business plan within %SUPPORT_FIRST_ANSWER_BUSINESS%');
  });
});
