// Node.js 22 or later (an LTS release). An ES module: keep the .mjs name, or set "type": "module" in package.json.
// npm install (beside the package.json published with it), or npm init -y && npm install express stripe@23.1.0; then: node server.mjs
import crypto from 'node:crypto';
import express from 'express';
import Stripe from 'stripe';

// Without these the server could verify no Stripe event or report no payment: it names each one missing and stops.
const missing = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  ...(process.env.PARLEY_INTEGRATIONS ? [] : ['PARLEY_SIGNING_SECRET', 'PARLEY_EVENTS_URL', 'PARLEY_EVENTS_TOKEN']),
].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`Not started: set ${missing.join(', ')} in the environment.`);
  process.exit(1);
}

const stripeLive = new Stripe(process.env.STRIPE_SECRET_KEY);
// Optional: with a test key here, test requests ("test": true: Send test request, Preview, test chatbots) use test mode,
// also once the live key is set. STRIPE_TEST_WEBHOOK_SECRET then lets the test endpoint's events in too.
const stripeForTests = process.env.STRIPE_TEST_SECRET_KEY ? new Stripe(process.env.STRIPE_TEST_SECRET_KEY) : stripeLive;
// With a test key and no test endpoint secret, the test requests' events are refused: say so at start and on each.
const TEST_SECRET_MISSING =
  process.env.STRIPE_TEST_SECRET_KEY && !process.env.STRIPE_TEST_WEBHOOK_SECRET
    ? "STRIPE_TEST_WEBHOOK_SECRET is not set: the test endpoint's events (Send test request, Preview payments) are refused with 400. Set it to that endpoint's signing secret."
    : '';
const app = express();
const TOLERANCE_SECONDS = 5 * 60;
// Stripe counts its 30-minute minimum from the moment this server creates the session.
const STRIPE_MIN_EXPIRY_SECONDS = (30 + 1) * 60;

// The payment integrations this server serves. Each chatbot's integration has its own Signing secret, Events URL
// and Events token. One chatbot: PARLEY_SIGNING_SECRET, PARLEY_EVENTS_URL and PARLEY_EVENTS_TOKEN. Several chatbots
// on one Stripe account: PARLEY_INTEGRATIONS instead, as JSON keyed by chatbot ID:
// {"bot_…": {"signingSecret": "…", "eventsUrl": "…", "eventsToken": "…"}, "bot_…": {…}}
// Its values are secrets: a problem is named by chatbot ID and key, never by printing a value.
function readIntegrations(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Node's own message can quote the whole value: keep only where the JSON breaks.
    const where = /position \d+( \(line \d+ column \d+\))?/.exec(error.message)?.[0] ?? 'check its quotes and commas';
    return {problems: [`PARLEY_INTEGRATIONS is not valid JSON (${where})`]};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return {problems: ['PARLEY_INTEGRATIONS is not a JSON object keyed by chatbot ID']};
  }
  const problems = [];
  const entries = Object.entries(parsed);
  if (entries.length === 0) problems.push('PARLEY_INTEGRATIONS names no chatbot');
  for (const [chatbotId, keys] of entries) {
    const name = /^bot_[A-Za-z0-9]+$/.test(chatbotId) ? chatbotId : 'an entry';
    const bad = [];
    if (name !== chatbotId) bad.push('its key is not a Chatbot ID (bot_…)');
    const filled = (key) => typeof keys?.[key] === 'string' && keys[key].trim() !== '';
    if (!filled('signingSecret')) bad.push('signingSecret is empty');
    if (!filled('eventsToken')) bad.push('eventsToken is empty');
    // https, or http on this machine only (a local stand-in while you test).
    const url = URL.canParse(keys?.eventsUrl) ? new URL(keys.eventsUrl) : null;
    const local = url?.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url?.protocol !== 'https:' && !local) bad.push('eventsUrl is not an https URL');
    if (bad.length > 0) problems.push(`PARLEY_INTEGRATIONS ${name}: ${bad.join(', ')}`);
  }
  return {problems, integrations: entries.map(([chatbotId, keys]) => ({chatbotId, ...keys}))};
}
const several = process.env.PARLEY_INTEGRATIONS ? readIntegrations(process.env.PARLEY_INTEGRATIONS) : null;
if (several?.problems.length > 0) {
  console.error(`Not started: ${several.problems.join('; ')}.`);
  process.exit(1);
}
// With PARLEY_INTEGRATIONS, the single variables serve no chatbot: said at start, so that none is dropped unseen.
const IGNORED_SINGLE = several
  ? ['PARLEY_SIGNING_SECRET', 'PARLEY_EVENTS_URL', 'PARLEY_EVENTS_TOKEN', 'PARLEY_CHATBOT_ID'].filter((name) => process.env[name])
  : [];
const INTEGRATIONS = several
  ? several.integrations
  : [
      {
        // Optional: the chatbot's ID (bot_…), so that another chatbot's payments on the same Stripe account are
        // skipped, not reported here. Without it, this integration takes every chatbot's.
        chatbotId: process.env.PARLEY_CHATBOT_ID || null,
        signingSecret: process.env.PARLEY_SIGNING_SECRET,
        eventsUrl: process.env.PARLEY_EVENTS_URL,
        eventsToken: process.env.PARLEY_EVENTS_TOKEN,
      },
    ];
// An event without a chatbot (a session or subscription from before the server stored it, or from the Activepieces
// flows) goes to the single integration; with PARLEY_INTEGRATIONS, to none (see "Coming from the Activepieces flows").
const integrationOf = (chatbotId) => {
  if (several) return INTEGRATIONS.find((integration) => integration.chatbotId === chatbotId);
  const [only] = INTEGRATIONS;
  return !chatbotId || only.chatbotId === null || only.chatbotId === chatbotId ? only : undefined;
};
// Another chatbot's payments are logged once per chatbot: its own server or flow reports them.
const skippedChatbots = new Set();

// Parley-Signature: t=<unix time>,v1=<hex HMAC>[,v1=<hex HMAC while a secret is rolled>]
// Returns the integration whose Signing secret signed the request, or null.
function verifyParley(req) {
  if (!Buffer.isBuffer(req.body)) return null;
  const pairs = (req.get('Parley-Signature') ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(pairs.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) return null;
  const signed = (secret) => {
    const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(req.body).digest();
    return pairs.some(([key, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return key === 'v1' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
  };
  return INTEGRATIONS.find((integration) => integration.signingSecret && signed(integration.signingSecret)) ?? null;
}

// Once the server has a live key, a test-mode Stripe event may confirm only a test request ("test": true): else
// anyone with the test key could pay a customer's request with a test card. Whoever holds the test key can write
// any metadata, so a test request's mark is an HMAC with the integration's Signing secret, which they do not have.
const LIVE = /^(sk|rk)_live_/.test(process.env.STRIPE_SECRET_KEY);
// Before go-live too, a test-mode payment confirms a customer's request ("test": false) only while your team tests
// on the live chatbot (Pro plan): set this to 1 for that test, and remove it at go-live. With a live key it is ignored.
const ALLOW_TEST_ON_LIVE = !LIVE && process.env.ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT === '1';
const testMark = (integration, requestId) =>
  crypto.createHmac('sha256', integration.signingSecret).update(`${requestId}.test`).digest('hex');

function readRequest(body) {
  try {
    const request = JSON.parse(body.toString('utf8'));
    const valid = typeof request?.id === 'string' && ['payment', 'subscription', 'portal'].includes(request.mode);
    return valid ? request : null;
  } catch {
    return null;
  }
}

// A Checkout Session for `payment` and `subscription`, a customer portal session for `portal`.
async function createSession(request, integration) {
  const verified = request.visitor?.verified === true;
  const stripe = request.test === true ? stripeForTests : stripeLive;
  if (request.mode === 'portal') {
    if (!verified || !request.customer_reference) return null;
    return stripe.billingPortal.sessions.create({customer: request.customer_reference, return_url: request.return_url});
  }
  // On the session, the PaymentIntent or the subscription, and so on every invoice: which request, which chatbot,
  // and whether it is a test request (signed: see testMark).
  const metadata = {
    parley_payment_request_id: request.id,
    parley_chatbot_id: request.chatbot_id,
    parley_test: request.test === true ? testMark(integration, request.id) : 'false',
  };
  // A test request builds its price from amount and currency: a live price ID does not exist in test mode.
  const lineItem = request.price_id && request.test !== true
    ? {price: request.price_id, quantity: request.quantity}
    : {
        quantity: request.quantity,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amount,
          product_data: {name: request.product_name},
          ...(request.mode === 'subscription' ? {recurring: {interval: request.interval}} : {}),
        },
      };
  return stripe.checkout.sessions.create({
    mode: request.mode,
    // Cards only (wallets such as Apple Pay and Google Pay pay by card): Stripe confirms them at checkout. A bank
    // debit (SEPA, ACH, Bacs) is confirmed days later, after the payment request has ended.
    payment_method_types: ['card'],
    line_items: [lineItem],
    client_reference_id: request.id,
    metadata: {...metadata, parley_session_id: request.session_id},
    // A typed email only fills in the form; a verified customer reuses their Stripe customer.
    ...(verified && request.customer_reference
      ? {customer: request.customer_reference}
      : {customer_email: request.lead?.email || undefined}),
    ...(request.mode === 'payment'
      ? {payment_intent_data: {metadata}}
      : {subscription_data: {metadata, ...(request.trial_days > 0 ? {trial_period_days: request.trial_days} : {})}}),
    success_url: request.return_url,
    cancel_url: request.return_url,
    expires_at: Math.max(request.expires_at_unix, Math.floor(Date.now() / 1000) + STRIPE_MIN_EXPIRY_SECONDS),
  });
}

app.post('/parley/checkout', express.raw({type: '*/*'}), async (req, res) => {
  const integration = verifyParley(req);
  if (!integration) {
    console.warn('Payment request refused: Parley-Signature missing, wrong or too old');
    return res.status(400).json({error: 'invalid_signature'});
  }
  const request = readRequest(req.body);
  if (!request || (integration.chatbotId !== null && request.chatbot_id !== integration.chatbotId)) {
    console.warn('Payment request refused: not a payment request of the integration that signed it');
    return res.status(400).json({error: 'invalid_request'});
  }
  try {
    const session = await createSession(request, integration);
    if (!session) return res.status(404).json({error: 'no_customer'});
    res.json({payment_url: session.url, provider_reference: session.id});
  } catch (error) {
    // Stripe's message can quote the customer's email address: log its type, code and parameter only.
    console.error(`Payment request ${request.id}: Stripe refused it (${[error.type, error.code, error.param].filter(Boolean).join(', ')})`);
    res.status(502).json({error: 'provider_error'});
  }
});

const iso = (unix) => new Date(unix * 1000).toISOString().replace('.000Z', 'Z');

// Invoices carry their subscription in `parent.subscription_details` from Stripe API 2025-03-31, before it in
// `subscription` and `subscription_details`.
function invoiceSubscription(invoice) {
  const details = invoice.parent?.subscription_details ?? invoice.subscription_details ?? {};
  return {
    id: typeof invoice.subscription === 'string' ? invoice.subscription : (details.subscription ?? null),
    metadata: details.metadata ?? {},
  };
}

// The Parley payment event for a Stripe event and the chatbot it belongs to, or null when Parley does not need it.
async function toParleyEvent(event) {
  const object = event.data.object;
  const occurred_at = iso(event.created);
  const checkoutRequestId = object.client_reference_id ?? object.metadata?.parley_payment_request_id ?? null;
  // The session's or the subscription's metadata; an invoice carries its subscription's.
  let metadata = object.metadata ?? {};
  const periodEnd = (invoice) => iso(Math.max(...invoice.lines.data.map((line) => line.period.end)));
  let body = null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (object.mode === 'payment' && object.payment_status === 'paid') {
        body = {
          type: 'payment.succeeded',
          payment_request_id: checkoutRequestId,
          provider_reference: object.id,
          amount: object.amount_total,
          currency: object.currency.toUpperCase(),
          occurred_at,
        };
      }
      break;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      body = {
        type: event.type === 'checkout.session.expired' ? 'payment.expired' : 'payment.failed',
        payment_request_id: checkoutRequestId,
        provider_reference: object.id,
        occurred_at,
      };
      break;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscription = invoiceSubscription(object);
      const first = object.billing_reason === 'subscription_create';
      metadata = subscription.metadata;
      if (!subscription.id) break;
      // An invoice keeps the metadata its subscription had when it was finalized: one finalized before the
      // subscription got its chatbot (see "Coming from the Activepieces flows") has none. Read the subscription's.
      if (several && !metadata.parley_chatbot_id) {
        const stripe = event.livemode === false ? stripeForTests : stripeLive;
        metadata = {...metadata, ...(await stripe.subscriptions.retrieve(subscription.id)).metadata};
      }
      if (event.type === 'invoice.paid' && (first || object.billing_reason === 'subscription_cycle')) {
        body = {
          type: first ? 'subscription.active' : 'subscription.renewed',
          payment_request_id: metadata.parley_payment_request_id ?? null,
          provider_reference: subscription.id,
          customer_reference: object.customer,
          amount: object.amount_paid,
          currency: object.currency.toUpperCase(),
          current_period_end: periodEnd(object),
          occurred_at,
        };
      } else if (event.type === 'invoice.payment_failed' && object.billing_reason === 'subscription_cycle') {
        body = {
          type: 'subscription.past_due',
          payment_request_id: metadata.parley_payment_request_id ?? null,
          provider_reference: subscription.id,
          customer_reference: object.customer,
          occurred_at,
        };
      }
      break;
    }
    case 'customer.subscription.deleted':
      body = {
        type: 'subscription.cancelled',
        payment_request_id: object.metadata?.parley_payment_request_id ?? null,
        provider_reference: object.id,
        customer_reference: object.customer,
        occurred_at,
      };
      break;
  }
  // A refund is made on the PaymentIntent (pi_…), the ID the Stripe Dashboard's Payments list shows.
  const paymentIntent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
  // Sessions and subscriptions started before the server stored the chatbot (or by the Activepieces flows) have none:
  // with the single PARLEY_* variables, the one integration takes them; with PARLEY_INTEGRATIONS, none does (see
  // "Coming from the Activepieces flows").
  const chatbotId = metadata.parley_chatbot_id ?? null;
  return body?.payment_request_id ? {body, chatbotId, paymentIntent, testMark: metadata.parley_test} : null;
}

// The payment to refund, by the ID to search for in the Stripe Dashboard (Payments): its PaymentIntent.
const refundTarget = (sessionId, paymentIntent) =>
  paymentIntent ? `PaymentIntent ${paymentIntent} (Checkout Session ${sessionId})` : `Checkout Session ${sessionId}`;

// What a 409 (the payment request already ended another way) leaves you to do at Stripe: money taken needs a
// refund, and a subscription keeps charging until you cancel it.
function afterEnded(body, paymentIntent) {
  const ref = body.provider_reference;
  if (body.type === 'payment.succeeded') return `refund ${refundTarget(ref, paymentIntent)}, or keep it and record it on the lead by hand`;
  if (body.type === 'subscription.active' || body.type === 'subscription.renewed') return `cancel subscription ${ref} and refund what it charged`;
  if (body.type === 'subscription.past_due') return `cancel subscription ${ref}`;
  return 'nothing was paid, nothing to do';
}

// What a 403 (integration stopped) leaves you to do: Stripe still charges every live subscription.
function whileStopped(body, paymentIntent) {
  const ref = body.provider_reference;
  if (body.type === 'payment.succeeded') return `Refund ${refundTarget(ref, paymentIntent)}: the chatbot could not confirm it.`;
  if (body.type.startsWith('subscription.') && body.type !== 'subscription.cancelled') return `Subscription ${ref} still charges: cancel it, or move it to another system.`;
  return 'Nothing to do.';
}

app.post('/stripe/webhook', express.raw({type: '*/*'}), async (req, res) => {
  let event;
  // The live endpoint's secret, then the test endpoint's (test requests, once the server is live; see LIVE).
  const secrets = [process.env.STRIPE_WEBHOOK_SECRET, process.env.STRIPE_TEST_WEBHOOK_SECRET].filter(Boolean);
  for (const [index, secret] of secrets.entries()) {
    try {
      event = stripeLive.webhooks.constructEvent(req.body, req.get('Stripe-Signature') ?? '', secret);
      break;
    } catch (error) {
      // The signature matched, but Stripe's library refuses a thin event: it carries no session or invoice to read,
      // and sending it again cannot help until the event destination sends snapshots.
      if (error.type !== 'StripeSignatureVerificationError' && /"object":\s*"v2\.core\.event"/.test(String(req.body))) {
        console.warn("Stripe webhook refused: a thin event, with no data; set the event destination's payload style to Snapshot");
        return res.status(400).json({error: 'thin_event'});
      }
      if (index === secrets.length - 1) {
        const testEvent = /"livemode":\s*false/.test(String(req.body ?? ''));
        console.warn(`Stripe webhook refused: ${error.message.split('\n')[0].trim()}${testEvent && TEST_SECRET_MISSING ? ` ${TEST_SECRET_MISSING}` : ''}`);
        return res.status(400).json({error: 'invalid_signature'});
      }
    }
  }
  try {
    const found = await toParleyEvent(event);
    if (!found) return res.json({received: true});
    const {body, chatbotId, paymentIntent} = found;
    // Stripe sends every event of the account here, another chatbot's payments too.
    const integration = integrationOf(chatbotId);
    if (!integration && event.livemode === false) {
      // Another server's chatbot on the same Stripe account tests: nothing to report, no money taken.
      console.warn(`Stripe event ${event.id}: another chatbot's test payment (${chatbotId}); not reported`);
      return res.json({received: true});
    }
    if (!integration && !several) {
      if (!skippedChatbots.has(chatbotId)) {
        skippedChatbots.add(chatbotId);
        console.warn(`Stripe event ${event.id}: another chatbot's payment (${chatbotId}, not PARLEY_CHATBOT_ID); not reported. Logged once per chatbot`);
      }
      return res.json({received: true});
    }
    if (!integration) {
      console.warn(`Stripe event ${event.id}: chatbot ${chatbotId} is not in PARLEY_INTEGRATIONS; not reported`);
      return res.json({received: true});
    }
    if (event.livemode === false && !ALLOW_TEST_ON_LIVE && found.testMark !== testMark(integration, body.payment_request_id)) {
      // Another chatbot's test request, its mark signed with that chatbot's Signing secret: a server without
      // PARLEY_CHATBOT_ID gets it too. ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is no fix: only for the server's own chatbot.
      if (chatbotId && chatbotId !== integration.chatbotId && found.testMark && found.testMark !== 'false') {
        console.warn(`Stripe event ${event.id}: another chatbot's test payment (${chatbotId}); not reported`);
        return res.json({received: true});
      }
      // Sending it again cannot help: a test payment confirms a customer's request only in your team's test.
      const why = LIVE ? '' : ' (ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1: only your team tests on the live chatbot)';
      console.warn(`Stripe event ${event.id}: a test-mode event for ${body.payment_request_id}, which is not a test request; not reported${why}`);
      return res.json({received: true});
    }
    const response = await fetch(integration.eventsUrl, {
      method: 'POST',
      headers: {Authorization: `Bearer ${integration.eventsToken}`, 'Content-Type': 'application/json'},
      body: JSON.stringify(body),
      // An Events URL that does not answer must not hold Stripe's delivery: after 10 s, 500, and Stripe sends it again.
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 409) {
      console.warn(`${body.type} for ${body.payment_request_id}: the request already ended; ${afterEnded(body, paymentIntent)}`);
    } else if (response.status === 403) {
      // The workspace's plan no longer includes integrations, or the workspace is deleted: sending it again cannot help.
      console.warn(`${body.type} for ${body.payment_request_id}: the payment integration is stopped; not reported. ${whileStopped(body, paymentIntent)}`);
    } else if (response.status === 404) {
      // Sending it again cannot help: not a request of this integration (another chatbot's, or another server's), or
      // its lead or chatbot was deleted, and then the subscription keeps charging until you cancel it.
      const live = body.type.startsWith('subscription.') && body.type !== 'subscription.cancelled';
      const advice = live ? `: cancel subscription ${body.provider_reference} at Stripe if its chatbot or lead was deleted` : '';
      console.warn(`${body.type} for ${body.payment_request_id}: the Events URL knows no such payment request; not retried${advice}`);
    } else if (!response.ok) {
      throw new Error(`the Events URL answered ${response.status}`);
    } else {
      console.log(`${body.type} for ${body.payment_request_id}: reported (${response.status})`);
    }
    res.json({received: true});
  } catch (error) {
    // 500 makes Stripe send the event again later.
    console.error(`Stripe event ${event?.id}: ${error.message}`);
    res.status(500).json({error: 'report_failed'});
  }
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => {
  console.log(`Listening on port ${port}: /parley/checkout and /stripe/webhook`);
  if (TEST_SECRET_MISSING) console.warn(TEST_SECRET_MISSING);
  if (IGNORED_SINGLE.length > 0) console.warn(`PARLEY_INTEGRATIONS is set, so ${IGNORED_SINGLE.join(', ')} ${IGNORED_SINGLE.length === 1 ? 'is' : 'are'} ignored: move that chatbot's values into an entry of its own in PARLEY_INTEGRATIONS.`);
  if (LIVE && !process.env.STRIPE_TEST_SECRET_KEY) console.warn('A live key and no STRIPE_TEST_SECRET_KEY: Send test request, the Preview panel and test chatbots open live checkouts, and paying one charges a real card. Set STRIPE_TEST_SECRET_KEY and STRIPE_TEST_WEBHOOK_SECRET.');
  if (LIVE && process.env.ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT) console.warn('ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is ignored with a live key: remove it.');
});
