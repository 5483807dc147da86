/**
 * The decisions of review round 30 of issue 45 on the Mailchimp routes of the integration overview: a later
 * lead.updated never re-subscribes a member who unsubscribed, and the export keeps Preview test leads out.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {runCodeStep, type Step} from './payments/activepieces';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const page = read('integration/mailchimp.mdx');
const section = (heading: string): string => page.split(heading)[1].split(/\n##+ /)[0];

interface Schema {
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  description?: string;
}
const spec = parse(read('openapi/openapi.yaml')) as {components: {schemas: Record<string, Schema>}};

describe('the Mailchimp lead webhook with Activepieces', () => {
  const steps = section('## Lead webhook with Activepieces').split(/\n(?=\d+\. )/);

  it('goes on only for lead.created, or a lead.updated whose changed_fields name the consent answer or the email', () => {
    const changed = spec.components.schemas.LeadUpdatedEvent.allOf
      ?.map((part) => part.properties?.data?.properties?.changed_fields)
      .find(Boolean);
    // The names the router tests are the ones openapi.yaml gives changed_fields.
    expect(changed?.description).toMatch(/`email`.*`fields\.<name>`/s);
    const router = steps.find((step) => /^4\. /.test(step));
    expect(router).toMatch(/`data\.lead\.email` is not empty and its `type` is `lead\.created`, or `lead\.updated`/);
    expect(router).toMatch(/with `fields\.newsletter` or `email` in `data\.changed_fields`/);
    expect(router).toMatch(/Any other change, such as a payment, never subscribes the person again/);
  });

  it('adds the member with a PUT to Mailchimp’s API that sets status_if_new and never status', () => {
    const action = steps.find((step) => /^8\. /.test(step)) ?? '';
    expect(action).toMatch(/the method `PUT`/);
    expect(action).toMatch(
      /`https:\/\/\{dc\}\.api\.mailchimp\.com\/3\.0\/lists\/\{list_id\}\/members\/\{subscriber_hash\}`/,
    );
    expect(action).toMatch(/sets `status_if_new` and no `status`/);
    expect(action).toMatch(/an existing member keeps their status, unsubscribed included/);
    // The Activepieces Mailchimp piece's action has a required Status: the page must not send readers to it.
    expect(page).not.toMatch(/Status if New|Add or Update Subscriber/);
    expect(page).not.toMatch(/does no harm/);
  });
});

describe('the Mailchimp Code step (static/files/mailchimp/mailchimp-member.js), run as Activepieces runs it', () => {
  const step = {
    name: 'step_6',
    type: 'CODE',
    displayName: 'Code',
    settings: {sourceCode: {code: read('static/files/mailchimp/mailchimp-member.js')}},
  } as Step;
  const lead = {id: 'lead_1', email: 'Dana+News@Example.com ', fields: {newsletter: 'Yes'}, preview: false};

  it('returns the subscriber hash (MD5 of the lower-cased address) and a body with status_if_new and no status', async () => {
    for (const email of ['Dana+News@Example.com ', 'élise@exämple.fr', `${'a'.repeat(70)}@example.com`]) {
      const out = await runCodeStep(step, {leads: [{...lead, email}], leadId: 'lead_1'});
      const address = email.trim();
      expect(out.subscriber_hash).toBe(createHash('md5').update(address.toLowerCase()).digest('hex'));
      expect(out.body).toEqual({email_address: address, status_if_new: 'subscribed'});
    }
  });

  it('returns null for another lead, a missing or other answer than Yes, a Preview lead and no email address', async () => {
    const cases = [
      {leads: [lead], leadId: 'lead_2'},
      {leads: [{...lead, fields: {}}], leadId: 'lead_1'},
      {leads: [{...lead, fields: {newsletter: 'yes'}}], leadId: 'lead_1'},
      {leads: [{...lead, preview: true}], leadId: 'lead_1'},
      {leads: [{...lead, email: null}], leadId: 'lead_1'},
      {leads: 'not a list', leadId: 'lead_1'},
    ];
    for (const inputs of cases) expect(await runCodeStep(step, inputs)).toBeNull();
  });
});

describe('the Mailchimp export route', () => {
  const route = section('## Export and import');

  it('keeps only consenting rows that are not Preview test leads, in the step and in the Google Sheets filter', () => {
    expect(route).toMatch(/rows whose `fields\.newsletter` column is exactly `Yes` and whose `preview` is `false`/);
    expect(route).toMatch(
      /a filter on `fields\.newsletter` that shows only `Yes`, and one on `preview` that shows only `false`/,
    );
  });
});
