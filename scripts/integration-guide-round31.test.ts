/**
 * The decisions of review round 31 of issue 45 (integration guides): the Pro plan's website test has one home in
 * the custom payment integration's "Test it end to end", which the pages around it link to; repeated rules are
 * stated at their owner and linked elsewhere; the Mailchimp procedure has its own page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const section = (page: string, heading: string): string => page.split(heading)[1].split(/\n## /)[0];

describe('the Pro plan test on the website', () => {
  const page = read('integration/custom-payment-integration.mdx');
  const test = section(page, '## Test it end to end');

  it('is a step list in Test it end to end: the variable, the keyword trigger, the test card and the log line', () => {
    const pro = test.split('### Pro plan: test on your website {/*#pro-plan-test-on-your-website*/}')[1].split('\n### ')[0];
    expect(pro).toMatch(/^1\. Ask your developer to set `ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1`/m);
    expect(pro).toMatch(/\*\*Trigger\*\* is \*\*Keyword\*\*/);
    expect(pro).toMatch(/test card/);
    expect(pro).toContain('not reported (ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1: only your team tests on the live chatbot)');
  });

  it("quotes the log line the sample server really writes", () => {
    expect(read('integration/custom-payment-server.mdx')).toContain(
      "' (ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1: only your team tests on the live chatbot)'",
    );
  });

  it('is linked from both Go live sections, which no longer give the variable to the administrator', () => {
    const goLive = section(page, '## Go live');
    expect(goLive).toContain('(#pro-plan-test-on-your-website)');
    expect(goLive.split('When the test works')[0]).not.toMatch(/ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1/);
    const server = section(read('integration/custom-payment-server.mdx'), '## Go live');
    expect(server).toContain('](./custom-payment-integration.mdx#pro-plan-test-on-your-website)');
  });

  it("keeps after-go-live behaviour and the link-expiry wait out of the Preview test's steps", () => {
    const steps = test.split('\n### ')[0];
    expect(steps).not.toMatch(/after you go live|after go-live/);
    expect(steps).not.toMatch(/Link expiry/);
    expect(test).toMatch(/### Optional: see a link expire/);
    expect(section(page, '## Go live')).toMatch(/After go-live, the \*\*Preview\*\* panel still sends test requests/);
  });

  it('says GoHighLevel receives payment_status only if it is mapped', () => {
    expect(test).toMatch(/in GoHighLevel, only if `payment_status` is in its \*\*Field mapping\*\*/);
  });
});
