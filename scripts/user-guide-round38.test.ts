/**
 * Review round 37's user-guide findings fixed before the next review: a troubleshooting row that named the wrong
 * step, an export sentence that read as if the export deleted open conversations, the credits list without the
 * Inbox's Suggest drafts, and a team test that failed outside working hours.
 */
import {describe, expect, it} from 'vitest';
import {conversationExportClosedOnlyRule} from '../config/facts';
import {line, read} from './page-text';

const flowBuilder = 'user/getting-started/flow-builder.mdx';

describe('user guide, review round 37', () => {
  it('the "asks for the email twice" row names the step that adds the lead.email condition', () => {
    const row = line(flowBuilder, '| The chatbot asks for the email twice.');
    // Review 48 user #9: the steps are the variation after Publish, which the row links by its anchor.
    expect(row).toContain('([Variation: skip questions for customers you know](#skip-known-customers))');
    const variation = read(flowBuilder).split('{/*#skip-known-customers*/}\n')[1].split('\n### ')[0];
    expect(variation).toMatch(/\n1\. Add a \*\*Condition\*\* block with the rule `lead\.email` \*\*is not empty\*\*/);
  });

  it('the export rule says a deletion, not the export, takes the conversations still going', () => {
    expect(conversationExportClosedOnlyRule).not.toMatch(/are deleted too/);
    expect(conversationExportClosedOnlyRule).toMatch(
      /^The export holds \*\*Closed\*\* conversations only, while a deletion/,
    );
  });

  it('the model page counts Suggest drafts among what uses credits', () => {
    const model = read('user/chatbots/choose-an-ai-model.mdx');
    expect(model).not.toContain('Only answers the chatbot writes with AI use message credits');
    expect(model).toContain("An agent's **Suggest** draft in the **Inbox** costs as much as an answer.");
  });

  it('the team test hands off within working hours, to the team queue', () => {
    expect(line('user/workspace/team.mdx', '3. Within the chatbot')).toMatch(
      /\*\*Working hours\*\*, with \*\*Assign to\*\* on \*\*Team queue\*\*.*hand it off/,
    );
  });
});
