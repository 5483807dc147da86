// Replays a subscription on a Stripe test clock, for the payment request a chat has just started.
//   node test-clock.mjs start <payment request> [trial days]  a clock, a customer on it with a test card, the
//                                                subscription, with the product's free trial if you give its days
//   node test-clock.mjs start                    lists the open subscription checkouts and their request IDs
//   node test-clock.mjs renew <clock>            a month later: the renewal is paid
//   node test-clock.mjs fail <clock> <customer>  a card that is declined, a month later: the renewal fails
import Stripe from 'stripe';

// Test clocks exist only in test mode, and a restricted key (rk_…) cannot create them: a test secret key only.
if (!process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_')) {
  console.error('Set STRIPE_SECRET_KEY to a test-mode secret key (sk_test_…), not a restricted or live key.');
  process.exit(1);
}
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const [command, clockId, customerId] = process.argv.slice(2);
const DAY = 24 * 60 * 60;

// Moves the clock on; Stripe then renews what falls due and sends the invoice events to your server.
async function advance(id, days) {
  const clock = await stripe.testHelpers.testClocks.retrieve(id);
  if (clock.status !== 'ready') throw new Error(`The clock is ${clock.status}: run the command again in a moment.`);
  await stripe.testHelpers.testClocks.advance(id, {frozen_time: clock.frozen_time + days * DAY});
  console.log(`Clock ${id} moved ${days} days on.`);
}

if (command === 'start') {
  // The Checkout Session made for this payment request: its client_reference_id is the request's ID. Stripe cannot
  // list sessions by it, so the script reads the open ones of the last day (a payment link lives a day at most).
  const requestId = process.argv[3];
  // The product's Trial in days, as the chat's request has it (trial_days): the replay starts with the same trial.
  const trialDays = Number(process.argv[4] ?? 0);
  if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 90) {
    console.error('The trial is a whole number of days, 0 to 90: node test-clock.mjs start payreq_… 14');
    process.exit(1);
  }
  const open = [];
  const since = Math.floor(Date.now() / 1000) - DAY;
  for await (const item of stripe.checkout.sessions.list({status: 'open', created: {gte: since}, limit: 100})) {
    if (item.mode === 'subscription' && item.client_reference_id?.startsWith('payreq_')) open.push(item);
  }
  const session = open.find((item) => item.client_reference_id === requestId);
  if (!session) {
    console.error(
      requestId
        ? `No open subscription checkout for ${requestId} (start it in the chat, do not pay). Open ones:`
        : 'Name the payment request: node test-clock.mjs start payreq_… Open subscription checkouts:',
    );
    for (const item of open) {
      const made = new Date(item.created * 1000).toISOString();
      console.error(`  ${item.client_reference_id}  made ${made}  for ${item.customer_email ?? 'no email'}`);
    }
    process.exit(1);
  }
  const [item] = (await stripe.checkout.sessions.listLineItems(session.id)).data;
  const clock = await stripe.testHelpers.testClocks.create({
    frozen_time: Math.floor(Date.now() / 1000),
    name: session.client_reference_id,
  });
  const customer = await stripe.customers.create({
    email: session.customer_email ?? undefined,
    test_clock: clock.id,
    payment_method: 'pm_card_visa',
    invoice_settings: {default_payment_method: 'pm_card_visa'},
  });
  // The same metadata as your server gives a Checkout subscription: the payment request's ID, the chatbot's, and the
  // test request's mark, without which a live server reports none of this test subscription's invoices.
  // The price is given again by its parts: for a test request your server builds it inline (price_data), and Stripe
  // refuses an inline price's ID in another subscription.
  await stripe.subscriptions.create({
    customer: customer.id,
    ...(trialDays > 0 ? {trial_period_days: trialDays} : {}),
    items: [
      {
        price_data: {
          currency: item.price.currency,
          unit_amount: item.price.unit_amount,
          recurring: {interval: item.price.recurring.interval},
          product: item.price.product,
        },
        quantity: item.quantity,
      },
    ],
    metadata: {
      parley_payment_request_id: session.client_reference_id,
      parley_chatbot_id: session.metadata?.parley_chatbot_id ?? '',
      parley_test: session.metadata?.parley_test ?? 'false',
    },
  });
  console.log(`Subscribed. Next: node test-clock.mjs renew ${clock.id}, then fail ${clock.id} ${customer.id}`);
} else if (command === 'renew') {
  await advance(clockId, 32);
} else if (command === 'fail') {
  // Stripe's test card 4000 0000 0000 0341: it can be saved, and every charge to it is declined.
  const card = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {customer: customerId});
  await stripe.customers.update(customerId, {invoice_settings: {default_payment_method: card.id}});
  await advance(clockId, 32);
} else {
  console.log(
    'Usage: node test-clock.mjs start <payment request> [trial days] | renew <clock> | fail <clock> <customer>',
  );
}
