/**
 * Product facts that several pages repeat: plans and what they include, credit
 * costs, channels, limits, sync intervals, retention, webhook delivery rules.
 * This is the only place they are typed; `config/product.ts` holds the names
 * and addresses.
 *
 * - MDX pages use tokens (`%CREDITS_PER_ANSWER_STANDARD%`, …, see `factTokens`)
 *   or components that import from here (plan tables and the like).
 * - `openapi/openapi.yaml` repeats some of them (the channel enum, credit costs in
 *   examples); a unit test holds the document to these values.
 *
 * Change a fact here, never in a page.
 */

/** A plan a workspace can be on, cheapest first. */
export type Plan = {
  id: 'free' | 'starter' | 'pro' | 'business';
  name: string;
  /** Price per month in US dollars, billed monthly. */
  priceUsdMonthly: number;
  chatbots: number;
  /** Message credits included each billing month. */
  monthlyCredits: number;
  /** Team members who can answer in the Inbox. */
  seats: number;
  /** Flows per chatbot; `null` is unlimited. */
  flowsPerChatbot: number | null;
  /** How long conversations and their messages are kept, in days. */
  historyRetentionDays: number;
  /** Phone channels: Google Voice and Twilio. */
  phoneChannels: boolean;
  /** Integrations: custom payments, GoHighLevel, Google Sheets. */
  integrations: boolean;
  /** The HTTP API and webhooks. */
  api: boolean;
  /** Turn off the "Powered by" label. */
  removeBranding: boolean;
  /** Single sign-on (SAML). */
  sso: boolean;
};

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceUsdMonthly: 0,
    chatbots: 1,
    monthlyCredits: 100,
    seats: 1,
    flowsPerChatbot: 2,
    historyRetentionDays: 30,
    phoneChannels: false,
    integrations: false,
    api: false,
    removeBranding: false,
    sso: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    priceUsdMonthly: 29,
    chatbots: 3,
    monthlyCredits: 2000,
    seats: 3,
    flowsPerChatbot: null,
    historyRetentionDays: 90,
    phoneChannels: false,
    integrations: false,
    api: false,
    removeBranding: false,
    sso: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceUsdMonthly: 99,
    chatbots: 10,
    monthlyCredits: 10000,
    seats: 10,
    flowsPerChatbot: null,
    historyRetentionDays: 365,
    phoneChannels: true,
    integrations: true,
    api: false,
    removeBranding: false,
    sso: false,
  },
  {
    id: 'business',
    name: 'Business',
    priceUsdMonthly: 399,
    chatbots: 50,
    monthlyCredits: 50000,
    seats: 25,
    flowsPerChatbot: null,
    historyRetentionDays: 730,
    phoneChannels: true,
    integrations: true,
    api: true,
    removeBranding: true,
    sso: true,
  },
] as const;

/** Message credits. An answer is one reply the chatbot writes with AI. */
export const credits = {
  /** Credits per answer with a standard model. */
  perAnswerStandard: 1,
  /** Credits per answer with an advanced model (marked Advanced in the model list). */
  perAnswerAdvanced: 5,
  /** Messages agents write in live chat, welcome messages, flow Message blocks. */
  perAgentMessage: 0,
} as const;

/**
 * Where a conversation takes place: the one enum for channels, used by the API
 * (`channel` on sessions and events), flow variables and the guides.
 */
export const channels = [
  {id: 'website', name: 'Website', description: 'The chat bubble on a website, loaded by the JavaScript SDK.'},
  {id: 'api', name: 'API', description: 'Sessions your own code creates with the HTTP API.'},
  {id: 'google_voice', name: 'Google Voice', description: 'Text messages to a Google Voice number.'},
  {id: 'twilio', name: 'Twilio', description: 'SMS and WhatsApp messages to a Twilio number.'},
  {id: 'gohighlevel', name: 'GoHighLevel', description: 'Conversations in a GoHighLevel sub-account.'},
] as const;

export type ChannelId = (typeof channels)[number]['id'];

/** Limits that pages repeat. */
export const limits = {
  /** A visitor who writes faster is asked to slow down. */
  messagesPerVisitorPerMinute: 20,
  /** A conversation ends after this many minutes without a message. */
  conversationIdleMinutes: 30,
  /** Google Sheets connected to one chatbot. */
  googleSheetsPerChatbot: 5,
  /** A payment link lives at least this long (Stripe's Checkout minimum). */
  paymentLinkMinMinutes: 30,
  /** A payment link lives at most this long. */
  paymentLinkMaxHours: 24,
} as const;

/** How often a Google Sheet's rows are read into the chatbot's knowledge. */
export const googleSheetSync = {
  defaultInterval: 'Every 15 minutes',
  intervals: ['Every 15 minutes', 'Every hour', 'Every day at 02:00', 'Manual only'],
} as const;

/** Webhook delivery rules (every event). */
export const webhookDelivery = {
  /** Your endpoint must answer within this many seconds. */
  timeoutSeconds: 10,
  /** A signature's timestamp may differ from your clock by at most this many minutes. */
  signatureToleranceMinutes: 5,
  /** After Roll secret, the old and the new secret both sign deliveries for this many hours. */
  secretRollOverlapHours: 24,
} as const;

/**
 * Whole numbers with thousands separators, as en-GB writes them (10,000). Not toLocaleString: this module is in
 * every page's main.js (through config/product.ts and the logo), and the browser's first toLocaleString loads
 * its number-formatting data, about 20 ms of main thread on a phone before the page can hydrate.
 */
const formatNumber = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Token → value, as writers type them in MDX: `%CREDITS_PER_ANSWER_STANDARD%`. */
export const factTokens: Record<string, string> = {
  '%CREDITS_PER_ANSWER_STANDARD%': String(credits.perAnswerStandard),
  '%CREDITS_PER_ANSWER_ADVANCED%': String(credits.perAnswerAdvanced),
  '%MESSAGES_PER_VISITOR_PER_MINUTE%': String(limits.messagesPerVisitorPerMinute),
  '%CONVERSATION_IDLE_MINUTES%': String(limits.conversationIdleMinutes),
  '%GOOGLE_SHEETS_PER_CHATBOT%': String(limits.googleSheetsPerChatbot),
  '%GOOGLE_SHEET_DEFAULT_SYNC%': googleSheetSync.defaultInterval,
  '%WEBHOOK_TIMEOUT_SECONDS%': String(webhookDelivery.timeoutSeconds),
  '%WEBHOOK_SIGNATURE_TOLERANCE_MINUTES%': String(webhookDelivery.signatureToleranceMinutes),
  '%WEBHOOK_SECRET_OVERLAP_HOURS%': String(webhookDelivery.secretRollOverlapHours),
  '%PAYMENT_LINK_MIN_MINUTES%': String(limits.paymentLinkMinMinutes),
  '%PAYMENT_LINK_MAX_HOURS%': String(limits.paymentLinkMaxHours),
  ...Object.fromEntries(
    plans.flatMap((plan) => [
      [`%PLAN_${plan.id.toUpperCase()}_CREDITS%`, formatNumber(plan.monthlyCredits)],
      [`%PLAN_${plan.id.toUpperCase()}_PRICE%`, `$${plan.priceUsdMonthly}`],
    ]),
  ),
};
