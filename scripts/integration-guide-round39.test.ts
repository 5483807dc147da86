/**
 * The open findings of review round 37 of the integration guide (reading load): one canonical payment go-live
 * checklist, the operator's payment page without reference notes, Mailchimp's import options, GoHighLevel's CSV
 * import, the flow builder's backward connections rule linked rather than restated, dated vendor UI names, and
 * short troubleshooting cells.
 */
import {describe, expect, it} from 'vitest';
import {areaPages, read, sectionIn as section} from './page-text';

const PAGES = areaPages('integration');

describe('#1: one go-live checklist for the custom payment integration', () => {
  const OWNER = 'integration/custom-payment-integration.mdx';
  // Review 42 #3: the server's Go live became an ordered list numbered as the checklist (integration-guide-round47).
  const OTHERS = ['integration/stripe-active-pieces-integration.mdx'];
  const goLive = (file: string): string => section(read(file), '## Go live').split('\n### ')[0];
  const stepNames = (text: string, marker: RegExp): string[] =>
    text
      .split('\n')
      .filter((line) => marker.test(line))
      .map((line) => line.replace(marker, '').match(/^\*\*([^*]+?)[.:]?\*\*/)![1]);
  // Review 39 #5: the owner's checklist is a table (Step | Admin | Developer).
  const canonical = stepNames(goLive(OWNER), /^\| \d+\. /);

  it('the owner holds the whole ordered list, for a server and for the Activepieces flows', () => {
    expect(canonical).toEqual([
      'Pro plan only: finish the tests first',
      'Test workspace only: set up the live chatbot',
      'A live key',
      'Cards only',
      'Live price IDs',
      'A live webhook endpoint',
      // Review 47 int #2: the retry rule joined the portal (integration-guide-round52).
      'Live subscription settings, if you sell subscriptions',
      // Review 48 int #6: named for what each runner does (integration-guide-round53).
      'Restart the server, or publish the flows',
      'One small live payment',
      "Your customers' trigger",
    ]);
    expect(goLive(OWNER)).toContain('(./custom-payment-server.mdx#go-live)');
    expect(goLive(OWNER)).toContain('(./stripe-active-pieces-integration.mdx#go-live)');
  });

  it.each(OTHERS)('%s links the checklist and adds only its own meaning of the same steps', (file) => {
    const text = goLive(file);
    expect(text).toContain('[the go-live checklist](./custom-payment-integration.mdx#go-live)');
    // No second numbered checklist to drift from the owner's.
    expect(text).not.toMatch(/^\d+\. /m);
    // Review 40 #3: each bullet gives its table step number, and the steps without a bullet are named.
    const extras = stepNames(text, /^- Step \d+, /);
    expect(extras.length).toBeGreaterThan(0);
    const base = (name: string): string => name.replace(/, if you sell subscriptions$/, '');
    for (const name of extras) expect(canonical.map(base), name).toContain(base(name));
    const numbered = text
      .split('\n')
      .filter((line) => /^- Step \d+, /.test(line))
      .map((line) => Number(line.match(/^- Step (\d+), /)![1]));
    expect(numbered).toEqual(extras.map((name) => canonical.map(base).indexOf(base(name)) + 1));
    expect(text).not.toMatch(/^- \*\*/m);
    const none = text.match(/^- Steps? ([\d, and]+) needs? nothing of you\.$/m);
    expect(none, 'the steps with nothing for the developer are named').not.toBeNull();
    const skipped = none![1].match(/\d+/g)!.map(Number);
    expect([...numbered, ...skipped].sort((a, b) => a - b)).toEqual(canonical.map((_, index) => index + 1));
    // Extras follow the owner's order.
    const order = extras.map((name) => canonical.map(base).indexOf(base(name)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('#2: the operator’s payment page keeps the path; the text channels live in the payment reference', () => {
  // Review 38 #6: the settings notes and the leak procedure are operator procedures, so they moved from the
  // reference to a Manage the integration section at the end of the operator's page (after the task).
  const operator = read('integration/custom-payment-integration.mdx');
  const reference = read('integration/payment-reference.mdx');
  const manage = section(operator, '## Manage the integration {/*#manage-the-integration*/}');

  it('the settings notes and the leak procedure are in Manage the integration; the text channels in the reference', () => {
    for (const moved of [
      '**Roll secret and Roll token.**',
      "**The Confirmation message's variable.**",
      '**Confirmation message with a free trial.**',
      '**Link expiry with Stripe and WhatsApp.**',
      '### If the token or the secret leaked {/*#if-the-token-or-the-secret-leaked*/}',
    ]) {
      expect(reference, moved).not.toContain(moved);
      expect(manage, moved).toContain(moved);
    }
    expect(operator.indexOf('## Manage the integration')).toBeGreaterThan(operator.indexOf('## Go live'));
    const channels = section(reference, '## On the text channels and the API {/*#on-text-channels*/}');
    for (const fact of ['%PAYMENT_TEXT_LINK_LENGTH%', '%PAYMENT_ON_TEXT_CHANNELS%']) {
      expect(operator, fact).not.toContain(fact);
      expect(channels, fact).toContain(fact);
    }
  });

  it('leaves one sentence and a link labelled with the owner’s heading', () => {
    expect(section(operator, '## Connect your payment provider')).toContain(
      '[Integration settings](#integration-settings)',
    );
    expect(operator).toContain('[On the text channels and the API](./payment-reference.mdx#on-text-channels)');
    expect(operator).toMatch(/^### Integration settings$/m);
    expect(section(operator, '### Integration settings')).not.toMatch(/below the table/);
  });

  it('links into the moved text resolve from its new page', () => {
    expect(manage).not.toMatch(/custom-payment-integration\.mdx#/);
    expect(manage).toContain('](#refund-a-payment)');
    for (const file of PAGES) {
      expect(read(file), file).not.toMatch(
        /payment-reference(\.mdx)?#(integration-settings|if-the-token|activepieces-flows|keep-the-keys-safe|change-the-custom-header-value|run-history-and-privacy)\b/,
      );
      expect(read(file), file).not.toMatch(/custom-payment-integration(\.mdx)?#(on-text-channels)/);
    }
  });
});

describe('#3: Mailchimp’s import options are named and decided', () => {
  const page = read('integration/mailchimp.mdx');
  const importStep = section(page, '## Export and import {/*#mailchimp-export*/}').split('\n3. ')[1];

  it('step 3 chooses Subscribed, says why, and leaves Update any existing contacts off', () => {
    expect(importStep).toMatch(/choose \*\*Subscribed\*\*: these people said `Yes`/);
    expect(importStep).toMatch(/\*\*Non-subscribed\*\* is for people who never agreed/);
    expect(importStep).toMatch(/Leave \*\*Update any existing contacts\*\* turned off/);
    expect(importStep).toContain('as of November 2026');
    expect(importStep).toContain('(https://mailchimp.com/help/import-contacts-mailchimp/)');
  });

  it('the withdrawn-consent rule links the step instead of restating the option', () => {
    const withdrawn = section(page, '### When someone withdraws consent {/*#withdrawn-consent*/}');
    expect(withdrawn).toContain('([Export and import](#mailchimp-export), step 3)');
    expect(withdrawn).not.toMatch(/option to update existing contacts/);
  });
});

describe('#4: GoHighLevel’s CSV import: the preview filter and the name split', () => {
  const page = read('integration/ghl-lead-integration.mdx');
  const steps = section(page, '### Copy earlier leads with an import {/*#copy-earlier-leads*/}');

  it('drops Preview leads and splits name at the first space, as method A does', () => {
    expect(steps).toMatch(/Keep only the rows whose `preview` is `false`/);
    expect(page).toMatch(/^\| `name` \| `firstName`, `lastName` \| [^|]+\| Split at the first space/m);
    expect(steps).toMatch(/Match `First Name` and `Last Name` to \*\*First Name\*\* and \*\*Last Name\*\*/);
  });

  it('the formulas read the export’s name column and split like method A', () => {
    // The export's column order is the leads page's table; `name` is the fifth column (E).
    const columns = read('user/chatbots/leads.mdx')
      .split('\n')
      .filter((line) => /^\| `[a-z_.<>]+`/.test(line))
      .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
    const letter = String.fromCharCode(65 + columns.indexOf('name'));
    expect(columns.slice(0, 5)).toEqual(['id', 'chatbot_id', 'session_id', 'last_session_id', 'name']);
    expect(steps).toContain(`With \`name\` in column ${letter},`);
    const first = steps.match(/`First Name` with `(=[^`]+)`/)![1];
    const last = steps.match(/`Last Name` with `(=[^`]+)`/)![1];
    // Evaluate the two formulas as Sheets would, for a few names, against method A's rule.
    const run = (formula: string, name: string): string => {
      const at = name.indexOf(' ');
      if (formula === `=IFERROR(LEFT(${letter}2, FIND(" ", ${letter}2) - 1), ${letter}2)`)
        return at < 0 ? name : name.slice(0, at);
      if (formula === `=IFERROR(MID(${letter}2, FIND(" ", ${letter}2) + 1, 200), "")`)
        return at < 0 ? '' : name.slice(at + 1, at + 201);
      throw new Error(`unknown formula ${formula}`);
    };
    const methodA = (name: string): [string, string] => {
      const at = name.indexOf(' ');
      return at < 0 ? [name, ''] : [name.slice(0, at), name.slice(at + 1)];
    };
    for (const name of ['Dana Whitfield', 'Dana', 'Anne Marie Smith']) {
      expect([run(first, name), run(last, name)], name).toEqual(methodA(name));
    }
  });
});

describe('#5: going back to an earlier block: the rule at the flow builder, a link on integration pages', () => {
  it('the flow builder’s Conditions own the rule, decided in facts.ts', async () => {
    const {factTokens} = await import('../config/facts');
    const rule = factTokens['%FLOW_BACKWARD_CONNECTION%'];
    expect(rule).toMatch(/^A path may connect back to an earlier block/);
    expect(rule).toMatch(/A loop must pass through a \*\*Question\*\* block/);
    expect(rule).toMatch(/\*\*Publish\*\* refuses a flow with a loop that asks nothing/);
    const conditions = section(read('user/chatbots/flow-reference.mdx'), '### Conditions');
    expect(conditions).toContain('%FLOW_BACKWARD_CONNECTION%');
  });

  it.each(PAGES)('%s links the rule wherever a path connects back, and never restates it', (file) => {
    const page = read(file);
    expect(page).not.toContain('%FLOW_BACKWARD_CONNECTION%');
    expect(page).not.toMatch(/runs that block again|loop that asks nothing/);
    for (const line of page.split('\n').filter((line) => /connects? back to the \*\*/.test(line))) {
      expect(line, file).toContain('](/user/chatbots/flow-reference#conditions)');
    }
  });
});

describe('#6: dated HubSpot UI names say when they were true and link HubSpot', () => {
  const page = read('integration/hubspot-lead-integration.mdx');

  it('the service key’s menu, beta and the end of private apps are stated once, dated, under HubSpot’s guide', () => {
    const dated = page.split("as of November 2026, [HubSpot's guide to service keys]")[1];
    expect(dated).toBeDefined();
    const list = dated.split('\n\n')[1];
    for (const drifting of ['**Development → Keys → Service keys**', 'public beta', 'no longer lets you create']) {
      expect(list, drifting).toContain(drifting);
      expect(page.split(drifting), drifting).toHaveLength(2);
    }
    expect(page).toContain(
      '(https://developers.hubspot.com/docs/apps/developer-platform/build-apps/authentication/account-service-keys)',
    );
  });
});

describe('#7: troubleshooting cells stay short', () => {
  it.each(PAGES)('%s: no Symptom | Cause | Fix cell longer than 250 characters', (file) => {
    const page = read(file);
    if (!page.includes('\n## Troubleshooting')) return;
    const table = section(page, '## Troubleshooting');
    for (const row of table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))) {
      for (const cell of row.split(/(?<!\\)\|/).slice(1, -1)) {
        expect(cell.trim().length, `${file}: ${cell.trim().slice(0, 60)}`).toBeLessThanOrEqual(250);
      }
    }
  });
});
