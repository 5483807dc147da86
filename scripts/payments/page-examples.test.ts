/**
 * Every payment request, answer and payment event the integration guides show (JSON blocks and the bodies of
 * their curl commands) matches the payment schemas of openapi/openapi.yaml, and the shipped sample webhook event
 * matches its webhook. A failure names the page and the line of the block.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {limits} from '../../config/facts';
import {loadDocument} from '../../src/plugins/api-reference/document';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {paymentSchemas} from './schemas';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pages = readdirSync(path.join(ROOT, 'integration'))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => `integration/${name}`);

type Example = {where: string; value: Record<string, unknown>};

function examplesIn(file: string): Example[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found: Example[] = [];
  for (const match of text.matchAll(/```(json|bash)[^\n]*\n([\s\S]*?)```/g)) {
    const line = text.slice(0, match.index).split('\n').length;
    const source = match[1] === 'json' ? match[2] : /-d '([\s\S]*?)'/.exec(match[2])?.[1];
    if (!source) continue;
    found.push({where: `${file}:${line}`, value: JSON.parse(replaceProductFacts(source, file))});
  }
  return found;
}

const examples = pages.flatMap(examplesIn);
let schemas: Awaited<ReturnType<typeof paymentSchemas>>;
beforeAll(async () => {
  schemas = await paymentSchemas();
});

const requests = examples.filter((example) => example.value.object === 'payment_request');
const answers = examples.filter((example) => 'payment_url' in example.value);
const events = examples.filter((example) => 'payment_request_id' in example.value && 'type' in example.value);

describe('payment examples in the integration guides', () => {
  it('the guides show requests, answers and events', () => {
    // Review 40: custom-payment-server links the payment request's example at its owner, payment-reference (the
    // OpenAPI document's example), instead of repeating it.
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it.each(requests.map((example) => [example.where, example] as const))(
    '%s is a valid payment request',
    (_w, example) => {
      expect(schemas.checkRequest(example.value)).toEqual([]);
      const {expires_at, expires_at_unix} = example.value as {expires_at: string; expires_at_unix: number};
      expect(Date.parse(expires_at) / 1000, `${example.where}: expires_at and expires_at_unix disagree`).toBe(
        expires_at_unix,
      );
    },
  );

  it.each(answers.map((example) => [example.where, example] as const))('%s is a valid answer', (_w, example) => {
    expect(schemas.checkAnswer(example.value)).toEqual([]);
  });

  it.each(events.map((example) => [example.where, example] as const))('%s is a valid payment event', (_w, example) => {
    expect(schemas.checkEvent(example.value)).toEqual([]);
  });
});

describe('static/files/lead-created-sample.json', () => {
  it('is a lead.created event as the lead webhook sends it', async () => {
    const {dereferenced} = await loadDocument();
    const schema = dereferenced.webhooks?.['lead.created']?.post?.requestBody?.content['application/json'].schema;
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats.default(ajv);
    const validate = ajv.compile(schema as object);
    const sample = JSON.parse(readFileSync(path.join(ROOT, 'static/files/lead-created-sample.json'), 'utf8'));
    expect(validate(sample) ? [] : validate.errors).toEqual([]);
  });
});

describe('where a payment is recorded (decision: Request payment saves the lead first)', () => {
  it('a payment request always names its lead: the schema refuses a lead.id of null', () => {
    const request = structuredClone(schemas.requestExample);
    expect(schemas.checkRequest(request)).toEqual([]);
    (request.lead as {id: string | null}).id = null;
    expect(schemas.checkRequest(request)).toEqual(['/lead/id must be string']);
  });

  // Review 32: the whole rule once, at its owner (the custom payment guide's section, with %PAYMENT_REQUEST_LEAD%);
  // the request's `lead` field, which the payment reference renders, says it in a clause and links there.
  it('the payment reference says it in a clause and links to the section that has the whole rule', () => {
    const yaml = readFileSync(path.join(ROOT, 'openapi/openapi.yaml'), 'utf8');
    expect(yaml).not.toContain('%PAYMENT_REQUEST_LEAD%');
    const lead = yaml
      .split('\n        lead:\n          type: object\n')[1]
      .split('\n          properties:')[0]
      .replace(/\s+/g, ' ');
    expect(lead).toContain('when the conversation had no lead, **Request payment** saved one first');
    expect(lead).toContain("in an `api` conversation that lead's `name`, `email` and `phone` are `null`");
    expect(lead).toContain('](/integration/custom-payment-integration#the-lead)');
    expect(readFileSync(path.join(ROOT, 'integration/custom-payment-integration.mdx'), 'utf8')).toMatch(
      /^### The lead a payment is recorded on \{\/\*#the-lead\*\/\}\n\nThe payment is recorded on the conversation's lead\. %PAYMENT_REQUEST_LEAD%$/m,
    );
  });

  it("the flow builder's Request payment row sends the reader to the section that says so (issue 45: one sentence)", () => {
    const row = readFileSync(path.join(ROOT, 'user/chatbots/flow-reference.mdx'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| **Request payment** |'));
    expect(row).toContain('](/integration/custom-payment-integration#use-it-in-a-flow)');
  });

  it('the flow of the custom payment guide asks for the email before Request payment', () => {
    const text = readFileSync(path.join(ROOT, 'integration/custom-payment-integration.mdx'), 'utf8');
    const steps = text.slice(text.indexOf('## Use it in a flow'), text.indexOf('## Test it end to end'));
    // A Question saves into a `flow.` variable; Save lead maps it to the lead's email (review round 13).
    const asked = steps.indexOf('Save the answer as `flow.email`');
    const saved = steps.indexOf('map **Email** to `flow.email`');
    expect(asked).toBeGreaterThan(0);
    expect(saved).toBeGreaterThan(asked);
    expect(saved).toBeLessThan(steps.indexOf('choose **Request payment**'));
  });
});

describe('the custom payment guide tests expiry without waiting an hour', () => {
  it('sets Link expiry to the value the Stripe pages advise (not the minimum) for the expiry step, then back', () => {
    const text = readFileSync(path.join(ROOT, 'integration/custom-payment-integration.mdx'), 'utf8');
    const steps = text.slice(text.indexOf('## Test it end to end'), text.indexOf('## Go live'));
    // The expiry check is an optional part of the test (review round 31): its steps, from setting to setting back.
    const expiryStep = steps.split('### Optional: see a link expire')[1].split('\n### ')[0];
    // At the minimum, the sample server and the Activepieces flow ask Stripe for one minute more: a card paid in
    // that minute is refused with 409. The advised value leaves Stripe's expiry at the request's.
    expect(limits.paymentLinkStripeMinutes).toBeGreaterThan(limits.paymentLinkMinMinutes + 1);
    expect(expiryStep).toMatch(/Set \*\*Link expiry\*\* to %PAYMENT_LINK_ADVISED_MINUTES% minutes/);
    // Review 34: the 409 after expiry is stated once, in the Link expiry note (its owner); the step links it.
    // Review 38 #6: the note sits below the settings table of the same page (Manage the integration).
    expect(expiryStep).toContain('([why](#integration-settings))');
    const reference = readFileSync(path.join(ROOT, 'integration/custom-payment-integration.mdx'), 'utf8');
    // Review 42 int #4: the advice stays in view; why (Stripe's extra minute) is folded under it.
    const note = reference.split('**Link expiry with Stripe and WhatsApp.**')[1].split('</details>')[0];
    expect(note.split('\n')[0]).toContain('keep **Link expiry** at %PAYMENT_LINK_ADVISED_MINUTES% minutes or more');
    // Review 44 int #3: the note says the administrator's consequence and links the server page, which holds the 409.
    expect(note).toContain(
      'you refund that payment or record it by hand ([why](./custom-payment-server.mdx#answer-payment-requests))',
    );
    const server = readFileSync(path.join(ROOT, 'integration/custom-payment-server.mdx'), 'utf8');
    expect(server).toContain('a payment in that extra minute is refused with `409`');
    expect(expiryStep).toMatch(/Set \*\*Link expiry\*\* back to what it was/);
  });
});

describe('a subscription with a free trial: the examples tell one story', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

  it('the Events URL example for the subscription page request reports the trial: amount 0, period ending with it', async () => {
    const request = requests.find((example) => example.value.mode === 'subscription')!.value as {
      id: string;
      trial_days: number;
      amount: number;
    };
    expect(request.trial_days).toBeGreaterThan(0);
    const {dereferenced} = await loadDocument();
    const active = dereferenced.paths?.['/payment-integrations/{payment_integration_id}/events']?.post?.requestBody
      ?.content['application/json'].example as {
      type: string;
      payment_request_id: string;
      amount: number;
      current_period_end: string;
      occurred_at: string;
    };
    expect(active).toMatchObject({type: 'subscription.active', payment_request_id: request.id, amount: 0});
    expect(days(active.occurred_at, active.current_period_end)).toBe(request.trial_days);

    // The first charge after the trial, on the subscription page: a renewal at the trial's end, one month long.
    const renewed = events.find(
      (example) => example.value.type === 'subscription.renewed' && example.value.payment_request_id === request.id,
    )!.value as {amount: number; current_period_end: string; occurred_at: string};
    expect(renewed.amount).toBe(request.amount);
    expect(days(active.current_period_end, renewed.occurred_at)).toBe(0);
    expect(days(renewed.occurred_at, renewed.current_period_end)).toBeGreaterThanOrEqual(28);
    expect(days(renewed.occurred_at, renewed.current_period_end)).toBeLessThanOrEqual(31);
  });
});
