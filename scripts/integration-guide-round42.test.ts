/**
 * The findings reviews 38 and 39 left open in the integration guide: reading load. The test-lead cleanup is stated
 * once (the leads page's test) and linked in one sentence; the HubSpot procedure keeps the common path, with the
 * live-server case as one troubleshooting row; the payment go-live is one table of who does each step.
 */
import {describe, expect, it} from 'vitest';
import {read, sectionIn as section} from './page-text';
import {factTokens, testLeadCleanup} from '../config/facts';

const AREA_PAGES = [
  'calendar-booking',
  'custom-payment-integration',
  'custom-payment-server',
  'custom-payment-subscription',
  'ghl-chat-integration',
  'ghl-lead-integration',
  'google-sheet',
  'hubspot-lead-integration',
  'index',
  'mailchimp',
  'payment-reference',
  'stripe-active-pieces-integration',
].map((page) => `integration/${page}.mdx`);

describe('#4: the test-lead cleanup has one owner, linked in one sentence', () => {
  it('is one short sentence that links the leads page’s Test it end to end', () => {
    expect(factTokens['%TEST_LEAD_CLEANUP%']).toBe(testLeadCleanup);
    expect(testLeadCleanup).toContain('[Test it end to end](/user/chatbots/leads#test-it-end-to-end)');
    expect(testLeadCleanup.split(/\s+/).length).toBeLessThan(30);
    const leads = section(read('user/chatbots/leads.mdx'), '## Test it end to end');
    expect(leads).toContain('%PREVIEW_LEAD_ROUTES%');
    expect(leads).toContain('**Delete lead and conversations**');
  });

  it('no integration page repeats the cleanup paragraph; the Preview tests end with the link', () => {
    for (const page of AREA_PAGES) expect(read(page), page).not.toContain('%PREVIEW_LEAD_CRM_CLEANUP%');
    for (const page of ['calendar-booking', 'custom-payment-integration', 'stripe-active-pieces-integration'])
      expect(section(read(`integration/${page}.mdx`), '## Test it end to end'), page).toContain('%TEST_LEAD_CLEANUP%');
  });
});
