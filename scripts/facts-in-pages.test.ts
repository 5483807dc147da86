/**
 * No user or integration page types a fact that config/facts.ts holds: each finding names the file, the line,
 * and the token or component to use.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  connectedServiceCopies,
  connectedServices,
  dataHosting,
  leadDeletions,
  nodeMinVersion,
  subProcessors,
  webhookSenders,
} from '../config/facts';
import {findTypedFacts} from './facts-in-pages';

const ROOT = path.resolve(import.meta.dirname, '..');
const AREAS = ['user', 'integration', 'developer'];

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(relative);
    return entry.name.endsWith('.mdx') ? [relative] : [];
  });
}

const pages = AREAS.flatMap(mdxFiles);

describe('facts typed by hand', () => {
  it.each(pages.map((file) => [file]))('%s uses the tokens and components of config/facts.ts', (file) => {
    const findings = findTypedFacts(file, readFileSync(path.join(ROOT, file), 'utf8'));
    expect(findings.map((finding) => `${finding.file}:${finding.line}: ${finding.fix}\n    ${finding.text}`)).toEqual(
      [],
    );
  });

  it('the default sync interval is a capitalised label only where it stands alone, in a table cell', () => {
    const midSentence = [...pages, 'openapi/openapi.yaml'].flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/%GOOGLE_SHEET_DEFAULT_SYNC%/g)]
            .filter((match) => !/\|\s*$/.test(line.slice(0, match.index)))
            .map(() => `${file}:${index + 1}: write %GOOGLE_SHEET_DEFAULT_SYNC_IN_TEXT% inside a sentence`),
        ),
    );
    expect(midSentence).toEqual([]);
  });

  it('openapi/openapi.yaml uses the tokens of config/facts.ts in its descriptions and examples', () => {
    const file = 'openapi/openapi.yaml';
    const findings = findTypedFacts(file, readFileSync(path.join(ROOT, file), 'utf8'));
    expect(findings.map((finding) => `${finding.file}:${finding.line}: ${finding.fix}\n    ${finding.text}`)).toEqual(
      [],
    );
  });

  it.each([
    'developer/api/chatbot/delete-chatbot.mdx',
    'developer/category/chatbot.mdx',
    'user/workspace/privacy.mdx',
    'openapi/openapi.yaml',
  ])('%s says what deleting a chatbot deletes with %CHATBOT_DELETION_DELETES%', (file) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain('%CHATBOT_DELETION_DELETES%');
  });

  it.each([
    ['user/workspace/billing.mdx', '%CREDITS_PER_SUGGESTION%'],
    ['user/workspace/billing.mdx', '%CREDITS_HANDOFF_SUMMARY%'],
    ['user/workspace/billing.mdx', '%CREDITS_IMPROVE_ANSWER%'],
    ['user/getting-started/livechat.mdx', '%CREDITS_INBOX_AI_TOOLS%'],
  ])('%s states what the Inbox AI tools cost with %s', (file, token) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(token);
  });

  it('the Node.js the samples need is %NODE_REQUIREMENT%, never a version typed by hand, and the MCP server agrees', () => {
    const typed = pages.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (/\bNode(?:\.js)? \d+\b/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(typed).toEqual([]);
    const mcp = JSON.parse(read('mcp/package.json')) as {engines: {node: string}};
    expect(mcp.engines.node).toBe(`>=${nodeMinVersion}.0`);
  });

  it('the Identity secret row says how long both secrets are accepted after Roll secret', () => {
    const row = read('user/chatbots/settings-reference.mdx')
      .split('\n')
      .find((line) => line.startsWith('| **Identity secret** |'));
    expect(row).toContain('**Roll secret**');
    expect(row).toContain('%WEBHOOK_SECRET_OVERLAP_HOURS% hours');
  });

  it('what Book a meeting fills in agrees between the flow builder and the calendar guide', () => {
    const ghl = read('integration/calendar-booking.mdx')
      .split('\n')
      .find((line) => line.startsWith('| GoHighLevel calendars |'));
    expect(ghl).toMatch(/email and phone/);
    const lines = read('user/chatbots/flow-reference.mdx').split('\n');
    expect(lines.find((line) => line.startsWith('| **Book a meeting** |'))).toMatch(/saved lead's details filled in/);
    const action = lines.find((line) => line.startsWith('- **Book a meeting** fills in'));
    expect(action).toMatch(/name and email where the tool accepts them/);
    expect(action).toMatch(/phone too on GoHighLevel calendars/);
  });

  it('the knowledge page names the website source button as the dashboard does, **Refresh now**', () => {
    const sources = read('user/getting-started/knowledge.mdx')
      .split('\n')
      .find((line) => line.startsWith('| **Website** |'));
    expect(sources).toContain('**Refresh now**');
    expect(sources).not.toMatch(/\*\*Refresh\*\*/);
  });

  it('the pages read facts through tokens and the plan table', () => {
    const text = pages.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
    expect(
      text.match(/%(?:PLAN|PLANS|CREDITS|KNOWLEDGE|GOOGLE|TEXT|WEBHOOK|PAYMENT)_[A-Z_]+%/g)?.length,
    ).toBeGreaterThan(40);
    // Review 42 #7: the plan table is billing's (#plans), whole; Data retention keeps its history row, the page's
    // subject. Other pages say it in one sentence and link billing#plans.
    expect(text.match(/<PlanTable\b/g)?.length).toBe(2);
    expect(text).toContain('\n<PlanTable />\n');
  });
});

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

describe('what stays in the data region and what leaves it (issue 45)', () => {
  it('every sub-processor outside the data region carries a named flow out of it, and the hosting carries none', () => {
    const hosting = subProcessors.filter((row) => row.flow === null);
    expect(hosting.map((row) => row.name)).toEqual(['Amazon Web Services']);
    for (const row of hosting) {
      for (const region of dataHosting.regions) expect(row.location).toContain(region.location);
    }
    for (const row of subProcessors.filter((item) => item.flow !== null)) {
      expect(row.location, row.name).not.toMatch(/data region/);
    }
  });

  it('the copies a reader deletes by hand name every connected service once, each with where to delete it', () => {
    expect(connectedServiceCopies.map((copy) => copy.service)).toEqual([...connectedServices]);
    for (const copy of connectedServiceCopies) expect(copy.deleteIt, copy.service).toMatch(/^Delete\b/);
  });

  it('the sub-processor that sends webhooks names every sender location', () => {
    const senders = subProcessors.find((row) => row.flow?.startsWith('Webhook'));
    expect(senders).toBeDefined();
    for (const sender of webhookSenders) expect(senders?.location).toContain(sender.location);
  });

  it.each([
    [
      'user/workspace/security-and-compliance.mdx',
      [
        '<SubProcessorTable />',
        '%INBOUND_CHANNELS%',
        '%DATA_AT_REST%',
        '%DATA_FLOWS_OUT_OF_REGION%',
        '%WEBHOOK_SENDER_LOCATIONS%',
        '/developer/webhook/trigger-ip',
      ],
    ],
    [
      'user/workspace/privacy.mdx',
      [
        '%DATA_REGIONS%',
        '%DATA_FLOWS_OUT_OF_REGION%',
        '%WEBHOOK_SENDER_LOCATIONS%',
        'security-and-compliance.mdx#leaves-the-region',
        '%AI_PROVIDER_RETENTION_DAYS%',
        '<ConnectedServiceCopiesTable />',
      ],
    ],
    [
      'developer/webhook/trigger-ip.mdx',
      [
        '<WebhookSenderTable />',
        '%WEBHOOK_SENDER_NGINX_ALLOW%',
        '%WEBHOOK_SENDER_IPS%',
        '/user/workspace/security-and-compliance#leaves-the-region',
      ],
    ],
    // Review 27: the list of connected services is on the privacy page only; these pages link to it.
    ['user/workspace/data-retention.mdx', ['./privacy.mdx#copies-elsewhere) lists each service']],
    ['user/workspace/delete-workspace.mdx', ['./privacy.mdx#copies-elsewhere) lists each service']],
    ['user/getting-started/app-download.mdx', ['%DATA_REGIONS%', 'It cannot be changed later', '%DATA_STORED_WHERE%']],
    ['user/glossary.mdx', ['%WEBHOOK_SENDER_LOCATIONS%', '%DATA_REGIONS%']],
  ])('%s says it with the facts of config/facts.ts', (file, expected) => {
    const text = read(file);
    for (const part of expected) expect(text, `${file} lacks ${part}`).toContain(part);
  });

  it('no page types a webhook sender address, not even in a code block (the changelog quotes the announced one)', () => {
    for (const file of pages.filter((page) => page !== 'developer/changelog.mdx')) {
      for (const sender of webhookSenders) {
        expect(read(file), file).not.toContain(sender.address.replace(/\/32$/, ''));
      }
    }
  });

  it('the HubSpot server keeps the catch-up margin of %CATCH_UP_MARGIN_MINUTES%', () => {
    // The published server, which the page links and excerpts (scripts/samples/hubspot-lead-sync.test.ts).
    const overlap = /const CATCH_UP_OVERLAP_MS = (\d+) \* 60 \* 1000;/.exec(
      read('static/files/hubspot-lead-sync/hubspot-leads.mjs'),
    );
    expect(Number(overlap?.[1])).toBe(leadDeletions.catchUpMarginMinutes);
  });

  it('Data retention names every retention that another page states, with its token', () => {
    const text = read('user/workspace/data-retention.mdx');
    for (const token of [
      '%LEAD_DELETIONS_DAYS%',
      '%TEST_DATA_DAYS%',
      '%WEBHOOK_DELIVERY_LOG_DAYS%',
      '%IDEMPOTENCY_KEY_HOURS%',
      '%AUDIT_LOG_RETENTION%',
      '%EXPORT_LINK_HOURS%',
      '%DELETED_WORKSPACE_DAYS%',
      '%BACKUP_DAYS%',
      '%AI_PROVIDER_RETENTION_DAYS%',
      '%EMAIL_PROVIDER_RETENTION_DAYS%',
      '%CHAT_BUBBLE_VISITOR_ID_LIFETIME%',
    ]) {
      expect(text, `data-retention.mdx lacks ${token}`).toContain(token);
    }
    expect(text).toContain("<PlanTable rows={['historyRetentionDays']} />");
  });
});

describe('the finder', () => {
  const find = (line: string) => findTypedFacts('x.mdx', line).map((finding) => finding.fix);

  it.each([
    ['One answer uses 1 message credit.', 'message credits'],
    ['Conversations are kept for 12 months, then deleted.', 'a retention period'],
    ['| **End conversation after** | 30 minutes without a message |', 'the idle time'],
    ['| **Messages per visitor** | 20 a minute |', 'messages per visitor'],
    ['Changes to the sheet reach the chatbot within 15 minutes.', 'the Google Sheet sync interval'],
    ['Your server must answer within 10 seconds.', 'the webhook answer time'],
    ['Reject requests that are more than 5 minutes old.', 'the signature tolerance'],
    ['for 24 hours the old and the new secret both sign deliveries', 'the overlap'],
    ['Link expiry: from 30 minutes to 24 hours.', 'the payment link expiry'],
    ['Integrations are part of the Pro and Business plans.', 'the plans that include a feature'],
    ['API access is part of the Business plan.', 'the plans that include a feature'],
    ['Conversations have the channel `sms`.', 'a channel value'],
    ['| Feature | Free | Starter | Pro | Business |', 'a table of plan figures'],
    ['The Starter plan costs $29 a month.', 'a plan price'],
    ['Export up to 10,000 conversations at once.', 'the conversations in one export'],
    ['Gmail sends at most 500 emails a day.', "Gmail's daily sending limit"],
    ['Upload PDF, DOCX, TXT or CSV files.', 'a list of file types'],
    ['A chatbot holds up to 100 knowledge items.', 'knowledge counted in items'],
    ['Deleting the chatbot deletes its knowledge; its leads stay in Leads.', 'what deleting a chatbot deletes'],
    ['Allow 198.51.100.40 in your firewall.', 'the webhook sender addresses'],
    ['Everything the workspace holds stays in its region.', 'a claim that all data stays in the region'],
    ['It emails a download link, valid for 24 hours.', 'the life of an export link'],
    ['Keep a cursor 10 minutes before your last catch-up run started.', 'the catch-up margin'],
  ])('finds "%s"', (line, fact) => {
    expect(find(line).join(' ')).toContain(fact);
  });

  it.each([
    'One answer uses %CREDITS_PER_ANSWER_STANDARD% message credit.',
    'Conversations are kept for %PLAN_PRO_RETENTION%.',
    'Lamps under $200 are in stock.',
    'Set **Link expiry** to 35 minutes or more.',
    'Pass `updated_after` with the time the last run started less %CATCH_UP_MARGIN_MINUTES% minutes.',
    'Images and PDF files up to 10 MB.',
    "A Twilio message's `via` is `sms` or `whatsapp`.",
    '```\nconst timeout = 10 seconds; // answer within 10 seconds\n```',
  ])('leaves "%s" alone', (line) => {
    expect(find(line)).toEqual([]);
  });
});
