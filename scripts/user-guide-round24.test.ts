/**
 * The decisions of review round 24 of issue 45 (user guide): each stated once where it holds (config/facts.ts,
 * openapi.yaml or the page), and the pages that repeat the point agree with it.
 */
// cspell:ignore livechat
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  aiModels,
  conversationExport,
  customerDataExport,
  dataHosting,
  inboxSearchCandidates,
  leadCaptureAlreadySaved,
  memberAccountRegion,
  onlyInFlowsExceptions,
  subProcessors,
  visitorIpAddress,
  workspaceTimeZoneDefault,
} from '../config/facts';
import {expand, line, read, section} from './page-text';

const privacy = 'user/workspace/privacy.mdx';

describe('user guide, review round 24', () => {
  it('the Inbox search finds candidates: each result is checked, and only the customer’s are exported or deleted', () => {
    expect(inboxSearchCandidates).toMatch(/finds candidates, not the customer's conversations/);
    expect(inboxSearchCandidates).toMatch(/other people's conversations/);
    // Review 38 #1: the rule is a table on the privacy page; its "Theirs." row lists what makes a conversation theirs.
    const theirs = line(privacy, '| A lead you confirmed as theirs;');
    expect(theirs).toMatch(/their own phone number on Twilio or Google Voice/);
    expect(theirs).toMatch(/customer ID marked \*\*Verified\*\* \| Theirs\. \|$/);
    // Review 42 #1: what the search finds is a special case at the end of the page.
    expect(section(privacy, '### What the Inbox search finds {/*#what-the-inbox-search-finds*/}')).toContain(
      '%INBOX_SEARCH_CANDIDATES%',
    );
    const page = read(privacy);
    expect(page).not.toContain('The list shows only their conversations');
    expect(page).not.toContain('so it holds only theirs');
    expect(page).not.toMatch(/delete them one by one/);
    const exportIt = section(privacy, '### Export it');
    expect(exportIt).toContain("other people's included");
    expect(exportIt).toContain('it is no answer');
    expect(section(privacy, '### Delete it')).toContain('Delete only the conversations you checked as theirs');
    expect(line(privacy, "| The customer's conversations are still in the **Inbox**")).toContain(
      'delete only the results that are theirs',
    );
    expect(conversationExport).not.toMatch(/exports only those conversations/);
    expect(line('developer/api/delete-lead.mdx', 'Then search the **Inbox**')).toMatch(
      /check that it is theirs[^\n]*on theirs only/,
    );
  });

  it("Export this customer's data holds the visitor's details, notes, tags, ratings and attachments; notes are stored", () => {
    for (const part of [
      'page address, browser, country and metadata',
      "internal notes, tags, ratings and the chatbot's hand-off summaries; and their attachment files",
    ])
      expect(customerDataExport).toContain(part);
    expect(section(privacy, '### Export it')).toContain(
      "**Export this customer's data**. %CUSTOMER_DATA_EXPORT_EMAIL%",
    );
    expect(section(privacy, '### Export it')).toContain("Each lead's export is %CUSTOMER_DATA_EXPORT_HOLDS%.");
    // Review 31 user #8: data retention links the owner of what the export holds instead of repeating it.
    expect(line('user/workspace/data-retention.mdx', "| One customer's data |")).toContain(
      'What each holds: [Privacy and deletion](./privacy.mdx#export-it).',
    );
    expect(section(privacy, '## What is stored about a customer')).toMatch(/^\| Internal notes/m);
  });

  it("the visitor's IP address: not stored in the workspace, 7 days in Cloudflare's access logs, on both pages", () => {
    const cloudflare = subProcessors.find((row) => row.name === 'Cloudflare');
    expect(cloudflare?.kept).toContain(`${dataHosting.cdnAccessLogDays} days`);
    expect(visitorIpAddress).toContain('not stored in your workspace');
    expect(visitorIpAddress).toContain(`keeps it ${dataHosting.cdnAccessLogDays} days in its access logs`);
    expect(line(privacy, '| Browser and country |')).toContain('%VISITOR_IP_ADDRESS%');
    expect(read(privacy)).not.toContain('which is not stored)');
    expect(line('user/workspace/data-retention.mdx', "| Visitors' IP addresses |")).toContain('%VISITOR_IP_ADDRESS%');
    // Review 34 #6: the sub-processors' table owns what each keeps (Cloudflare's row, above); data retention links it.
    const outside = section('user/workspace/data-retention.mdx', '### Outside your workspace');
    expect(outside).toContain('(./security-and-compliance.mdx#sub-processors)');
  });

  it('lead capture asks only for the required fields the lead lacks: the phone, when Phone is required', () => {
    expect(leadCaptureAlreadySaved).toMatch(/asks only for the required \*\*Fields\*\* the lead still lacks/);
    expect(leadCaptureAlreadySaved).toMatch(/only for the phone number when \*\*Phone\*\* is required/);
    const flows = 'user/getting-started/flow-builder.mdx';
    const before = line(flows, 'The other way round, once the flow');
    expect(before).toContain('%LEAD_CAPTURE_MISSING_FIELDS%');
    expect(read(flows)).not.toContain('has already given an email');
    expect(expand(before)).toMatch(/only for the phone when \*\*Phone\*\* is required/);
    expect(line(flows, '| The chatbot asks for the email twice. |')).toContain('(#lead-capture-and-this-flow)');
    expect(line('user/getting-started/chatbot-settings.mdx', 'Lead capture asks only for')).toContain(
      'only for a required **Phone**',
    );
  });

  // Review 37: the list lives once, in the settings reference; the flow builder links to it.
  it('Only in flows still saves leads out of hours, on Twilio, Google Voice and GoHighLevel, at its owner', () => {
    expect(onlyInFlowsExceptions).toMatch(/out of hours/);
    expect(onlyInFlowsExceptions).toMatch(/Twilio and Google Voice/);
    expect(onlyInFlowsExceptions).toMatch(/GoHighLevel, whose contact still becomes a lead/);
    expect(line('user/chatbots/settings-reference.mdx', '- **Only in flows** leaves it to your flows')).toContain(
      'except %ONLY_IN_FLOWS_EXCEPTIONS%.',
    );
    expect(
      line('user/getting-started/flow-builder.mdx', '- **Only in flows**: the chatbot never asks twice'),
    ).toContain(
      'collect leads, with the exceptions listed in [Lead capture](../chatbots/settings-reference.mdx#lead-capture).',
    );
    expect(read('user/getting-started/flow-builder.mdx')).not.toContain('%ONLY_IN_FLOWS_EXCEPTIONS%');
  });

  it("a new workspace's time zone comes from its creator's browser, said at sign-up, in the hours step and the reference", () => {
    expect(workspaceTimeZoneDefault).toMatch(/from the browser of the person who created it/);
    expect(line('user/getting-started/app-download.mdx', '5. Select **Create workspace**')).toContain(
      '%WORKSPACE_TIME_ZONE_DEFAULT%',
    );
    const hours = section('user/getting-started/chatbot-settings.mdx', "## 5. Set your team's hours");
    expect(
      hours
        .trim()
        .startsWith(
          "Working hours use **Settings → General → Time zone**, which follows the workspace's unless you chose another: %WORKSPACE_TIME_ZONE_DEFAULT_SHORT%",
        ),
    ).toBe(true);
    expect(line('user/chatbots/settings-reference.mdx', '| **Time zone** |')).toContain(
      '%WORKSPACE_TIME_ZONE_DEFAULT_SHORT%',
    );
  });

  it("Reports' credits count the workspace's days; the period's total matches Usage, not each UTC day", () => {
    const row = line('user/workspace/reports.mdx', '| **Credits** |');
    expect(row).toContain("in the workspace's time zone");
    expect(row).toContain("The period's total matches **Workspace settings → Billing → Usage**");
    expect(row).toContain('Usage counts UTC days');
  });

  it("an account is stored in its first workspace's region; a membership in the other region is stored there", () => {
    expect(dataHosting.storedInRegion).not.toContain("team members' accounts");
    expect(memberAccountRegion).toMatch(/stored in the region of the workspace it was created with/);
    expect(line('user/workspace/security-and-compliance.mdx', 'At rest, in its databases')).toContain(
      '%DATA_AT_REST%, and the backups of all of these. %MEMBER_ACCOUNT_REGION%',
    );
  });

  it('a sole Owner on Free deletes the workspace or changes plan, since nobody can take ownership', () => {
    const owner = line('user/workspace/delete-your-account.mdx', '- **If you are the only Owner of a workspace**');
    expect(owner).toContain('On the Free plan (%PLAN_FREE_SEATS% seat) there is no other member to make Owner');
    expect(owner).toContain('[delete the workspace](./delete-workspace.mdx)');
  });

  it('the model test: Free lists only the standard model; every other model is advanced', () => {
    const standard = aiModels.models.filter((model) => model.tier === 'standard');
    expect(standard.map((model) => model.id)).toEqual([aiModels.defaultModel]);
    const page = read('user/chatbots/choose-an-ai-model.mdx');
    expect(page).not.toContain('may list no model but the one');
    expect(line('user/chatbots/choose-an-ai-model.mdx', '2. Switch the chatbot to another model, as above')).toContain(
      '**Model** lists only %STANDARD_MODEL_NAMES%',
    );
    expect(line('user/chatbots/choose-an-ai-model.mdx', '3. Open **Usage** again.')).toContain(
      'which on a paid plan is every model but %STANDARD_MODEL_NAMES%',
    );
  });

  it("knowledge's failure reasons map to openapi.yaml's failure_code; a page behind a sign-in shows No text found", () => {
    const entry = parse(read('openapi/openapi.yaml')).components.schemas;
    const failureCode = Object.values(entry as Record<string, {properties?: Record<string, {enum?: unknown[]}>}>)
      .map((schema) => schema.properties?.failure_code)
      .find((property) => property?.enum?.includes('unreadable'));
    expect(failureCode?.enum).toEqual(['knowledge_limit_reached', 'unreadable', null]);
    const states = line('user/getting-started/knowledge.mdx', 'is always in one of three states');
    // Review 32 #6: the codes live in openapi.yaml (checked below); the user page names the dashboard's words and links it.
    expect(states).toContain('**No text found** (a scanned PDF, or a page behind a sign-in)');
    expect(states).toContain('**Knowledge limit reached**');
    expect(states).toContain('[knowledge API](/developer/api/chatbot/get-chatbot-knowledge)');
    expect(read('openapi/openapi.yaml')).toContain(
      "`knowledge_limit_reached` (the dashboard's\n            **Knowledge limit reached**)",
    );
    expect(read('user/getting-started/knowledge.mdx')).toContain(
      'A page behind a sign-in shows **Failed** with **No text found**',
    );
    expect(read('openapi/openapi.yaml')).toContain("`unreadable`\n            (the dashboard's **No text found**)");
  });
});
