/**
 * The complete server of integration/custom-payment-server.mdx, run as a reader runs it (Node, Express 5,
 * Stripe's library), with Stripe's API and the Events URL played by a local mock. It answers good payment
 * requests and Stripe events as the guide says, and answers forged or malformed input with 400 and a log line,
 * without ever stopping.
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import {afterAll, beforeAll, describe, expect, it, test, vi} from 'vitest';
import {nodeMinVersion, stripeNodePackage} from '../../config/facts';
import {pageExcerpts, partsNotInFile} from '../samples/excerpts';
import {sampleWorkDir, startSample} from '../samples/run-sample';
import {pointStripeAt} from './stripe-stand-in';
import {paymentSchemas} from './schemas';
import {PAYMENT_INTENT, stripeCases} from './stripe-fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'integration/custom-payment-server.mdx';
const WORK = sampleWorkDir('payment-sample');
const SIGNING_SECRET = 'whsec_parley_test_secret';
const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_test_secret';
/** The optional test endpoint's secret, for test requests' events once the server is live. */
const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_stripe_test_endpoint_secret';
const EVENTS_TOKEN = 'evt_token_test';
/** The optional test-mode key the server uses for Send test request (`"test": true`). */
const TEST_REQUEST_KEY = 'sk_test_for_send_test_request';

/** The server a reader downloads (review 33): the tests run this file, under the name the page gives it. */
const PUBLISHED = 'static/files/custom-payment-server/server.mjs';
const PUBLISHED_PACKAGE = 'static/files/custom-payment-server/package.json';

/** The published file, under the name the page gives it. */
function sampleServer(): {file: string; code: string} {
  return {file: 'server.mjs', code: readFileSync(path.join(ROOT, PUBLISHED), 'utf8')};
}

describe('the published server (static/files/custom-payment-server/)', () => {
  test("the page's excerpts of server.mjs are in the file as written, and the page links it and its package.json", () => {
    const page = readFileSync(path.join(ROOT, PAGE), 'utf8');
    const excerpts = pageExcerpts(page, PAGE, 'server.mjs');
    // The signature check, the Checkout Session and the payment request's route: the parts the page explains.
    for (const part of ['function verifyParley(req)', 'async function createSession(', "app.post('/parley/checkout'"]) {
      expect(excerpts.flat().join('')).toContain(part);
    }
    expect(partsNotInFile(sampleServer().code, excerpts)).toEqual([]);
    expect(page).not.toContain('```js title="server.mjs"');
    for (const file of [PUBLISHED, PUBLISHED_PACKAGE]) {
      expect(page).toContain(`](pathname:///${file.replace('static/', '')})`);
    }
  });

  test('package.json installs what the server imports, at the tested Stripe version, as an ES module', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, PUBLISHED_PACKAGE), 'utf8'));
    expect(pkg.type).toBe('module');
    expect(pkg.scripts.start).toBe('node server.mjs');
    expect(pkg.engines.node).toBe(`>=${nodeMinVersion}`);
    expect(`stripe@${pkg.dependencies.stripe}`).toBe(stripeNodePackage);
    const installedExpress = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/express/package.json'), 'utf8'));
    expect(pkg.dependencies.express.replace(/^\^(\d+).*/, '$1')).toBe(installedExpress.version.split('.')[0]);
    const imports = [...sampleServer().code.matchAll(/^import .* from '([^':]+)';$/gm)].map((match) => match[1]);
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...new Set(imports)].sort());
  });
});

type Recorded = {path: string; headers: http.IncomingHttpHeaders; body: string};
const stripeCalls: Recorded[] = [];
const parleyEvents: Recorded[] = [];
let stripeStatus = 200;
/** Stripe's error body when `stripeStatus` is not 200. */
let stripeError: Record<string, string> = {type: 'api_error', message: 'Stripe is down'};
let eventsStatus = 202;
/** The error code the Events URL answers with when `eventsStatus` is not 2xx. */
const eventsErrorCode: Record<number, string> = {
  401: 'invalid_events_token',
  403: 'payment_integration_inactive',
  409: 'payment_request_final',
  429: 'rate_limited',
};
/** While set, the Events URL takes calls and never answers them; the test answers them when it ends. */
let eventsHang = false;
const hanging: http.ServerResponse[] = [];
/** Events URLs (`/events/<chatbot>`) that know no such payment request, as another integration's would. */
const eventsNotFound = new Set<string>();
/** Subscriptions as Stripe's `GET /v1/subscriptions/<id>` returns them now, by ID. */
const stripeSubscriptions = new Map<string, Record<string, unknown>>();

/** Stripe's API and the Events URL, on 127.0.0.1. */
const mock = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const call = {path: req.url ?? '', headers: req.headers, body};
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/events' || req.url?.startsWith('/events/')) {
      parleyEvents.push(call);
      if (eventsHang) return void hanging.push(res);
      if (eventsNotFound.has(req.url)) {
        res.statusCode = 404;
        return res.end(JSON.stringify({error: {code: 'payment_request_not_found'}}));
      }
      res.statusCode = eventsStatus;
      const code = eventsErrorCode[eventsStatus];
      return res.end(JSON.stringify(code ? {error: {code}} : {object: 'payment_event_receipt'}));
    }
    stripeCalls.push(call);
    res.statusCode = stripeStatus;
    if (stripeStatus !== 200) return res.end(JSON.stringify({error: stripeError}));
    const subscription = /^\/v1\/subscriptions\/(\w+)/.exec(req.url ?? '')?.[1];
    if (subscription) {
      const found = stripeSubscriptions.get(subscription);
      res.statusCode = found ? 200 : 404;
      return res.end(JSON.stringify(found ?? {error: {type: 'invalid_request_error', code: 'resource_missing'}}));
    }
    const portal = req.url === '/v1/billing_portal/sessions';
    const id = portal ? 'bps_test_1' : 'cs_test_a1B2c3';
    res.end(
      JSON.stringify({
        id,
        object: portal ? 'billing_portal.session' : 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      }),
    );
  });
});

let server: ChildProcess;
let serverUrl = '';
let logs = '';
let mockPort = 0;
let schemas: Awaited<ReturnType<typeof paymentSchemas>>;

beforeAll(async () => {
  schemas = await paymentSchemas();
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  mockPort = (mock.address() as AddressInfo).port;
  mkdirSync(WORK, {recursive: true});
  const sample = sampleServer();
  // As the reader runs it after the page's Quick start (review 46 int #3): under the page's file name, beside the
  // published package.json (`"type": "module"`), not one that `npm init -y` writes.
  writeFileSync(path.join(WORK, 'package.json'), readFileSync(path.join(ROOT, PUBLISHED_PACKAGE), 'utf8'));
  writeFileSync(path.join(WORK, sample.file), sample.code);
  // The reader's `new Stripe(key)` talks to the mock: the sample's `stripe` import is pointed at it.
  pointStripeAt(WORK, mockPort, new RegExp(`/${sample.file.replaceAll('.', '\\.')}$`));
  ({server, url: serverUrl} = await startSample({
    cwd: WORK,
    file: sample.file,
    register: true,
    env: (port) => ({
      ...process.env,
      PORT: String(port),
      STRIPE_SECRET_KEY: 'sk_test_sample',
      STRIPE_TEST_SECRET_KEY: TEST_REQUEST_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_TEST_WEBHOOK_SECRET,
      PARLEY_SIGNING_SECRET: SIGNING_SECRET,
      PARLEY_EVENTS_URL: `http://127.0.0.1:${mockPort}/events`,
      PARLEY_EVENTS_TOKEN: EVENTS_TOKEN,
    }),
    onLog: (chunk) => (logs += chunk),
  }));
}, 30_000);

afterAll(async () => {
  server?.kill();
  await new Promise((resolve) => mock.close(resolve));
});

function signParley(body: string, t = Math.floor(Date.now() / 1000), secret = SIGNING_SECRET): string {
  const hmac = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${hmac}`;
}

async function postCheckout(body: string, signature?: string, contentType = 'application/json', url = serverUrl) {
  const headers: Record<string, string> = {'Content-Type': contentType};
  if (signature !== undefined) headers['Parley-Signature'] = signature;
  const response = await fetch(`${url}/parley/checkout`, {method: 'POST', headers, body});
  return {status: response.status, body: await response.text()};
}

async function postStripe(payload: string, signature?: string, url = serverUrl) {
  const headers: Record<string, string> = {'Content-Type': 'application/json'};
  if (signature !== undefined) headers['Stripe-Signature'] = signature;
  const response = await fetch(`${url}/stripe/webhook`, {method: 'POST', headers, body: payload});
  return response.status;
}

const stripeSigner = new Stripe('sk_test_sample');
const signStripe = (payload: string) =>
  stripeSigner.webhooks.generateTestHeaderString({payload, secret: STRIPE_WEBHOOK_SECRET});

function expectAlive() {
  expect(server.exitCode, `the sample server stopped:\n${logs}`).toBeNull();
}

describe(`${PAGE}: the complete server`, () => {
  it('answers a signed payment request with a Checkout Session that carries the request ID', async () => {
    const request: Record<string, unknown> = {
      ...schemas.requestExample,
      expires_at_unix: Math.floor(Date.now() / 1000) + 30 * 60,
    };
    const body = JSON.stringify(request);
    stripeCalls.length = 0;
    const answer = await postCheckout(body, signParley(body));
    expect(answer.status, logs).toBe(200);
    expect(schemas.checkAnswer(JSON.parse(answer.body))).toEqual([]);
    expect(stripeCalls.map((call) => call.path)).toEqual(['/v1/checkout/sessions']);
    const params = new URLSearchParams(stripeCalls[0].body);
    expect(params.get('client_reference_id')).toBe(request.id);
    expect(params.get('payment_intent_data[metadata][parley_payment_request_id]')).toBe(request.id);
    expect(Number(params.get('expires_at'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
  });

  it('asks Stripe for card payments only, which Stripe confirms at checkout, never for a bank debit', async () => {
    for (const mode of ['payment', 'subscription']) {
      const request = {...schemas.requestExample, mode, interval: mode === 'subscription' ? 'month' : null};
      const body = JSON.stringify(request);
      stripeCalls.length = 0;
      expect((await postCheckout(body, signParley(body))).status, logs).toBe(200);
      const params = new URLSearchParams(stripeCalls[0].body);
      expect(params.getAll('payment_method_types[0]'), mode).toEqual(['card']);
      expect(params.has('payment_method_types[1]'), mode).toBe(false);
    }
  });

  it('answers test requests ("test": true) with the test key and a price built from the amount, real ones with the live key and the price ID', async () => {
    expect(schemas.requestExample.price_id).toBeTruthy();
    for (const [test, key] of [
      [true, TEST_REQUEST_KEY],
      [false, 'sk_test_sample'],
    ] as const) {
      const body = JSON.stringify({...schemas.requestExample, test});
      stripeCalls.length = 0;
      expect((await postCheckout(body, signParley(body))).status).toBe(200);
      expect(stripeCalls[0].headers.authorization, `test: ${test}`).toBe(`Bearer ${key}`);
      const params = new URLSearchParams(stripeCalls[0].body);
      // A live price ID does not exist in test mode.
      expect(params.get('line_items[0][price]'), `test: ${test}`).toBe(test ? null : schemas.requestExample.price_id);
      expect(params.get('line_items[0][price_data][unit_amount]'), `test: ${test}`).toBe(
        test ? String(schemas.requestExample.amount) : null,
      );
    }
  });

  it("answers a Send test request for a Subscription product with the product's interval and trial", async () => {
    // Send test request carries the picked product's interval and trial_days, as a real subscription request does.
    const body = JSON.stringify({
      ...schemas.requestExample,
      test: true,
      mode: 'subscription',
      interval: 'year',
      trial_days: 7,
    });
    stripeCalls.length = 0;
    expect((await postCheckout(body, signParley(body))).status, logs).toBe(200);
    const params = new URLSearchParams(stripeCalls[0].body);
    expect(params.get('mode')).toBe('subscription');
    expect(params.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(params.get('subscription_data[trial_period_days]')).toBe('7');
  });

  it.each([
    ['JPY', 500],
    ['KWD', 1500],
  ])('passes a %s amount to Stripe as it is, in the minor unit (no cents assumed)', async (currency, amount) => {
    const body = JSON.stringify({...schemas.requestExample, test: true, amount, currency});
    stripeCalls.length = 0;
    expect((await postCheckout(body, signParley(body))).status, logs).toBe(200);
    const params = new URLSearchParams(stripeCalls[0].body);
    expect(params.get('line_items[0][price_data][currency]')).toBe(currency.toLowerCase());
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe(String(amount));
  });

  it.each([
    ['null', null],
    ['empty', ''],
  ])('leaves customer_email out when lead.email is %s, since Stripe refuses an empty one', async (name, email) => {
    const lead = {...(schemas.requestExample.lead as Record<string, unknown>), email};
    const body = JSON.stringify({...schemas.requestExample, lead});
    stripeCalls.length = 0;
    expect((await postCheckout(body, signParley(body))).status, logs).toBe(200);
    expect(new URLSearchParams(stripeCalls[0].body).has('customer_email'), name).toBe(false);
  });

  it('starts subscriptions with the request ID on the subscription, and opens the portal only for a verified customer', async () => {
    const subscription: Record<string, unknown> = {
      ...schemas.requestExample,
      mode: 'subscription',
      interval: 'month',
      trial_days: 14,
    };
    stripeCalls.length = 0;
    let body = JSON.stringify(subscription);
    expect((await postCheckout(body, signParley(body))).status).toBe(200);
    const params = new URLSearchParams(stripeCalls[0].body);
    expect(params.get('subscription_data[metadata][parley_payment_request_id]')).toBe(subscription.id);
    expect(params.get('subscription_data[trial_period_days]')).toBe('14');

    const portal = {...schemas.requestExample, mode: 'portal', customer_reference: 'cus_R4t6yU8iO0'};
    body = JSON.stringify(portal);
    expect((await postCheckout(body, signParley(body))).status).toBe(200);
    expect(stripeCalls.at(-1)?.path).toBe('/v1/billing_portal/sessions');
    body = JSON.stringify({...portal, visitor: {id: null, verified: false}});
    expect((await postCheckout(body, signParley(body))).status).toBe(404);
  });

  it.each([
    ['no signature', () => undefined],
    ['a forged signature', (body: string) => signParley(body, undefined, 'not-the-secret')],
    ['a signature older than the tolerance', (body: string) => signParley(body, Math.floor(Date.now() / 1000) - 3600)],
    ['a malformed header', () => 't=abc,v1=zz'],
  ])('refuses a payment request with %s: 400, logged, still running', async (_name, sign) => {
    const body = JSON.stringify(schemas.requestExample);
    const before = logs.length;
    expect((await postCheckout(body, sign(body))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs.slice(before)).toMatch(/refused/);
    expectAlive();
  });

  it.each([
    ['malformed JSON', '{"id": '],
    ['JSON that is not a payment request', '[1, 2, 3]'],
    ['an unknown mode', JSON.stringify({id: 'payreq_1', mode: 'refund'})],
  ])('refuses a correctly signed body with %s: 400, still running', async (_name, body) => {
    expect((await postCheckout(body, signParley(body))).status).toBe(400);
    expectAlive();
  });

  it('answers 502 when Stripe fails, and keeps running', async () => {
    stripeStatus = 500;
    try {
      const body = JSON.stringify(schemas.requestExample);
      expect((await postCheckout(body, signParley(body))).status).toBe(502);
    } finally {
      stripeStatus = 200;
    }
    expectAlive();
  });

  it("logs Stripe's error type, code and parameter, never its message, which can quote the customer's email", async () => {
    stripeStatus = 400;
    stripeError = {
      type: 'invalid_request_error',
      code: 'email_invalid',
      param: 'customer_email',
      message: 'Invalid email address: dana@example.com',
    };
    try {
      const before = logs.length;
      const body = JSON.stringify(schemas.requestExample);
      expect((await postCheckout(body, signParley(body))).status).toBe(502);
      await vi.waitFor(() =>
        expect(logs.slice(before)).toContain(
          'Stripe refused it (StripeInvalidRequestError, email_invalid, customer_email)',
        ),
      );
      expect(logs.slice(before)).not.toContain('dana@example.com');
    } finally {
      stripeStatus = 200;
      stripeError = {type: 'api_error', message: 'Stripe is down'};
    }
    expectAlive();
  });

  it.each([
    ['no signature', undefined],
    ['a forged signature', 't=1,v1=0123'],
  ])('refuses a Stripe webhook with %s: 400, logged, still running', async (_name, signature) => {
    const before = logs.length;
    expect(await postStripe(JSON.stringify(stripeCases[0].event), signature)).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs.slice(before)).toMatch(/Stripe webhook refused/);
    expectAlive();
  });

  it.each(stripeCases.map((item) => [item.name, item] as const))(
    'reports the Stripe event "%s" as the guide says',
    async (_name, item) => {
      parleyEvents.length = 0;
      const payload = JSON.stringify(item.event);
      expect(await postStripe(payload, signStripe(payload))).toBe(200);
      if (item.expected === null) {
        expect(parleyEvents).toEqual([]);
        return;
      }
      expect(parleyEvents).toHaveLength(1);
      expect(parleyEvents[0].headers.authorization).toBe(`Bearer ${EVENTS_TOKEN}`);
      const event = JSON.parse(parleyEvents[0].body);
      expect(schemas.checkEvent(event)).toEqual([]);
      expect(event).toMatchObject(item.expected);
    },
  );

  it('answers a thin event (no data) 400 with a log line naming Snapshot, reports nothing, and keeps running', async () => {
    parleyEvents.length = 0;
    const before = logs.length;
    // What an event destination with the payload style Thin sends: the object's ID, not the object.
    const payload = JSON.stringify({
      id: 'evt_test_thin1',
      object: 'v2.core.event',
      type: 'checkout.session.completed',
      livemode: false,
      created: '2026-11-28T10:00:00.000Z',
      related_object: {id: 'cs_test_a1B2c3', type: 'checkout.session', url: '/v1/checkout/sessions/cs_test_a1B2c3'},
    });
    expect(await postStripe(payload, signStripe(payload))).toBe(400);
    await vi.waitFor(
      () =>
        expect(logs.slice(before)).toMatch(
          /Stripe webhook refused: a thin event, with no data; .*payload style to Snapshot/,
        ),
      {timeout: 5000},
    );
    expect(logs.slice(before)).not.toMatch(/No signatures found/);
    expect(parleyEvents).toEqual([]);
    expectAlive();
  });

  it('reports an event signed by the test endpoint (STRIPE_TEST_WEBHOOK_SECRET), as Preview payments are once live', async () => {
    parleyEvents.length = 0;
    const payload = JSON.stringify(stripeCases[0].event);
    const signature = stripeSigner.webhooks.generateTestHeaderString({payload, secret: STRIPE_TEST_WEBHOOK_SECRET});
    expect(await postStripe(payload, signature)).toBe(200);
    expect(parleyEvents).toHaveLength(1);
  });

  it("logs each event the Events URL took, with its 202, as the go-live checklist's deploy step has the reader look for", async () => {
    // Review 47 int #3: the pages send the reader to the log for the Events URL's 202; the server printed nothing then.
    const before = logs.length;
    const payload = JSON.stringify(stripeCases[0].event);
    expect(await postStripe(payload, signStripe(payload))).toBe(200);
    await vi.waitFor(() => expect(logs.slice(before)).toMatch(/payment\.succeeded for payreq_\S+: reported \(202\)/));
    eventsStatus = 409;
    try {
      const later = logs.length;
      expect(await postStripe(payload, signStripe(payload))).toBe(200);
      await vi.waitFor(() => expect(logs.slice(later)).toMatch(/the request already ended/));
      expect(logs.slice(later)).not.toMatch(/reported \(/);
    } finally {
      eventsStatus = 202;
    }
  });

  it.each([500, 503, 429])(
    'answers 500 to Stripe when the Events URL answers %i, so that Stripe sends the event again',
    async (status) => {
      eventsStatus = status;
      try {
        const payload = JSON.stringify(stripeCases[0].event);
        expect(await postStripe(payload, signStripe(payload))).toBe(500);
      } finally {
        eventsStatus = 202;
      }
      expectAlive();
    },
  );

  it.each([
    [
      'a paid one-off Checkout Session',
      'payment.succeeded',
      new RegExp(
        `the request already ended; refund PaymentIntent ${PAYMENT_INTENT} \\(Checkout Session cs_test_a1B2c3\\), or keep it and record it on the lead by hand`,
      ),
    ],
    [
      'a renewal invoice, paid (before 2025-03-31)',
      'subscription.renewed',
      /the request already ended; cancel subscription sub_1QK9bC2eZvKYlo2C and refund what it charged/,
    ],
    ['an expired Checkout Session', 'payment.expired', /the request already ended; nothing was paid, nothing to do/],
    [
      'a renewal invoice, failed (before 2025-03-31)',
      'subscription.past_due',
      /the request already ended; cancel subscription sub_1QK9bC2eZvKYlo2C/,
    ],
  ])(
    'a 409 for "%s" (%s) is answered 200 to Stripe, with a log line that says what is left to do',
    async (name, type, line) => {
      const item = stripeCases.find((candidate) => candidate.name === name)!;
      eventsStatus = 409;
      try {
        const before = logs.length;
        const payload = JSON.stringify(item.event);
        expect(await postStripe(payload, signStripe(payload))).toBe(200);
        await vi.waitFor(() => expect(logs.slice(before)).toMatch(line), {timeout: 5000});
        expect(logs.slice(before)).toContain(`${type} for `);
        if (type === 'payment.expired') expect(logs.slice(before)).not.toMatch(/refund/);
      } finally {
        eventsStatus = 202;
      }
      expectAlive();
    },
  );

  it('answers Stripe 500 within its time limit when the Events URL never answers, so that Stripe sends the event again', async () => {
    eventsHang = true;
    try {
      const before = logs.length;
      const started = Date.now();
      const payload = JSON.stringify(stripeCases[0].event);
      expect(await postStripe(payload, signStripe(payload))).toBe(500);
      // The sample gives up after 10 s, well within the time Stripe waits for an answer.
      expect(Date.now() - started).toBeLessThan(15_000);
      await vi.waitFor(() => expect(logs.slice(before)).toMatch(/Stripe event \S+: .*timeout/i), {timeout: 5000});
    } finally {
      eventsHang = false;
      for (const res of hanging.splice(0)) res.destroy();
    }
    expectAlive();
  }, 30_000);

  it('answers Stripe 200, not 500, while the integration is stopped (403), and says what is left to do', async () => {
    eventsStatus = 403;
    try {
      for (const [name, line] of [
        [
          'a paid one-off Checkout Session',
          new RegExp(`payment integration is stopped; not reported\\. Refund PaymentIntent ${PAYMENT_INTENT} `),
        ],
        ['a renewal invoice, failed (from 2025-03-31)', /Subscription sub_1QK9bC2eZvKYlo2C still charges: cancel it/],
      ] as const) {
        const item = stripeCases.find((candidate) => candidate.name === name)!;
        const before = logs.length;
        const payload = JSON.stringify(item.event);
        expect(await postStripe(payload, signStripe(payload)), name).toBe(200);
        await vi.waitFor(() => expect(logs.slice(before)).toMatch(line), {timeout: 5000});
      }
    } finally {
      eventsStatus = 202;
    }
    expectAlive();
  });

  // Review 42 #2: a disconnected integration's Events URL answers 401 too, so a server left running after Disconnect
  // fails every Stripe event and Stripe keeps sending them: custom-payment-integration#disconnect says to stop it.
  it('answers Stripe 500 when the Events URL answers 401 (a wrong token, or a disconnected integration)', async () => {
    eventsStatus = 401;
    try {
      const before = logs.length;
      const payload = JSON.stringify(stripeCases[0].event);
      expect(await postStripe(payload, signStripe(payload))).toBe(500);
      await vi.waitFor(() => expect(logs.slice(before)).toMatch(/Stripe event \S+: the Events URL answered 401/), {
        timeout: 5000,
      });
    } finally {
      eventsStatus = 202;
    }
    expectAlive();
  });

  it('a correctly signed Stripe event with a broken body is answered, not fatal', async () => {
    const payload = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: {
        object: {
          subscription: 'sub_1',
          billing_reason: 'subscription_cycle',
          subscription_details: {metadata: {parley_payment_request_id: 'payreq_1'}},
        },
      },
    });
    expect(await postStripe(payload, signStripe(payload))).toBe(500);
    expectAlive();
  });
});

describe(`${PAGE}: two chatbots on one Stripe account`, () => {
  // Stripe sends every event of the account to every endpoint; each chatbot's integration has its own keys.
  const A = {chatbot: 'bot_7Hq2mX9aLp', secret: 'whsec_parley_a', token: 'evt_token_a'};
  const B = {chatbot: 'bot_2Rt5nK8sWd', secret: 'whsec_parley_b', token: 'evt_token_b'};
  let twoServer: ChildProcess;
  let twoUrl = '';
  let twoLogs = '';

  beforeAll(async () => {
    const entry = (chatbot: typeof A) => ({
      signingSecret: chatbot.secret,
      eventsUrl: `http://127.0.0.1:${mockPort}/events/${chatbot.chatbot}`,
      eventsToken: chatbot.token,
    });
    ({server: twoServer, url: twoUrl} = await startSample({
      cwd: WORK,
      file: sampleServer().file,
      register: true,
      env: (port) => ({
        ...process.env,
        PORT: String(port),
        STRIPE_SECRET_KEY: 'sk_test_sample',
        STRIPE_WEBHOOK_SECRET,
        PARLEY_SIGNING_SECRET: '',
        PARLEY_EVENTS_URL: '',
        PARLEY_EVENTS_TOKEN: '',
        PARLEY_INTEGRATIONS: JSON.stringify({[A.chatbot]: entry(A), [B.chatbot]: entry(B)}),
      }),
      onLog: (chunk) => (twoLogs += chunk),
    }));
  }, 30_000);

  afterAll(() => {
    twoServer?.kill();
  });

  it("answers each chatbot's request signed with its own secret, and stores the chatbot in Stripe's metadata", async () => {
    const request = {...schemas.requestExample, chatbot_id: B.chatbot};
    const body = JSON.stringify(request);
    stripeCalls.length = 0;
    expect((await postCheckout(body, signParley(body, undefined, B.secret), undefined, twoUrl)).status).toBe(200);
    const params = new URLSearchParams(stripeCalls[0].body);
    expect(params.get('metadata[parley_chatbot_id]')).toBe(B.chatbot);
    expect(params.get('payment_intent_data[metadata][parley_chatbot_id]')).toBe(B.chatbot);
    // Chatbot A's secret does not sign chatbot B's requests.
    const forged = await postCheckout(body, signParley(body, undefined, A.secret), undefined, twoUrl);
    expect(forged.status).toBe(400);
  });

  it("accepts each chatbot's Send test request, which carries the integration's own chatbot in chatbot_id", async () => {
    // Send test request: the reference's example, with the integration's own chatbot in chatbot_id and "test": true.
    expect(schemas.requestExample.chatbot_id).toBe(A.chatbot);
    for (const chatbot of [A, B]) {
      const body = JSON.stringify({...schemas.requestExample, chatbot_id: chatbot.chatbot, test: true});
      stripeCalls.length = 0;
      const answer = await postCheckout(body, signParley(body, undefined, chatbot.secret), undefined, twoUrl);
      expect(answer.status, chatbot.chatbot).toBe(200);
      expect(new URLSearchParams(stripeCalls[0].body).get('metadata[parley_chatbot_id]')).toBe(chatbot.chatbot);
    }
    // The example's own chatbot (A) signed with B's secret is not B's request.
    const example = JSON.stringify({...schemas.requestExample, test: true});
    expect((await postCheckout(example, signParley(example, undefined, B.secret), undefined, twoUrl)).status).toBe(400);
  });

  it("reports each chatbot's payments to its own Events URL, with its own token", async () => {
    const paid = stripeCases[0].event;
    for (const chatbot of [A, B]) {
      parleyEvents.length = 0;
      const object = paid.data.object as {metadata: Record<string, string>};
      const event = {
        ...paid,
        data: {object: {...object, metadata: {...object.metadata, parley_chatbot_id: chatbot.chatbot}}},
      };
      const payload = JSON.stringify(event);
      expect(await postStripe(payload, signStripe(payload), twoUrl), twoLogs).toBe(200);
      expect(parleyEvents.map((call) => [call.path, call.headers.authorization])).toEqual([
        [`/events/${chatbot.chatbot}`, `Bearer ${chatbot.token}`],
      ]);
    }
    // A third chatbot on the same Stripe account, served elsewhere: nothing reported, and Stripe is not asked to retry.
    parleyEvents.length = 0;
    const object = paid.data.object as {metadata: Record<string, string>};
    const other = {
      ...paid,
      data: {object: {...object, metadata: {...object.metadata, parley_chatbot_id: 'bot_9Zq1wE4rTy'}}},
    };
    const payload = JSON.stringify(other);
    expect(await postStripe(payload, signStripe(payload), twoUrl)).toBe(200);
    expect(parleyEvents).toEqual([]);
  });

  it('reports the renewal of a subscription whose open invoice was finalized before it got its chatbot, by reading the subscription', async () => {
    // A past_due subscription of the Activepieces flows: its open invoice kept the metadata it had when finalized (no
    // parley_chatbot_id); set-chatbot-on-subscriptions.mjs then gave the subscription its chatbot, and Stripe's retry
    // pays that invoice.
    const renewal = stripeCases.find(
      (candidate) => candidate.name === "a renewal invoice paid on Stripe's retry, after it failed (before 2025-03-31)",
    )!;
    const invoice = renewal.event.data.object as {subscription: string; subscription_details: {metadata: object}};
    expect(invoice.subscription_details.metadata).not.toHaveProperty('parley_chatbot_id');
    stripeSubscriptions.set(invoice.subscription, {
      id: invoice.subscription,
      object: 'subscription',
      status: 'past_due',
      metadata: {...invoice.subscription_details.metadata, parley_chatbot_id: B.chatbot},
    });
    try {
      parleyEvents.length = 0;
      stripeCalls.length = 0;
      const before = twoLogs.length;
      const payload = JSON.stringify(renewal.event);
      expect(await postStripe(payload, signStripe(payload), twoUrl), twoLogs).toBe(200);
      expect(stripeCalls.map((call) => call.path)).toEqual([`/v1/subscriptions/${invoice.subscription}`]);
      expect(parleyEvents.map((call) => [call.path, JSON.parse(call.body).type])).toEqual([
        [`/events/${B.chatbot}`, 'subscription.renewed'],
      ]);
      expect(twoLogs.slice(before)).not.toMatch(/not in PARLEY_INTEGRATIONS/);
    } finally {
      stripeSubscriptions.clear();
    }
  });

  it("logs another chatbot's test payment as such, not as a customer's request paid with a test card", async () => {
    // Another server's chatbot tests on the same Stripe account: its test-mode events reach this server too.
    const paid = stripeCases[0].event;
    const object = paid.data.object as {metadata: Record<string, string>};
    const payload = JSON.stringify({
      ...paid,
      livemode: false,
      data: {
        object: {
          ...object,
          metadata: {...object.metadata, parley_chatbot_id: 'bot_9Zq1wE4rTy', parley_test: 'f'.repeat(64)},
        },
      },
    });
    parleyEvents.length = 0;
    const before = twoLogs.length;
    expect(await postStripe(payload, signStripe(payload), twoUrl)).toBe(200);
    expect(parleyEvents).toEqual([]);
    await vi.waitFor(() =>
      expect(twoLogs.slice(before)).toMatch(/another chatbot's test payment \(bot_9Zq1wE4rTy\); not reported/),
    );
    expect(twoLogs.slice(before)).not.toMatch(/which is not a test request/);
  });

  it("answers Stripe 200, not 500, when an Events URL does not know another integration's payment request", async () => {
    // The single-integration server receives a payment of a chatbot it does not serve: its Events URL answers 404.
    eventsNotFound.add('/events');
    try {
      parleyEvents.length = 0;
      const before = logs.length;
      const payload = JSON.stringify(stripeCases[0].event);
      expect(await postStripe(payload, signStripe(payload))).toBe(200);
      expect(parleyEvents).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logs.slice(before)).toMatch(/knows no such payment request; not retried/);
    } finally {
      eventsNotFound.delete('/events');
    }
    expectAlive();
  });

  it('says to cancel a subscription whose request the Events URL does not know, as after its lead or chatbot was deleted', async () => {
    eventsNotFound.add('/events');
    try {
      const renewal = stripeCases.find(
        (candidate) => candidate.name === 'a renewal invoice, paid (before 2025-03-31)',
      )!;
      const before = logs.length;
      const payload = JSON.stringify(renewal.event);
      expect(await postStripe(payload, signStripe(payload))).toBe(200);
      await vi.waitFor(() =>
        expect(logs.slice(before)).toMatch(
          /subscription\.renewed for payreq_\w+: the Events URL knows no such payment request; not retried: cancel subscription sub_\w+ at Stripe if its chatbot or lead was deleted/,
        ),
      );
    } finally {
      eventsNotFound.delete('/events');
    }
    expectAlive();
  });
});

describe(`${PAGE}: the complete server without a required variable`, () => {
  /** Runs the sample to its end with the variables of the complete server, less `unset`. */
  const run = (unset: string[], extra: Record<string, string> = {}) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      STRIPE_SECRET_KEY: 'sk_test_sample',
      STRIPE_WEBHOOK_SECRET,
      PARLEY_SIGNING_SECRET: SIGNING_SECRET,
      PARLEY_EVENTS_URL: `http://127.0.0.1:${mockPort}/events`,
      PARLEY_EVENTS_TOKEN: EVENTS_TOKEN,
      PARLEY_INTEGRATIONS: '',
      ...extra,
    };
    for (const name of unset) delete env[name];
    return spawnSync(process.execPath, ['--import', './register.mjs', sampleServer().file], {
      cwd: WORK,
      env,
      encoding: 'utf8',
      timeout: 15_000,
    });
  };

  it('stops at start without STRIPE_WEBHOOK_SECRET, naming it, instead of failing on each Stripe event', () => {
    const result = run(['STRIPE_WEBHOOK_SECRET']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not started: set STRIPE_WEBHOOK_SECRET in the environment.');
    expect(result.stdout).not.toMatch(/Listening/);
  });

  it('names each missing PARLEY_ variable, and none of them when PARLEY_INTEGRATIONS is set', () => {
    const result = run(['STRIPE_WEBHOOK_SECRET', 'PARLEY_EVENTS_URL', 'PARLEY_EVENTS_TOKEN']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not started: set STRIPE_WEBHOOK_SECRET, PARLEY_EVENTS_URL, PARLEY_EVENTS_TOKEN');
    const several = run(['PARLEY_SIGNING_SECRET', 'PARLEY_EVENTS_URL', 'PARLEY_EVENTS_TOKEN', 'STRIPE_SECRET_KEY'], {
      PARLEY_INTEGRATIONS: '{}',
    });
    expect(several.status).toBe(1);
    expect(several.stderr).toContain('Not started: set STRIPE_SECRET_KEY in the environment.');
  });
});

describe(`${PAGE}: the complete server with a bad PARLEY_INTEGRATIONS`, () => {
  const GOOD = {
    signingSecret: 'whsec_good_secret_1',
    eventsUrl: 'https://parley.example/events/1',
    eventsToken: 'tok_good_1',
  };
  /** Runs the sample to its end with only PARLEY_INTEGRATIONS for the Parley side. */
  const run = (integrations: string) =>
    spawnSync(process.execPath, ['--import', './register.mjs', sampleServer().file], {
      cwd: WORK,
      env: {
        ...process.env,
        PORT: '0',
        STRIPE_SECRET_KEY: 'sk_test_sample',
        STRIPE_WEBHOOK_SECRET,
        PARLEY_SIGNING_SECRET: '',
        PARLEY_EVENTS_URL: '',
        PARLEY_EVENTS_TOKEN: '',
        PARLEY_INTEGRATIONS: integrations,
      },
      encoding: 'utf8',
      timeout: 15_000,
    });

  it('stops on invalid JSON, saying where it breaks, without printing a secret or token', () => {
    // A trailing comma, the usual slip when an entry is deleted.
    const value = `{"bot_7Hq2mX9aLp": {"signingSecret": "whsec_leak_me", "eventsUrl": "https://parley.example/e", "eventsToken": "tok_leak_me"},}`;
    const result = run(value);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Not started: PARLEY_INTEGRATIONS is not valid JSON \(position \d+/);
    const output = result.stdout + result.stderr;
    expect(output).not.toContain('whsec_leak_me');
    expect(output).not.toContain('tok_leak_me');
    expect(output).not.toMatch(/Listening/);
  });

  it('stops on JSON that Node would quote whole in its error, without printing it', () => {
    const result = run('whsec_leak_me');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not started: PARLEY_INTEGRATIONS is not valid JSON');
    expect(result.stdout + result.stderr).not.toContain('whsec_leak_me');
  });

  it('names each bad entry and what is wrong with it, never its values', () => {
    const result = run(
      JSON.stringify({
        bot_7Hq2mX9aLp: GOOD,
        bot_2Rt5nK8sWd: {...GOOD, signingSecret: '', eventsUrl: 'http://parley.example/events/2'},
        bot_9Zq1wE4rTy: {signingSecret: 'whsec_leak_me', eventsUrl: 'https://parley.example/events/3'},
        chatbot_one: {...GOOD, eventsToken: 'tok_leak_me'},
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Not started: PARLEY_INTEGRATIONS bot_2Rt5nK8sWd: signingSecret is empty, eventsUrl is not an https URL; ' +
        'PARLEY_INTEGRATIONS bot_9Zq1wE4rTy: eventsToken is empty; ' +
        'PARLEY_INTEGRATIONS an entry: its key is not a Chatbot ID (bot_…).',
    );
    const output = result.stdout + result.stderr;
    for (const value of ['whsec_leak_me', 'tok_leak_me', GOOD.signingSecret, GOOD.eventsToken]) {
      expect(output).not.toContain(value);
    }
    expect(output).not.toMatch(/bot_7Hq2mX9aLp|Listening/);
  });

  it('stops when it names no chatbot', () => {
    const result = run('{}');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not started: PARLEY_INTEGRATIONS names no chatbot.');
  });
});

/** The complete server once live (a live key, the test key for test requests); `overrides` change its variables. */
function startLiveSample(overrides: Record<string, string>, onLog: (chunk: string) => void) {
  return startSample({
    cwd: WORK,
    file: sampleServer().file,
    register: true,
    env: (port) => ({
      ...process.env,
      PORT: String(port),
      STRIPE_SECRET_KEY: 'sk_live_sample',
      STRIPE_TEST_SECRET_KEY: TEST_REQUEST_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_TEST_WEBHOOK_SECRET,
      PARLEY_SIGNING_SECRET: SIGNING_SECRET,
      PARLEY_EVENTS_URL: `http://127.0.0.1:${mockPort}/events`,
      PARLEY_EVENTS_TOKEN: EVENTS_TOKEN,
      ...overrides,
    }),
    onLog,
  });
}

/** The complete server started with `overrides` for the tests of one describe block (stopped after them), its URL and its log so far. */
function liveSampleWith(overrides: Record<string, string>): {server?: ChildProcess; url: string; logs: string} {
  const sample: {server?: ChildProcess; url: string; logs: string} = {url: '', logs: ''};
  beforeAll(async () => {
    ({server: sample.server, url: sample.url} = await startLiveSample(overrides, (chunk) => (sample.logs += chunk)));
  }, 30_000);
  afterAll(() => {
    sample.server?.kill();
  });
  return sample;
}

describe(`${PAGE}: one chatbot's server with PARLEY_CHATBOT_ID, on a Stripe account another chatbot shares`, () => {
  // Review 40 #5: with the single PARLEY_* variables, Stripe still sends this server every chatbot's payments. With
  // PARLEY_CHATBOT_ID it skips another chatbot's (logged once per chatbot), instead of reporting them to its own
  // Events URL, whose 404 would advise cancelling a subscription that is not this chatbot's.
  const own = 'bot_7Hq2mX9aLp';
  const other = 'bot_9Zq1wE4rTy';
  const single = liveSampleWith({PARLEY_CHATBOT_ID: own, STRIPE_TEST_SECRET_KEY: '', STRIPE_TEST_WEBHOOK_SECRET: ''});

  async function paidBy(chatbot: string | null, id: string) {
    const base = stripeCases[0].event;
    const object = base.data.object as {metadata: Record<string, string>};
    const metadata = {...object.metadata};
    if (chatbot === null) delete metadata.parley_chatbot_id;
    else metadata.parley_chatbot_id = chatbot;
    const payload = JSON.stringify({...base, id, livemode: true, data: {object: {...object, metadata}}});
    parleyEvents.length = 0;
    const status = await postStripe(payload, signStripe(payload), single.url);
    return {status, reported: parleyEvents.map((call) => call.path)};
  }

  it("reports its own chatbot's payment, and one without a chatbot (from before the server stored it)", async () => {
    expect(await paidBy(own, 'evt_own_1')).toEqual({status: 200, reported: ['/events']});
    expect(await paidBy(null, 'evt_none_1')).toEqual({status: 200, reported: ['/events']});
  });

  it("skips another chatbot's payments with 200 to Stripe, and logs them once, as another chatbot's", async () => {
    const before = single.logs.length;
    expect(await paidBy(other, 'evt_other_1')).toEqual({status: 200, reported: []});
    expect(await paidBy(other, 'evt_other_2')).toEqual({status: 200, reported: []});
    await vi.waitFor(() => expect(single.logs.slice(before)).toMatch(/another chatbot's payment \(bot_9Zq1wE4rTy/));
    const log = single.logs.slice(before);
    expect(log.match(/another chatbot's payment/g)).toHaveLength(1);
    expect(log).not.toMatch(/knows no such payment request|cancel subscription/);
    expect(single.server?.exitCode).toBeNull();
  });

  it("refuses a payment request of another chatbot signed with this integration's secret", async () => {
    const body = JSON.stringify({...schemas.requestExample, chatbot_id: other});
    const before = single.logs.length;
    expect((await postCheckout(body, signParley(body), undefined, single.url)).status).toBe(400);
    // Review 47 int #1: the line the server's Troubleshooting quotes for a PARLEY_CHATBOT_ID left on the test chatbot.
    await vi.waitFor(() =>
      expect(single.logs.slice(before)).toContain(
        'Payment request refused: not a payment request of the integration that signed it',
      ),
    );
    const mine = JSON.stringify({...schemas.requestExample, chatbot_id: own});
    expect((await postCheckout(mine, signParley(mine), undefined, single.url)).status).toBe(200);
  });
});

describe(`${PAGE}: the complete server without STRIPE_TEST_WEBHOOK_SECRET`, () => {
  // After go-live with a test key for test requests but without the test endpoint's secret: the events of Preview
  // payments are refused. The reader must be told which variable is missing, at start and with each refusal.
  const bare = liveSampleWith({STRIPE_TEST_WEBHOOK_SECRET: ''});

  it('names STRIPE_TEST_WEBHOOK_SECRET when it starts, and the server set up with it does not', async () => {
    await vi.waitFor(() => expect(bare.logs).toMatch(/Listening on port \d+/), {timeout: 5000});
    expect(bare.logs).toMatch(/STRIPE_TEST_WEBHOOK_SECRET is not set/);
    expect(logs).toMatch(/Listening on port \d+/);
    expect(logs).not.toMatch(/STRIPE_TEST_WEBHOOK_SECRET is not set/);
  });

  it("names STRIPE_TEST_WEBHOOK_SECRET when it refuses a test endpoint's event with 400", async () => {
    parleyEvents.length = 0;
    const before = bare.logs.length;
    const payload = JSON.stringify({...stripeCases[0].event, livemode: false});
    const signature = stripeSigner.webhooks.generateTestHeaderString({payload, secret: STRIPE_TEST_WEBHOOK_SECRET});
    expect(await postStripe(payload, signature, bare.url)).toBe(400);
    expect(parleyEvents).toEqual([]);
    await vi.waitFor(() =>
      expect(bare.logs.slice(before)).toMatch(/Stripe webhook refused: .*STRIPE_TEST_WEBHOOK_SECRET is not set/),
    );
    expect(bare.server?.exitCode).toBeNull();
  });
});

describe(`${PAGE}: the complete server with a live key and no test key`, () => {
  // Review 43 int #1: STRIPE_TEST_SECRET_KEY is optional, but without it every test request (Send test request, the
  // Preview panel, test chatbots) opens a live checkout. The server says so when it starts.
  const liveOnly = liveSampleWith({STRIPE_TEST_SECRET_KEY: '', STRIPE_TEST_WEBHOOK_SECRET: ''});

  it('warns at start that its tests charge real cards, and names both test variables', async () => {
    await vi.waitFor(() => expect(liveOnly.logs).toMatch(/Listening on port \d+/), {timeout: 5000});
    expect(liveOnly.logs).toContain(
      'A live key and no STRIPE_TEST_SECRET_KEY: Send test request, the Preview panel and test chatbots open live checkouts, and paying one charges a real card. Set STRIPE_TEST_SECRET_KEY and STRIPE_TEST_WEBHOOK_SECRET.',
    );
    expect(liveOnly.logs).not.toMatch(/STRIPE_TEST_WEBHOOK_SECRET is not set/);
    expect(logs).not.toMatch(/A live key and no STRIPE_TEST_SECRET_KEY/);
  });
});

describe(`${PAGE}: the complete server once live, with a test-mode event`, () => {
  // With the test key, anyone can pay a customer's payment request with a test card: their own test-mode Checkout
  // Session, with the request's ID and any metadata they like. Once the server has a live key, a test-mode event
  // reports only a test request ("test": true), by the mark the server signed with the integration's Signing secret.
  const live = liveSampleWith({PARLEY_INTEGRATIONS: ''});

  /** The mark the server stores in the Checkout Session's metadata for a request. */
  async function markOf(test: boolean) {
    const body = JSON.stringify({...schemas.requestExample, test});
    stripeCalls.length = 0;
    expect((await postCheckout(body, signParley(body), undefined, live.url)).status, live.logs).toBe(200);
    const params = new URLSearchParams(stripeCalls[0].body);
    expect(params.get('payment_intent_data[metadata][parley_test]')).toBe(params.get('metadata[parley_test]'));
    return params.get('metadata[parley_test]');
  }

  /** A paid Checkout Session event, in test mode or live mode, with the given `parley_test` metadata. */
  async function paid(livemode: boolean, mark: string | null) {
    const base = stripeCases[0].event;
    const object = base.data.object as {metadata: Record<string, string>};
    const metadata = mark === null ? object.metadata : {...object.metadata, parley_test: mark};
    const payload = JSON.stringify({...base, livemode, data: {object: {...object, metadata}}});
    const secret = livemode ? STRIPE_WEBHOOK_SECRET : STRIPE_TEST_WEBHOOK_SECRET;
    parleyEvents.length = 0;
    const before = live.logs.length;
    const status = await postStripe(
      payload,
      stripeSigner.webhooks.generateTestHeaderString({payload, secret}),
      live.url,
    );
    return {status, reported: parleyEvents.length, log: () => live.logs.slice(before)};
  }

  it('marks a customer\'s request "false" and a test request with a signed mark, on the session and the payment', async () => {
    expect(await markOf(false)).toBe('false');
    const mark = await markOf(true);
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["a customer's request", 'false'],
    ['a mark its sender wrote', 'true'],
    ['no mark', null],
  ])('does not report a test-mode payment with %s: 200 to Stripe, logged', async (_name, mark) => {
    const result = await paid(false, mark);
    expect(result.status).toBe(200);
    expect(result.reported).toBe(0);
    await vi.waitFor(() =>
      expect(result.log()).toMatch(/a test-mode event for payreq_\w+, which is not a test request; not reported/),
    );
    expect(live.server?.exitCode).toBeNull();
  });

  it("reports a test-mode payment of a test request, and a live payment of a customer's request", async () => {
    const mark = await markOf(true);
    expect((await paid(false, mark)).reported).toBe(1);
    expect((await paid(true, 'false')).reported).toBe(1);
  });
});

describe(`${PAGE}: the complete server before go-live, with test keys only`, () => {
  // On the Pro plan the live chatbot sends "test": false while the server holds only test keys: a visitor who reached
  // the flow could pay with a test card. Only the team's own test sets ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1.
  const allow = liveSampleWith({STRIPE_SECRET_KEY: 'sk_test_sample', ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT: '1'});

  /** A test-mode paid Checkout Session event for a customer's request (`"test": false`), as a test card makes. */
  function customersTestPayment() {
    const base = stripeCases[0].event;
    const object = base.data.object as {metadata: Record<string, string>};
    return JSON.stringify({
      ...base,
      livemode: false,
      data: {object: {...object, metadata: {...object.metadata, parley_test: 'false'}}},
    });
  }

  it("does not report a test-mode payment of a customer's request without ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT, and logs why", async () => {
    // The first server above runs with sk_test_… keys and without the variable.
    const payload = customersTestPayment();
    parleyEvents.length = 0;
    const before = logs.length;
    expect(await postStripe(payload, signStripe(payload))).toBe(200);
    expect(parleyEvents).toEqual([]);
    await vi.waitFor(() =>
      expect(logs.slice(before)).toMatch(
        /a test-mode event for payreq_\w+, which is not a test request; not reported \(ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1/,
      ),
    );
    expectAlive();
  });

  it("reports a test request's test-mode payment without the variable", async () => {
    const body = JSON.stringify({...schemas.requestExample, test: true});
    stripeCalls.length = 0;
    expect((await postCheckout(body, signParley(body))).status, logs).toBe(200);
    const mark = new URLSearchParams(stripeCalls[0].body).get('metadata[parley_test]') ?? '';
    const base = stripeCases[0].event;
    const object = base.data.object as {metadata: Record<string, string>};
    const payload = JSON.stringify({
      ...base,
      livemode: false,
      data: {object: {...object, metadata: {...object.metadata, parley_test: mark}}},
    });
    parleyEvents.length = 0;
    expect(await postStripe(payload, signStripe(payload))).toBe(200);
    expect(parleyEvents).toHaveLength(1);
  });

  it("reports a test-mode payment of a customer's request with ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1, as your team's test on the live chatbot needs", async () => {
    const payload = customersTestPayment();
    parleyEvents.length = 0;
    expect(await postStripe(payload, signStripe(payload), allow.url), allow.logs).toBe(200);
    expect(parleyEvents).toHaveLength(1);
  });
});

describe(`${PAGE}: a copy of the server for a test chatbot, without PARLEY_CHATBOT_ID`, () => {
  // Review 48 int #4: a copy with test keys and no PARLEY_CHATBOT_ID gets the live chatbot's Preview test events too,
  // whose mark is signed with the live chatbot's secret. It names them another chatbot's test payment, not a
  // customer's request missing ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT, which would not help.
  const copy = liveSampleWith({
    STRIPE_SECRET_KEY: 'sk_test_sample',
    STRIPE_TEST_SECRET_KEY: '',
    STRIPE_TEST_WEBHOOK_SECRET: '',
  });

  it("logs the live chatbot's Preview test payment as another chatbot's test payment, without the ALLOW advice", async () => {
    const base = stripeCases[0].event;
    const object = base.data.object as {metadata: Record<string, string>};
    const liveBot = 'bot_4Lv8pQ2nXs';
    const mark = crypto.createHmac('sha256', 'whsec_parley_live_chatbot').update('payreq_other.test').digest('hex');
    const payload = JSON.stringify({
      ...base,
      livemode: false,
      data: {object: {...object, metadata: {...object.metadata, parley_chatbot_id: liveBot, parley_test: mark}}},
    });
    parleyEvents.length = 0;
    const before = copy.logs.length;
    expect(await postStripe(payload, signStripe(payload), copy.url)).toBe(200);
    expect(parleyEvents).toEqual([]);
    await vi.waitFor(() =>
      expect(copy.logs.slice(before)).toMatch(/another chatbot's test payment \(bot_4Lv8pQ2nXs\); not reported/),
    );
    expect(copy.logs.slice(before)).not.toMatch(/ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT/);
  });
});

describe(`${PAGE}: the complete server with PARLEY_INTEGRATIONS and the single PARLEY_* variables`, () => {
  // Review 48 int #3: with PARLEY_INTEGRATIONS the single variables serve no chatbot; the server says so at start.
  const entry = {
    signingSecret: 'whsec_parley_live',
    eventsUrl: 'https://example.com/events',
    eventsToken: 'evt_token_live',
  };
  const both = liveSampleWith({
    PARLEY_CHATBOT_ID: 'bot_7Hq2mX9aLp',
    PARLEY_INTEGRATIONS: JSON.stringify({bot_4Lv8pQ2nXs: entry}),
  });
  const alone = liveSampleWith({
    PARLEY_SIGNING_SECRET: '',
    PARLEY_EVENTS_URL: '',
    PARLEY_EVENTS_TOKEN: '',
    PARLEY_INTEGRATIONS: JSON.stringify({bot_4Lv8pQ2nXs: entry}),
  });

  it('warns at start that the single variables are ignored, naming each set one, and keeps running', async () => {
    await vi.waitFor(() =>
      expect(both.logs).toContain(
        "PARLEY_INTEGRATIONS is set, so PARLEY_SIGNING_SECRET, PARLEY_EVENTS_URL, PARLEY_EVENTS_TOKEN, PARLEY_CHATBOT_ID are ignored: move that chatbot's values into an entry of its own in PARLEY_INTEGRATIONS.",
      ),
    );
    expect(both.logs).not.toContain('whsec_parley_live');
    expect(both.server?.exitCode).toBeNull();
  });

  it('says nothing of them when only PARLEY_INTEGRATIONS is set', async () => {
    await vi.waitFor(() => expect(alone.logs).toContain('Listening on port'));
    expect(alone.logs).not.toMatch(/are ignored|is ignored/);
  });
});

describe(`${PAGE}: the complete server once live, with ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT left set`, () => {
  const left = liveSampleWith({ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT: '1'});

  it("ignores it: says so at start and reports no test-mode payment of a customer's request", async () => {
    await vi.waitFor(() => expect(left.logs).toMatch(/ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is ignored with a live key/));
    const base = stripeCases[0].event;
    const object = base.data.object as {metadata: Record<string, string>};
    const payload = JSON.stringify({
      ...base,
      livemode: false,
      data: {object: {...object, metadata: {...object.metadata, parley_test: 'false'}}},
    });
    parleyEvents.length = 0;
    const signature = stripeSigner.webhooks.generateTestHeaderString({payload, secret: STRIPE_TEST_WEBHOOK_SECRET});
    expect(await postStripe(payload, signature, left.url)).toBe(200);
    expect(parleyEvents).toEqual([]);
  });
});
