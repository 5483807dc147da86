/**
 * Round 50: review 45 of the user guide (8/10). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {flowQuestionDetour, leadDeletionScope} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const flowBuilder = 'user/getting-started/flow-builder.mdx';
const flowReference = 'user/chatbots/flow-reference.mdx';

describe('round 50: review 45 of the user guide', () => {
  it('#1 the leave-and-return rule is decided once: a Text question saves anything, other types answer once', () => {
    expect(productFactTokens['%FLOW_QUESTION_DETOUR%']).toBe(flowQuestionDetour);
    expect(flowQuestionDetour).toContain('A **Text** question saves whatever the customer types as the answer');
    expect(flowQuestionDetour).toContain('once per question');
    expect(flowQuestionDetour).toContain('counts as one of the three answers that do not fit');
    expect(flowQuestionDetour).toContain('the third takes the **Skip** path');
    const checks = section(flowReference, '#### Answer checks');
    expect(checks).toContain('%FLOW_QUESTION_DETOUR%');
    const together = section(flowBuilder, '## How flows and the AI work together');
    expect(together).not.toContain('A customer can leave a flow by asking something unrelated.');
    expect(together).not.toContain('If the customer leaves again, the flow ends.');
    expect(together).toContain('[Answer checks](../chatbots/flow-reference.mdx#answer-checks)');
  });

  it('#2 live chat troubleshooting links what to do about a card number or health details typed in the chat', () => {
    const row = line('user/getting-started/livechat.mdx', '| A customer typed a card number or health details');
    expect(row).toContain('](../workspace/privacy.mdx#typed-in-the-chat)');
    expect(read('user/workspace/privacy.mdx')).toContain('{/*#typed-in-the-chat*/}');
  });

  it('#3 privacy does not say the Customer column shows the browser visitor ID', () => {
    const theirs = section('user/workspace/privacy.mdx', '### Which conversations are theirs {/*#which-are-theirs*/}');
    expect(theirs).not.toContain('its browser visitor ID, `browser_visitor_id` in the conversation export');
    expect(theirs).toContain("listed among the customer's earlier conversations in the **Customer** column");
  });

  it('#4 step 5 connects only the answer output of the Text name question', () => {
    const build = section(flowBuilder, '### Build the flow');
    expect(build).not.toContain("Connect the name question's answer and **Skip** outputs to it.");
    expect(build).toContain("Connect the name question's answer output to it.");
  });

  it('#5 leads has a Delete a lead section: Owner or Admin, and it deletes the linked conversations', () => {
    const remove = section('user/chatbots/leads.mdx', '## Delete a lead {/*#delete-a-lead*/}');
    expect(remove).toContain('Owners and Admins can delete a lead; Agents cannot.');
    expect(remove).toContain('select **Delete lead and conversations**');
    expect(remove).toContain('%LEAD_DELETION_SCOPE%');
    expect(leadDeletionScope).toContain('The lead is deleted at once and for good, with its conversations');
    expect(line('user/chatbots/leads.mdx', '| Delete a lead |')).toBe('| Delete a lead | Yes | Yes | No |');
  });
});
