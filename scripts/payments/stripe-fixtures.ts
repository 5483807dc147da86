/**
 * Stripe events as Stripe sends them (https://docs.stripe.com/api/events/object), trimmed to the fields the
 * shipped flows and the sample server read, plus what the ignored ones look like. Invoices come in both shapes
 * Stripe has used: before API version 2025-03-31 the subscription is `invoice.subscription` and its metadata
 * `invoice.subscription_details.metadata`; from it on both live under `invoice.parent.subscription_details`.
 */

export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: {object: Record<string, unknown>};
};

/** What a case should become: a Parley payment event, or nothing. */
export type Expected = {type: string; payment_request_id: string; provider_reference: string} | null;

const CREATED = 1795258182; // 2026-11-21T10:09:42Z
const event = (id: string, type: string, object: Record<string, unknown>): StripeEvent => ({
  id,
  object: 'event',
  type,
  created: CREATED,
  data: {object},
});

const PAYMENT_REQUEST = 'payreq_8Vd2kQ7mXe';
const SUBSCRIPTION_REQUEST = 'payreq_2Lm7vB4nQs';
/** The PaymentIntent of the paid Checkout Session (`cs_test_a1B2c3`). */
export const PAYMENT_INTENT = 'pi_3QK7yT2eZvKYlo2C1gH4jK5l';

const checkoutSession = (overrides: Record<string, unknown>) => ({
  id: 'cs_test_a1B2c3',
  object: 'checkout.session',
  mode: 'payment',
  payment_status: 'paid',
  status: 'complete',
  client_reference_id: PAYMENT_REQUEST,
  metadata: {parley_payment_request_id: PAYMENT_REQUEST, parley_session_id: 'ses_3kT9vQ2wZr'},
  // The payment a refund is made on: the ID the Stripe Dashboard's Payments list shows.
  payment_intent: PAYMENT_INTENT,
  amount_total: 5000,
  currency: 'usd',
  customer: null,
  subscription: null,
  ...overrides,
});

const line = (start: number, end: number) => ({id: 'il_1', object: 'line_item', period: {start, end}});

/** An invoice in the shape of API versions before 2025-03-31. */
const invoiceBefore2025 = (billingReason: string, overrides: Record<string, unknown> = {}) => ({
  id: 'in_1QK9bD2eZvKYlo2C',
  object: 'invoice',
  billing_reason: billingReason,
  customer: 'cus_R4t6yU8iO0',
  subscription: 'sub_1QK9bC2eZvKYlo2C',
  subscription_details: {metadata: {parley_payment_request_id: SUBSCRIPTION_REQUEST}},
  amount_paid: 2900,
  currency: 'usd',
  lines: {object: 'list', data: [line(CREATED, CREATED + 30 * 86400)]},
  ...overrides,
});

/** The same invoice in the shape of API version 2025-03-31 and later. */
const invoiceFrom2025 = (billingReason: string) => ({
  id: 'in_1QK9bD2eZvKYlo2C',
  object: 'invoice',
  billing_reason: billingReason,
  customer: 'cus_R4t6yU8iO0',
  parent: {
    type: 'subscription_details',
    subscription_details: {
      subscription: 'sub_1QK9bC2eZvKYlo2C',
      metadata: {parley_payment_request_id: SUBSCRIPTION_REQUEST},
    },
  },
  amount_paid: 2900,
  currency: 'usd',
  lines: {object: 'list', data: [line(CREATED, CREATED + 30 * 86400)]},
});

export const stripeCases: Array<{name: string; event: StripeEvent; expected: Expected}> = [
  {
    name: 'a paid one-off Checkout Session',
    event: event('evt_1', 'checkout.session.completed', checkoutSession({})),
    expected: {type: 'payment.succeeded', payment_request_id: PAYMENT_REQUEST, provider_reference: 'cs_test_a1B2c3'},
  },
  {
    name: 'a one-off session paid later (bank debit)',
    event: event('evt_2', 'checkout.session.async_payment_succeeded', checkoutSession({})),
    expected: {type: 'payment.succeeded', payment_request_id: PAYMENT_REQUEST, provider_reference: 'cs_test_a1B2c3'},
  },
  {
    name: 'a completed session still waiting for a bank debit',
    event: event('evt_3', 'checkout.session.completed', checkoutSession({payment_status: 'unpaid'})),
    expected: null,
  },
  {
    name: 'a bank debit that failed after checkout',
    event: event('evt_4', 'checkout.session.async_payment_failed', checkoutSession({payment_status: 'unpaid'})),
    expected: {type: 'payment.failed', payment_request_id: PAYMENT_REQUEST, provider_reference: 'cs_test_a1B2c3'},
  },
  {
    name: 'an expired Checkout Session',
    event: event('evt_5', 'checkout.session.expired', checkoutSession({status: 'expired', payment_status: 'unpaid'})),
    expected: {type: 'payment.expired', payment_request_id: PAYMENT_REQUEST, provider_reference: 'cs_test_a1B2c3'},
  },
  {
    name: 'a completed subscription checkout (the first invoice reports it)',
    event: event(
      'evt_6',
      'checkout.session.completed',
      checkoutSession({
        mode: 'subscription',
        client_reference_id: SUBSCRIPTION_REQUEST,
        customer: 'cus_R4t6yU8iO0',
        subscription: 'sub_1QK9bC2eZvKYlo2C',
      }),
    ),
    expected: null,
  },
  ...(
    [
      ['before 2025-03-31', invoiceBefore2025],
      ['from 2025-03-31', invoiceFrom2025],
    ] as const
  ).flatMap(([shape, invoice]) => [
    {
      name: `the first invoice of a subscription, paid (${shape})`,
      event: event('evt_7', 'invoice.paid', invoice('subscription_create')),
      expected: {
        type: 'subscription.active',
        payment_request_id: SUBSCRIPTION_REQUEST,
        provider_reference: 'sub_1QK9bC2eZvKYlo2C',
      },
    },
    {
      name: `a renewal invoice, paid (${shape})`,
      event: event('evt_8', 'invoice.paid', invoice('subscription_cycle')),
      expected: {
        type: 'subscription.renewed',
        payment_request_id: SUBSCRIPTION_REQUEST,
        provider_reference: 'sub_1QK9bC2eZvKYlo2C',
      },
    },
    {
      name: `a renewal invoice paid on Stripe's retry, after it failed (${shape})`,
      event: event('evt_8r', 'invoice.paid', {...invoice('subscription_cycle'), attempt_count: 2}),
      expected: {
        type: 'subscription.renewed',
        payment_request_id: SUBSCRIPTION_REQUEST,
        provider_reference: 'sub_1QK9bC2eZvKYlo2C',
      },
    },
    {
      name: `a renewal invoice, failed (${shape})`,
      event: event('evt_9', 'invoice.payment_failed', invoice('subscription_cycle')),
      expected: {
        type: 'subscription.past_due',
        payment_request_id: SUBSCRIPTION_REQUEST,
        provider_reference: 'sub_1QK9bC2eZvKYlo2C',
      },
    },
    {
      name: `an invoice for a plan change in the portal (${shape})`,
      event: event('evt_10', 'invoice.paid', invoice('subscription_update')),
      expected: null,
    },
  ]),
  {
    name: 'a trial start: the first invoice is for 0',
    event: event('evt_11', 'invoice.paid', invoiceBefore2025('subscription_create', {amount_paid: 0})),
    expected: {
      type: 'subscription.active',
      payment_request_id: SUBSCRIPTION_REQUEST,
      provider_reference: 'sub_1QK9bC2eZvKYlo2C',
    },
  },
  {
    name: 'a cancelled subscription',
    event: event('evt_12', 'customer.subscription.deleted', {
      id: 'sub_1QK9bC2eZvKYlo2C',
      object: 'subscription',
      customer: 'cus_R4t6yU8iO0',
      status: 'canceled',
      metadata: {parley_payment_request_id: SUBSCRIPTION_REQUEST},
    }),
    expected: {
      type: 'subscription.cancelled',
      payment_request_id: SUBSCRIPTION_REQUEST,
      provider_reference: 'sub_1QK9bC2eZvKYlo2C',
    },
  },
  {
    name: 'a payment that Parley did not ask for (no request ID)',
    event: event('evt_13', 'checkout.session.completed', checkoutSession({client_reference_id: null, metadata: {}})),
    expected: null,
  },
  {
    name: 'an event Parley does not need',
    event: event('evt_14', 'customer.created', {id: 'cus_R4t6yU8iO0', object: 'customer'}),
    expected: null,
  },
];
