/**
 * The findings of review round 37 of the integration guide: the HubSpot backfill runs after the test and after a
 * warning about workflows and marketing contacts; links into another page's Go live name the step, not its number;
 * the landing's download table lists every file the integration pages link.
 */
import {describe, expect, it} from 'vitest';
import {areaPages, read, sectionIn as section} from './page-text';

const PAGES = areaPages('integration');

describe('#1: HubSpot, the test before the backfill, and what to check before it', () => {
  const page = read('integration/hubspot-lead-integration.mdx');
  const quickStart = section(page, '## Quick start');
  const steps = quickStart.split('\n').filter((line) => /^\d+\. /.test(line));

  it('the quick start tests on a copy before any step sends the existing leads', () => {
    const test = steps.findIndex((line) => line.includes('**Send test event**'));
    const backfill = steps.findIndex((line) => line.includes('`npm run backfill`'));
    expect(test).toBeGreaterThan(-1);
    expect(backfill).toBeGreaterThan(test);
    expect(steps[backfill]).toContain('](#before-you-backfill)');
  });

  it('Before you backfill comes before the backfill procedure and names workflows and marketing contacts', () => {
    const existing = section(page, '## Send existing leads once {/*#send-existing-leads-once*/}');
    const before = section(page, '### Before you backfill {/*#before-you-backfill*/}');
    expect(existing.indexOf('### Before you backfill')).toBeLessThan(
      existing.indexOf('`npm run backfill` on the server'),
    );
    expect(before).toMatch(/\*\*Workflows\.\*\*.*pause them, or add an enrolment filter.*`parley_lead_id`/);
    expect(before).toMatch(/\*\*Marketing contacts\.\*\* The server sets no marketing-contact status/);
  });

  it('the server sends no marketing-contact property, as the page says', () => {
    const server = read('static/files/hubspot-lead-sync/hubspot-leads.mjs');
    expect(server).not.toMatch(/hs_marketable|marketing/i);
  });
});

describe('#2: a link into another page’s Go live names the step', () => {
  it.each(PAGES)('%s', (file) => {
    const page = read(file);
    expect(page).not.toMatch(/\]\(\.\/[\w-]+\.mdx#go-live\)(,| \()? ?step \d/);
  });

  it('the subscription prerequisites point at the server’s live customer portal step, which exists', () => {
    expect(read('integration/custom-payment-subscription.mdx')).toContain(
      '[Go live](./custom-payment-server.mdx#go-live), **Live subscription settings**)',
    );
    expect(section(read('integration/custom-payment-server.mdx'), '## Go live')).toMatch(
      /^7\. \*\*Live subscription settings, if you sell subscriptions\.\*\*/m,
    );
  });
});

describe('#3 and #6: custom payment server', () => {
  const page = read('integration/custom-payment-server.mdx');
  const server = read('static/files/custom-payment-server/server.mjs');

  it('Go live: the live chatbot keeps its three values', () => {
    expect(page).not.toContain('four values');
    expect(section(page, '## Go live')).toContain(
      'Put its three values in `PARLEY_SIGNING_SECRET`, `PARLEY_EVENTS_URL` and `PARLEY_EVENTS_TOKEN`',
    );
  });

  it('the quick start forwards Stripe’s events to the sample’s default port before any tunnel', () => {
    const port = server.match(/process\.env\.PORT \?\? (\d+)/)![1];
    const steps = section(page, '## Quick start')
      .split('\n')
      .filter((line) => /^\d+\. /.test(line));
    const stripe = steps.findIndex((line) => line.includes('`STRIPE_WEBHOOK_SECRET`'));
    expect(steps[stripe]).toContain(`\`stripe listen --forward-to localhost:${port}/stripe/webhook\``);
    expect(steps.findIndex((line) => line.includes('tunnel'))).toBeGreaterThan(stripe);
  });
});

describe('#4: GHL chat test, the lead is deleted only if one was saved', () => {
  it('step 9 says so', () => {
    expect(read('integration/ghl-chat-integration.mdx')).toMatch(
      /open the lead the test contact became, if one was saved/,
    );
  });
});

describe('#5: the landing lists every file the integration pages link', () => {
  const landing = section(read('integration/index.mdx'), '## Files you can download');
  const linked = new Set(
    PAGES.flatMap((file) => [...read(file).matchAll(/pathname:\/\/\/files\/([^)\s]+)/g)].map((m) => m[1])),
  );

  it('has them', () => {
    expect(linked.size).toBeGreaterThan(8);
    for (const file of linked) expect(landing, file).toContain(`](pathname:///files/${file})`);
  });

  it('and each exists under static/files', () => {
    for (const file of linked) expect(() => read(`static/files/${file}`), file).not.toThrow();
  });
});
