/**
 * Round 44: the findings of review round 40 on the user guide. Each decision is stated once (config/facts.ts or the
 * page that owns it), and the pages that repeat the point use it or link to it.
 */
import {describe, expect, it} from 'vitest';
import {
  downgrade,
  failedPaymentToFree,
  googleSheetSyncErrorEmail,
  improveAnswerPair,
  improveAnswerPrivacy,
  retention,
  soleOwnerDeletesWorkspace,
  upgradeBringsBack,
} from '../config/facts';
import {expand, line, read, section} from './page-text';

const privacy = 'user/workspace/privacy.mdx';
const invoices = 'user/workspace/invoices-and-vat.mdx';
const billing = 'user/workspace/billing.mdx';

describe('round 44: review 40 findings on the user guide', () => {
  it('#1 Improve answer: the question is edited before saving; privacy finds and deletes a pair that kept their words', () => {
    expect(improveAnswerPair).toContain('Before **Save**, rewrite the question');
    expect(improveAnswerPair).toContain('no name, order number, email address or other detail of the customer');
    expect(improveAnswerPrivacy).toContain('**Knowledge** tab, look through the **Q&A** pairs');
    const find = section(privacy, '### Find everything about one customer');
    expect(find).toContain('5. %IMPROVE_ANSWER_PRIVACY%.');
    const del = section(privacy, '### Delete it');
    expect(del).toMatch(/\n3\. Open each Q&A pair you noted[^\n]*delete the pair\./);
    expect(line(privacy, '| Their message, as the question of a Q&A pair |')).toContain('**Improve answer**');
    expect(line('user/workspace/data-retention.mdx', '| Knowledge: website pages')).toContain(
      '[find and delete it](./privacy.mdx#delete-it)',
    );
    expect(line('user/getting-started/livechat.mdx', '**Improve answer** is for')).toContain(
      "edit the question the dialog fills in from the customer's message",
    );
  });

  it('#2 a failed payment moves to Free as a downgrade does: connections are deleted after their days too', () => {
    const text = expand(line(invoices, 'If a payment fails'));
    expect(text).not.toContain('nothing else is deleted');
    expect(text).not.toContain('which also restores what paused');
    expect(read(invoices)).toContain('%FAILED_PAYMENT_TO_FREE%');
    expect(failedPaymentToFree).toContain(
      `within ${downgrade.keepConnectionsDays} days, or phone numbers, integrations, webhook endpoints and API keys ` +
        'are deleted with their settings',
    );
    expect(failedPaymentToFree).toContain('/user/workspace/billing#over-the-new-plan');
  });

  it('#3 an upgrade does not resume paused chatbots or reactivate members: billing, invoices and restore say so', () => {
    expect(upgradeBringsBack).toContain('but not paused chatbots or deactivated members');
    expect(upgradeBringsBack).toContain('selects **Reactivate** on each member');
    expect(section(billing, '### What happens to what no longer fits {/*#over-the-new-plan*/}')).toContain(
      '\n%UPGRADE_BRINGS_BACK%\n',
    );
    expect(line(billing, "- **Chatbots beyond the plan's number.**")).toContain('an upgrade does not resume it');
    expect(line(billing, "- **Members beyond the plan's seats.**")).toContain('an upgrade does not reactivate them');
    // Review 43 user #2: stated once, in billing; invoices links billing's heading instead of repeating it.
    expect(line(invoices, 'If a payment fails')).toContain(
      '[What happens to what no longer fits](./billing.mdx#over-the-new-plan)',
    );
    // Review 41 user #2: a restore has its own wording (round 45), which keeps this rule.
    expect(line('user/workspace/delete-workspace.mdx', '1. Choose a plan again at once')).toContain(
      '%RESTORE_PLAN_BRINGS_BACK%',
    );
    expect(line('user/workspace/team.mdx', 'A downgrade to a plan with fewer seats')).toContain('**Reactivate**');
  });

  it("#4 which Owner keeps the one Free seat after a restore is in billing's one place", () => {
    expect(section(billing, '### Which Owner keeps a seat {/*#which-owner-keeps-a-seat*/}')).toContain(
      'After a [restore](./delete-workspace.mdx#restore), which moves the workspace to the Free plan, the Owner who ' +
        'restores it keeps it.',
    );
  });

  it('#5 the settings reference says once what the message the chatbot offers to take is; live chat links it', () => {
    const offer = line('user/chatbots/settings-reference.mdx', '- **The message the chatbot offers to take**');
    expect(offer).toContain("lead capture's form and saves them as a lead");
    expect(offer).toContain('[outside working hours](#outside-working-hours)');
    expect(line('user/getting-started/livechat.mdx', 'offers to take a message')).toContain(
      '([what that is](../chatbots/settings-reference.mdx#hand-off))',
    );
  });

  it('#6 the knowledge check turns Show sources on only where no live visitor sees it', () => {
    const step = line('user/getting-started/knowledge.mdx', 'turn on **Show sources**');
    expect(step).not.toContain('at a quiet hour');
    expect(step).toContain('of a chatbot that is not live yet, or of a copy of a live chatbot');
    expect(step).toContain('**Test knowledge** (step 1) shows the sources');
  });

  it('#7 there is one standard model, named by its token', () => {
    const page = read('user/chatbots/choose-an-ai-model.mdx');
    expect(page).not.toContain('the standard models');
    expect(page).toContain('Every plan includes the standard model, %STANDARD_MODEL_NAMES%;');
  });

  it('#8 the URL typed into the Message block is text, not code', () => {
    const step = line('user/getting-started/flow-builder.mdx', 'On the **Otherwise** path, add a **Message** block');
    expect(step).not.toContain('`https://');
    expect(step).toContain('[https://example.com/pricing](https://example.com/pricing)');
  });

  it('#9 a sole Owner may delete their account while the workspace is Scheduled for deletion', () => {
    expect(soleOwnerDeletesWorkspace).toContain(
      `Once the workspace shows **Scheduled for deletion**, you can delete your account at once, before its ` +
        `${retention.deletedWorkspaceDays} days end`,
    );
    expect(line('user/workspace/delete-your-account.mdx', '- **If you are the only Owner')).toContain(
      '%SOLE_OWNER_DELETES_WORKSPACE%',
    );
  });

  it('#10 the source setting alone decides the Google Sheet sync error email', () => {
    expect(googleSheetSyncErrorEmail).toContain('**Notify on sync errors** alone controls the email');
    expect(line('user/workspace/notifications.mdx', '| Google Sheet sync error email |')).toContain(
      'set on the source, not here',
    );
  });
});
