// Gives the subscriptions started from a chat without a chatbot (by the Activepieces flows) the chatbot's ID
// (metadata parley_chatbot_id): node set-chatbot-on-subscriptions.mjs bot_…
// The flows need a Stripe account of their own, so every such subscription of the account is that chatbot's, whatever
// its product (a product without a Provider price ID gets a new Stripe product at each checkout).
import Stripe from 'stripe';

const [chatbot] = process.argv.slice(2);
if (!process.env.STRIPE_SECRET_KEY || !/^bot_\w+$/.test(chatbot ?? '')) {
  console.error(
    'Set STRIPE_SECRET_KEY (a key with Write on Subscriptions), then: node set-chatbot-on-subscriptions.mjs bot_…',
  );
  process.exit(1);
}
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
let updated = 0;
for (const status of ['active', 'trialing', 'past_due', 'unpaid', 'paused']) {
  for await (const subscription of stripe.subscriptions.list({status, limit: 100})) {
    const metadata = subscription.metadata ?? {};
    if (!metadata.parley_payment_request_id || metadata.parley_chatbot_id) continue;
    // Stripe merges metadata: the other keys stay as they are.
    await stripe.subscriptions.update(subscription.id, {metadata: {parley_chatbot_id: chatbot}});
    updated += 1;
    console.log(`${subscription.id}  ${status}  now ${chatbot}`);
  }
}
console.log(`${updated} subscriptions now carry ${chatbot}.`);
