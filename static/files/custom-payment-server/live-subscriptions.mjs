// Lists the Stripe subscriptions started from a chat (metadata parley_payment_request_id) that still charge or may
// charge again. IDs only: look a customer up in the Stripe Dashboard when you write to them.
import Stripe from 'stripe';

if (!process.env.STRIPE_SECRET_KEY) {
  console.error('Set STRIPE_SECRET_KEY to a live key with Read on Subscriptions (rk_live_…).');
  process.exit(1);
}
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
let found = 0;
for (const status of ['active', 'trialing', 'past_due', 'unpaid', 'paused']) {
  // for await follows Stripe's pages (starting_after) until the last one.
  for await (const subscription of stripe.subscriptions.list({status, limit: 100})) {
    const requestId = subscription.metadata?.parley_payment_request_id;
    if (!requestId) continue;
    found += 1;
    const chatbot = subscription.metadata.parley_chatbot_id ?? 'one chatbot';
    console.log(`${subscription.id}  ${status}  customer ${subscription.customer}  ${requestId}  ${chatbot}`);
  }
}
console.log(`${found} subscriptions started from a chat: cancel each one, or move it to the system that takes over.`);
