/**
 * The decisions of review round 31 (user guide): each stated once where it holds (config/facts.ts or the page), and
 * the pages that repeat the point agree with it.
 */
import {describe, expect, it} from 'vitest';
import {freePlanCreditCycle, freePlanCredits, planUpgrade, plans} from '../config/facts';
import {planRows} from '../src/utils/plan-rows';
import {expand, line, read, section} from './page-text';

const billing = 'user/workspace/billing.mdx';
const flowBuilder = 'user/chatbots/flow-reference.mdx';

describe('user guide, review round 31', () => {
  it("#1 the Free plan's credit cycle and an upgrade from Free, in facts, billing and the plan table", () => {
    const free = plans.find((plan) => plan.id === 'free')!;
    expect(freePlanCredits.refillDay).toBe('the day of the month the workspace was created');
    expect(freePlanCreditCycle).toContain(`the ${free.monthlyCredits} credits start again every month on`);
    expect(freePlanCreditCycle).toContain('keeps its last renewal day');
    expect(planUpgrade).toContain("the new plan's full monthly credits are there at once");
    expect(line(billing, "1. The plan's credits for this billing period.")).toContain('%FREE_PLAN_CREDIT_CYCLE%');
    expect(section(billing, '## Change plan {/*#change-plan*/}')).toContain(
      '   - %PLAN_UPGRADE_CREDITS%\n   - %PLAN_UPGRADE_FROM_FREE_CREDITS%\n',
    );
    expect(planRows.monthlyCredits.value(free)).toBe(`${free.monthlyCredits}, renewed monthly`); // review 35 #3
  });

  it('#2 moving a chatbot: what the other plan must allow, and Google Sheet sources', () => {
    const move = section('user/chatbots/duplicate-or-delete.mdx', '## Move a chatbot to another workspace {/*#move*/}');
    for (const part of [
      '**Chatbots**: room for one more',
      '%KNOWLEDGE_CHARACTERS_BY_PLAN%',
      '%PLANS_WITH_ADVANCED_MODELS%',
    ])
      expect(move).toContain(part);
    expect(move).toContain(
      "6. Add the Google Sheet sources again. They do not come across: each is read through the Google account connected in the original's workspace.",
    );
  });

  it('#3 a Set variable block sets one variable, everywhere the flow builder page names it', () => {
    expect(line(flowBuilder, '| **Set variable** |')).toContain("Stores or changes one variable's value");
    expect(
      line('user/getting-started/flow-builder.mdx', "3. On the rule's path, add two **Set variable** blocks"),
    ).toContain('two **Set variable** blocks, one after the other');
    expect(read(flowBuilder)).not.toMatch(/a \*\*Set variable\*\* block sets `flow\.name`[^.]*and `flow\.email`/);
  });

  it('#4 Twilio: inbound texts show received, and the Inbox shows a status on outbound messages only', () => {
    const step = line('user/getting-started/twilio.mdx', '%TWILIO_MESSAGE_LOG_MENU%');
    expect(step).toContain("The customer's texts show as **received**");
    expect(step).not.toContain('every message shows as **delivered**');
    expect(step).toContain('only the messages sent to the customer have a status');
  });

  it('#5 the Consent text row says what to type, with one example', () => {
    // Review 48 user #8: under the table, in the Consent text paragraph.
    const row = line('user/chatbots/settings-reference.mdx', '**Consent text.**');
    expect(row).toContain('`[words to show](address)`');
    expect(row).toContain('`See our [privacy policy](https://www.example.com/privacy).`');
  });

  it('#6 the security test frees the seat its test member takes', () => {
    const test = section('user/workspace/security.mdx', '## Test it end to end');
    expect(test).toContain('The test member takes a [seat](./team.mdx#seats) until you remove them');
    expect(test).toMatch(/^3\. Remove the test member[^\n]*the seat is free again\./m);
  });

  it("#7 privacy's Export it leads in short: step 1 is two sentences, what the file holds comes after", () => {
    const exportIt = section('user/workspace/privacy.mdx', '### Export it');
    const step1 = expand(exportIt.split('\n').find((text) => text.startsWith('1. '))!);
    expect(step1.split(/\s+/).length).toBeLessThan(40);
    expect(exportIt).toContain("Each lead's export is %CUSTOMER_DATA_EXPORT_HOLDS%.");
  });
});
