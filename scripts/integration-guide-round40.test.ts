/**
 * The open findings of review round 38 of the integration guide: no impossible troubleshooting row on the calendar
 * page, each payment route linked to its own subscription test, the HubSpot quick start's order and go-live variables
 * checked against the sample server, the payment reference's operator procedures moved to the task pages, one owner
 * for each repeated paragraph, and a Disconnect section on the pages that lacked one.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
/** The text under a heading (its first line given whole), up to the next heading of the same or a higher level. */
const section = (page: string, heading: string): string => {
  const level = heading.match(/^#+/)![0].length;
  const start = page.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
};
const rows = (text: string): string[][] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) => line.slice(2, -2).split(' | '));

describe('#1: calendar booking troubleshooting has no impossible cause', () => {
  const page = read('integration/calendar-booking.mdx');
  const table = rows(section(page, '## Troubleshooting'));

  it('no row says a lead was saved without the tick', () => {
    // Without the tick, Save lead saves nothing: "a lead was saved" and "did not tick" cannot both hold.
    for (const [symptom, cause] of table) {
      if (/consent box/.test(`${symptom} ${cause}`)) {
        expect(symptom).not.toMatch(/a lead was saved/);
        expect(cause).toMatch(/saved nothing/);
      }
    }
    expect(page).not.toContain('The visitor did not tick the consent box.');
  });

  it('the block order is a cause, and the consent rule is a link to the flow builder’s Consent box', () => {
    const notFilled = table.find(([symptom]) => symptom === 'The name and email are not filled in.')!;
    expect(notFilled[1]).toMatch(/before the \*\*Save lead\*\* action or on a path that skips it/);
    const consent = table.find(([symptom]) => /consent box/.test(symptom))!;
    expect(consent[1]).toContain('(**Consent box** in [Actions](/user/getting-started/flow-builder#actions))');
    expect(read('user/getting-started/flow-builder.mdx')).toMatch(/\n\*\*Consent box\.\*\* %LEAD_CONSENT_BOX_FLOW_WHERE%/);
  });
});

describe('#2: each payment route links its own subscription test', () => {
  const page = read('integration/custom-payment-integration.mdx');

  it('the Pro plan test sends the server and the Activepieces flows to different tests', () => {
    const pro = section(page, '### Pro plan: test on your website {/*#pro-plan-test-on-your-website*/}');
    expect(pro).not.toMatch(/the same way/);
    const step6 = pro.split('\n6. ')[1];
    expect(step6).toMatch(/With the server: \[[^\]]+\]\(\.\/custom-payment-subscription\.mdx#test-it-end-to-end\)/);
    expect(step6).toMatch(
      /With the Activepieces flows: step 6 of \[[^\]]+\]\(\.\/stripe-active-pieces-integration\.mdx#test-it-end-to-end\)/,
    );
    // Why: the server's test cancels in the portal, and the flows answer a portal request 404.
    expect(read('integration/stripe-active-pieces-integration.mdx')).toMatch(/A `portal` request is answered `404`/);
    expect(read('integration/custom-payment-subscription.mdx')).toMatch(/ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1/);
  });

  it('Go live step 1 says no "subscriptions included" that would send the flows to the server’s test', () => {
    const goLive = section(page, '## Go live');
    const step1 = goLive.split('\n1. ')[1].split('\n2. ')[0];
    expect(step1).not.toMatch(/subscriptions included/);
    expect(step1).toContain('its step 6, the test of your route');
  });
});

describe('#4: HubSpot goes live on the live server, with every variable the server reads', () => {
  const page = read('integration/hubspot-lead-integration.mdx');
  const server = read('static/files/hubspot-lead-sync/hubspot-leads.mjs');
  /** The variables the server reads, less the two that only the sample's test sets (its stand-ins' addresses). */
  const serverVariables = [...new Set([...server.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]))]
    .filter((name) => !['HUBSPOT_API', 'PARLEY_API'].includes(name))
    .sort();
  const listed = (text: string): string[] =>
    [...text.matchAll(/^ *- `([A-Z_]+)`:/gm)].map((match) => match[1]).sort();

  it('Set the variables lists every variable the server reads', () => {
    expect(serverVariables.length).toBeGreaterThanOrEqual(6);
    expect(listed(section(page, '### Set the variables {/*#set-the-variables*/}'))).toEqual(serverVariables);
  });

  it('Go live checks every variable that differs between the copy and the live server (all but PORT)', () => {
    const goLive = section(page, '## Go live {/*#go-live*/}').split('\n### ')[0];
    expect(listed(goLive)).toEqual(serverVariables.filter((name) => name !== 'PORT'));
    expect(goLive.trim()).toMatch(/^Go live on the server you run for real, never on the test copy/);
  });

  it('the quick start keeps the copy a copy', () => {
    const quickStart = section(page, '## Quick start');
    expect(quickStart).not.toMatch(/switch to the live chatbot/);
    expect(quickStart).toMatch(/keep it a copy: \[Go live\]\(#go-live\) sets up the server you run for real, never the copy/);
  });
});
