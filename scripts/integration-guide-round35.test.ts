/**
 * The decisions of review round 35 of the integration guide: HubSpot contacts deleted by hand are deleted
 * permanently, GHL's method A does not delete, the payment test rule stated once, and the anchors it moved.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {connectedServiceCopies, factTokens} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const section = (page: string, heading: string): string => page.split(`\n${heading}`)[1].split(/\n## /)[0];

describe('deleting a HubSpot contact by hand', () => {
  const page = read('integration/hubspot-lead-integration.mdx');
  // Delete a contact by hand and Existing contacts are on the HubSpot integration reference since review 40's split.
  const reference = read('integration/hubspot-reference.mdx');
  const byHand = './hubspot-reference.mdx#delete-a-contact-by-hand';

  it('says once, at its owner, to delete permanently, and why an ordinary delete is not enough', () => {
    const rule = factTokens['%HUBSPOT_PERMANENT_DELETE%'];
    expect(rule).toMatch(/^Delete it permanently/);
    expect(rule).toMatch(/recycle bin, restorable for 90 days/);
    expect(rule).toMatch(/if one was used, restore the contact[^.]*and delete it permanently/);
    const owner = reference.split('\n### Delete a contact by hand {/*#delete-a-contact-by-hand*/}')[1].split(/\n##/)[0];
    expect(owner).toContain("with HubSpot's GDPR delete");
    expect(owner).toContain('%HUBSPOT_PERMANENT_DELETE%');
    expect(reference.split('%HUBSPOT_PERMANENT_DELETE%')).toHaveLength(2);
    expect(page).not.toContain('%HUBSPOT_PERMANENT_DELETE%');
  });

  it('the Troubleshooting row of a refused erasure no longer says a plain "delete it there"', () => {
    const row = section(page, '## Troubleshooting')
      .split('\n')
      .find((line) => line.includes('HubSpot refused to erase its contact, pending'));
    expect(row).not.toMatch(/delete it there/);
    expect(row).toContain(`[delete it permanently](${byHand}): at its next try`);
  });

  it('every other place that has the reader delete a HubSpot contact links the rule', () => {
    expect(page).toContain(`In HubSpot, [delete permanently](${byHand}) each contact`);
    expect(section(reference, '## How it behaves')).toMatch(
      /privacy request about a person who was already your contact, \[delete the contact permanently\]\(#delete-a-contact-by-hand\)/,
    );
    // The server's own erasure is the permanent one.
    expect(read('static/files/hubspot-lead-sync/hubspot-leads.mjs')).toContain(
      "hubspot('POST', '/crm/v3/objects/contacts/gdpr-delete'",
    );
    // The privacy page's table of connected services says the same.
    const hubspot = connectedServiceCopies.find((row) => row.service === 'HubSpot');
    expect(hubspot?.deleteIt).toMatch(/^Delete the contact permanently in HubSpot[^.]*restorable for 90 days/);
  });

  it('Existing contacts has its own heading, which What you will have links', () => {
    expect(reference).toContain('\n### Existing contacts {/*#existing-contacts*/}\n');
    const have = section(page, '## What you will have');
    expect(have).not.toContain('[Existing contacts](./hubspot-reference.mdx#how-it-behaves)');
    expect(have.split('[Existing contacts](./hubspot-reference.mdx#existing-contacts)')).toHaveLength(3);
  });
});

describe('GoHighLevel: when a lead is deleted', () => {
  const page = read('integration/ghl-lead-integration.mdx');
  const deleted = section(page, '## When a lead is deleted');

  it('says method A only never re-creates the contact, and the contact is deleted by hand with either method', () => {
    expect(deleted).not.toMatch(/If you answer privacy requests, use method A/);
    expect(deleted).toMatch(/delete the contact in GHL yourself, with either method: in \*\*Contacts\*\*/);
    expect(deleted).toMatch(
      /GHL keeps a deleted contact restorable for %GHL_DELETED_CONTACT_DAYS% days, then removes it for good/,
    );
    expect(deleted).toMatch(
      /\*\*Method A\*\* never sends a deleted lead again, so it never re-creates a contact you deleted\. It does not delete the contact\./,
    );
    expect(deleted).toMatch(/Only a server deletes the GHL contact for you/);
    expect(factTokens['%GHL_DELETED_CONTACT_DAYS%']).toBe('60');
    const ghl = connectedServiceCopies.find((row) => row.service === 'GoHighLevel');
    expect(ghl?.deleteIt).toMatch(/restorable for 60 days/);
  });
});

describe('GoHighLevel: one anchor per heading', () => {
  const page = read('integration/ghl-lead-integration.mdx');

  it('names the test headings Test method A and Test method B, and the links follow', () => {
    expect(page).toContain('\n### Test method A {/*#test-method-a*/}\n');
    expect(page).toContain('\n### Test method B {/*#test-method-b*/}\n');
    expect(page).not.toMatch(/\n### Method [AB]\b/);
    expect(page).not.toMatch(/\]\(#method-a\)|\]\(#method-b-test\)/);
    expect(page.match(/\]\(#test-method-a\)/g)).toHaveLength(3);
    // Other pages' "method A" links go to the set-up heading.
    expect(factTokens['%PREVIEW_LEAD_CRM_CLEANUP%']).toContain(
      '[method A](/integration/ghl-lead-integration#method-a-built-in-connection)',
    );
  });
});

describe('the subscription test: one statement of the after-go-live rule', () => {
  it('no longer says "panel only" before the rule, and links the owner instead', () => {
    const test = section(read('integration/custom-payment-subscription.mdx'), '## Test it end to end');
    expect(test).not.toMatch(/tests later changes with \*\*Send test request\*\* and the \*\*Preview\*\* panel only/);
    expect(test).toContain('%PAYMENT_TESTS_AFTER_GO_LIVE%');
    expect(factTokens['%PAYMENT_TESTS_AFTER_GO_LIVE%']).toMatch(/^Which tests stay in test mode after go-live/);
  });
});

describe("the server's Quick start", () => {
  it('step 6 expects a 2xx, which the sample answers as 200', () => {
    const step = read('integration/custom-payment-server.mdx')
      .split('\n')
      .find((line) => line.startsWith('6. Ask them to select **Send test request**'));
    expect(step).toContain("The dashboard shows your server's `2xx` status (the sample answers `200`)");
  });
});
