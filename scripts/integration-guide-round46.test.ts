/**
 * Reviews 40 and 41 of the integration guide, left open: the payment pages' reading load. The test-and-live rules and
 * the Link expiry rule are stated at their owners (payment-reference#test-and-live, payment-reference#rules-the-fields-follow
 * for Stripe's minimum, custom-payment-integration#integration-settings for what it means for Link expiry); the other
 * pages keep one sentence and a link labelled with the owner's heading. The three longest pages keep paragraphs and
 * table cells short.
 */
import {describe, expect, it} from 'vitest';
import {expand, read, sectionIn as section} from './page-text';

const REFERENCE = 'integration/payment-reference.mdx';
const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';
const PAYMENT_PAGES = [REFERENCE, OPERATOR, SERVER, FLOWS, SUBSCRIPTION];

const TEST_AND_LIVE = '[Test and live](./payment-reference.mdx#test-and-live)';
const RULES = '[Rules the fields follow](./payment-reference.mdx#rules-the-fields-follow)';
const SETTINGS = '[Integration settings](./custom-payment-integration.mdx#integration-settings)';

describe('#1: test and live, stated at its owner', () => {
  it('Test and live says that test-mode keys, prices and endpoints do not exist in live mode; the checklist links it', () => {
    const owner = section(read(REFERENCE), '## Test and live {/*#test-and-live*/}');
    expect(owner).toContain(
      'with Stripe, keys, prices and webhook endpoints made in test mode do not exist in live mode',
    );
    const goLive = section(read(OPERATOR), '## Go live');
    expect(goLive).toContain(`Payment providers keep test mode and live mode apart (${TEST_AND_LIVE}).`);
    for (const page of PAYMENT_PAGES.filter((page) => page !== REFERENCE)) {
      expect(read(page), page).not.toContain('made in test mode do not exist in live mode');
    }
  });
});

describe('#1: the Link expiry minute, stated at its owner', () => {
  it('only the server’s note says a payment in the extra minute is refused; the admin note links it', () => {
    // Review 44 #3: the mechanics (the extra minute, the 409) are the server page's; the administrator's Link expiry
    // note says the consequence and links it.
    const note = read(OPERATOR).split('**Link expiry with Stripe and WhatsApp.**')[1].split('</details>')[0];
    expect(note).not.toContain('`409`');
    expect(note).toContain('([why](./custom-payment-server.mdx#answer-payment-requests))');
    for (const page of PAYMENT_PAGES.filter((page) => page !== SERVER)) {
      expect(read(page), page).not.toMatch(/(extra|that) minute is refused|in that extra minute/);
    }
    const answer = section(read(SERVER), '## Answer payment requests');
    expect(answer).not.toContain('With **Link expiry** at its minimum');
    expect(answer).toContain(RULES);
    expect(answer).toContain('a payment in that extra minute is refused with `409` ([After a 409](#after-a-409))');
    expect(answer).toContain(`(${SETTINGS})`);
    expect(section(read(REFERENCE), '### Rules the fields follow')).toContain(SETTINGS);
  });

  it('links to the owners carry their headings, not "the rules the fields follow" or "advice on Link expiry"', () => {
    for (const page of PAYMENT_PAGES) {
      const text = read(page);
      expect(text, page).not.toContain('[the rules the fields follow]');
      expect(text, page).not.toContain('[advice on Link expiry]');
    }
    // Review 42 #1: the field mapping moved to the flows' reference page.
    const mapping = read('integration/stripe-active-pieces-reference.mdx')
      .split('\n')
      .find((line) => line.startsWith('| `expires_at_unix` |'))!;
    expect(mapping).toContain(RULES);
    expect(mapping).toContain(SETTINGS);
    expect(mapping).not.toContain('Stripe refuses less');
  });
});

describe('#2: the three longest payment pages keep paragraphs and table cells short', () => {
  // What a reader sees: tokens written out, link targets and emphasis marks dropped.
  const shown = (text: string): string =>
    expand(text)
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/[[\]*`]/g, '');
  const prose = (file: string): string[] => {
    let code = false;
    return read(file)
      .split('\n')
      .filter((line) => {
        if (line.trimStart().startsWith('```')) code = !code;
        return !code && !line.trimStart().startsWith('```');
      });
  };

  for (const file of [REFERENCE, SERVER, FLOWS]) {
    it(`${file}: no paragraph or list item over 70 words, no table cell over 200 characters`, () => {
      for (const line of prose(file)) {
        if (line.startsWith('|')) {
          for (const cell of line.split('|').slice(1, -1)) {
            expect(shown(cell).trim().length, cell).toBeLessThanOrEqual(200);
          }
        } else {
          expect(shown(line).split(/\s+/).filter(Boolean).length, line).toBeLessThanOrEqual(70);
        }
      }
    });
  }
});
