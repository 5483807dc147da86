/**
 * The Activepieces flows the Stripe guide offers for download (static/files/activepieces-*.json):
 * - they validate against Activepieces' own schemas (`@activepieces/shared`), as its Import flow reads them;
 * - every `{{trigger.body.…}}` and `{{step.…}}` they read names a field of the documented payload: the payment
 *   request of openapi/openapi.yaml, Stripe's objects, or what an earlier step really returns;
 * - their Code steps, run as Activepieces' sandbox runs them, turn payment requests into the Stripe request the
 *   guide describes and Stripe's events into payment events that match the OpenAPI schema.
 */
import {FlowAction, FlowVersionTemplate, ImportFlowRequest} from '@activepieces/shared';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  expressionsOf,
  findStep,
  readFlow,
  resolveInputs,
  runCodeStep,
  stepsWithAncestors,
  type FlowFile,
  type Step,
} from './activepieces';
import {paymentSchemas, schemaHasPath} from './schemas';
import {stripeCases} from './stripe-fixtures';

const CHECKOUT = 'activepieces-parley-stripe-checkout.json';
const EVENTS = 'activepieces-stripe-events-to-parley.json';

/**
 * Fields of the Stripe objects the flows read (Stripe API reference: the Event object, the Checkout Session
 * object, the customer portal Session object). `create_stripe_session` creates either kind of session, so only
 * fields both have count.
 */
const STRIPE_EVENT_FIELDS = [
  'id',
  'object',
  'api_version',
  'created',
  'data',
  'livemode',
  'pending_webhooks',
  'request',
  'type',
];
const STRIPE_SESSION_FIELDS = ['id', 'object', 'created', 'customer', 'livemode', 'return_url', 'url'];
/** What the HTTP piece's Send HTTP request returns. */
const HTTP_PIECE_OUTPUT = ['status', 'headers', 'body'];

let schemas: Awaited<ReturnType<typeof paymentSchemas>>;
beforeAll(async () => {
  schemas = await paymentSchemas();
});

/** A payment request like the document's example, changed as a case needs. */
function paymentRequest(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {...structuredClone(schemas.requestExample), ...changes};
}

/** `useCustomerReference`: the value the reader may set in the step; undefined runs the flow as shipped. */
async function buildStripeRequest(request: Record<string, unknown>, useCustomerReference?: 'on' | 'off') {
  const trigger = readFlow(CHECKOUT).flows[0].trigger;
  const step = findStep(trigger, 'build_stripe_request');
  const inputs = resolveInputs(step.settings.input, {trigger: {body: request}}) as Record<string, unknown>;
  if (useCustomerReference) inputs.use_customer_reference = useCustomerReference;
  const output = await runCodeStep(step, inputs);
  return {
    action: String(output.action),
    path: String(output.path),
    form: String(output.form),
    params: new URLSearchParams(String(output.form)),
  };
}

async function mapStripeEvent(event: unknown) {
  const trigger = readFlow(EVENTS).flows[0].trigger;
  const step = findStep(trigger, 'map_event');
  return runCodeStep(step, resolveInputs(step.settings.input, {fetch_event: {status: 200, headers: {}, body: event}}));
}

describe.each([CHECKOUT, EVENTS])('static/files/%s', (file) => {
  let flow: FlowFile;
  beforeAll(() => {
    flow = readFlow(file);
  });

  it('imports: Activepieces reads it as a template and accepts its flow', () => {
    // As Activepieces' Import flow does: a template has a name and flows; each flow is imported with IMPORT_FLOW.
    expect(flow.name, `${file}: needs a name`).toBeTruthy();
    expect(flow.flows?.length, `${file}: needs a flows array`).toBeGreaterThan(0);
    for (const item of flow.flows) {
      const template = FlowVersionTemplate.safeParse(item);
      expect(template.error?.issues ?? [], `${file}: not a FlowVersionTemplate`).toEqual([]);
      const steps = FlowAction.safeParse(item.trigger.nextAction);
      expect(steps.error?.issues ?? [], `${file}: a step does not validate`).toEqual([]);
      const request = ImportFlowRequest.safeParse({
        displayName: item.displayName,
        trigger: item.trigger,
        schemaVersion: item.schemaVersion,
      });
      expect(request.error?.issues ?? [], `${file}: not an import request`).toEqual([]);
    }
  });

  it('every {{…}} names a field of the documented payload or of an earlier step', async () => {
    const steps = stepsWithAncestors(flow.flows[0].trigger);
    const byName = new Map(steps.map(({step}) => [step.name, step]));
    const problems: string[] = [];
    let checked = 0;
    for (const {step, before} of steps) {
      for (const expression of expressionsOf(step)) {
        checked += 1;
        const [head, ...rest] = expression.split('.');
        const where = `${file}: step ${step.name} reads {{${expression}}}`;
        if (!before.includes(head)) {
          problems.push(`${where}, but ${head} is not a step that runs before it`);
          continue;
        }
        const source = byName.get(head)!;
        if (head === 'trigger') {
          if (rest[0] !== 'body') problems.push(`${where}: read the request through trigger.body`);
          else if (file === CHECKOUT && !schemaHasPath(schemas.requestSchema, rest.slice(1))) {
            problems.push(
              `${where}: the payment request (openapi/openapi.yaml PaymentRequest) has no ${rest.slice(1).join('.')}`,
            );
          } else if (file === EVENTS && !STRIPE_EVENT_FIELDS.includes(rest[1])) {
            problems.push(`${where}: a Stripe event has no field ${rest[1]}`);
          }
        } else if (source.type === 'PIECE') {
          const documented = source.name === 'fetch_event' ? STRIPE_EVENT_FIELDS : STRIPE_SESSION_FIELDS;
          if (!HTTP_PIECE_OUTPUT.includes(rest[0])) problems.push(`${where}: the HTTP piece returns no ${rest[0]}`);
          else if (rest.length > 1 && !(rest[0] === 'body' && documented.includes(rest[1]))) {
            problems.push(`${where}: Stripe's response has no field ${rest.slice(1).join('.')}`);
          }
        } else if (source.type === 'CODE') {
          // What the Code step really returns, on every case the tests feed it.
          const outputs =
            source.name === 'map_event'
              ? await Promise.all(stripeCases.map((item) => mapStripeEvent(item.event)))
              : await Promise.all(
                  [{}, {mode: 'subscription'}, {mode: 'portal', customer_reference: 'cus_1'}, {mode: 'refund'}].map(
                    (changes) => buildStripeRequest(paymentRequest(changes)),
                  ),
                );
          const missing = outputs.filter((output) => !(rest[0] in output));
          if (missing.length > 0) problems.push(`${where}: ${head} does not always return ${rest[0]}`);
        } else {
          problems.push(`${where}: a ${source.type} step has no output`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked, `${file}: the finder saw no expression`).toBeGreaterThan(2);
  });

  it('keeps the placeholders the guide tells readers to replace, and no real secret', () => {
    const text = JSON.stringify(flow);
    expect(text).not.toMatch(/sk_(live|test)_[A-Za-z0-9]{8,}|rk_(live|test)_[A-Za-z0-9]{8,}/);
    const placeholders =
      file === CHECKOUT
        ? ['PARLEY_CUSTOM_HEADER_VALUE', 'STRIPE_SECRET_KEY']
        : ['STRIPE_SECRET_KEY', 'PARLEY_EVENTS_URL', 'PARLEY_EVENTS_TOKEN'];
    for (const placeholder of placeholders) expect(text, `${file}: ${placeholder}`).toContain(placeholder);
  });
});

describe('the payment request flow builds the Stripe request the guide describes', () => {
  it('one-off: the request ID reaches the session, its metadata and the PaymentIntent', async () => {
    const request = paymentRequest();
    expect(schemas.checkRequest(request)).toEqual([]);
    const {action, path, params} = await buildStripeRequest(request);
    expect([action, path]).toEqual(['create', 'checkout/sessions']);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('client_reference_id')).toBe(request.id);
    expect(params.get('metadata[parley_payment_request_id]')).toBe(request.id);
    expect(params.get('metadata[parley_session_id]')).toBe(request.session_id);
    expect(params.get('payment_intent_data[metadata][parley_payment_request_id]')).toBe(request.id);
    expect(params.has('subscription_data[metadata][parley_payment_request_id]')).toBe(false);
    expect(params.get('line_items[0][price]')).toBe(request.price_id);
    expect(params.get('success_url')).toBe(request.return_url);
  });

  it("expiry: never under Stripe's 30 minutes from now, never earlier than the request's", async () => {
    const now = Math.floor(Date.now() / 1000);
    const soon = await buildStripeRequest(paymentRequest({expires_at_unix: now + 30 * 60 - 5}));
    expect(Number(soon.params.get('expires_at'))).toBeGreaterThanOrEqual(now + 30 * 60);
    const later = await buildStripeRequest(paymentRequest({expires_at_unix: now + 3 * 3600}));
    expect(Number(later.params.get('expires_at'))).toBe(now + 3 * 3600);
  });

  it('subscription: metadata on the subscription, the trial, no PaymentIntent data', async () => {
    const {params} = await buildStripeRequest(
      paymentRequest({mode: 'subscription', interval: 'month', trial_days: 14, id: 'payreq_2Lm7vB4nQs'}),
    );
    expect(params.get('mode')).toBe('subscription');
    expect(params.get('subscription_data[metadata][parley_payment_request_id]')).toBe('payreq_2Lm7vB4nQs');
    expect(params.get('subscription_data[trial_period_days]')).toBe('14');
    expect(params.has('payment_intent_data[metadata][parley_payment_request_id]')).toBe(false);
  });

  it('one-off and subscription: card payments only, which Stripe confirms at checkout, never a bank debit', async () => {
    for (const mode of ['payment', 'subscription']) {
      const {params} = await buildStripeRequest(
        paymentRequest(mode === 'subscription' ? {mode, interval: 'month', trial_days: 0} : {}),
      );
      expect(params.getAll('payment_method_types[0]'), mode).toEqual(['card']);
      expect(params.has('payment_method_types[1]'), mode).toBe(false);
    }
  });

  it('a product without a Stripe price: the price is built from amount and currency', async () => {
    const {params} = await buildStripeRequest(paymentRequest({price_id: null}));
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(params.get('line_items[0][price_data][product_data][name]')).toBe('Viewing deposit');
  });

  it('as shipped, trusts no customer_reference from the unsigned request: no portal, Checkout by the lead email', async () => {
    const flowInput = findStep(readFlow(CHECKOUT).flows[0].trigger, 'build_stripe_request').settings.input;
    expect(flowInput?.use_customer_reference).toBe('off');
    const portal = {mode: 'portal', product_id: null, price_id: null, amount: null, currency: null};
    expect((await buildStripeRequest(paymentRequest({...portal, customer_reference: 'cus_R4t6yU8iO0'}))).action).toBe(
      'no_customer',
    );
    const checkout = await buildStripeRequest(paymentRequest({customer_reference: 'cus_R4t6yU8iO0'}));
    expect(checkout.params.has('customer')).toBe(false);
    expect(checkout.params.get('customer_email')).toBeTruthy();
  });

  it('portal, when turned on: only for a verified customer with a customer reference; a typed email is not enough', async () => {
    const portal = {mode: 'portal', product_id: null, price_id: null, amount: null, currency: null};
    const verified = await buildStripeRequest(paymentRequest({...portal, customer_reference: 'cus_R4t6yU8iO0'}), 'on');
    expect([verified.action, verified.path]).toEqual(['create', 'billing_portal/sessions']);
    expect(verified.params.get('customer')).toBe('cus_R4t6yU8iO0');
    const unverified = await buildStripeRequest(
      paymentRequest({...portal, customer_reference: 'cus_R4t6yU8iO0', visitor: {id: null, verified: false}}),
      'on',
    );
    expect(unverified.action).toBe('no_customer');
    const noCustomer = await buildStripeRequest(paymentRequest({...portal, customer_reference: null}), 'on');
    expect(noCustomer.action).toBe('no_customer');
  });

  it('the answer it returns is a valid answer to the payment request', () => {
    const trigger = readFlow(CHECKOUT).flows[0].trigger;
    const respond = findStep(trigger, 'return_payment_url') as Step;
    const fields = (respond.settings.input as {fields: {status: number; body: unknown}}).fields;
    const stripeSession = {
      id: 'cs_test_a1B2c3',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
    };
    const body = resolveInputs(fields.body, {create_stripe_session: {status: 200, headers: {}, body: stripeSession}});
    expect(fields.status).toBe(200);
    expect(schemas.checkAnswer(body)).toEqual([]);
  });
});

describe('the Stripe events flow reports what the subscription and payment pages say', () => {
  it.each(stripeCases.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    const output = await mapStripeEvent(item.event);
    if (item.expected === null) {
      expect(output.report, JSON.stringify(output)).toBe(false);
      return;
    }
    expect(output.report, String(output.reason)).toBe(true);
    expect(schemas.checkEvent(output.body)).toEqual([]);
    expect(output.body).toMatchObject(item.expected);
  });

  it('a forged body that is not a Stripe event reports nothing', async () => {
    for (const forged of [null, {}, {object: 'list', data: []}, {object: 'event', type: 'invoice.paid'}]) {
      expect((await mapStripeEvent(forged)).report).toBe(false);
    }
  });
});

describe('the Stripe events flow does not lose an event the Events URL turns away for a while', () => {
  it('retries Report the event to Parley on any failure, a 429 rate_limited included, not only on 5xx', () => {
    const step = findStep(readFlow(EVENTS).flows[0].trigger, 'report_to_parley');
    expect(step.settings.input?.failureMode).toBe('retry_5xx');
    // The HTTP piece's own retry covers 5xx only; the step's Retry on failure covers a 429 too.
    const options = step.settings.errorHandlingOptions as
      {retryOnFailure?: {value: boolean}; continueOnFailure?: {value: boolean}} | undefined;
    expect(options?.retryOnFailure?.value).toBe(true);
    expect(options?.continueOnFailure?.value).toBe(false);
  });
});
