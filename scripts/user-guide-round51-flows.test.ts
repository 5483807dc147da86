/**
 * Round 51: review 46 of the user guide, the flow findings (#1 to #6). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {
  flowHandOffAtQuestion,
  flowHandOffBlock,
  flowMessageButtonAnswer,
  flowMessageButtonFlow,
  flowPreviewRunsDraft,
  flowQuestionDetour,
  flowQuestionDetourLimit,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const flowBuilder = 'user/getting-started/flow-builder.mdx';
const flowReference = 'user/chatbots/flow-reference.mdx';
const livechat = 'user/getting-started/livechat.mdx';

describe('round 51: review 46 of the user guide, flows', () => {
  it('#1 a request for a person at an open question hands off and ends the flow; after Give back the AI answers', () => {
    expect(productFactTokens['%FLOW_HAND_OFF_AT_QUESTION%']).toBe(flowHandOffAtQuestion);
    expect(flowHandOffAtQuestion).toContain('hands off at a question of any type, **Text** included');
    expect(flowHandOffAtQuestion).toContain('the flow ends there, the request is not saved as the answer');
    expect(flowHandOffAtQuestion).toContain("Any hand-off ends the running flow, an agent's **Take over** too");
    expect(flowHandOffAtQuestion).toContain(
      'after **Give back to the chatbot**, the AI answers the next message, and the open question is not asked again',
    );
    const checks = section(flowReference, '#### Answer checks');
    expect(checks).toContain('%FLOW_HAND_OFF_AT_QUESTION%');
    expect(checks.indexOf('%FLOW_HAND_OFF_AT_QUESTION%')).toBeGreaterThan(checks.indexOf('%FLOW_QUESTION_DETOUR%'));
    expect(section(flowBuilder, '## How flows and the AI work together')).toContain(
      'A request for a person hands off at any question and ends the flow.',
    );
  });

  it('#2 the Preview runs the draft, and the tutorial tests before it publishes', () => {
    expect(productFactTokens['%FLOW_PREVIEW_RUNS_DRAFT%']).toBe(flowPreviewRunsDraft);
    expect(flowPreviewRunsDraft).toContain("The **Preview** panel runs each flow's draft");
    expect(flowPreviewRunsDraft).toContain('get only the last published version');
    const page = read(flowBuilder);
    const build = section(flowBuilder, '### Build the flow');
    expect(build).not.toContain('Select **Publish**');
    expect(build).not.toMatch(/\n13\. /);
    expect(section(flowBuilder, '### Test the flow')).toContain('%FLOW_PREVIEW_RUNS_DRAFT%');
    const publish = section(flowBuilder, '### Publish the flow');
    expect(publish).toContain('select **Publish**. The flow is live in every channel');
    expect(page.indexOf('\n### Test the flow\n')).toBeLessThan(page.indexOf('\n### Publish the flow\n'));
    // The anchors other pages link stay.
    for (const heading of ['### Build the flow', '### Test the flow', '### Before you start']) {
      expect(page).toContain(`\n${heading}\n`);
    }
  });

  it('#3 step 4 asks unmistakably, and a test step tries a question as the reply', () => {
    const step4 = line(flowBuilder, '4. Add a **Question** block of type **Text**');
    expect(step4).not.toContain('"What\'s your name?"');
    expect(step4).toContain('"What\'s your first name?"');
    expect(step4).toContain('A **Text** question takes any reply as its answer, "so how much is it?" included');
    const test = section(flowBuilder, '### Test the flow');
    const tryQuestion = line(flowBuilder, 'At the email question, type "Do you have a free trial?"');
    expect(test).toContain(tryQuestion);
    expect(tryQuestion).toContain('The chatbot answers it, then asks for the email again.');
  });

  it('#4 the Hand-off block, and what a button saves, how to branch and whether it ends the flow', () => {
    expect(productFactTokens['%FLOW_HAND_OFF_BLOCK%']).toBe(flowHandOffBlock);
    expect(flowHandOffBlock).toContain('A **Hand-off** block ends the flow: it has no output.');
    expect(flowHandOffBlock).toContain('(/user/chatbots/settings-reference#outside-working-hours)');
    expect(flowHandOffBlock).toContain('does not resume, even after **Give back to the chatbot**');
    const reference = read(flowReference);
    expect(reference).not.toContain('| **Hand-off** | Passes the conversation to your team, as described in');
    expect(line(flowReference, '| **Hand-off** |')).toContain('[Hand-off](#hand-off-block)');
    expect(section(flowReference, '### Hand-off {/*#hand-off-block*/}')).toContain('%FLOW_HAND_OFF_BLOCK%');

    expect(flowMessageButtonAnswer).toContain('the `flow.` variable you name in **Save answer as**');
    expect(flowMessageButtonAnswer).toContain('To branch on it, connect a **Condition**');
    expect(flowMessageButtonFlow).toContain('A button that starts another flow ends the current one');
    const buttons = section(flowReference, '#### Buttons');
    expect(buttons).toContain('- %FLOW_MESSAGE_BUTTON_ANSWER%');
    expect(buttons).toContain('- %FLOW_MESSAGE_BUTTON_FLOW%');

    const way3 = line(livechat, '3. A flow reaches a **Hand-off** block');
    expect(way3).not.toContain('(./flow-builder.mdx)');
    expect(way3).toContain('(../chatbots/flow-reference.mdx#hand-off-block)');
  });

  it('#5 the flow builder says how often the AI answers at a question, from the same token', () => {
    expect(productFactTokens['%FLOW_QUESTION_DETOUR_LIMIT%']).toBe(flowQuestionDetourLimit);
    expect(flowQuestionDetour).toContain(flowQuestionDetourLimit);
    expect(section(flowBuilder, '## How flows and the AI work together')).toContain(
      'gets one answer from the AI (%FLOW_QUESTION_DETOUR_LIMIT%) and then the question again',
    );
  });

  it('#6 going back to a version: choose it, Restore, Publish', () => {
    const publish = section(flowBuilder, '### Publish the flow');
    expect(read(flowBuilder)).not.toContain("To go back, open the flow's menu and select **Version history**.\n");
    expect(publish).toContain("1. Open the flow's menu and select **Version history**.");
    expect(publish).toContain('2. Select the version to go back to, then select **Restore**.');
    expect(publish).toContain('3. Select **Publish**. Customers get the restored version.');
  });
});
