/**
 * Review round 41's findings on the developer guide, fixed in round 42: a senders sample that names its URL, the
 * signing key's bytes with a worked example, the `api` channel's resume notice, one `credits_used` rule and what a
 * disabled endpoint does with its scheduled retries.
 */
import crypto from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {apiHandOffTakeAMessage, apiOutOfHours, handOffResumeApi, webhookDelivery} from '../config/facts';
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL} from '../config/site-url.mjs';
import {WEBHOOK_SENDERS_FILE} from '../src/plugins/post-build/webhook-senders';
import {expand, line, read, section} from './page-text';

type Document = {
  components: {
    parameters: Record<string, {description: string}>;
    schemas: Record<string, {properties: Record<string, {description: string}>}>;
  };
};
const openapi = () => parse(read('openapi/openapi.yaml')) as Document;
const DELIVERY = 'developer/webhook/delivery.mdx';

describe('developer guide, review round 42', () => {
  it('trigger-ip fetches the senders list from the URL the build writes, with no unset variable', () => {
    const addresses = section('developer/webhook/trigger-ip.mdx', '## Addresses');
    const sample = /```bash\n([^`]*)```/.exec(addresses)![1];
    expect(sample).toContain(`curl -fsS ${DEFAULT_SITE_URL}${DEFAULT_BASE_URL}${WEBHOOK_SENDERS_FILE} | jq`);
    expect(sample).not.toMatch(/\$[A-Z_]+/);
  });

  it('the signing key is the whole secret as UTF-8 bytes, and the worked example is its HMAC', () => {
    const key = 'The key is the whole secret, `whsec_` included, as UTF-8 bytes; it is not decoded.';
    expect(openapi().components.parameters.WebhookSignature.description.replace(/\s+/g, ' ')).toContain(key);
    const verify = section(DELIVERY, '## Verify the signature');
    expect(verify).toContain(key);
    const example =
      /With the secret `(whsec_[^`]+)`, `t=(\d+)` and the raw body `([^`]+)`, the signed string is `([^`]+)` and `v1` is `([0-9a-f]{64})`\./.exec(
        verify,
      );
    expect(example).not.toBeNull();
    const [, secret, t, body, signed, v1] = example!;
    expect(signed).toBe(`${t}.${body}`);
    expect(crypto.createHmac('sha256', secret).update(signed, 'utf8').digest('hex')).toBe(v1);
    // The same call as the page's Node.js server, which keys with the secret string as it is.
    expect(read(DELIVERY)).toContain(
      "crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest()",
    );
    // Decoding the secret (after whsec_, as base64) gives another value: the page's value is not that one.
    const decoded = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    expect(crypto.createHmac('sha256', decoded).update(signed, 'utf8').digest('hex')).not.toBe(v1);
    // The release notes say it once, within their length.
    const note = line('openapi/releases/notes/2026-11-28.md', '| Signing key |');
    expect(note).toContain('whole signing secret, `whsec_` included, as UTF-8 bytes');
    expect(note.length).toBeLessThanOrEqual(400);
    expect(section('developer/changelog.mdx', '## 2026-11-28')).toContain(note);
  });

  it('on api conversations the resume notice is followed by no form and saves no lead, as out of hours', () => {
    expect(apiOutOfHours).toContain('No form follows');
    expect(apiHandOffTakeAMessage).toMatch(/^On `api` conversations no form follows that offer and no lead is saved/);
    expect(apiHandOffTakeAMessage).toContain('stays in the **Waiting** conversation');
    expect(apiHandOffTakeAMessage).toContain('show your own form');
    expect(handOffResumeApi).toContain(`offers to take a message. ${apiHandOffTakeAMessage} That notice`);
    const goes = section('developer/webhook/handoff.mdx', '## How a hand-off goes');
    // Review 43 #3: the api case is Message a chatbot's (through %HANDOFF_RESUME_API%); the webhook page links it.
    expect(goes).toMatch(
      /offers to take a message and answers again\.[^\n]*\(\.\.\/api\/chat\/message-a-chatbot\.mdx#hand-offs-and-out-of-hours\)/,
    );
    expect(goes).not.toContain('%API_HANDOFF_TAKE_A_MESSAGE%');
    expect(expand('%API_HANDOFF_TAKE_A_MESSAGE%')).toBe(apiHandOffTakeAMessage);
    expect(read('openapi/openapi.yaml').replace(/\s+/g, ' ')).toContain(
      'offers to take a message and answers again; the conversation keeps waiting for an agent. %API_HANDOFF_TAKE_A_MESSAGE%',
    );
  });

  it('credits_used: answer and fallback by model, flow its rate; 0 otherwise', () => {
    const description = openapi().components.schemas.MessageExchange.properties.credits_used.description;
    expect(description.replace(/\s+/g, ' ').trim()).toMatch(/for `flow`; 0 otherwise\.$/);
    expect(description).not.toContain('every other kind');
  });

  it('a disabled endpoint stops its scheduled retries, decided in facts.ts and said on delivery by token', () => {
    expect(webhookDelivery.disabledRetries).toMatch(/^Retries still scheduled when it is disabled stop/);
    expect(webhookDelivery.disabledRetries).toContain('not sent when you re-enable it');
    expect(webhookDelivery.disabledRetries).toContain('**Recent deliveries** as failed, to resend');
    expect(line(DELIVERY, '- **Disabling.**')).toContain('%WEBHOOK_DISABLED_RETRIES%');
    expect(expand('%WEBHOOK_DISABLED_RETRIES%')).toBe(webhookDelivery.disabledRetries);
  });
});
