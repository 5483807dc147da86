/**
 * The decisions of review round 25 of issue 45 (user guide): each stated once where it holds (config/facts.ts,
 * openapi.yaml or the page), and the pages that repeat the point agree with it.
 */
// cspell:ignore livechat
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  conversationDataExport,
  inboxSearchCandidates,
  roundRobinSilent,
  testLeadDelete,
  testLeadEmail,
} from '../config/facts';
import {line, read, section} from './page-text';

const privacy = 'user/workspace/privacy.mdx';

describe('user guide, review round 25: a privacy request', () => {
  // Review 42 #1: the table of whose conversations are whose is a special case at the end of the page.
  const theirsTable = section(privacy, '### Which conversations are theirs {/*#which-are-theirs*/}');
  const exportIt = section(privacy, '### Export it');
  const deleteIt = section(privacy, '### Delete it');

  it('one ownership rule: a GoHighLevel contact counts by its phone or email, shown in the Customer column', () => {
    // Review 38 #1: the rule is one table, in Find everything about one customer.
    expect(line(privacy, '| A lead you confirmed as theirs;')).toContain(
      'a GoHighLevel contact whose phone or email is theirs',
    );
    expect(inboxSearchCandidates).not.toMatch(/GoHighLevel contact with their number/);
    expect(theirsTable.match(/\| The \*\*Customer\*\* column shows \| The conversation is \|/g)).toHaveLength(1);
    expect(read(privacy).match(/\| The \*\*Customer\*\* column shows \|/g)).toHaveLength(1);
    expect(exportIt).toContain("A GoHighLevel contact's email is not in it: read it in the **Customer** column");
    expect(line('user/getting-started/livechat.mdx', "- the lead's details:")).toContain(
      "a GoHighLevel contact's email and phone",
    );
  });

  it('a conversation from the same browser is theirs when its text shows it, found in the Customer column', () => {
    // Review 45 #3: the Customer column lists the earlier conversations; it does not show the visitor ID.
    expect(theirsTable).toContain(
      "same browser as one of theirs: it is listed among the customer's earlier conversations in the **Customer** column",
    );
    expect(line(privacy, '4. Open each result')).toContain('earlier conversations its **Customer** column lists');
    const row = line(privacy, "| The customer's conversations are still in the **Inbox** after deleting the lead. |");
    expect(row).not.toContain('They were not linked to the lead, for example they happened before');
    expect(row).toContain('came from the same browser before the customer left an email');
    // Review 34 #5: the troubleshooting cell links the steps, which own the Customer column (step 4 above).
    expect(row).toContain('[Find everything about one customer](#find-everything-about-one-customer)');
  });

  it('a lead found by a typed email is confirmed first; one someone else left keeps its conversations, not the address', () => {
    // Review 36 #6: the step keeps the requester's leads; the exception follows the steps.
    expect(line(privacy, '2. Open each lead found')).toContain("Keep the leads that are the requester's");
    expect(line(privacy, 'A typed email is never verified, so someone else may have left')).toContain(
      'Leave that lead out of the export and delete the address from it (**Edit**)',
    );
  });

  it('a conversation no lead links is exported with Export conversation; the Inbox CSV only helps find it', () => {
    for (const part of [
      "all that **Export this customer's data** holds",
      "internal notes, tags, rating, the chatbot's hand-off summary and the attachment files",
    ])
      expect(conversationDataExport).toContain(part);
    expect(line(privacy, 'and select **Export conversation**.')).toMatch(
      /select \*\*Export conversation\*\*\. %CONVERSATION_DATA_EXPORT%$/,
    );
    expect(exportIt).toContain('**Inbox → Closed → Export** helps you find conversations, but it is no answer');
    expect(exportIt).not.toMatch(/keep only the rows/);
    expect(line('user/workspace/team.mdx', "| Export one customer's data")).toContain('**Export conversation**');
    expect(line('user/workspace/data-retention.mdx', "| One customer's data |")).toContain('**Export conversation**');
  });

  it('Get message history is a Business plan answer; CSV rows match by session_id, not by their UTC times', () => {
    expect(line(privacy, '[Get message history]')).toContain(
      'On the %PLANS_WITH_API% plan, a developer can read those conversations',
    );
    expect(exportIt).toContain(
      "use its `session_id`, the conversation ID (`ses_…`) in the **Inbox**'s [**Customer** column]",
    );
    expect(exportIt).toContain('`created_at` is in UTC');
    expect(exportIt).not.toMatch(/by its `created_at` times/);
    expect(line('user/getting-started/livechat.mdx', '- the conversation ID (`ses_…`)')).toContain(
      'their earlier conversations',
    );
  });

  it('the delete steps cover the leads and then the conversations still in the Inbox', () => {
    expect(deleteIt).toMatch(/1\. On each of the customer's leads, select \*\*Delete lead and conversations\*\*/);
    expect(deleteIt).toMatch(
      /2\. Search the \*\*Inbox\*\* by their email, phone, name and customer ID\. Open each of their conversations still in the \*\*Inbox\*\* after step 1, and select \*\*Delete conversation\*\*/,
    );
  });
});

describe('user guide, review round 25: the other pages', () => {
  it('a Round robin conversation stays silent until closed, given back or ended, on both pages, with the Away case', () => {
    expect(roundRobinSilent).toContain('until the agent closes it or gives it back, or until it ends');
    // Review 38 #4 and #13: the settings reference's Hand-off owns the Round robin rules; live chat links it and keeps
    // the Away case: no other agent is alerted and each customer message restarts the idle time (review 43 #5).
    const livechat = line('user/getting-started/livechat.mdx', '**Round robin** assigns only to agents');
    expect(livechat).not.toContain('%ROUND_ROBIN_SILENT%');
    expect(livechat).toContain('([Hand-off](../chatbots/settings-reference.mdx#hand-off) has its rules)');
    // Review 44 #3 (round 49): live chat keeps the Away case in one clause; the settings reference's Assign to row
    // owns it (%ROUND_ROBIN_WAITS%: no other agent is alerted, each message restarts the idle time).
    expect(livechat).toContain('an assigned agent who goes **Away** leaves the customer waiting with no one alerted');
    // Review 48 user #8: the Assign to row is one sentence; the Round robin rule under Hand-off rules holds it.
    expect(line('user/chatbots/settings-reference.mdx', '- **Round robin** assigns')).toContain('%ROUND_ROBIN_WAITS%');
    // Review 33 (reading load): the row's detail moved to the list under the Hand-off table.
    expect(
      line('user/chatbots/settings-reference.mdx', '- **Wait before the chatbot resumes** counts only while'),
    ).toContain('counts only while the conversation is **Waiting**');
    expect(
      line('user/chatbots/settings-reference.mdx', '**Wait before the chatbot resumes** counts only while'),
    ).toContain('a conversation **Round robin** assigned is **Open**, and %ROUND_ROBIN_SILENT%');
  });

  it("the API's Chatbot channels lists website only while the Website channel is on", () => {
    const channels = parse(read('openapi/openapi.yaml')).components.schemas.Chatbot.properties.channels.description;
    expect(channels).not.toContain('always listed');
    expect(channels).toContain('`website` is listed while its **Website** channel is on');
  });

  it('the website guide names the Website channel switched off when no bubble appears', () => {
    const row = line('user/getting-started/website.mdx', '| No bubble appears. |');
    expect(row).toContain('The **Website** channel is off');
    expect(row).toContain('Turn on **Settings → Channels → Website**');
  });

  it("Reports' credits total is Usage's less the credits of conversations deleted since", () => {
    expect(line('user/workspace/reports.mdx', '| **Credits** |')).toContain(
      'for the same days, within the hours where the two day boundaries differ, less the credits of conversations deleted since',
    );
  });

  it('each end-to-end test leaves its lead with a fresh address and deletes it', () => {
    expect(testLeadEmail).toContain('`you+leadtest@example.com`');
    expect(testLeadDelete).toContain('**Delete lead and conversations**');
    for (const file of [
      'user/getting-started/chatbot-settings.mdx',
      'user/chatbots/settings-reference.mdx',
      'user/chatbots/leads.mdx',
      'user/workspace/privacy.mdx',
      'user/getting-started/flow-builder.mdx',
    ]) {
      expect(read(file), file).not.toContain('an email address you own');
      expect(read(file), file).toContain('%TEST_LEAD_EMAIL%');
    }
    for (const file of ['user/getting-started/chatbot-settings.mdx', 'user/chatbots/settings-reference.mdx'])
      expect(read(file), file).toContain('%TEST_LEAD_DELETE%');
  });

  it("the setup guide's hours use the chatbot's Time zone, and its test leaves a required phone", () => {
    expect(section('user/getting-started/chatbot-settings.mdx', "## 5. Set your team's hours").trim()).toMatch(
      /^Working hours use \*\*Settings → General → Time zone\*\*, which follows the workspace's unless you chose another/,
    );
    expect(
      line('user/getting-started/chatbot-settings.mdx', 'After the first answer, the chatbot asks for the fields'),
    ).toContain('and a phone number if required');
  });
});
