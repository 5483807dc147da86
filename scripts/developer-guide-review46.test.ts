/**
 * Review round 44's findings on the developer guide, fixed in round 46: the lead page's event table holds the
 * handler's two guards for `lead.created` as for `lead.updated`, lead test events say to clear the test store, the
 * overview and quick start lead to the recipes, the privacy script's step 1 is a table, the webhook lab says when a
 * flow block reads the body, and the visitor rate limit's scope is one token (config/facts.ts).
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {factTokens} from '../config/facts';
import {areaPages, line, read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const LEAD = 'developer/webhook/lead.mdx';

/** The code block of a page with the given title, without its fences. */
const block = (file: string, title: string): string => {
  const text = read(file);
  const start = text.indexOf(`title="${title}"`);
  if (start < 0) throw new Error(`${file} has no block ${title}`);
  const body = text.slice(text.indexOf('\n', start) + 1);
  return body.slice(0, body.indexOf('\n```'));
};

describe('#1 the event table holds the handler guards for lead.created too', () => {
  const table = section(LEAD, '## Handle the events')
    .split('\n')
    .filter((row) => row.startsWith('| `lead.'));

  it('lead.created and lead.updated share one row with both guards', () => {
    expect(table.some((row) => row.startsWith('| `lead.created` |'))).toBe(false);
    const row = table.find((candidate) => candidate.includes('`lead.created`'));
    expect(row).toBeDefined();
    expect(row).toContain('`lead.updated`');
    expect(row).toContain('only if its `revision` is higher than the one you stored');
    expect(row).toContain('never for an ID you saw deleted');
    expect(row).toContain('a late `lead.created` can arrive after');
  });

  it('the handlers apply both guards to every event but lead.deleted, as the table says', () => {
    for (const [title, deleted, newer] of [
      ['lead-handler.mjs', 'crm.isDeletedLead(lead.id)', 'crm.upsertContactIfNewer('],
      ['lead_handler.py', 'crm.is_deleted_lead(lead["id"])', 'crm.upsert_contact_if_newer('],
      ['lead_handler.php', "$crm->isDeletedLead($lead['id'])", '$crm->upsertContactIfNewer('],
    ]) {
      const code = block(LEAD, title);
      // No branch of its own for lead.created: the one for lead.deleted returns, and every other event is guarded.
      expect(code).not.toMatch(/lead\.created['"] *(===|==)|== *['"]lead\.created/);
      const branch = code.search(/type['"\]]* *={2,3} *['"]lead\.deleted/);
      expect(branch).toBeGreaterThan(0);
      const returns = code.toLowerCase().indexOf('return false', branch);
      expect(returns).toBeGreaterThan(0);
      expect(code.indexOf(deleted)).toBeGreaterThan(returns);
      expect(code.indexOf(newer)).toBeGreaterThan(code.indexOf(deleted));
    }
  });
});

describe('#2 lead test events: the same lead at the same revision', () => {
  const lead = (type: string) => document.webhooks[type].post.requestBody.content['application/json'].example.data;

  it("lead's Test locally names the example lead and its revisions, from openapi.yaml, and says to clear the store", () => {
    const text = section(LEAD, '## Test locally');
    const created = lead('lead.created').lead;
    const updated = lead('lead.updated').lead;
    expect(lead('lead.deleted').lead_id).toBe(created.id);
    expect(updated.id).toBe(created.id);
    expect(text).toContain(`same example lead, \`${created.id}\`, at the same \`revision\` each time`);
    expect(text).toContain(`(${created.revision} in \`lead.created\`, ${updated.revision} in \`lead.updated\`)`);
    expect(text).toContain('after one `lead.deleted` test they skip every later lead test, without a message');
    expect(text).toContain("clear your test store's deleted lead IDs and the stored lead with its revision");
  });

  it("delivery's test events link there", () => {
    const item = line('developer/webhook/delivery.mdx', '- **Send test event.** %WEBHOOK_TEST_EVENT%');
    expect(item).toContain('clear your test store between tests');
    expect(item).toContain('(./lead.mdx#test-locally)');
  });
});

describe('#3 the overview and quick start lead to the recipes', () => {
  const table = section('developer/index.mdx', '## What you can build');

  it('each row with a recipe links it, and the caveats are one line under the table', () => {
    for (const [row, recipe] of [
      ['| Put a chatbot behind your own interface', 'answer-visitors-from-your-back-end.mdx)'],
      ['| Keep what a chatbot knows in sync', 'product-catalogue-from-a-google-sheet.mdx)'],
      ['| Move leads and their later changes', 'capture-leads-into-your-system.mdx)'],
      ['| Alert your team when a visitor asks', 'hand-a-conversation-to-a-person.mdx)'],
    ]) {
      expect(line('developer/index.mdx', row)).toContain(`; recipe: [`);
      expect(line('developer/index.mdx', row)).toContain(`(./recipes/${recipe}`);
    }
    expect(table).not.toContain('(the API cannot delete a session');
    expect(table).not.toContain('(webhook endpoints and some settings are dashboard-only');
    const caveats = line('developer/index.mdx', 'What the API does not do:');
    expect(caveats).toContain('it cannot delete a session');
    expect(caveats).toContain('#when-a-user-asks-to-be-erased');
    expect(caveats).toContain('webhook endpoints and some chatbot settings are dashboard-only');
    expect(caveats).toContain('create-a-chatbot.mdx#what-to-watch-for');
  });

  it('the quick start has a Recipes bullet', () => {
    expect(section('developer/intro.mdx', '## Next steps')).toContain(
      '- Build a whole integration: [Recipes](/developer/category/recipes)',
    );
  });
});

describe('#4 the privacy script: what links a lead is a table', () => {
  it('step 1 has two rows: confirm, or check first', () => {
    const page = read('developer/api/delete-lead.mdx');
    expect(page).not.toContain("Only the person's own verified ID (give it as `visitor_id=`) or the number");
    expect(line('developer/api/delete-lead.mdx', '| A lead linked by | The script |')).toBeTruthy();
    expect(line('developer/api/delete-lead.mdx', "| The person's own verified ID")).toContain(
      '| Prints the `--confirm` option for it. |',
    );
    const check = line('developer/api/delete-lead.mdx', '| An email address or phone number someone typed');
    expect(check).toContain('GoHighLevel');
    expect(check).toContain('| Lists it to check in the dashboard first (step 2). |');
  });
});

describe('#5 the lab: a flow block without mappings ignores the body', () => {
  it('the lab says what openapi.yaml says', () => {
    const answer = document.webhooks['flow.webhook'].post.responses['200'].description.replace(/\s+/g, ' ');
    expect(answer).toContain('a block without mappings ignores the body');
    const text = line('developer/webhook/lab.mdx', '`flow.webhook` goes to the address');
    expect(text).not.toContain('each expects a JSON answer: the fields the block maps');
    expect(text).toContain('`flow.webhook` expects a JSON answer when the block has mappings');
    expect(text).toContain('a block without mappings ignores the body');
    expect(text).toContain('`payment.requested` always expects one');
  });
});

describe('#6 the visitor rate limit scope is one token', () => {
  const scope = factTokens['%VISITOR_RATE_LIMIT_SCOPE%'];

  it('the developer pages and openapi.yaml state it only through the token', () => {
    expect(scope).toContain('per session');
    const pages = ['developer/api', 'developer/api/chat', 'developer/recipes', 'developer/webhook', 'developer']
      .flatMap(areaPages)
      .concat(['openapi/openapi.yaml']);
    for (const file of pages) expect(read(file), file).not.toContain(scope);
    expect(line('developer/api/chat/message-a-chatbot.mdx', '`429 visitor_rate_limited`, with')).toContain(
      '%VISITOR_RATE_LIMIT_SCOPE%',
    );
    expect(
      line('developer/recipes/answer-visitors-from-your-back-end.mdx', '- **One visitor writing fast**'),
    ).toContain('%VISITOR_RATE_LIMIT_SCOPE%');
    expect(read('openapi/openapi.yaml')).toContain('%VISITOR_RATE_LIMIT_SCOPE%');
  });
});
