/**
 * The decisions of review round 30 of issue 45 on the Mailchimp routes of the integration overview: a later
 * lead.updated never re-subscribes a member who unsubscribed, and the export keeps Preview test leads out.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

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

  it('sets a status for new members only, and never overwrites an existing member’s status', () => {
    const action = steps.find((step) => step.includes('**Add or Update Subscriber**'));
    expect(action).toMatch(/Set \*\*Status if New\*\* to \*\*Subscribed\*\* and leave \*\*Status\*\* empty/);
    expect(action).toMatch(/an existing member keeps their status, unsubscribed included/);
    expect(page).not.toMatch(/does no harm/);
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
