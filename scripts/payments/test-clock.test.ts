/**
 * The test-clock steps of integration/custom-payment-subscription.mdx ("Renewals on a test clock"), run as a reader
 * runs them: the guide's complete server answers a subscription request, then the published `test-clock.mjs` runs
 * `start`, `renew` and `fail` with Stripe's Node library. A Stripe stand-in on 127.0.0.1 keeps customers, test
 * clocks and subscriptions, and, as Stripe does, sends the signed invoice events to the server when a subscription
 * starts and when a clock passes a renewal. The steps work when the Events URL receives `subscription.active`,
 * `subscription.renewed` and `subscription.past_due` for the chat's payment request, from a customer on the clock.
 */
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {pageExcerpts, partsNotInFile} from '../samples/excerpts';
import {NPM_INIT_PACKAGE_JSON, sampleWorkDir, startSample} from '../samples/run-sample';
import {pointStripeAt} from './stripe-stand-in';
import {paymentSchemas} from './schemas';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STEPS_PAGE = 'integration/custom-payment-subscription.mdx';
const WORK = sampleWorkDir('payment-test-clock');
const SIGNING_SECRET = 'whsec_parley_test_secret';
const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_test_secret';
const DAY = 24 * 60 * 60;

/** The Stripe scripts the pages link for download, published beside the sample server. */
const SCRIPTS = {
  'test-clock.mjs': STEPS_PAGE,
  'live-subscriptions.mjs': STEPS_PAGE,
  'set-chatbot-on-subscriptions.mjs': 'integration/custom-payment-server.mdx',
} as const;
const published = (file: string) => readFileSync(path.join(ROOT, 'static/files/custom-payment-server', file), 'utf8');

type Recorded = {body: Record<string, unknown>};
const parleyEvents: Recorded[] = [];
const stripeSigner = new Stripe('sk_test_sample');

/** What the stand-in keeps, as Stripe would. */
const state = {
  /** Newest first, as Stripe lists them. */
  sessions: [] as Array<{id: string; params: URLSearchParams; created: number}>,
  clocks: new Map<string, {id: string; frozen_time: number}>(),
  customers: new Map<string, {id: string; email: string | null; test_clock: string | null; card: string}>(),
  cards: new Map<string, {declines: boolean}>(),
  subscriptions: [] as Array<{
    id: string;
    customer: string;
    price: string;
    metadata: Record<string, string>;
    periodEnd: number;
    pastDue: boolean;
    /** The price's product, for the subscriptions the chatbot-setting test adds. */
    product?: string;
    /** `trial_period_days` as the script gave it; 0 without a trial. */
    trialDays?: number;
    /** Set for the subscriptions the listing test adds in other states. */
    status?: 'trialing' | 'unpaid' | 'paused' | 'canceled';
  }>,
};
let serverUrl = '';
let ids = 0;
const newId = (prefix: string) => `${prefix}_test${String((ids += 1)).padStart(6, '0')}`;

/** Stripe sends the event to the server's webhook endpoint, signed with the endpoint's secret. */
async function sendEvent(type: string, object: Record<string, unknown>, created: number) {
  const payload = JSON.stringify({id: newId('evt'), object: 'event', type, created, data: {object}});
  const signature = stripeSigner.webhooks.generateTestHeaderString({payload, secret: STRIPE_WEBHOOK_SECRET});
  const response = await fetch(`${serverUrl}/stripe/webhook`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Stripe-Signature': signature},
    body: payload,
  });
  if (!response.ok) throw new Error(`the server answered ${response.status} to ${type}`);
}

function invoice(subscription: (typeof state.subscriptions)[number], billingReason: string, paid: boolean) {
  return {
    id: newId('in'),
    object: 'invoice',
    billing_reason: billingReason,
    customer: subscription.customer,
    // A trial starts with an invoice for 0, as Stripe's does.
    amount_paid: paid && !(billingReason === 'subscription_create' && subscription.trialDays) ? 2900 : 0,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: {subscription: subscription.id, metadata: subscription.metadata},
    },
    lines: {object: 'list', data: [{period: {start: subscription.periodEnd - 30 * DAY, end: subscription.periodEnd}}]},
  };
}

/** Nested form fields as Stripe's library sends them: `metadata[key]`, `items[0][price]`. */
const field = (params: URLSearchParams, name: string) => params.get(name);
const fieldsUnder = (params: URLSearchParams, prefix: string) =>
  Object.fromEntries(
    [...params]
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

const stripeStandIn = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://stripe');
    const params = new URLSearchParams(req.method === 'GET' ? url.search : raw);
    const route = `${req.method} ${url.pathname}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(body));
    };
    const later: Array<() => Promise<void>> = [];
    let match: RegExpExecArray | null;
    if (route === 'POST /v1/checkout/sessions') {
      const id = newId('cs');
      state.sessions.unshift({id, params, created: Math.floor(Date.now() / 1000)});
      return send(200, {id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`});
    }
    if (route === 'GET /v1/checkout/sessions') {
      const data = state.sessions.slice(0, Number(params.get('limit') ?? 10)).map(({id, params: session, created}) => ({
        id,
        object: 'checkout.session',
        created,
        status: 'open',
        mode: field(session, 'mode'),
        client_reference_id: field(session, 'client_reference_id'),
        customer_email: field(session, 'customer_email'),
        metadata: fieldsUnder(session, 'metadata'),
      }));
      return send(200, {object: 'list', data, has_more: false});
    }
    if ((match = /^GET \/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(route))) {
      const session = state.sessions.find((item) => item.id === match![1]);
      if (!session) return send(404, {error: {type: 'invalid_request_error', message: 'No such session'}});
      // A line item's price as Stripe gives it back: a price made inline with `price_data` has an ID too, but it is
      // the session's own, and inactive: another subscription cannot take it (see POST /v1/subscriptions).
      const quantity = Number(field(session.params, 'line_items[0][quantity]') ?? 1);
      const inline = field(session.params, 'line_items[0][price]') === null;
      const data = (name: string) => field(session.params, `line_items[0][price_data][${name}]`);
      const price = inline
        ? {
            id: `price_inline_${session.id}`,
            object: 'price',
            active: false,
            currency: data('currency'),
            unit_amount: Number(data('unit_amount')),
            recurring: {interval: data('recurring][interval')},
            product: `prod_inline_${session.id}`,
          }
        : {
            id: field(session.params, 'line_items[0][price]'),
            object: 'price',
            active: true,
            currency: 'usd',
            unit_amount: 2900,
            recurring: {interval: 'month'},
            product: 'prod_membership',
          };
      return send(200, {object: 'list', data: [{object: 'item', price, quantity}]});
    }
    if (route === 'POST /v1/test_helpers/test_clocks') {
      const clock = {id: newId('clock'), frozen_time: Number(params.get('frozen_time'))};
      state.clocks.set(clock.id, clock);
      return send(200, {...clock, object: 'test_helpers.test_clock', status: 'ready'});
    }
    if ((match = /^GET \/v1\/test_helpers\/test_clocks\/([^/]+)$/.exec(route))) {
      const clock = state.clocks.get(match[1]);
      if (!clock) return send(404, {error: {type: 'invalid_request_error', message: 'No such test clock'}});
      return send(200, {...clock, object: 'test_helpers.test_clock', status: 'ready'});
    }
    if ((match = /^POST \/v1\/test_helpers\/test_clocks\/([^/]+)\/advance$/.exec(route))) {
      const clock = state.clocks.get(match[1]);
      if (!clock) return send(404, {error: {type: 'invalid_request_error', message: 'No such test clock'}});
      clock.frozen_time = Number(params.get('frozen_time'));
      for (const subscription of state.subscriptions) {
        if (state.customers.get(subscription.customer)?.test_clock !== clock.id) continue;
        while (!subscription.pastDue && subscription.periodEnd <= clock.frozen_time) {
          const card = state.customers.get(subscription.customer)!.card;
          const declines = state.cards.get(card)?.declines ?? false;
          if (declines) {
            subscription.pastDue = true;
            const failed = invoice(subscription, 'subscription_cycle', false);
            later.push(() => sendEvent('invoice.payment_failed', failed, clock.frozen_time));
          } else {
            subscription.periodEnd += 30 * DAY;
            const paid = invoice(subscription, 'subscription_cycle', true);
            later.push(() => sendEvent('invoice.paid', paid, clock.frozen_time));
          }
        }
      }
      send(200, {...clock, object: 'test_helpers.test_clock', status: 'advancing'});
      return void later.reduce((chain, next) => chain.then(next), Promise.resolve());
    }
    if (route === 'POST /v1/customers') {
      const card = params.get('payment_method');
      const defaultCard = params.get('invoice_settings[default_payment_method]');
      if (card && defaultCard !== card) return send(400, {error: {message: 'No such PaymentMethod'}});
      const customer = {
        id: newId('cus'),
        email: params.get('email'),
        test_clock: params.get('test_clock'),
        card: card ?? '',
      };
      if (card) state.cards.set(card, {declines: card === 'pm_card_chargeCustomerFail'});
      state.customers.set(customer.id, customer);
      return send(200, {...customer, object: 'customer'});
    }
    if ((match = /^POST \/v1\/payment_methods\/([^/]+)\/attach$/.exec(route))) {
      const id = newId('pm');
      state.cards.set(id, {declines: match[1] === 'pm_card_chargeCustomerFail'});
      return send(200, {id, object: 'payment_method', customer: params.get('customer')});
    }
    if ((match = /^POST \/v1\/customers\/([^/]+)$/.exec(route))) {
      const customer = state.customers.get(match[1]);
      const card = params.get('invoice_settings[default_payment_method]');
      if (!customer || (card && !state.cards.has(card)))
        return send(400, {error: {message: 'No such customer or card'}});
      if (card) customer.card = card;
      return send(200, {...customer, object: 'customer'});
    }
    if (route === 'POST /v1/subscriptions') {
      const customer = state.customers.get(params.get('customer') ?? '');
      if (!customer) return send(400, {error: {message: 'No such customer'}});
      const now = customer.test_clock
        ? state.clocks.get(customer.test_clock)!.frozen_time
        : Math.floor(Date.now() / 1000);
      const priceId = params.get('items[0][price]');
      if (priceId?.startsWith('price_inline_'))
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'The price specified is inactive. This field only accepts active prices.',
            param: 'items[0][price]',
          },
        });
      const inline = ['currency', 'unit_amount', 'recurring][interval', 'product'].map((name) =>
        params.get(`items[0][price_data][${name}]`),
      );
      if (!priceId && inline.some((value) => !value))
        return send(400, {error: {type: 'invalid_request_error', message: 'Missing price or price_data'}});
      const subscription = {
        id: newId('sub'),
        customer: customer.id,
        price: priceId ?? `${inline[3]}:${inline[1]} ${inline[0]}/${inline[2]}`,
        metadata: fieldsUnder(params, 'metadata'),
        trialDays: Number(params.get('trial_period_days') ?? 0),
        periodEnd: now + (Number(params.get('trial_period_days') ?? 0) || 30) * DAY,
        pastDue: false,
      };
      state.subscriptions.push(subscription);
      send(200, {id: subscription.id, object: 'subscription', customer: customer.id, status: 'active'});
      return void sendEvent('invoice.paid', invoice(subscription, 'subscription_create', true), now);
    }
    if (route === 'GET /v1/subscriptions') {
      // As Stripe lists them: by `status` (without one, every status but canceled), in pages of at most `limit`,
      // here 2 so that a few subscriptions span pages, continued with `starting_after`.
      const wanted = params.get('status');
      const all = state.subscriptions
        .map((sub) => ({
          id: sub.id,
          object: 'subscription',
          customer: sub.customer,
          status: sub.status ?? (sub.pastDue ? 'past_due' : 'active'),
          metadata: sub.metadata,
          items: {object: 'list', data: [{object: 'subscription_item', price: {id: sub.price, product: sub.product}}]},
        }))
        .filter((sub) => (wanted === null ? sub.status !== 'canceled' : wanted === 'all' || sub.status === wanted));
      const after = params.get('starting_after');
      const from = after === null ? 0 : all.findIndex((sub) => sub.id === after) + 1;
      const limit = Math.min(Number(params.get('limit') ?? 10), 2);
      const data = all.slice(from, from + limit);
      return send(200, {object: 'list', url: '/v1/subscriptions', data, has_more: from + limit < all.length});
    }
    if ((match = /^POST \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
      // Stripe merges the metadata given into the subscription's own.
      const subscription = state.subscriptions.find((sub) => sub.id === match![1]);
      if (!subscription) return send(404, {error: {type: 'invalid_request_error', message: 'No such subscription'}});
      subscription.metadata = {...subscription.metadata, ...fieldsUnder(params, 'metadata')};
      return send(200, {id: subscription.id, object: 'subscription', metadata: subscription.metadata});
    }
    if (route === 'POST /events') {
      parleyEvents.push({body: JSON.parse(raw)});
      return send(202, {object: 'payment_event_receipt'});
    }
    send(404, {error: {type: 'invalid_request_error', message: `The stand-in has no ${route}`}});
  });
});

let standInPort = 0;
let logs = '';
const children: Array<ReturnType<typeof spawn>> = [];

const env = (extra: Record<string, string>) => ({
  ...process.env,
  STRIPE_SECRET_KEY: 'sk_test_sample',
  STRIPE_WEBHOOK_SECRET,
  PARLEY_SIGNING_SECRET: SIGNING_SECRET,
  PARLEY_EVENTS_URL: `http://127.0.0.1:${standInPort}/events`,
  PARLEY_EVENTS_TOKEN: 'evt_token_test',
  ...extra,
});

/** Runs the page's script as the reader does (`node test-clock.mjs …`), against the stand-in. */
function runSteps(...args: string[]): Promise<{status: number | null; output: string}> {
  return runStepsWith({}, ...args);
}

function runStepsWith(
  extra: Record<string, string>,
  ...args: string[]
): Promise<{status: number | null; output: string}> {
  return runFile('test-clock.mjs', extra, ...args);
}

/** Runs one of the page's scripts as the reader does (`node <file> …`), against the stand-in. */
function runFile(
  file: string,
  extra: Record<string, string>,
  ...args: string[]
): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', './register.mjs', file, ...args], {
      cwd: WORK,
      env: env(extra),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (status) => resolve({status, output}));
  });
}

/** Waits until the Events URL has received an event of this type. */
async function eventOfType(type: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const found = parleyEvents.find((event) => event.body.type === type);
    if (found) return found.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${type} reached the Events URL; received ${JSON.stringify(parleyEvents)}\n${logs}`);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => stripeStandIn.listen(0, '127.0.0.1', resolve));
  standInPort = (stripeStandIn.address() as AddressInfo).port;
  mkdirSync(WORK, {recursive: true});
  writeFileSync(path.join(WORK, 'package.json'), NPM_INIT_PACKAGE_JSON);
  // The published server, which the page links and excerpts (scripts/payments/sample-server.test.ts).
  writeFileSync(
    path.join(WORK, 'server.mjs'),
    readFileSync(path.join(ROOT, 'static/files/custom-payment-server/server.mjs'), 'utf8'),
  );
  // The published scripts, which the pages link and excerpt (review 39: they were shown whole and not shipped).
  for (const file of Object.keys(SCRIPTS)) writeFileSync(path.join(WORK, file), published(file));
  // The reader's `new Stripe(key)` talks to the stand-in: the files' `stripe` import is pointed at it.
  pointStripeAt(WORK, standInPort, /\/(server|test-clock|live-subscriptions|set-chatbot-on-subscriptions)\.mjs$/);
  const {server, url} = await startSample({
    cwd: WORK,
    file: 'server.mjs',
    register: true,
    env: (port) => env({PORT: String(port)}),
    onLog: (chunk) => (logs += chunk),
  });
  children.push(server);
  serverUrl = url;
}, 30_000);

afterAll(async () => {
  for (const child of children) child.kill();
  await new Promise((resolve) => stripeStandIn.close(resolve));
});

/** The chat starts a subscription for `email` and does not pay: the server makes the request's Checkout Session. */
/** A test request (`"test": true`), as a test chatbot sends it: the server builds its price inline (`price_data`). */
async function subscriptionCheckout(id: string, email: string) {
  const schemas = await paymentSchemas();
  const request = {
    ...schemas.requestExample,
    test: true,
    id,
    mode: 'subscription',
    interval: 'month',
    trial_days: 0,
    expires_at_unix: Math.floor(Date.now() / 1000) + 30 * 60,
    lead: {...(schemas.requestExample.lead as Record<string, unknown>), email},
  };
  const body = JSON.stringify(request);
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${crypto.createHmac('sha256', SIGNING_SECRET).update(`${t}.${body}`).digest('hex')}`;
  const checkout = await fetch(`${serverUrl}/parley/checkout`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Parley-Signature': signature},
    body,
  });
  expect(checkout.status, logs).toBe(200);
  return request;
}

describe('the Stripe scripts are published beside the sample server, linked for download and excerpted', () => {
  it.each(Object.entries(SCRIPTS))('%s: %s links the file and shows only excerpts that are in it', (file, page) => {
    const source = readFileSync(path.join(ROOT, page), 'utf8');
    expect(source).toContain(`](pathname:///files/custom-payment-server/${file})`);
    expect(source).not.toContain('```js title="' + file + '"');
    const excerpts = pageExcerpts(source, page, file);
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.flat().join('').split('\n').length).toBeLessThan(published(file).split('\n').length / 2 + 2);
    expect(partsNotInFile(published(file), excerpts)).toEqual([]);
    expect(readFileSync(path.join(ROOT, 'integration/index.mdx'), 'utf8')).toContain(
      `[\`${file}\`](pathname:///files/custom-payment-server/${file})`,
    );
  });
});

describe(`${STEPS_PAGE}: renewals on a test clock`, () => {
  it('installs the Stripe library these tests run the script with, at the steps, which the Activepieces page links', () => {
    const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const tested = `stripe@${(packageJson.dependencies?.stripe ?? packageJson.devDependencies?.stripe) as string}`;
    const source = replaceProductFacts(readFileSync(path.join(ROOT, STEPS_PAGE), 'utf8'), STEPS_PAGE);
    expect(source).toContain(`npm init -y && npm install ${tested}`);
    // Review 33: the Activepieces page sends readers to these steps instead of repeating them.
    expect(readFileSync(path.join(ROOT, 'integration/stripe-active-pieces-integration.mdx'), 'utf8')).toContain(
      '](./custom-payment-subscription.mdx#renewals-on-a-test-clock), set up as that section says',
    );
  });

  it.each(['rk_live_sample', 'sk_live_sample', 'rk_test_sample'])(
    'refuses %s before it calls Stripe: test clocks need a test-mode secret key',
    async (key) => {
      const clocks = state.clocks.size;
      const customers = state.customers.size;
      const run = await runStepsWith({STRIPE_SECRET_KEY: key}, 'start');
      expect(run.status).toBe(1);
      expect(run.output).toContain('test-mode secret key (sk_test_…)');
      expect(state.clocks.size).toBe(clocks);
      expect(state.customers.size).toBe(customers);
    },
  );

  it('start, renew and fail report active, renewed and past due for the chat’s payment request', async () => {
    const schemas = await paymentSchemas();
    // Step 1: the chat starts a subscription and the reader does not pay; the server makes the Checkout Session.
    const request = await subscriptionCheckout('payreq_TestClock01', 'second.customer@example.com');
    // Another chat of the same Stripe test account opens a subscription checkout after it: the newest open session.
    await subscriptionCheckout('payreq_SomeoneElse1', 'someone.else@example.com');

    // Step 2: start, without an ID, lists the open checkouts and subscribes nobody; with the ID, takes that one.
    const clocks = state.clocks.size;
    const list = await runSteps('start');
    expect(list.status).toBe(1);
    expect(list.output).toContain('Name the payment request: node test-clock.mjs start payreq_');
    expect(list.output).toMatch(/payreq_TestClock01 {2}made \S+ {2}for second\.customer@example\.com/);
    expect(list.output).toContain('payreq_SomeoneElse1');
    const unknown = await runSteps('start', 'payreq_NotOpen0001');
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain('No open subscription checkout for payreq_NotOpen0001');
    expect(state.clocks.size, 'no clock made without a matching checkout').toBe(clocks);
    const start = await runSteps('start', request.id);
    expect(start.status, start.output).toBe(0);
    expect(state.subscriptions.at(-1)?.metadata.parley_payment_request_id).toBe(request.id);
    // The test request's inline price, given again by its parts: Stripe refuses its ID in another subscription.
    expect(state.subscriptions.at(-1)?.price).toBe(
      `prod_inline_${state.sessions.find((item) => field(item.params, 'client_reference_id') === request.id)!.id}:` +
        `${String(schemas.requestExample.amount)} ${String(schemas.requestExample.currency).toLowerCase()}/month`,
    );
    const [, clock, customer] = /renew (clock_\S+), then fail \S+ (cus_\S+)/.exec(start.output) ?? [];
    expect(clock, start.output).toBeDefined();
    expect(state.subscriptions.at(-1)?.trialDays, 'no trial unless the reader gives its days').toBe(0);
    expect(state.customers.get(customer)?.test_clock, 'the customer is on the test clock').toBe(clock);
    // The chatbot goes with it, so that a server for several chatbots reports to this chatbot's Events URL.
    expect(state.subscriptions.at(-1)?.metadata.parley_chatbot_id).toBe(schemas.requestExample.chatbot_id);
    // And the test request's mark, which a live server checks before it reports a test-mode event.
    const session = state.sessions.find((item) => field(item.params, 'client_reference_id') === request.id);
    expect(field(session!.params, 'metadata[parley_test]')).toBeTruthy();
    expect(state.subscriptions.at(-1)?.metadata.parley_test).toBe(field(session!.params, 'metadata[parley_test]'));
    const active = await eventOfType('subscription.active');
    expect(active).toMatchObject({payment_request_id: request.id, customer_reference: customer});

    // Step 3: renew.
    const renew = await runSteps('renew', clock);
    expect(renew.status, renew.output).toBe(0);
    const renewed = await eventOfType('subscription.renewed');
    expect(renewed).toMatchObject({payment_request_id: request.id, customer_reference: customer});
    expect(Date.parse(renewed.current_period_end as string)).toBeGreaterThan(
      Date.parse(active.current_period_end as string),
    );

    // Step 4: fail.
    const fail = await runSteps('fail', clock, customer);
    expect(fail.status, fail.output).toBe(0);
    const pastDue = await eventOfType('subscription.past_due');
    expect(pastDue).toMatchObject({payment_request_id: request.id, customer_reference: customer});

    for (const event of [active, renewed, pastDue]) expect(schemas.checkEvent(event)).toEqual([]);
  }, 60_000);
});

describe(`${STEPS_PAGE}: a product with a free trial`, () => {
  it('start with the trial days replays the trial: subscription.active reports 0 and the trial’s end', async () => {
    const request = await subscriptionCheckout('payreq_TrialClock1', 'trial.customer@example.com');
    const refused = await runSteps('start', request.id, 'fourteen');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('The trial is a whole number of days, 0 to 90');
    // A product's Trial is 0 to 90 days (trial_days in the API reference): more is not a trial the chat can send.
    const tooLong = await runSteps('start', request.id, '91');
    expect(tooLong.status).toBe(1);
    expect(tooLong.output).toContain('The trial is a whole number of days, 0 to 90');
    const start = await runSteps('start', request.id, '14');
    expect(start.status, start.output).toBe(0);
    const subscription = state.subscriptions.at(-1)!;
    expect(subscription.metadata.parley_payment_request_id).toBe(request.id);
    expect(subscription.trialDays).toBe(14);
    const clock = state.clocks.get(state.customers.get(subscription.customer)!.test_clock!)!;
    let active: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 400 && !active; attempt += 1) {
      active = parleyEvents.find(
        (event) => event.body.type === 'subscription.active' && event.body.payment_request_id === request.id,
      )?.body;
      if (!active) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(active, logs).toMatchObject({amount: 0});
    expect(Date.parse(active!.current_period_end as string) / 1000).toBe(clock.frozen_time + 14 * DAY);
  }, 60_000);
});

describe(`${STEPS_PAGE}: before a downgrade, the live subscriptions started from a chat`, () => {
  it('lists every subscription with parley_payment_request_id that still charges, over several pages, by ID only', async () => {
    const sub = (
      id: string,
      metadata: Record<string, string>,
      status?: 'trialing' | 'unpaid' | 'paused' | 'canceled',
    ) => ({
      id,
      customer: `cus_${id}`,
      price: 'price_live_monthly',
      metadata,
      periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY,
      pastDue: false,
      status,
    });
    const fromChat = (id: string) => ({parley_payment_request_id: `payreq_${id}`, parley_chatbot_id: 'bot_7Hq2mX9aLp'});
    state.subscriptions.push(
      sub('sub_LiveActive01', fromChat('LiveActive01')),
      sub('sub_NotFromChat1', {plan: 'sold by phone'}),
      sub('sub_LiveTrial001', fromChat('LiveTrial001'), 'trialing'),
      sub('sub_LiveActive02', fromChat('LiveActive02')),
      sub('sub_LiveActive03', fromChat('LiveActive03')),
      sub('sub_Unpaid00001', fromChat('Unpaid00001'), 'unpaid'),
      sub('sub_Paused00001', fromChat('Paused00001'), 'paused'),
      sub('sub_Cancelled01', fromChat('Cancelled01'), 'canceled'),
    );
    const run = await runFile('live-subscriptions.mjs', {STRIPE_SECRET_KEY: 'rk_live_sample'});
    expect(run.status, run.output).toBe(0);
    // Three active ones span two of the stand-in's pages: the script follows them.
    for (const id of [
      'sub_LiveActive01',
      'sub_LiveActive02',
      'sub_LiveActive03',
      'sub_LiveTrial001',
      'sub_Unpaid00001',
      'sub_Paused00001',
    ])
      expect(run.output).toMatch(new RegExp(`^${id} {2}\\w+ {2}customer cus_${id} {2}payreq_`, 'm'));
    expect(run.output).not.toContain('sub_NotFromChat1');
    expect(run.output).not.toContain('sub_Cancelled01');
    const listed = run.output.split('\n').filter((line) => line.startsWith('sub_')).length;
    expect(run.output).toContain(`${listed} subscriptions started from a chat`);
    // No email address or name: IDs only.
    expect(run.output).not.toMatch(/@/);
  });

  it('refuses to run without a key', async () => {
    const run = await runFile('live-subscriptions.mjs', {STRIPE_SECRET_KEY: ''});
    expect(run.status).toBe(1);
    expect(run.output).toContain('Set STRIPE_SECRET_KEY');
  });
});

describe('integration/custom-payment-server.mdx: coming from the Activepieces flows, before PARLEY_INTEGRATIONS', () => {
  const BOT = 'bot_7Hq2mX9aLp';
  const sub = (id: string, product: string, metadata: Record<string, string>, status?: 'trialing' | 'canceled') => ({
    id,
    customer: `cus_${id}`,
    price: `price_${product}`,
    product,
    metadata,
    periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY,
    pastDue: false,
    status,
  });
  const fromFlow = (id: string) => ({parley_payment_request_id: `payreq_${id}`});
  const metadataOf = (id: string) => state.subscriptions.find((item) => item.id === id)?.metadata;

  it('gives the chatbot to every chat subscription without one, whatever its product, over several pages, and only those', async () => {
    state.subscriptions.push(
      sub('sub_FlowActive01', 'prod_Membership', fromFlow('FlowActive01')),
      sub('sub_FlowActive02', 'prod_Membership', fromFlow('FlowActive02')),
      sub('sub_FlowTrial001', 'prod_Membership', fromFlow('FlowTrial001'), 'trialing'),
      sub('sub_OtherProduct', 'prod_Coaching00', fromFlow('OtherProduct')),
      // A product without a Provider price ID: the flow sent price_data, and Stripe made a product for that checkout.
      sub('sub_PriceData001', 'prod_MadeAtCheckout1', fromFlow('PriceData001')),
      sub('sub_HasChatbot01', 'prod_Membership', {...fromFlow('HasChatbot01'), parley_chatbot_id: 'bot_2Rt5nK8sWd'}),
      sub('sub_SoldByPhone1', 'prod_Membership', {plan: 'sold by phone'}),
      sub('sub_FlowEnded001', 'prod_Membership', fromFlow('FlowEnded001'), 'canceled'),
    );
    const run = await runFile('set-chatbot-on-subscriptions.mjs', {STRIPE_SECRET_KEY: 'rk_live_sample'}, BOT);
    expect(run.status, run.output).toBe(0);
    for (const id of [
      'sub_FlowActive01',
      'sub_FlowActive02',
      'sub_FlowTrial001',
      'sub_OtherProduct',
      'sub_PriceData001',
    ]) {
      expect(metadataOf(id)).toEqual({parley_payment_request_id: `payreq_${id.slice(4)}`, parley_chatbot_id: BOT});
      expect(run.output).toContain(`${id}  `);
    }
    expect(metadataOf('sub_HasChatbot01')?.parley_chatbot_id).toBe('bot_2Rt5nK8sWd');
    expect(metadataOf('sub_SoldByPhone1')).toEqual({plan: 'sold by phone'});
    expect(metadataOf('sub_FlowEnded001')).toEqual(fromFlow('FlowEnded001'));
    expect(run.output).toContain(`5 subscriptions now carry ${BOT}.`);

    const again = await runFile('set-chatbot-on-subscriptions.mjs', {STRIPE_SECRET_KEY: 'rk_live_sample'}, BOT);
    expect(again.output).toContain(`0 subscriptions now carry ${BOT}.`);
  });

  it('refuses to run without a key or a Chatbot ID', async () => {
    for (const [key, ...args] of [['', BOT], ['rk_live_sample'], ['rk_live_sample', 'prod_Membership']]) {
      const run = await runFile('set-chatbot-on-subscriptions.mjs', {STRIPE_SECRET_KEY: key}, ...args);
      expect(run.status).toBe(1);
      expect(run.output).toContain('node set-chatbot-on-subscriptions.mjs bot_…');
    }
  });
});
