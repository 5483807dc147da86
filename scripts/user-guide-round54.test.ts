/**
 * Round 54: review 49 of the user guide (8.5/10), findings #1 to #7. Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {copyFlowsPreviewWebhook, flowTestPageVisited, flowTurnOff, testModePlain} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const duplicate = 'user/chatbots/duplicate-or-delete.mdx';
const flowReference = 'user/chatbots/flow-reference.mdx';
const privacy = 'user/workspace/privacy.mdx';
const team = 'user/workspace/team.mdx';

describe('round 54: review 49 of the user guide', () => {
  it('#1 a button whose target flow does not run is hidden, and Delete lists the flows that target it', () => {
    expect(productFactTokens['%FLOW_TURNED_OFF_BUTTONS%']).toBe(flowTurnOff.buttons);
    expect(flowTurnOff.buttons).toContain(
      'A button in another flow that starts this one is hidden while this flow does not run: unpublished, a draft ' +
        'after a downgrade, or deleted.',
    );
    expect(flowTurnOff.buttons).toContain('the confirmation lists the flows whose buttons start this one');
    expect(section(flowReference, '## Turn off or delete a flow {/*#turn-off-or-delete-a-flow*/}')).toContain(
      '\n%FLOW_TURNED_OFF_BUTTONS%\n',
    );
    const row = line(flowReference, '| A button does nothing, or disappeared. |');
    expect(row).toContain('(#turn-off-or-delete-a-flow)');
    expect(row).toContain('Publish the target flow again, or point the button at another flow');
  });

  it('#2 moving a chatbot: the payment integration gets three new values and no products; the switch deletes in order', () => {
    const move = section(duplicate, '## Move a chatbot to another workspace {/*#move*/}');
    expect(move).toMatch(
      /\n8\. Add its webhook endpoints and integrations[^\n]*\n {3}- A \[custom payment integration\]\([^)]*\) set up again gets a new \*\*Signing secret\*\*, \*\*Events URL\*\* and \*\*Events token\*\*: give all three to your developer\. It starts with no products: add each again under \*\*Products\*\*/,
    );
    const steps = section(duplicate, '### Switch customers to the copy {/*#switch-to-copy*/}');
    expect(steps).not.toContain('and pause or delete it.');
    expect(steps).toMatch(
      /\n7\. [^\n]*pause or \[delete it\]\(#delete-it\), starting with its step 1: the payment subscriptions to cancel or move first\./,
    );
    // The step it names is the subscription step.
    expect(section(duplicate, '### Delete it {/*#delete-it*/}')).toMatch(
      /\n1\. [^\n]*%PAYMENT_SUBSCRIPTION_BEFORE_DELETION%/,
    );
  });

  it("#3 repointing the copy's flows is a step of Duplicate, and Check it repeats it", () => {
    const copy = section(duplicate, '## Duplicate a chatbot {/*#duplicate*/}');
    expect(copy).toMatch(
      /\n4\. Before you try the copy, open each of its flows in \*\*Flows\*\*\. %COPY_FLOWS_PREVIEW_WEBHOOK%\n/,
    );
    expect(copy).not.toContain('\n%COPY_FLOWS_PREVIEW_WEBHOOK%\n');
    expect(copy).not.toContain('so your server rejects');
    expect(copy).toContain("so a server that checks signatures rejects the copy's **Send webhook** requests");
    expect(line(duplicate, '- After duplicating:')).toContain(
      'once each **Send webhook** and **Notify team** of the copy points at a test address ([step 4](#duplicate))',
    );
    expect(copyFlowsPreviewWebhook).toContain('point every **Send webhook** at a test URL');
  });

  it('#4 test mode says its webhooks, emails and sheets reach real addresses', () => {
    expect(productFactTokens['%TEST_MODE_PLAIN%']).toBe(testModePlain);
    expect(testModePlain).toContain(
      'but its flow webhooks, team emails and connected Google Sheets reach the addresses and sheets you give them, ' +
        'so use test ones',
    );
  });

  it("#5 privacy's One chatbot is one line linking the full deletion procedure", () => {
    const everything = section(privacy, '## Delete everything');
    const bullet = line(privacy, '- **One chatbot**:');
    expect(everything).toContain(`${bullet}\n- **The whole workspace**`);
    expect(bullet).toContain('[Delete a chatbot](../chatbots/duplicate-or-delete.mdx#delete), the full procedure');
    expect(bullet).toContain('[Delete it](../chatbots/duplicate-or-delete.mdx#delete-it)');
    expect(bullet).not.toContain('select **Delete chatbot**');
    // The anchors it links exist.
    expect(read(duplicate)).toContain('\n## Delete a chatbot {/*#delete*/}\n');
    expect(read(duplicate)).toContain('\n### Delete it {/*#delete-it*/}\n');
  });

  it("#6 a client's workspace changes plan before its chatbot is built", () => {
    const clients = section(team, '## Manage chatbots for several clients {/*#clients*/}');
    expect(clients).toMatch(/\n2\. In \*\*Workspace settings → Billing\*\*, \[change plan\]/);
    expect(clients).toMatch(/\n3\. In the client's workspace, now on its plan, \[create the chatbot\]/);
    expect(clients).toContain('**Invite** stays greyed out until step 2.');
    expect(clients).toContain('invites you as an Admin; then you do step 3.');
  });

  it('#7 the Page visited test says how to make the unlinked page, and tests a copy of a live flow', () => {
    expect(productFactTokens['%FLOW_TEST_PAGE_VISITED%']).toBe(flowTestPageVisited);
    expect(flowTestPageVisited).toContain('(WordPress: **Pages → Add New**, address `/flow-test`');
    expect(flowTestPageVisited).toContain('Shopify: **Online Store → Pages**, address `/pages/flow-test`)');
    expect(flowTestPageVisited).toContain('`/flow-test*` (Shopify: `/pages/flow-test*`)');
    expect(flowTestPageVisited).toContain('Test a copy of a live flow, not the live flow');
    expect(section(flowReference, '## Check a flow')).toContain('%FLOW_TEST_PAGE_VISITED%');
  });
});
