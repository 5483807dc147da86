/**
 * Round 47: review 42 of the user guide ("short task pages a phone can read, no developer terms in user pages, each
 * shared fact said once, warnings before the step"). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {
  fallbackMessageCredits,
  fallbackMessageCreditsShort,
  memberAccountRegion,
  memberAccountRegionShort,
  previewLeadCrmFirst,
  roundRobinSilent,
  roundRobinWaits,
  subProcessors,
  testModePlain,
} from '../config/facts';
import {expand, line, read, section} from './page-text';

const privacy = 'user/workspace/privacy.mdx';
const billing = 'user/workspace/billing.mdx';
const settings = 'user/chatbots/settings-reference.mdx';
const chatbotSettings = 'user/getting-started/chatbot-settings.mdx';
const flowBuilder = 'user/getting-started/flow-builder.mdx';

/** What a reader sees of a table cell: tokens written out, a link's text without its address. */
const visible = (cell: string): string => expand(cell).replace(/\]\([^)]*\)/g, ']');

/** The cells of the tables in a text. */
const cells = (text: string): string[] =>
  text
    .split('\n')
    .filter((row) => row.startsWith('| ') && !row.startsWith('| ---'))
    .flatMap((row) => row.slice(2, -2).split(' | '));

describe('round 47: review 42 of the user guide', () => {
  it('#1 privacy Find everything keeps its steps; the table and the exceptions are Special cases at the end', () => {
    const find = section(privacy, '### Find everything about one customer');
    expect(find).not.toContain('| The **Customer** column shows |');
    expect(find).not.toMatch(/\*\*A lead with someone else's address\.\*\*|\*\*What the Inbox search finds\.\*\*/);
    expect(find).not.toContain('include_unverified');
    expect(find).toContain('([What the Inbox search finds](#what-the-inbox-search-finds))');
    expect(find).toContain('[Which conversations are theirs](#which-are-theirs)');
    expect(find).toContain("[A lead with someone else's address](#lead-of-someone-else)");
    const text = read(privacy);
    const special = text.indexOf('\n## Special cases {/*#special-cases*/}\n');
    expect(special).toBeGreaterThan(text.indexOf('\n## Troubleshooting'));
    expect(text.indexOf('\n## Related pages')).toBeGreaterThan(special);
    for (const heading of [
      '### Which conversations are theirs {/*#which-are-theirs*/}',
      "### A lead with someone else's address {/*#lead-of-someone-else*/}",
      '### What the Inbox search finds {/*#what-the-inbox-search-finds*/}',
      '### For developers {/*#for-developers*/}',
    ])
      expect(text.indexOf(`\n${heading}\n`)).toBeGreaterThan(special);
    // The API lines of Export it and Delete it are the one For developers paragraph.
    expect(section(privacy, '### Export it')).not.toContain('/developer/api/get-message-history');
    expect(section(privacy, '### Delete it')).not.toContain('shows a developer how to find and erase');
    expect(section(privacy, '### For developers {/*#for-developers*/}')).toContain(
      '[Delete a lead](/developer/api/delete-lead#answer-a-privacy-request) finds and erases every lead of one person',
    );
  });

  it('#1 #2 billing: the downgrade is one list item per thing, its exceptions Special cases, the warning first', () => {
    const over = section(billing, '### What happens to what no longer fits {/*#over-the-new-plan*/}');
    expect(over).not.toContain('| Over the new plan |');
    expect(over).not.toContain('<details>');
    expect(over).not.toContain(':::warning');
    expect(over.split('\n').filter((row) => row.startsWith('- **'))).toHaveLength(11);
    const change = section(billing, '## Change plan {/*#change-plan*/}');
    expect(change.indexOf(':::warning')).toBeGreaterThan(-1);
    expect(change.indexOf(':::warning')).toBeLessThan(change.indexOf('1. Go to **Workspace settings → Billing**'));
    const special = section(billing, '## Special cases {/*#special-cases*/}');
    expect(special).toContain('After a failed payment, which nobody confirms, the Owner who has been Owner longest');
    expect(special).toContain('After a [restore](./delete-workspace.mdx#restore)');
    expect(special).toContain('%PAUSED_CHATBOT_INBOX_SHORT%');
    expect(special).toContain('(/integration/custom-payment-subscription#before-a-downgrade)');
    expect(line(billing, "- **Chatbots beyond the plan's number.**")).toContain('(#paused-chatbot)');
    expect(line(billing, '- **Integrations (%PLANS_WITH_INTEGRATIONS%)')).toContain('(#payment-subscriptions)');
  });

  it('#2 no cell of the sub-processor table or of the live chat and website troubleshooting runs past 160 characters', () => {
    for (const row of subProcessors)
      for (const cell of [row.name, row.purpose, row.data, row.location, row.kept])
        expect(cell.length, cell).toBeLessThanOrEqual(160);
    for (const page of ['user/getting-started/livechat.mdx', 'user/getting-started/website.mdx']) {
      const long = cells(section(page, '## Troubleshooting'))
        .map(visible)
        .filter((cell) => cell.length > 160);
      expect(long, page).toEqual([]);
    }
    // The facts the cut cells held stay where they are owned.
    expect(line('user/getting-started/website.mdx', '| No bubble appears, and the browser')).toContain(
      '([Content-Security-Policy](/developer/javascript-sdk/reference#content-security-policy))',
    );
    expect(read('developer/javascript-sdk/reference.mdx')).toContain("Under a policy with `'strict-dynamic'`");
  });

  it('#3 the settings reference and data retention keep API terms to one For developers link a section', () => {
    const open = section(settings, '## Open the settings');
    for (const term of ['{{conversation.channel}}', '`preview: true`', 'channel `website`'])
      expect(open).not.toContain(term);
    expect(open).toContain(
      'For developers: [Preview conversations in webhooks](/developer/webhook/conversation#test-locally).',
    );
    expect(section('developer/webhook/conversation.mdx', '## Test locally')).toContain('%PREVIEW_EVENTS_SHORT%');
    const limits = section(settings, '## Limits');
    for (const term of ['`429 visitor_rate_limited`', '`limit_reached_message`', 'API: ['])
      expect(limits).not.toContain(term);
    expect(limits.match(/For developers:/g)).toHaveLength(1);
    expect(limits).toContain('[Set a messages limit](/developer/api/set-messages-limit)');
    const file = section(
      'user/workspace/data-retention.mdx',
      '### The conversation export file {/*#conversation-export-format*/}',
    );
    expect(file).not.toContain("the SDK's `identify`");
    expect(file).not.toMatch(/A column has the name of the same field/);
    // The column names stay: the reader sees them in the CSV file.
    expect(file).toContain('| `visitor.id`, `visitor.name`, `visitor.email`, `visitor.verified` |');
    expect(file.match(/For developers:/g)).toHaveLength(1);
  });

  it('#4 test mode is explained in the glossary in plain words; user pages link it, the flow builder only for Business', () => {
    expect(testModePlain).toMatch(/^On the Business plan only, a second, separate workspace beside your live one/);
    expect(testModePlain).toContain('use no credits');
    expect(line('user/glossary.mdx', '| Test mode |')).toBe(
      '| Test mode | %TEST_MODE_PLAIN% | [Try changes safely](./chatbots/duplicate-or-delete.mdx#try-changes-safely); for developers: [Test mode](/developer/api/test-mode) |',
    );
    for (const page of [
      flowBuilder,
      'user/chatbots/leads.mdx',
      'user/workspace/data-retention.mdx',
      'user/workspace/delete-workspace.mdx',
    ]) {
      expect(read(page), page).not.toContain('(/developer/api/test-mode)');
      // Review 43 #4: leads and the flow builder link the user section Try changes safely instead.
      expect(read(page), page).toMatch(
        /\[test mode\]\((\.\.\/glossary\.mdx|\.\.\/chatbots\/duplicate-or-delete\.mdx#try-changes-safely|\.\/duplicate-or-delete\.mdx#try-changes-safely)\)/,
      );
    }
    expect(read(flowBuilder)).not.toContain('After testing a flow in the [test workspace]');
    expect(line(flowBuilder, '[test mode](../chatbots/duplicate-or-delete.mdx#try-changes-safely)')).toMatch(
      /^If your workspace is on the %PLANS_WITH_API% plan/,
    );
  });

  it('#5 the precaution comes before the step that leaves a Preview lead', () => {
    expect(previewLeadCrmFirst).toMatch(/^If a CRM or a webhook is connected, first read/);
    expect(previewLeadCrmFirst).toContain('(/user/chatbots/leads#test-it-end-to-end)');
    for (const [page, heading] of [
      [settings, '## Test your settings'],
      [chatbotSettings, '## Test your settings'],
      [flowBuilder, '### Test the flow'],
      ['user/chatbots/flow-reference.mdx', '## Check a flow'],
      [privacy, '## Test it end to end'],
    ]) {
      const test = section(page, heading);
      expect(test, page).not.toContain('%PREVIEW_LEAD_CRM_CLEANUP%');
      const first = test.indexOf('%PREVIEW_LEAD_CRM_FIRST%');
      expect(first, page).toBeGreaterThan(-1);
      expect(first, page).toBeLessThan(
        test.indexOf('%TEST_LEAD_EMAIL%') === -1 ? Infinity : test.indexOf('%TEST_LEAD_EMAIL%'),
      );
    }
    // The owner: the ways to keep test leads out come before its first step.
    const owner = section('user/chatbots/leads.mdx', '## Test it end to end');
    expect(owner.indexOf('To keep test leads out of your CRM, first choose one of these')).toBeLessThan(
      owner.indexOf('\n1. '),
    );
  });

  it('#6 Round robin says where it is chosen that an Away agent leaves the customer waiting', () => {
    // Review 43 #5 (round 48) replaced the bounded wait: see user-guide-round48.test.ts.
    expect(roundRobinWaits).toContain('if the agent goes **Away** or never answers, no other agent is alerted');
    expect(roundRobinSilent).toContain('the chatbot stays silent');
    // Review 48 user #8: the row is one sentence; the Round robin rule under Hand-off rules holds the risk.
    expect(line(settings, '| **Assign to** |')).toContain(
      '**Round robin** gives it to the next **Available** agent, in turn',
    );
    expect(line(settings, '- **Round robin** assigns')).toContain('Once an agent has it, %ROUND_ROBIN_WAITS%.');
    // Review 44 #3 (round 49): the quick start leaves Team queue and links the owner of the Round robin rules.
    expect(section(chatbotSettings, "## 5. Set your team's hours")).toContain(
      '[Hand-off](../chatbots/settings-reference.mdx#hand-off)',
    );
  });

  it('#7 the plan table is billing#plans; Preview credits link the credits table', () => {
    for (const page of [
      'user/intro.mdx',
      'user/getting-started/create-chatbot.mdx',
      'user/workspace/team.mdx',
      'user/getting-started/knowledge.mdx',
      'user/workspace/security-and-compliance.mdx',
    ]) {
      expect(read(page), page).not.toContain('<PlanTable');
      expect(read(page), page).toMatch(
        /\]\((\.\.\/workspace\/|\.\/workspace\/|\.\/)billing\.mdx#plans\)|\(\.\/data-retention\.mdx#history\)/,
      );
    }
    expect(read(billing)).toContain('\n<PlanTable />\n');
    expect(section(billing, '## Message credits')).toContain('| **Preview** conversations | The same as real ones |');
    for (const [page, marker] of [
      ['user/getting-started/create-chatbot.mdx', 'Preview messages use credits'],
      ['user/chatbots/choose-an-ai-model.mdx', 'Preview answers use credits'],
      [settings, 'Its conversations are marked **Preview**'],
    ])
      expect(line(page, marker), page).toMatch(/billing\.mdx#message-credits\)/);
  });

  it('#8 the chatbot settings guide says five steps, in the order of the settings groups, anchors kept', () => {
    const text = read(chatbotSettings);
    expect(text).not.toContain('Change five settings');
    expect(text).toContain('In five steps and about fifteen minutes');
    const groups = read(settings)
      .split('\n')
      .filter((row) => row.startsWith('## '))
      .map((row) => row.slice(3).replace(/ \{.*\}$/, ''));
    const steps = text.split('\n## ').filter((part) => /^\d\. /.test(part));
    // Each step's last settings group (step 5 names General's Time zone before its Hand-off settings).
    const lastGroup = steps.map((step) =>
      Math.max(
        ...[...step.matchAll(/\*\*Settings → ([A-Za-z -]+?)(?: →|\*\*)/g)].map((match) => groups.indexOf(match[1])),
      ),
    );
    expect(lastGroup).toEqual([...lastGroup].sort((a, b) => a - b));
    expect(new Set(lastGroup).size).toBe(5);
    expect(text).toContain('## 2. Set the tone {/*#2-set-the-tone*/}');
    expect(text).toContain('## 3. Greet customers {/*#3-greet-customers*/}');
  });

  it('#9 #10 #11 #12 plan, credits, lead roles and account region where the review asked', () => {
    expect(line('user/intro.mdx', '| 7 |')).toContain('(%PLANS_WITH_PHONE_CHANNELS%)');
    expect(fallbackMessageCredits).toContain('uses the credits of an answer');
    expect(fallbackMessageCreditsShort).toContain('(/user/workspace/billing#message-credits)');
    expect(line('user/glossary.mdx', '| Fallback message |')).toContain('%FALLBACK_MESSAGE_CREDITS_SHORT%');
    expect(
      line('user/getting-started/app-download.mdx', '| Edit or delete a lead in **Leads** (Owners and Admins) |'),
    ).toMatch(/\| Yes \| No \|$/);
    expect(memberAccountRegion).toContain('stored in the region of the workspace it was created with');
    expect(memberAccountRegionShort).toContain('stored in the region of the workspace it was created with');
    expect(line('user/workspace/team.mdx', "| A client's data must stay in the EU")).toContain(
      '%MEMBER_ACCOUNT_REGION_SHORT%',
    );
    expect(line('user/getting-started/app-download.mdx', "4. Choose the workspace's **Data region**")).toContain(
      '%MEMBER_ACCOUNT_REGION_SHORT%',
    );
  });

  it('#13 the leads export names the one safe way to change the file, as the GHL and Mailchimp steps do', () => {
    const step = line('user/chatbots/leads.mdx', '3. Import the file you downloaded, untouched');
    expect(step).not.toContain('Do not re-save the file from a spreadsheet');
    expect(step).toContain('**File → Import**, and uncheck **Convert text to numbers, dates, and formulas**');
    expect(step).toContain(
      'the one safe way is that Google Sheets copy, downloaded with **File → Download → Comma-separated values (.csv)**',
    );
    expect(read('integration/mailchimp.mdx')).toContain('**File → Download → Comma-separated values (.csv)**');
  });
});
