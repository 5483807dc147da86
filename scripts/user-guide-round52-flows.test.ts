/**
 * Round 52: review 47 of the user guide, the flow, hand-off and lead-capture findings (#1 to #9). Each check fails on
 * the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {
  flowButtonSelectedTrigger,
  flowHandOffAtQuestion,
  flowHandOffBlock,
  flowMessageButtonWait,
  flowTestPageVisited,
  handOffOrFlowTrigger,
  handOffPhraseMatch,
  leadCaptureWaitsForFlow,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const flowBuilder = 'user/getting-started/flow-builder.mdx';
const flowReference = 'user/chatbots/flow-reference.mdx';
const settings = 'user/chatbots/settings-reference.mdx';
const livechat = 'user/getting-started/livechat.mdx';

describe('round 52: review 47 of the user guide, flows, hand-off and lead capture', () => {
  it('#1 a Hand-off phrase inside an ordinary question or answer is a request for a person, everywhere', () => {
    expect(productFactTokens['%HAND_OFF_PHRASE_MATCH%']).toBe(handOffPhraseMatch);
    expect(handOffPhraseMatch).toContain('even when the phrase is part of an ordinary question or answer');
    expect(handOffPhraseMatch).toContain('"How much are your estate agent fees?"');
    expect(handOffPhraseMatch).toContain('"sales agent" both hand off');
    const row = line(settings, '| **Hand-off phrases** |');
    expect(row).toContain('%HAND_OFF_PHRASE_MATCH%');
    expect(row).not.toContain("When a customer's message contains one of these, the chatbot hands off at once (");
    // Review 48 user #8: one sentence for both kinds of request.
    expect(handOffOrFlowTrigger).toContain(
      'in so many words ("can I talk to a human about pricing?") or with a **Hand-off phrase**',
    );
    expect(handOffOrFlowTrigger).toContain('always hands off');
    expect(flowHandOffAtQuestion).toContain('A **Hand-off phrase** inside an answer counts too');
    expect(flowHandOffAtQuestion).toContain('the answer "sales agent" hands off');
    const step4 = line(flowBuilder, '4. Add a **Question** block of type **Text**');
    expect(step4).toContain('A reply that contains a **Hand-off phrase** hands off instead');
    expect(step4).toContain('](../chatbots/settings-reference.mdx#hand-off)');
    // Next to the Text-question warning, after it.
    expect(step4.indexOf('Hand-off phrase')).toBeGreaterThan(step4.indexOf('takes any reply as its answer'));
  });

  it('#2 lead capture waits while a flow runs, and a Save lead counts as lead capture', () => {
    expect(productFactTokens['%LEAD_CAPTURE_WAITS_FOR_FLOW%']).toBe(leadCaptureWaitsForFlow);
    expect(leadCaptureWaitsForFlow).toContain('Lead capture waits while a flow runs');
    expect(leadCaptureWaitsForFlow).toContain("A flow's **Save lead** counts as lead capture.");
    expect(line(settings, '- **After the first answer** asks in the conversation')).toContain(
      '%LEAD_CAPTURE_WAITS_FOR_FLOW%',
    );
    expect(line(flowBuilder, '- **After the first answer**: [the variation](#skip-known-customers) skips')).toContain(
      '%LEAD_CAPTURE_WAITS_FOR_FLOW%',
    );
    expect(section(flowBuilder, '### Lead capture and this flow {/*#lead-capture-and-this-flow*/}')).toContain(
      '%LEAD_CAPTURE_WAITS_FOR_FLOW%',
    );
    expect(line(flowBuilder, 'At the email question, type "Do you have a free trial?"')).toContain(
      "again. Lead capture's form does not appear while the flow runs",
    );
  });

  it('#3 a Message block waiting on its buttons follows the hand-off and answer rules, under Buttons', () => {
    expect(productFactTokens['%FLOW_MESSAGE_BUTTON_WAIT%']).toBe(flowMessageButtonWait);
    expect(flowMessageButtonWait).toContain('While a **Message** block waits on its buttons');
    expect(flowMessageButtonWait).toContain('a request for a person hands off and ends the flow');
    expect(flowMessageButtonWait).toContain('with no answer from the AI');
    expect(section(flowReference, '#### Buttons')).toContain('%FLOW_MESSAGE_BUTTON_WAIT%');
  });

  it('#4 Check a flow tries a wrong answer only at questions that check one', () => {
    const step2 = line(flowReference, 'give one answer that does not fit its [answer check]');
    expect(step2).toContain('2. At each **Question** other than **Text**,');
  });

  it('#5 Button selected is for a flow reached only from buttons; a button can target a flow with any trigger', () => {
    expect(productFactTokens['%FLOW_BUTTON_SELECTED_TRIGGER%']).toBe(flowButtonSelectedTrigger);
    expect(flowButtonSelectedTrigger).toContain('choose it for a flow reached only from buttons');
    expect(flowButtonSelectedTrigger).toContain('A button can target a flow with any trigger.');
    const row = line(flowReference, '| **Button selected** |');
    expect(row).toContain('%FLOW_BUTTON_SELECTED_TRIGGER%');
    expect(row).not.toContain('The customer selects a button with this flow as its target');
  });

  it('#6 a Page visited flow has a way to be tested', () => {
    expect(productFactTokens['%FLOW_TEST_PAGE_VISITED%']).toBe(flowTestPageVisited);
    expect(flowTestPageVisited).toContain('The **Preview** panel sends no page address');
    expect(flowTestPageVisited).toContain('`/flow-test*`');
    expect(flowTestPageVisited).toContain('set the real pattern and select **Publish** again');
    expect(section(flowReference, '## Check a flow')).toContain('%FLOW_TEST_PAGE_VISITED%');
  });

  it('#7 out of hours, the hand-off at a question says what the Hand-off block says, with the link', () => {
    const words = 'sends the **Out-of-hours message** and asks for contact details instead';
    const link = '[Outside working hours](/user/chatbots/settings-reference#outside-working-hours)';
    expect(flowHandOffAtQuestion).not.toContain('**Out-of-hours message** instead,');
    for (const fact of [flowHandOffAtQuestion, flowHandOffBlock]) {
      expect(fact).toContain(words);
      expect(fact).toContain(link);
    }
  });

  it('#8 the live chat example names a flow with a Hand-off block, not the worked flow', () => {
    const row = line(livechat, '| See why the chatbot handed off |');
    expect(row).not.toContain('"Flow: Qualify and book"');
    expect(row).toContain('"Flow: Refund request"');
  });

  it('#9 the flow rules are a short list, and the flow reference says where a skipped Save lead goes once', () => {
    const together = section(flowBuilder, '## How flows and the AI work together');
    expect(together).not.toContain('and then the question again, except at a **Text** question');
    expect(together).toContain('\n- A **Text** question is the exception');
    expect(together).toContain('\n- A request for a person hands off at any question and ends the flow.');
    expect(together).toContain("\n- Lead capture's form waits until the flow has ended");
    const reference = read(flowReference);
    expect(reference.split('goes on through its next block').length - 1).toBe(1);
  });
});
