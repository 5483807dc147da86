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
    const step = /\[step (\d+) of Build the flow\]/.exec(row)?.[1];
    expect(step).toBeDefined();
    // The step and its sub-steps: from its numbered line to the next top-level step or the end of the list.
    const lines = read(flowBuilder).split('\n');
    const start = lines.findIndex((text) => text.startsWith(`${step}. `));
    expect(start).toBeGreaterThan(-1);
    const end = lines.findIndex((text, index) => index > start && !text.startsWith('   ') && text.trim() !== '');
    expect(lines.slice(start, end).join('\n')).toContain('`lead.email` **is not empty**');
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
