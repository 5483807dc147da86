/**
 * The open findings of review round 38 of the integration guide: no impossible troubleshooting row on the calendar
 * page, each payment route linked to its own subscription test, the HubSpot quick start's order and go-live variables
 * checked against the sample server, the payment reference's operator procedures moved to the task pages, one owner
 * for each repeated paragraph, and a Disconnect section on the pages that lacked one.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, read, sectionIn as section} from './page-text';
import {factTokens} from '../config/facts';

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

  it('the block order is a cause, and the consent rule is a link to the flow builder reference’s Consent box', () => {
    const notFilled = table.find(([symptom]) => symptom === 'The name and email are not filled in.')!;
    expect(notFilled[1]).toMatch(/before the \*\*Save lead\*\* action or on a path that skips it/);
    const consent = table.find(([symptom]) => /consent box/.test(symptom))!;
    expect(consent[1]).toContain('(**Consent box** in [Actions](/user/chatbots/flow-reference#actions))');
    expect(read('user/chatbots/flow-reference.mdx')).toMatch(/\n\*\*Consent box\.\*\* %LEAD_CONSENT_BOX_FLOW_WHERE%/);
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
    // Review 39 #5: the checklist is a table of who does each step.
    const step1 = goLive.split('\n| 1. ')[1].split('\n| 2. ')[0];
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
  const listed = (text: string): string[] => [...text.matchAll(/^ *- `([A-Z_]+)`:/gm)].map((match) => match[1]).sort();

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
    // Review 43 #3: the Quick start runs on the copy, and its last step sends the reader to Go live.
    expect(quickStart).toMatch(/\[Go live\]\(#go-live\) on the server you run for real, never the copy/);
  });
});

describe('#6: operator procedures leave the payment reference', () => {
  const operator = read('integration/custom-payment-integration.mdx');
  // Review 42 #1: the flows' procedures moved on to their own reference page.
  const flows = read('integration/stripe-active-pieces-reference.mdx');
  const reference = read('integration/payment-reference.mdx');
  const MOVED =
    /payment-reference(\.mdx)?#(integration-settings|if-the-token-or-the-secret-leaked|activepieces-flows|keep-the-keys-safe|change-the-custom-header-value|run-history-and-privacy)\b/;

  it('Manage the integration ends the operator’s page, after the task, before Troubleshooting', () => {
    const headings = operator.split('\n').filter((line) => /^##+ /.test(line));
    const at = (heading: string) => headings.findIndex((line) => line.startsWith(heading));
    expect(at('## Manage the integration')).toBeGreaterThan(at('## Go live'));
    expect(at('## Troubleshooting')).toBe(at('## Manage the integration') + 4);
    expect(headings.slice(at('## Manage the integration') + 1, at('## Troubleshooting'))).toEqual([
      '### Integration settings',
      '### If the token or the secret leaked {/*#if-the-token-or-the-secret-leaked*/}',
      '### Disconnect {/*#disconnect*/}',
    ]);
    expect(reference).not.toMatch(/^## (Integration settings|Activepieces flows)/m);
  });

  it('the Activepieces procedures are on the flows’ page, with the reference’s anchors', () => {
    const manage = section(flows, '## Manage the flows');
    for (const anchor of ['keep-the-keys-safe', 'change-the-custom-header-value', 'run-history-and-privacy'])
      expect(manage).toContain(`{/*#${anchor}*/}`);
  });

  it('no page, fact or search answer links an anchor that left the reference', () => {
    const files = [
      ...['user', 'developer', 'integration'].flatMap((dir) =>
        readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
          .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
          .map((file) => `${dir}/${file}`),
      ),
      'config/facts.ts',
      'openapi/openapi.yaml',
      ...readdirSync(path.join(ROOT, 'measure/search-eval'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `measure/search-eval/${file}`),
    ];
    for (const file of files) expect(read(file), file).not.toMatch(MOVED);
  });
});

describe('#7: turning an integration off', () => {
  it('custom payment: a Disconnect section with the steps and what then happens, decided in facts.ts', () => {
    const disconnect = section(read('integration/custom-payment-integration.mdx'), '### Disconnect {/*#disconnect*/}');
    expect(disconnect).toMatch(/\d\. In \*\*Settings → Integrations → Custom payment\*\*, select \*\*Disconnect\*\*/);
    expect(disconnect).toContain('(./custom-payment-subscription.mdx#before-a-downgrade)');
    for (const token of ['BLOCKS', 'OPEN_REQUESTS', 'EVENTS_URL', 'LEADS']) {
      expect(disconnect).toContain(`- %PAYMENT_DISCONNECT_${token}%`);
      expect(factTokens[`%PAYMENT_DISCONNECT_${token}%`]).toBeTruthy();
    }
    // The Events URL's answer is one the API already documents.
    // Review 44 #3: the 401 is the server page's (%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%), linked from the fact.
    expect(factTokens['%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%']).toContain('`401 invalid_events_token`');
    expect(factTokens['%PAYMENT_DISCONNECT_EVENTS_URL%']).toContain(
      '/integration/custom-payment-server#after-a-disconnect',
    );
    expect(read('openapi/openapi.yaml')).toMatch(/\n {4}invalid_events_token:\n/);
    expect(read('integration/custom-payment-subscription.mdx')).toContain(
      '([Disconnect](./custom-payment-integration.mdx#disconnect))',
    );
  });

  it('Google Sheet: remove a sheet, disconnect the account, revoke the access', () => {
    const page = read('integration/google-sheet.mdx');
    const disconnect = section(page, '## Disconnect {/*#disconnect*/}');
    expect(disconnect).toMatch(/\*\*Remove one sheet\.\*\*.*\*\*Remove source\*\*/);
    expect(disconnect).toMatch(/\*\*Disconnect the Google account\.\*\*.*%GOOGLE_SHEET_ACCOUNT_DISCONNECTED%/);
    expect(disconnect).toMatch(/\*\*Revoke %PRODUCT_NAME%'s access from Google\.\*\*/);
    // The state and the API error the decision names are the ones the page and the API already have.
    expect(factTokens['%GOOGLE_SHEET_ACCOUNT_DISCONNECTED%']).toMatch(
      /\*\*Reconnect needed\*\*.*`422 sheet_access_lost`/,
    );
    expect(page).toContain('| **Reconnect needed** | `reconnect_needed` |');
    expect(read('openapi/openapi.yaml')).toContain('sheet_access_lost');
  });
});

describe('LOW findings', () => {
  it('#8: the live key takes the permissions of Stripe key permissions, not "the same as the test key"', () => {
    // Review 43 #2: the checklist's Developer cells moved to the server's and the flows' Go live.
    const goLive = section(read('integration/custom-payment-server.mdx'), '## Go live');
    expect(goLive).not.toMatch(/same \[permissions\][^\n]*as the test key/);
    expect(goLive).toContain("with the server's [permissions](./payment-reference.mdx#stripe-key-permissions)");
  });

  it('#9: the GoHighLevel import creates new contacts only, as method A keeps what the team entered', () => {
    const page = read('integration/ghl-lead-integration.mdx');
    expect(page).not.toContain('Choose to update the contacts that already exist');
    expect(page).toMatch(/Choose to create new contacts only, not to update existing ones/);
  });

  it('#12: the landing page names the Mailchimp export route on every plan, and where it is done', () => {
    const page = read('integration/index.mdx');
    // Review 41: Before you start points at the table, whose Mailchimp row gives the plans of both routes.
    const guides = section(page, '## Choose a guide');
    expect(guides).toMatch(/\| \[Send leads to Mailchimp\]\(\.\/mailchimp\.mdx\) \| Every plan, by export; /);
    expect(read('integration/mailchimp.mdx')).toMatch(
      /\| Export the leads and import the file into Mailchimp \| Every plan \|/,
    );
    const where = section(page, '## Where you set it up {/*#where-you-set-it-up*/}');
    expect(where).toContain('| Mailchimp by export and import | **Leads**, outside the chatbot: **Export** |');
  });

  it('#5: no "What the tests cover" list on a page; the portal failure rule has one owner', () => {
    for (const file of ['integration/custom-payment-server.mdx', 'integration/hubspot-lead-integration.mdx'])
      expect(read(file), file).not.toContain('What the tests cover');
    for (const file of ['integration/custom-payment-server.mdx', 'integration/custom-payment-subscription.mdx']) {
      expect(read(file), file).not.toMatch(/%PAYMENT_PORTAL_FAILURE%|as it does whenever a `portal` request fails/);
      expect(read(file), file).toContain('(./payment-reference.mdx#the-payment-request)');
    }
    expect(read('openapi/openapi.yaml')).toContain('%PAYMENT_PORTAL_FAILURE%');
  });
});

describe('#10: the server page lists each Stripe part to port', () => {
  it('names functions the published server has', () => {
    const page = read('integration/custom-payment-server.mdx');
    const server = read('static/files/custom-payment-server/server.mjs');
    expect(page).not.toContain('change the two places that call Stripe');
    const quick = section(page, '## Quick start').split('\n### ')[0];
    const parts = [...quick.matchAll(/^- `(\w+)\(\)`/gm)].map((match) => match[1]);
    expect(parts).toEqual(['createSession', 'toParleyEvent', 'refundTarget']);
    for (const name of [...parts, 'invoiceSubscription'])
      expect(server).toMatch(new RegExp(`(function |const )${name}\\b`));
    expect(quick).toContain('`constructEvent()`');
    expect(server).toContain('webhooks.constructEvent(');
    expect(server).toContain("app.post('/stripe/webhook'");
    expect(server).toContain('parley_test:');
  });
});

describe('#11 (part): the Stripe key prompt has a PowerShell line', () => {
  it('every page that asks for the key uses the one prompt, with both shells', () => {
    expect(factTokens['%SECRET_KEY_PROMPT%']).toContain('`read -rs STRIPE_SECRET_KEY && export STRIPE_SECRET_KEY`');
    expect(factTokens['%SECRET_KEY_PROMPT%']).toMatch(/PowerShell 7: `\$env:STRIPE_SECRET_KEY = Read-Host -MaskInput/);
    // Review 40 #4: one owner, payment-reference#give-a-script-its-key, which the scripts' steps link.
    expect(read('integration/payment-reference.mdx')).toContain('run %SECRET_KEY_PROMPT%');
    for (const file of ['integration/custom-payment-server.mdx', 'integration/custom-payment-subscription.mdx']) {
      expect(read(file), file).not.toContain('read -rs');
      expect(read(file), file).toContain('](./payment-reference.mdx#give-a-script-its-key)');
    }
  });
});

describe('review 39: HubSpot Go live creates the one live endpoint and runs the one backfill', () => {
  const goLive = section(read('integration/hubspot-lead-integration.mdx'), '## Go live {/*#go-live*/}');
  // Review 43 #3 (integration-guide-round48-payments): the Quick start runs on the test copy, so Go live alone
  // creates the live endpoint and backfills; no "Unless the Quick start already did".
  it('the endpoint is step 2 and the backfill step 4', () => {
    const steps = goLive.split('\n').filter((text) => /^\d\. /.test(text));
    const endpoint = steps.find((text) => text.includes('#create-the-webhook-endpoint'))!;
    const backfill = steps.find((text) => text.includes('#send-existing-leads-once'))!;
    expect(endpoint).toMatch(/^2\. Add the server's address as an endpoint of the live chatbot/);
    expect(endpoint).toContain('Keep one endpoint per chatbot for this server');
    expect(backfill).toMatch(/^4\. Before the server's first start, /);
    expect(goLive).not.toContain('Unless the Quick start already did');
  });
});

describe('review 39: GoHighLevel links', () => {
  it('the lead settings table sends earlier leads to the import section', () => {
    const row = read('integration/ghl-lead-integration.mdx')
      .split('\n')
      .find((text) => text.startsWith('| **Send leads as contacts** |'))!;
    expect(row).toContain('[copy them with an import](#copy-earlier-leads)');
  });
  it('the calendar page says when the booking lands on the lead’s contact, and links the two-contacts row', () => {
    const page = read('integration/calendar-booking.mdx');
    expect(page).toContain('when GoHighLevel matches by email or phone and the visitor kept the pre-filled details');
    expect(page).toContain('[One lead creates two contacts](./ghl-lead-integration.mdx#troubleshooting)');
  });
});
