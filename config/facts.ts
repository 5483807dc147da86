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

import {product} from './product';
import {webhookSenders} from './webhook-senders';

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
  /**
   * Messages agents write in live chat, flow Message blocks, and the welcome message. Decision (review 34 #10): the
   * welcome message is the chat window's own text (`flowStartTriggersWelcome`), never a stored message: it has no
   * `sequence`, is not in message history or `message_count`, and the visitor's first message is `sequence` 1
   * (`%WELCOME_MESSAGE_NOT_STORED%`, in openapi.yaml's `welcome_message` and `sequence`).
   */
  perAgentMessage: 0,
  /**
   * Decision (review 32 #3): a flow's messages (`answer_kind: flow`) cost this. A flow has no AI block: its Message
   * and Question blocks send the text written in the flow builder. An answer the AI writes while a flow runs (to an
   * unrelated question) or after its End block is an answer (`answer_kind: answer`), charged by model.
   */
  perFlowMessage: 0,
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
  /** A chatbot's **Instructions**, in characters, as openapi.yaml's `instructions` `maxLength` says. */
  instructionsMaxCharacters: 8000,
  /** A visitor who writes faster is asked to slow down. */
  messagesPerVisitorPerMinute: 20,
  /**
   * A website or `api` conversation ends after this many minutes without a message by default. The chatbot's
   * **End conversation after** setting governs (`conversationIdleMinutesRange`); text-message channels wait
   * `textChannels.conversationIdleHours` whatever it says.
   */
  conversationIdleMinutes: 30,
  /** What **End conversation after** accepts, in minutes. */
  conversationIdleMinutesRange: [5, 120],
  /** Google Sheets connected to one chatbot. */
  googleSheetsPerChatbot: 5,
  /** A payment link lives at least this long (Stripe's Checkout minimum). */
  paymentLinkMinMinutes: 30,
  /** A payment link lives at most this long. */
  paymentLinkMaxHours: 24,
  /**
   * The **Link expiry** to keep with Stripe: at the minimum, the sample server and the Activepieces flow ask Stripe
   * for one minute more than the request lives, and a payment in that minute is refused with `409`.
   */
  paymentLinkStripeMinutes: 35,
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
  /** Waits before each retry of a failed delivery, after the first attempt. */
  retryDelays: ['1 minute', '5 minutes', '30 minutes', '2 hours', '6 hours', '12 hours', '24 hours'],
  /** Attempts in all: the first and the retries above (about 45 hours). */
  attempts: 8,
  /** An endpoint that failed every delivery for this many days is disabled. */
  disableAfterDays: 3,
  /**
   * Who is emailed when an endpoint is disabled. An endpoint has no contact of its own: the workspace's people who
   * can re-enable it, and the technical contacts of Workspace settings → Notifications.
   */
  disabledEmailTo:
    "the workspace's Owners and Admins and its technical contacts (**Workspace settings → Notifications**)",
  /**
   * What happens to retries still scheduled when an endpoint is disabled. Decision (review 41 #5): they stop; the
   * failed deliveries stay in the log and can be resent once the endpoint is re-enabled. Stated at delivery's Disabling.
   */
  disabledRetries:
    'Retries still scheduled when it is disabled stop, and are not sent when you re-enable it: their deliveries ' +
    'stay in **Recent deliveries** as failed, to resend',
} as const;

/** Rules of the HTTP API that several developer pages repeat. */
export const api = {
  /**
   * A visitor's message is at most this many characters: Message a chatbot's `MessageCreate.content` and the SDK's
   * `Parley('open', {message})`, which refuses a longer one with `invalid_command` (src/plugins/api-reference/facts.test.ts).
   * The characters are Unicode code points, as JSON Schema's maxLength counts them (review 46 SDK #5: the SDK
   * reference's Limits says so, as SDK_MESSAGE_LIMIT).
   */
  messageMaxCharacters: 4000,
  /** Requests per minute per API key. */
  rateLimitPerMinute: 120,
  /**
   * Requests per minute of all the API keys of one workspace together. Decision (review 43 #6): a workspace-wide
   * ceiling exists, so more keys share it rather than add throughput; over it every key of the workspace answers
   * `429 rate_limited` with the usual headers, which then describe whichever limit has fewer requests left. A raised
   * limit (`rateLimitIncrease`) raises the ceiling with it, to `rateLimitWorkspaceRaisedFactor` times the raised key limit. The test
   * workspace has a ceiling of its own. Stated at the developer overview's Rate limits and in openapi.yaml's `429`.
   */
  rateLimitWorkspacePerMinute: 600,
  rateLimitWorkspaceRaisedFactor: 5,
  /**
   * How a workspace gets a higher rate limit: support raises it for workspaces on the plans with the API, from the
   * figures the request gives. Decision (review 33 #1): a raised limit belongs to the workspace, not to a key: every
   * key of the workspace gets it, keys created later included, so rotating or replacing a key keeps it. Stated at the
   * developer overview's Rate limits; Authorization's Rotate a key links there.
   */
  rateLimitIncrease:
    `write to [${product.supportEmail}](mailto:${product.supportEmail}) from the workspace's Owner, with the ` +
    'requests a minute you expect at your busiest and what sends them (never a key). Support raises the limit for ' +
    'the workspace: every key of it gets the raised limit, keys you create later included, so rotating or replacing ' +
    'a key keeps it',
  /**
   * Test keys and the rate limit. Decision (review 37 #8): an `sk_test_` key has the same limit as a live key, and a
   * workspace's raised limit covers its test keys too, so a load test in test mode meets the limit live traffic will.
   * Stated at the developer overview's Rate limits; the test-mode table links there.
   */
  rateLimitTestKeys:
    'Test keys (`sk_test_`) have the same limit as live keys, a raised limit included, so a load test in test mode ' +
    'meets the limit your live traffic will',
  /** An `Idempotency-Key` and the response it stored are kept this many hours. */
  idempotencyKeyHours: 24,
  /**
   * How long a client waits for an answer, in seconds, except where an operation documents a longer wait
   * (openapi.yaml `x-client-timeout-seconds`: Message a chatbot). Every generated request sample sets it
   * (src/plugins/api-reference/snippets.ts).
   */
  clientTimeoutSeconds: 30,
  /** Items per page of a list when `limit` is left out. */
  pageSizeDefault: 20,
  /** The largest `limit` a list accepts. */
  pageSizeMax: 100,
  /** A deprecated AI model keeps working this many days after the announcement. */
  modelDeprecationDays: 90,
  /** A breaking change comes with a new API version, announced this many months before the old one is retired. */
  versionNoticeMonths: 12,
  /**
   * Decision (review round 31 #3, review 32 #5): the notice a behaviour change or a correction to the document within
   * a version gets, after the release of 2026-11-28 (the changelog's How changes are announced owns the policy; a
   * security fix may ship on the day).
   */
  behaviourChangeNoticeDays: 30,
  /**
   * Decision (review 34 #1): the notice applies to the releases after this one. Its own breaking entries, and every
   * earlier release's, took effect on the day of their release, and each says so
   * (scripts/changelog-notice.test.ts checks every release's breaking entries against this date).
   */
  behaviourChangeNoticeAfter: '2026-11-28',
  /** A chat session created with the API closes this many hours after it was created, at the latest. */
  sessionMaxHours: 24,
  /** Rows a connected Google Sheet can hold, not counting the header row. */
  googleSheetMaxRows: 10000,
  /** Rows one Create or Update Google Sheet data request writes at most (`rows`' `maxItems`). */
  googleSheetRowsPerWrite: 500,
  /** Row IDs one Delete Google Sheet data request deletes at most (`ids`' `maxItems`). */
  googleSheetRowIdsPerDelete: 100,
} as const;

/** The JavaScript SDK (chat bubble loader). */
export const sdk = {
  /** The release `v1` in the loader's URL serves today. Pinned URLs carry it in place of `v1`. */
  version: '1.9.0',
  /**
   * How long browsers and caches may keep the `v1` loader (`Cache-Control: max-age`): a release reaches visitors
   * within this time (review 17 #14). A pinned release's file never changes.
   */
  v1CacheMinutes: 5,
  /**
   * The chat bubble's layout on the page (review 41 #3), as the reference's Layout section gives it. The window, on a
   * screen at least `fullScreenFromWidthPx` wide: this width, and this height at most (less on a shorter screen).
   */
  windowWidthPx: 400,
  windowMaxHeightPx: 680,
  /** Below this viewport width (CSS pixels), the open window covers the whole screen, and the launcher hides. */
  fullScreenFromWidthPx: 640,
  /** The round launcher's diameter, and its distance from the bottom edge and from the side it sits on. */
  launcherSizePx: 56,
  offsetPx: 20,
  /** The default `zIndex` of the launcher and the window (static/sdk/parley.d.ts says the same). */
  zIndex: 2147483000,
  /**
   * The longest `visitor.id` and `visitor.name` the SDK takes: the API's `VisitorInput` maxLength (openapi.yaml). Both
   * count Unicode code points, as JSON Schema's maxLength does (review 43 #3): an emoji or an accented letter is one,
   * as Python's `len` and JavaScript's `[...text].length` count them in identity verification's samples.
   */
  visitorIdMaxCodePoints: 255,
  visitorNameMaxCodePoints: 200,
  /** `metadata`'s limits, the API's `maxProperties` and value `maxLength`: a value counts code points too (review 45 #4). */
  metadataMaxKeys: 20,
  metadataValueMaxCodePoints: 500,
} as const;

/**
 * Decision (review 46 SDK #2): where the loader puts the bubble. It appends one element holding the launcher's and the
 * window's frames to `<html>`, after `<body>`, never inside it, so a navigation that replaces `<body>` (Turbo Drive,
 * Livewire `wire:navigate`) or its content (htmx `hx-boost`) leaves the bubble, an open window and its conversation
 * as they are. The reference's Layout states it; control-bubble.mdx's recipe for such sites links it, and needs no
 * persist marker. Checked in scripts/sdk/review48.test.ts.
 */
export const sdkBubblePlace =
  'The loader adds the launcher and the window after `<body>`, as the last element of `<html>`. A navigation that ' +
  'replaces `<body>` or its content (Turbo Drive, htmx `hx-boost`, Livewire `wire:navigate`) leaves them as they ' +
  'are, an open window too, with no persist marker (`data-turbo-permanent`, `hx-preserve`, `@persist`)';

/**
 * Whole numbers with thousands separators, as en-GB writes them (10,000). Not toLocaleString: this module runs in
 * the browser on the pages whose components show a fact (plan tables and the like), and the browser's first
 * toLocaleString loads its number-formatting data on the main thread before the page can hydrate.
 */
const formatNumber = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Every **Roll secret** / **Roll token** offers the same choice: the old value keeps working for the overlap (a
 * planned change) or stops at once (a leak).
 */
const rollChoice = (button: string, noun: string): string =>
  `**${button}** asks when the old ${noun} stops working: **In ${webhookDelivery.secretRollOverlapHours} hours** ` +
  `(the default, for a planned change: both ${noun}s work meanwhile) or **Now** (when it may have leaked: it ` +
  'stops at once, so anything still using it fails until you deploy the new one)';

/** Token → value, as writers type them in MDX: `%CREDITS_PER_ANSWER_STANDARD%`. */
export const factTokens: Record<string, string> = {
  '%CREDITS_PER_ANSWER_STANDARD%': String(credits.perAnswerStandard),
  '%CREDITS_PER_ANSWER_ADVANCED%': String(credits.perAnswerAdvanced),
  '%CREDITS_PER_FLOW_MESSAGE%': String(credits.perFlowMessage),
  '%MESSAGES_PER_VISITOR_PER_MINUTE%': String(limits.messagesPerVisitorPerMinute),
  // Where Messages per visitor counts on the API: Message a chatbot, errors (x-error-codes), the recipe's Capacity.
  '%VISITOR_RATE_LIMIT_SCOPE%': 'per session, or per `visitor.id` across its sessions when one is sent',
  // The same scope in the user guide's words (review 44 #9).
  '%VISITOR_RATE_LIMIT_SCOPE_PLAIN%':
    "counted in each conversation, or across all of a customer's conversations when your site or app passes " +
    'their user ID ([identity verification](/developer/javascript-sdk/identity-verification))',
  '%INSTRUCTIONS_MAX_CHARACTERS%': formatNumber(limits.instructionsMaxCharacters),
  '%CONVERSATION_IDLE_MINUTES%': String(limits.conversationIdleMinutes),
  // The rule every page states: the setting governs, the default is a default.
  '%CONVERSATION_IDLE_SETTING%':
    `the chatbot's **End conversation after** setting (${limits.conversationIdleMinutes} minutes by default, from ` +
    `${limits.conversationIdleMinutesRange[0]} to ${limits.conversationIdleMinutesRange[1]} minutes)`,
  '%CONVERSATION_IDLE_MIN_MINUTES%': String(limits.conversationIdleMinutesRange[0]),
  '%CONVERSATION_IDLE_RANGE%': `from ${limits.conversationIdleMinutesRange[0]} to ${limits.conversationIdleMinutesRange[1]} minutes`,
  '%GOOGLE_SHEETS_PER_CHATBOT%': String(limits.googleSheetsPerChatbot),
  '%GOOGLE_SHEET_DEFAULT_SYNC%': googleSheetSync.defaultInterval,
  // The same inside a sentence: "(every 15 minutes by default)". The token above is the dashboard's label.
  '%GOOGLE_SHEET_DEFAULT_SYNC_IN_TEXT%': googleSheetSync.defaultInterval.toLowerCase(),
  '%WEBHOOK_TIMEOUT_SECONDS%': String(webhookDelivery.timeoutSeconds),
  '%WEBHOOK_SIGNATURE_TOLERANCE_MINUTES%': String(webhookDelivery.signatureToleranceMinutes),
  '%WEBHOOK_SECRET_OVERLAP_HOURS%': String(webhookDelivery.secretRollOverlapHours),
  // Every **Roll secret** (an endpoint's signing secret, the Flow webhook secret, the Identity secret) asks when the
  // old secret stops working: after the overlap (a planned change) or at once (a leak).
  '%SECRET_ROLL_CHOICE%': rollChoice('Roll secret', 'secret'),
  // The same choice for the custom payment integration's two buttons, said once for both (review 36 #10).
  '%SECRET_AND_TOKEN_ROLL_CHOICE%':
    `**Roll secret** and **Roll token** each ask when the old value stops working: ` +
    `**In ${webhookDelivery.secretRollOverlapHours} hours** (the default, for a planned change: both values work ` +
    'meanwhile) or **Now** (when it may have leaked: it stops at once, so anything still using it fails until you ' +
    'deploy the new one)',
  '%PAYMENT_LINK_MIN_MINUTES%': String(limits.paymentLinkMinMinutes),
  '%PAYMENT_LINK_MAX_HOURS%': String(limits.paymentLinkMaxHours),
  '%PAYMENT_LINK_ADVISED_MINUTES%': String(limits.paymentLinkStripeMinutes),
  '%WEBHOOK_RETRY_DELAYS%': webhookDelivery.retryDelays.join(', '),
  // Each wait on its own, for the delivery diagram: %WEBHOOK_RETRY_DELAY_1% is the wait before attempt 2.
  ...Object.fromEntries(
    webhookDelivery.retryDelays.map((delay, index) => [`%WEBHOOK_RETRY_DELAY_${index + 1}%`, delay]),
  ),
  // The longest wait between two attempts, the last: a failed delivery's next retry comes at most this much later.
  '%WEBHOOK_RETRY_LONGEST_DELAY%': webhookDelivery.retryDelays[webhookDelivery.retryDelays.length - 1],
  '%WEBHOOK_ATTEMPTS%': String(webhookDelivery.attempts),
  '%WEBHOOK_DISABLE_AFTER_DAYS%': String(webhookDelivery.disableAfterDays),
  '%WEBHOOK_DISABLED_EMAIL_TO%': webhookDelivery.disabledEmailTo,
  '%WEBHOOK_DISABLED_RETRIES%': webhookDelivery.disabledRetries,
  '%API_RATE_LIMIT_PER_MINUTE%': String(api.rateLimitPerMinute),
  '%API_RATE_LIMIT_WORKSPACE_PER_MINUTE%': String(api.rateLimitWorkspacePerMinute),
  '%API_RATE_LIMIT_WORKSPACE_RAISED_FACTOR%': String(api.rateLimitWorkspaceRaisedFactor),
  '%API_RATE_LIMIT_INCREASE%': api.rateLimitIncrease,
  '%API_RATE_LIMIT_TEST_KEYS%': api.rateLimitTestKeys,
  // What a 401 carries. Decision (review 47 #4): openapi.yaml lists the RateLimit-* headers on every response, 401
  // included; a request without a valid key has no key or workspace to count against, so its headers give the state
  // of the limit on such requests, counted per IP address, and past that limit they answer `429 rate_limited` too.
  // Stated at the developer overview's Rate limits and in openapi.yaml's `Unauthorized` and `TooManyRequests`.
  '%API_RATE_LIMIT_UNAUTHENTICATED%':
    'A `401` (a key missing, malformed, revoked or unknown) has no key to count against: its `RateLimit-*` headers ' +
    'give the limit on requests without a valid key, counted per IP address, past which they answer ' +
    '`429 rate_limited` too',
  // The test workspace's ceiling. Decision (review 47 #5): the keys of the test workspace together have a ceiling of
  // their own, the live workspace's number and raised with it, counted apart, so that a load test never takes live
  // requests. Stated at the developer overview's Rate limits and in test mode's table, both with this token.
  '%API_RATE_LIMIT_TEST_WORKSPACE%':
    'The keys of the test workspace together have a ceiling of their own, ' +
    `${api.rateLimitWorkspacePerMinute} requests a minute unless raised, counted apart from the live workspace's, ` +
    'so that tests never take live requests',
  '%IDEMPOTENCY_KEY_HOURS%': String(api.idempotencyKeyHours),
  '%API_CLIENT_TIMEOUT_SECONDS%': String(api.clientTimeoutSeconds),
  '%PAGE_SIZE_DEFAULT%': String(api.pageSizeDefault),
  '%PAGE_SIZE_MAX%': String(api.pageSizeMax),
  '%MODEL_DEPRECATION_DAYS%': String(api.modelDeprecationDays),
  '%API_VERSION_NOTICE_MONTHS%': String(api.versionNoticeMonths),
  '%API_BEHAVIOUR_CHANGE_NOTICE_DAYS%': String(api.behaviourChangeNoticeDays),
  // The notice promise, in the changelog's How changes are announced only (review 34 #1: its date in one place).
  '%API_BEHAVIOUR_CHANGE_NOTICE%':
    `For releases after ${api.behaviourChangeNoticeAfter}, both are announced here and emailed (see **Who is told**) ` +
    `at least ${api.behaviourChangeNoticeDays} days before they take effect; only a security fix can take effect on ` +
    `the day. Each breaking entry says when it takes effect: those of ${api.behaviourChangeNoticeAfter} and earlier ` +
    'took effect on the day of their release',
  '%MESSAGE_MAX_CHARACTERS%': formatNumber(api.messageMaxCharacters),
  // The same, as a number in code (answer-visitors-from-your-back-end's chat-server.mjs).
  '%MESSAGE_MAX_CHARACTERS_NUMBER%': String(api.messageMaxCharacters),
  // The exception to "breaking changes normally come with a new version" that can recur, in the changelog's "How
  // changes are announced", which owns the policy (Conventions and Pin the API version link to it).
  // It is two whole sentences, the last without its full stop (review 33 #4: it was one over-long sentence).
  '%API_CORRECTIONS_MAY_BREAK%':
    'A correction makes the OpenAPI document say what the API already does. It ships within the version, and it ' +
    'can break only a client that validates against the document',
  '%SESSION_MAX_HOURS%': String(api.sessionMaxHours),
  // Every way an `api` session closes, as the chat category, Create a chat session and the conversation webhook
  // say it (openapi.yaml's end_reason: inactivity, expired, agent_closed).
  '%API_SESSION_END_RULE%':
    `after the chatbot's **End conversation after** setting without a message (${limits.conversationIdleMinutes} ` +
    `minutes by default), ${api.sessionMaxHours} hours after it was created at the latest, or when an agent closes ` +
    'it in the **Inbox**',
  '%GOOGLE_SHEET_MAX_ROWS%': formatNumber(api.googleSheetMaxRows),
  '%GOOGLE_SHEET_ROWS_PER_WRITE%': formatNumber(api.googleSheetRowsPerWrite),
  '%GOOGLE_SHEET_ROW_IDS_PER_DELETE%': formatNumber(api.googleSheetRowIdsPerDelete),
  '%SDK_VERSION%': sdk.version,
  '%SDK_WINDOW_SIZE%': `${sdk.windowWidthPx} pixels wide and at most ${sdk.windowMaxHeightPx} pixels high`,
  '%SDK_FULL_SCREEN_BELOW%': `${sdk.fullScreenFromWidthPx} pixels`,
  '%SDK_LAUNCHER_SIZE%': `${sdk.launcherSizePx} pixels`,
  '%SDK_OFFSET%': `${sdk.offsetPx} pixels`,
  '%SDK_Z_INDEX%': String(sdk.zIndex),
  '%SDK_BUBBLE_PLACE%': sdkBubblePlace,
  // The reference's Limits rows for a visitor, in the unit the SDK counts (review 43 #3).
  '%SDK_VISITOR_ID_LIMIT%': `${sdk.visitorIdMaxCodePoints} code points`,
  '%SDK_VISITOR_NAME_LIMIT%': `${sdk.visitorNameMaxCodePoints} code points`,
  '%SDK_METADATA_LIMIT%': `${sdk.metadataMaxKeys} keys, and ${sdk.metadataValueMaxCodePoints} code points a value`,
  '%SDK_MESSAGE_LIMIT%': `${formatNumber(api.messageMaxCharacters)} code points`,
  ...Object.fromEntries(
    plans.flatMap((plan) => [
      [`%PLAN_${plan.id.toUpperCase()}_CREDITS%`, formatNumber(plan.monthlyCredits)],
      [`%PLAN_${plan.id.toUpperCase()}_PRICE%`, `$${plan.priceUsdMonthly}`],
    ]),
  ),
};

// ---------------------------------------------------------------------------
// Added for the user and integration guides (issue 17). New entries only: the
// objects above keep their shape.
// ---------------------------------------------------------------------------

type PlanId = Plan['id'];

/**
 * Limits that depend on the plan, beside `plans` so that their shape stays as it is. A chatbot's knowledge is
 * counted in characters of text, as the API counts it (every knowledge entry's `characters`), in the dashboard too.
 */
export const planLimits: Record<PlanId, {knowledgeCharactersPerChatbot: number}> = {
  free: {knowledgeCharactersPerChatbot: 300_000},
  starter: {knowledgeCharactersPerChatbot: 3_000_000},
  pro: {knowledgeCharactersPerChatbot: 30_000_000},
  business: {knowledgeCharactersPerChatbot: 150_000_000},
};

/** What a chatbot answers from: the Knowledge tab and the knowledge API. */
export const knowledge = {
  /** Largest file you can upload. */
  fileMaxMegabytes: 20,
  /** File types the Knowledge tab and the upload API accept (as the file's extension names them). */
  fileTypes: ['PDF', 'DOCX', 'XLSX', 'CSV', 'TXT', 'Markdown'],
  /**
   * Characters of text in a typical web page, only to give a rough "about N pages" beside a character limit.
   * The limit itself is always the character count.
   */
  charactersPerPageRoughly: 3000,
  /** Pages one website crawl reads at most; a bigger site is added in parts. */
  pagesPerCrawl: 1000,
  /** How often website sources are read again, by default and as options. */
  websiteRefreshDefault: 'Every week',
  websiteRefreshIntervals: ['Every day', 'Every week', 'Every month', 'Manual only'],
  /** Characters in one Q&A answer. */
  qaAnswerMaxCharacters: 4000,
} as const;

/**
 * Text-message channels: Google Voice, Twilio, and GoHighLevel, whose conversations are threads with a contact (SMS,
 * WhatsApp, Facebook, Instagram and GHL's chat widget alike) in which customers answer hours later.
 */
export const textChannels = {
  /** The channels (`channels[].id`) that follow the text-message rules below. */
  ids: ['google_voice', 'twilio', 'gohighlevel'] as ChannelId[],
  /** A text conversation ends after this many hours without a message (the website's is `limits.conversationIdleMinutes`). */
  conversationIdleHours: 24,
  /** One answer by text is cut at the end of a sentence before this many characters. */
  answerMaxCharacters: 320,
  /**
   * The message channels of a GoHighLevel sub-account that the `gohighlevel` channel carries, as the GHL chat
   * integration's **Channels** setting offers them (email never): `%GHL_MESSAGE_CHANNELS%`.
   */
  gohighlevelCarries: ['SMS', 'Chat Widget', 'Facebook', 'Instagram', 'WhatsApp'],
} as const;

/**
 * Google Voice has no API: the channel works through Google Voice's own "Forward messages to email" and
 * replies sent by email from the Google account (see user/getting-started/google-voice.mdx).
 */
export const googleVoice = {
  /**
   * The domain of the forwarding addresses the dashboard gives each chatbot. Decision (review 33 user #1): the address's
   * name is random (`gv-` and 16 letters and digits), not the chatbot's ID, which every website snippet shows.
   */
  forwardingDomain: 'gv.parleychat.io',
  /** An example forwarding address, as the dashboard shows it. */
  forwardingAddressExample: 'gv-k7q2m9xw4r8t3bza@gv.parleychat.io',
  /** Gmail's own sending limits per day; every answer is one email from the account. */
  gmailDailySendLimitPersonal: 500,
  gmailDailySendLimitWorkspace: 2000,
} as const;

/**
 * Decision (review 33 user #1): what the forwarding address accepts. SPF and DKIM "for Google's domain" would let any
 * Gmail user forge a text; the address takes only mail that Gmail forwarded from the Google account connected on the
 * channel and whose original email Google Voice signed (DKIM `d=txt.voice.google.com`).
 */
/**
 * Decision (review 34 #2): one exception to the check, Gmail's forwarding confirmation, which Google sends itself from
 * forwarding-noreply@google.com (signed by google.com, not forwarded, not signed by Google Voice). It is accepted only
 * while that connection's set-up waits for the code, and shown only as the code, never as a conversation.
 */
export const googleVoiceForwardingCheck =
  'The forwarding address has a random name, not the chatbot ID, and accepts only mail that Gmail forwarded from the ' +
  'Google account you connected and that Google Voice signed (a DKIM signature of `txt.voice.google.com`). The one ' +
  "exception is Gmail's forwarding confirmation from `forwarding-noreply@google.com` with a valid `google.com` DKIM " +
  'signature: it is accepted only while the set-up waits for it, and shown only as the **Gmail confirmation code**, ' +
  'never as a conversation. Any other mail, such as a forged text, is dropped and shown nowhere.';

Object.assign(factTokens, {
  '%GOOGLE_VOICE_FORWARDING_CHECK%': googleVoiceForwardingCheck,
  '%GOOGLE_VOICE_FORWARDING_ADDRESS_EXAMPLE%': googleVoice.forwardingAddressExample,
});

/** How long data is kept beyond the plan's conversation history (`plans[].historyRetentionDays`). */
export const retention = {
  /** A deleted workspace, its chatbots, leads and conversations can be restored for this many days, then are erased. */
  deletedWorkspaceDays: 30,
  /**
   * Owners are emailed this many days before a downgrade takes effect (at once when less time is left); conversations
   * beyond the new history are deleted on the later of the downgrade day and this many days after the email.
   * Decision (review 29 #1): after a failed payment's last try the workspace moves to Free and the email goes then.
   */
  downgradeNoticeDays: 14,
  /** Backups that still hold erased data are overwritten after this many days. */
  backupDays: 35,
  /**
   * The delivery log of a webhook endpoint (Recent deliveries) keeps this many days. The bodies of deliveries about a
   * deleted lead or a deleted conversation (also one deleted alone with Delete conversation) leave it at once, and
   * Resend no longer sends them: `%WEBHOOK_DELIVERY_BODIES_DELETED%`. Erasing a lead or a conversation also cancels
   * the pending retries of its events: only an attempt already in flight at that moment can arrive after the deletion
   * event, so at most one late delivery per endpoint (`%WEBHOOK_ERASED_RETRIES_CANCELLED%`).
   */
  webhookDeliveryLogDays: 30,
  /** Sessions, leads and messages made with an `sk_test_` key are deleted after this many days. */
  testDataDays: 30,
  /** Conversations in one CSV export from the Inbox. */
  exportMaxConversations: 10000,
} as const;

/** The shape of a Google Sheet a chatbot reads. */
export const googleSheetLimits = {
  /** Rows per sheet, not counting the header row. */
  rows: 10000,
  /** Columns per sheet; openapi.yaml's `SheetValues` has the same `maxProperties`. */
  columns: 50,
} as const;

/** How quickly support answers a first message. */
export const support = {
  firstAnswer: 'one business day',
  firstAnswerBusinessPlan: 'four hours',
} as const;

// ---------------------------------------------------------------------------
// Issue 31: what the API promises, written once: conversation lifetimes by channel, WhatsApp's window, the
// retirement of deprecated parts of the API, and the JavaScript SDK's numbered releases.
// ---------------------------------------------------------------------------

/**
 * Minutes without a message after which a conversation ends, by channel: text messages wait longer, because
 * customers often answer a text hours later. openapi.yaml's `expires_at` and `conversation.ended` say the same
 * through %CONVERSATION_IDLE_BY_CHANNEL%.
 */
export const conversationIdleMinutesByChannel = Object.fromEntries(
  channels.map((channel) => [
    channel.id,
    textChannels.ids.includes(channel.id) ? textChannels.conversationIdleHours * 60 : limits.conversationIdleMinutes,
  ]),
) as Record<ChannelId, number>;

/** WhatsApp's rules for a business, which apply to a Twilio WhatsApp sender. */
export const whatsapp = {
  /**
   * A business may write freely only this many hours after the customer's last message; later, only an approved
   * message template (the Twilio sending API's `template`).
   */
  serviceWindowHours: 24,
} as const;

/**
 * Decision (review 31, user guide #2): one Twilio connection answers one sender, as the API's `TwilioMessage.via`
 * says ("by the kind of number connected"): a phone number by SMS, or a WhatsApp sender by WhatsApp. A number that is
 * also a WhatsApp sender is two senders, each with its own incoming-message webhook in Twilio, connected to two
 * chatbots. Used by twilio.mdx (intro and Limits). Review 35 #7: a duplicate answering the WhatsApp sender needs its
 * flows published and its connections redone, and later changes are made in both.
 */
export const twilioOneSenderRule =
  'One Twilio connection answers one sender: a phone number by SMS, or a WhatsApp sender by WhatsApp. A number that ' +
  'is also your WhatsApp sender counts as two: to answer both, connect the SMS number to this chatbot and the ' +
  'WhatsApp sender to a second chatbot, such as a [duplicate](/user/chatbots/duplicate-or-delete#duplicate) of it, ' +
  "which uses one more of your plan's chatbots.";
/** What the duplicate then needs (round 43: its own paragraph on the page, so that neither is long). */
export const twilioOneSenderDuplicate =
  "A duplicate's flows are drafts: publish them in it. It does not get " +
  'Google Sheet sources, integrations or webhook endpoints: connect them to it again. From then on, make each change ' +
  'to settings, knowledge and flows in both chatbots.';
export const twilioOneSender = `${twilioOneSenderRule} ${twilioOneSenderDuplicate}`;

// Decision (review 32, user guide #3): a duplicate takes one more of the plan's chatbots, so Free (one chatbot) has no
// place for one. Review 39 #1: stated once, in duplicate-or-delete.mdx#duplicate; a page that suggests a copy links
// there (the `duplicateNotOnFree` token, repeated on five pages, is gone).

/**
 * Decision (review 32, user guide #1): every text channel stops on the same opt-out words, Twilio's default list
 * (US rules treat each as withdrawing consent). Twilio applies them itself by SMS; Parley applies them on Google Voice
 * and on a WhatsApp sender. Review 39 #1: listed once, in twilio.mdx#what-the-chatbot-answers-by-text (the owner of
 * the text channels' rules); google-voice and livechat name `STOP` and link there.
 */
export const textOptOutWords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'] as const;

/** "`STOP`, `STOPALL`, … or `REVOKE`": the words, in code, for a page's sentence or table cell. */
export const textOptOutWordsText = `${textOptOutWords
  .slice(0, -1)
  .map((word) => `\`${word}\``)
  .join(', ')} or \`${textOptOutWords.at(-1)}\``;

/**
 * Decision (review 31, user guide #2): Twilio applies no opt-out words on WhatsApp, so Parley applies the SMS ones
 * itself on a WhatsApp sender: the same words, the same **Opted out** mark, and the API's `recipient_opted_out`.
 */
export const whatsappOptOut =
  `On WhatsApp, Twilio applies no opt-out words, so ${product.productName} applies the same ones itself: it confirms once, ` +
  "sends nothing more to that customer from the sender, agents' replies included, and the **Inbox** marks the " +
  'conversation **Opted out**. `START` undoes it.';

/**
 * Deprecated parts of the API, with the last day they work. The changelog's policy promises a retirement date at
 * least `api.versionNoticeMonths` months after the announcement (facts.test.ts checks it).
 */
export const apiDeprecations = {
  /** `/chatbots/{chatbot_id}/sources/google-sheet/rows`, the first-sheet Google Sheet rows path. */
  googleSheetFirstSheetRows: {announced: '2026-11-23', lastDay: '2027-11-30'},
} as const;

/**
 * The JavaScript SDK's releases, newest first: the version, the day `v1` started serving it, and the changelog
 * entry that lists its changes. `sdk.version` is the first (facts.test.ts checks it).
 */
export const sdkReleases = [
  {version: '1.9.0', date: '2026-11-28'},
  {version: '1.8.2', date: '2026-10-06'},
] as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2027-11-30` → "30 November 2027", as en-GB writes a date. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * "on `website` and `api`, the chatbot's **End conversation after**, 30 minutes by default; 24 hours on
 * `google_voice`, `twilio` and `gohighlevel`": no parentheses, so that a page can put it in its own. `except`
 * leaves out the channel a page has just described.
 */
function idleByChannel(except?: ChannelId): string {
  const groups = new Map<number, string[]>();
  for (const channel of channels.filter((each) => each.id !== except)) {
    const minutes = conversationIdleMinutesByChannel[channel.id];
    groups.set(minutes, [...(groups.get(minutes) ?? []), `\`${channel.id}\``]);
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([minutes, ids]) => {
      const list = ids.length === 1 ? ids[0] : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`;
      if (minutes === limits.conversationIdleMinutes) {
        return `on ${list}, the chatbot's **End conversation after**, ${minutes} minutes by default`;
      }
      return `${minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`} on ${list}`;
    })
    .join('; ');
}

Object.assign(factTokens, {
  '%CONVERSATION_IDLE_BY_CHANNEL%': idleByChannel(),
  // Create a chat session: the channels other than `api`, whose wait the page has just given.
  '%CONVERSATION_IDLE_BY_CHANNEL_NOT_API%': idleByChannel('api'),
  '%WHATSAPP_WINDOW_HOURS%': String(whatsapp.serviceWindowHours),
  '%TWILIO_ONE_SENDER%': twilioOneSender,
  '%TWILIO_ONE_SENDER_RULE%': twilioOneSenderRule,
  '%TWILIO_ONE_SENDER_DUPLICATE%': twilioOneSenderDuplicate,
  '%WHATSAPP_OPT_OUT%': whatsappOptOut,
  '%TEXT_OPT_OUT_WORDS%': textOptOutWordsText,
  '%SHEET_ROWS_FIRST_SHEET_LAST_DAY%': formatDate(apiDeprecations.googleSheetFirstSheetRows.lastDay),
});

/** "Pro and Business": the plans that have a feature, in plan order. */
export function plansWith(feature: 'phoneChannels' | 'integrations' | 'api' | 'removeBranding' | 'sso'): string {
  const names = plans.filter((plan) => plan[feature]).map((plan) => plan.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * "the Business plan" or "the Pro and Business plans": the plans that have a feature, named for a sentence, not a
 * list (review 32, user guide #8: "SSO is part of these plans: Business." read machine-made).
 */
export function plansNamed(feature: 'phoneChannels' | 'integrations' | 'api' | 'removeBranding' | 'sso'): string {
  const count = plans.filter((plan) => plan[feature]).length;
  return `the ${plansWith(feature)} plan${count === 1 ? '' : 's'}`;
}

/** `['a', 'b', 'c']` → "a, b and c"; for the facts below that need it before `joinAndNames`. */
function joinAndNamesEarly(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** `365` → "the last year", `730` → "the last 2 years", `30` → "the last 30 days". */
export function formatLastDays(days: number): string {
  return days === 365 ? 'the last year' : `the last ${formatDays(days)}`;
}

/** `30` → "30 days", `365` → "1 year", `730` → "2 years". */
export function formatDays(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

const joinOr = (items: readonly string[]): string => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

Object.assign(factTokens, {
  '%PLANS_WITH_PHONE_CHANNELS%': plansWith('phoneChannels'),
  '%PLANS_WITH_INTEGRATIONS%': plansWith('integrations'),
  '%PLANS_WITH_API%': plansWith('api'),
  '%PLANS_WITH_SSO%': plansWith('sso'),
  '%PLANS_WITH_REMOVE_BRANDING%': plansWith('removeBranding'),
  '%PLANS_WITH_API_NAMED%': plansNamed('api'),
  '%PLANS_WITH_SSO_NAMED%': plansNamed('sso'),
  '%PLANS_WITH_REMOVE_BRANDING_NAMED%': plansNamed('removeBranding'),
  ...Object.fromEntries(
    plans.flatMap((plan) => {
      const id = plan.id.toUpperCase();
      return [
        [`%PLAN_${id}_RETENTION%`, formatDays(plan.historyRetentionDays)],
        [`%PLAN_${id}_CHATBOTS%`, formatNumber(plan.chatbots)],
        [`%PLAN_${id}_SEATS%`, formatNumber(plan.seats)],
        [`%PLAN_${id}_FLOWS%`, plan.flowsPerChatbot === null ? 'unlimited' : formatNumber(plan.flowsPerChatbot)],
        [`%PLAN_${id}_KNOWLEDGE_CHARACTERS%`, formatNumber(planLimits[plan.id].knowledgeCharactersPerChatbot)],
      ];
    }),
  ),
  '%KNOWLEDGE_FILE_MAX_MB%': String(knowledge.fileMaxMegabytes),
  '%KNOWLEDGE_FILE_TYPES%': joinOr(knowledge.fileTypes),
  '%KNOWLEDGE_PAGES_PER_CRAWL%': formatNumber(knowledge.pagesPerCrawl),
  '%KNOWLEDGE_WEBSITE_DEFAULT_REFRESH%': knowledge.websiteRefreshDefault,
  '%KNOWLEDGE_WEBSITE_REFRESH_OPTIONS%': joinOr(knowledge.websiteRefreshIntervals),
  '%KNOWLEDGE_QA_ANSWER_MAX_CHARACTERS%': formatNumber(knowledge.qaAnswerMaxCharacters),
  '%TEXT_CONVERSATION_IDLE_HOURS%': String(textChannels.conversationIdleHours),
  '%TEXT_ANSWER_MAX_CHARACTERS%': String(textChannels.answerMaxCharacters),
  '%GOOGLE_VOICE_FORWARDING_DOMAIN%': googleVoice.forwardingDomain,
  '%GMAIL_DAILY_SEND_LIMIT_PERSONAL%': formatNumber(googleVoice.gmailDailySendLimitPersonal),
  '%GMAIL_DAILY_SEND_LIMIT_WORKSPACE%': formatNumber(googleVoice.gmailDailySendLimitWorkspace),
  '%DELETED_WORKSPACE_DAYS%': String(retention.deletedWorkspaceDays),
  '%DOWNGRADE_NOTICE_DAYS%': String(retention.downgradeNoticeDays),
  '%BACKUP_DAYS%': String(retention.backupDays),
  '%WEBHOOK_DELIVERY_LOG_DAYS%': String(retention.webhookDeliveryLogDays),
  '%WEBHOOK_DELIVERY_BODIES_DELETED%':
    'the bodies of deliveries about a deleted lead or a deleted conversation (also one deleted with **Delete ' +
    'conversation** in the **Inbox**) leave **Recent deliveries** at once, and **Resend** no longer sends them: ' +
    "the list keeps only each delivery's event, time and your server's answer, for " +
    `${retention.webhookDeliveryLogDays} days`,
  '%WEBHOOK_ERASED_RETRIES_CANCELLED%':
    'erasing a lead or a conversation cancels the pending retries of its events, so only an attempt already in ' +
    'flight at that moment can arrive after the deletion event: at most one per endpoint',
  '%TEST_DATA_DAYS%': String(retention.testDataDays),
  '%CONVERSATION_EXPORT_MAX%': formatNumber(retention.exportMaxConversations),
  '%GOOGLE_SHEET_OTHER_SYNC%': joinOr(
    googleSheetSync.intervals.filter((interval) => interval !== googleSheetSync.defaultInterval),
  ),
  '%GOOGLE_SHEET_MAX_ROWS%': formatNumber(googleSheetLimits.rows),
  '%GOOGLE_SHEET_MAX_COLUMNS%': String(googleSheetLimits.columns),
  '%SUPPORT_FIRST_ANSWER%': support.firstAnswer,
  '%SUPPORT_FIRST_ANSWER_BUSINESS%': support.firstAnswerBusinessPlan,
});

// ---------------------------------------------------------------------------
// The user guide's cookie page (issue 24): what the chat bubble stores in a visitor's browser.
// ---------------------------------------------------------------------------

/** What the chat bubble keeps in a visitor's browser (user/workspace/cookies.mdx is the one page that lists it). */
export const chatBubbleStorage = {
  /** The SDK removes a visitor ID that no conversation has used for this many days. */
  visitorIdDays: 365,
  /** Safari deletes a site's script-written storage after this many days of use without a visit to it (review 27). */
  safariDeletesAfterDays: 7,
} as const;

Object.assign(factTokens, {
  '%CHAT_BUBBLE_VISITOR_ID_LIFETIME%': formatDays(chatBubbleStorage.visitorIdDays),
  '%SAFARI_STORAGE_LIFETIME%': formatDays(chatBubbleStorage.safariDeletesAfterDays),
});

// ---------------------------------------------------------------------------
// Added for the developer and integration tasks (issue 24): the flow builder's Send webhook action.
// ---------------------------------------------------------------------------

/** The flow builder's **Send webhook** action (developer/webhook/send-webhook-action.mdx). */
export const flowWebhook = {
  /** The action takes its Failed output when no `2xx` answer came within this many seconds. */
  timeoutSeconds: 10,
  /** The largest JSON answer the action's variable mapping reads. */
  responseMaxKilobytes: 64,
  /** A chatbot's Flow webhook secret: this prefix, then `secretCharacters` letters and digits. */
  secretPrefix: 'whsec_',
  secretCharacters: 32,
} as const;

Object.assign(factTokens, {
  '%FLOW_WEBHOOK_SECRET_FORMAT%': `\`${flowWebhook.secretPrefix}\` followed by ${flowWebhook.secretCharacters} letters and digits`,
  // The same, as the regular expression the Flow webhook servers check an entry with (review round 31 #8: the
  // endpoint signing secret has no fixed length, so the delivery servers check only its prefix, `whsec_\S+`).
  '%FLOW_WEBHOOK_SECRET_PATTERN%': `${flowWebhook.secretPrefix}[A-Za-z0-9]{${flowWebhook.secretCharacters}}`,
  '%FLOW_WEBHOOK_TIMEOUT_SECONDS%': String(flowWebhook.timeoutSeconds),
  '%FLOW_WEBHOOK_RESPONSE_MAX_KB%': String(flowWebhook.responseMaxKilobytes),
});

// ---------------------------------------------------------------------------
// Issue 24: one statement of what several pages and openapi/openapi.yaml say.
// ---------------------------------------------------------------------------

/**
 * What deleting a chatbot deletes with it, for good, in the dashboard and with the API alike. Pages write
 * %CHATBOT_DELETION_DELETES%; openapi.yaml's `deleteChatbot` description uses the same token, and so keeps the API's
 * word, "chat sessions", also on the user pages that write it (review 39 #5; the glossary's Session row maps it), and
 * src/plugins/api-reference/facts.test.ts checks that the published description names every item.
 */
export const chatbotDeletion = {
  deletes: ['knowledge', 'data sources', 'chat sessions with their messages', 'real-estate listings', 'leads'],
} as const;

/**
 * Error codes after which the same request, sent again with the same `Idempotency-Key`, can succeed: the only
 * ones the retry helpers on developer/api/errors retry (they read this list through %API_RETRYABLE_ERROR_CODES%),
 * and the only codes of openapi.yaml's `x-error-codes` with `retry: true`, which the page's "Error codes" table
 * renders as "Yes" (src/plugins/api-reference/error-codes.test.ts holds the document to it;
 * scripts/samples/retries.samples.ts runs every row against the helpers).
 */
export const retryableErrorCodes = ['idempotency_key_in_use', 'rate_limited', 'internal_error', 'model_unavailable'];

/**
 * Message credits that carry over. The plan's monthly credits (`plans[].monthlyCredits`) reset at the start of
 * every billing period and do not carry over; credits bought in packs carry over from period to period until
 * they are used. The billing pages and openapi.yaml's `CreditsUsage` say the same through these tokens.
 */
export const creditPacks = {
  /** The packs on sale (Workspace settings → Billing → Buy credits), smallest first: credits, and the price in US dollars, paid once. */
  packs: [
    {credits: 1000, priceUsd: 15},
    {credits: 5000, priceUsd: 60},
    {credits: 20000, priceUsd: 200},
  ],
  planCreditsCarryOver: false,
  packCreditsCarryOver: true,
} as const;

/** `n` characters as a rough number of pages, for "about N pages" beside a character limit: two figures kept. */
export function roughPages(characters: number): number {
  const pages = characters / knowledge.charactersPerPageRoughly;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(pages)) - 1);
  return Math.round(pages / magnitude) * magnitude;
}

/** "remove entries: the Business plan, which the API needs, has the highest knowledge limit"; fails if it has not. */
function apiKnowledgeFullAdvice(): string {
  const highest = Math.max(...plans.map((plan) => planLimits[plan.id].knowledgeCharactersPerChatbot));
  const apiPlans = plans.filter((plan) => plan.api);
  if (apiPlans.some((plan) => planLimits[plan.id].knowledgeCharactersPerChatbot !== highest)) {
    throw new Error(
      'config/facts.ts: a plan with the API has less than the highest knowledge limit: say "or change plan".',
    );
  }
  const names = apiPlans.map((plan) => plan.name).join(' and ');
  return `remove entries: the ${names} plan, which the API needs, has the highest knowledge limit`;
}

const joinAnd = (items: readonly string[]): string => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

Object.assign(factTokens, {
  '%KNOWLEDGE_CHARACTERS_PER_PAGE%': formatNumber(knowledge.charactersPerPageRoughly),
  '%CHATBOT_DELETION_DELETES%': `its ${joinAnd(chatbotDeletion.deletes)}`,
  '%API_RETRYABLE_ERROR_CODES%': retryableErrorCodes.map((code) => `'${code}'`).join(', '),
  '%KNOWLEDGE_CHARACTERS_BY_PLAN%': plans
    .map((plan) => `${formatNumber(planLimits[plan.id].knowledgeCharactersPerChatbot)} (${plan.name})`)
    .join(', '),
  // The knowledge limit of the plans the API works on (review round 14: the API reference listed every plan's, though
  // a key works only on these). Pages link the plan table for the others.
  '%API_KNOWLEDGE_CHARACTERS%': plans
    .filter((plan) => plan.api)
    .map(
      (plan) =>
        `${formatNumber(planLimits[plan.id].knowledgeCharactersPerChatbot)} characters on the ${plan.name} plan`,
    )
    .join(', '),
  // Decision (review 42 #3): what to do about `422 knowledge_limit_reached` through the API. The API needs the plan with
  // the highest knowledge limit, and support has no route to a higher one, so the only way is to remove entries (no
  // "change plan"). The Errors page's code table, Edit chatbot knowledge and Get chatbot knowledge's `failure_code`
  // (openapi/openapi.yaml) say it with this token.
  '%API_KNOWLEDGE_FULL_ADVICE%': apiKnowledgeFullAdvice(),
  '%CREDIT_PACKS%': joinOr(
    creditPacks.packs.map((pack) => `${formatNumber(pack.credits)} credits for $${pack.priceUsd}`),
  ),
  '%CREDIT_PACK_CARRY_OVER%':
    "The plan's monthly message credits start again from the plan's amount each billing period and never carry " +
    "over. Purchased credit packs are used after the plan's credits and carry over until they are used.",
  ...Object.fromEntries(
    plans.map((plan) => [
      `%PLAN_${plan.id.toUpperCase()}_KNOWLEDGE_PAGES%`,
      formatNumber(roughPages(planLimits[plan.id].knowledgeCharactersPerChatbot)),
    ]),
  ),
});

// ---------------------------------------------------------------------------
// Issue 31: how an integration learns of every deleted lead, and keeps it deleted.
// ---------------------------------------------------------------------------

/**
 * Deleted leads. Every deletion of a lead sends one `lead.deleted` event to the endpoints of the lead's chatbot (a
 * test chatbot's to the test workspace's endpoints), and List lead deletions (`GET /lead-deletions`) returns it for
 * `listDays` days, far longer than webhook retries last, so that an integration that was down learns of the
 * deletions it missed. `deletedBy` is every way a lead is deleted, each with the `deleted_by` value its event and its
 * listed deletion carry; openapi.yaml's `LeadDeletedBy` enum and description say the same
 * (src/plugins/api-reference/facts.test.ts), and so does the table of developer/webhook/lead.mdx.
 */
export const leadDeletions = {
  /**
   * List lead deletions returns a deletion for this many days after it happened, and so does List chat session
   * deletions (`GET /session-deletions`, `%SESSION_DELETIONS_DAYS%`).
   */
  listDays: 30,
  /** Who or what deleted a lead: `deleted_by` of a `lead.deleted` event and of a lead deletion, in the enum's order. */
  deletedBy: ['api_key', 'dashboard', 'chatbot_deleted', 'test_data_expired', 'test_data_deleted', 'workspace_erased'],
  /**
   * An integration's catch-up time (List chat sessions, message history, leads, lead deletions, chat session
   * deletions) is the time its last successful catch-up run started, by its own clock, less this many minutes. The
   * margin covers two things: a server clock that runs ahead of the platform's (NTP keeps it within seconds; minutes
   * cover a drifting one), and a change stamped with its time when it starts but listed only once it is saved, a few
   * seconds later, so a change stamped just before a run started can be missing from that run. Every page that states
   * the rule uses `%CATCH_UP_MARGIN_MINUTES%` and links to developer/webhook/delivery.mdx#catch-up, the one page that
   * explains why; `%CATCH_UP_MARGIN_WHY%` is what the margin means for the reader's code. The HubSpot server's `CATCH_UP_OVERLAP_MS`
   * is the same figure.
   */
  catchUpMarginMinutes: 10,
} as const;

Object.assign(factTokens, {
  '%LEAD_DELETIONS_DAYS%': String(leadDeletions.listDays),
  // List chat session deletions keeps deletions as long as List lead deletions: one figure, two lists.
  '%SESSION_DELETIONS_DAYS%': String(leadDeletions.listDays),
  '%CATCH_UP_MARGIN_MINUTES%': String(leadDeletions.catchUpMarginMinutes),
  // The rule only; why the margin exists is explained once, on developer/webhook/delivery.mdx#catch-up, which the
  // pages link to.
  '%CATCH_UP_MARGIN_WHY%': 'items you already have come again: handle them as duplicates',
  '%LEAD_DELETION_RULE%':
    'Every deleted lead sends one `lead.deleted` event, however it was deleted: with the API, in the dashboard, ' +
    'with its chatbot, as test data (expired or deleted with **Delete test data**) or with its workspace, and ' +
    '`deleted_by` says which. List lead deletions returns each deletion for ' +
    `${leadDeletions.listDays} days, to catch up on the ones an endpoint missed. Keep the IDs of deleted leads and ` +
    'never store a lead again whose ID was deleted: a retry of an older `lead.created` or `lead.updated` can arrive ' +
    'after `lead.deleted`.',
});

/**
 * Deleted conversations. Every conversation (chat session) that is deleted sends one `conversation.deleted` event to
 * the endpoints of its chatbot, so that a help desk or CRM that mirrors conversations deletes its copy too: deleted in
 * the Inbox, with its lead (whose `lead.deleted` also lists it in `session_ids`), with its chatbot, as test data or
 * with its workspace. `lead_deleted` is only for a lead deleted on its own (api_key, dashboard); a cascade (chatbot,
 * test data, workspace) sends its own `deleted_by`, with `lead_id` when the conversation had a lead. Conversations that leave the history when a plan's retention ends send none: the mirror applies
 * its own retention. openapi.yaml's `ConversationDeletedEvent` enum says the same (facts.test.ts).
 */
export const conversationDeletions = {
  /** `deleted_by` of a `conversation.deleted` event, in the enum's order. */
  deletedBy: [
    'dashboard',
    'lead_deleted',
    'chatbot_deleted',
    'test_data_expired',
    'test_data_deleted',
    'workspace_erased',
  ],
} as const;

Object.assign(factTokens, {
  '%CONVERSATION_DELETION_RULE%':
    'Every deleted conversation sends one `conversation.deleted` event to the endpoints of its chatbot, however it ' +
    'was deleted: with **Delete conversation** in the **Inbox**, with its lead, with its chatbot, as test data or ' +
    'with its workspace, and `deleted_by` says which. It carries IDs only: delete your copy of the conversation ' +
    'you stored under `session_id`, and never store a message of that session again, since a retry of an older ' +
    '`conversation.message.created` can arrive after it. List chat session deletions returns each deletion for ' +
    `${leadDeletions.listDays} days, to catch up on the ones an endpoint missed. ` +
    "Conversations that leave the plan's history send no event and are not listed: how long you keep your copy of " +
    'them is up to your own retention policy.',
  // What a `404` for a stored session means, and what obliges a delete (Get a chat session in openapi.yaml, the
  // recipes' error tables, List chat session deletions): a deletion and ageing out both answer `404`.
  '%SESSION_404_RULE%':
    "A `404` for a session you stored means it was deleted or aged out of the plan's conversation history, and " +
    'does not say which. Only a `conversation.deleted` event or an entry of List chat session deletions tells a ' +
    'deletion apart and obliges you to delete your copy; a copy of a conversation that aged out is yours to keep ' +
    'for as long as your own retention policy says, or to delete',
  // The reconcile of conversations after an outage longer than List chat session deletions keeps them
  // (session-deletions, the delivery and lead webhook pages, the recipes' catch-up steps).
  '%SESSION_RECONCILE_RULE%':
    `Beyond the ${leadDeletions.listDays} days that List chat session deletions keeps, nothing tells a deletion ` +
    'from ageing out any more. A session you stored that is no longer listed (or answers `404`) and whose last ' +
    "message is more recent than your plan's conversation history (the shortest history your plan had meanwhile) " +
    'cannot have aged out: it was deleted, so delete your copy. One whose last message is older may have been ' +
    'either, and nothing can tell you which: keep it under your own retention policy, or delete it if that policy ' +
    'must never keep a conversation that may have been deleted',
  // The same rule in one sentence with a link to the whole one (Catch up after downtime on the delivery page), for the
  // recipes and List chat session deletions (the lead webhook links to the delivery page): the whole paragraph on six
  // pages was slow to scan.
  '%SESSION_RECONCILE_SHORT%':
    `Beyond those ${leadDeletions.listDays} days, a stored session that is no longer listed was deleted if its last ` +
    "message is more recent than your plan's conversation history, and may have been deleted or aged out if older " +
    '([which copies to delete](/developer/webhook/delivery#catch-up))',
  // The one statement of which `deleted_by` a conversation erased with its lead carries (openapi.yaml's
  // ConversationDeletedEvent and LeadDeletedEvent, the webhook pages and Delete a chatbot use it).
  '%CONVERSATION_DELETED_WITH_LEAD%':
    'A conversation erased with its lead carries `deleted_by: lead_deleted` only when the lead was deleted on its ' +
    'own, with Delete a lead or in the dashboard. When the lead went with its chatbot, as test data or with its ' +
    "workspace, the conversation carries that deletion's own `deleted_by` (`chatbot_deleted`, `test_data_expired`, " +
    "`test_data_deleted` or `workspace_erased`), the same as its lead's `lead.deleted`. Either way `lead_id` names " +
    'the lead',
  // Review round 22: the whole rule above is on the lead webhook (next to its deleted_by table); the conversation
  // webhook and the OpenAPI descriptions say it in one sentence and link there.
  '%CONVERSATION_DELETED_WITH_LEAD_SHORT%':
    'A conversation erased with its lead says `deleted_by: lead_deleted` only when the lead was deleted on its own, ' +
    "otherwise its cascade's `deleted_by`, and `lead_id` names the lead " +
    '([which `deleted_by`](/developer/webhook/lead#events))',
  // The whole rule (%WEBHOOK_DELIVERY_BODIES_DELETED%) is on Webhook delivery's What the delivery log keeps; other
  // developer pages link there.
  '%WEBHOOK_DELIVERY_BODIES_DELETED_SHORT%':
    'the bodies of deliveries about a deleted lead or conversation leave **Recent deliveries** at once ' +
    '([what stays](/developer/webhook/delivery#what-the-delivery-log-keeps))',
});

// ---------------------------------------------------------------------------
// Issue 31: the user pages readers still missed (AI models, security and compliance, leads, your account) and the
// plans of the flow builder's Send webhook action. New entries only.
// ---------------------------------------------------------------------------

/**
 * The AI models a chatbot can use, as `GET /models` lists them (openapi.yaml's `listModels` example holds exactly
 * these, and `Chatbot.model`'s default is `defaultModel`: src/plugins/api-reference/ai-models-facts.test.ts).
 * The dashboard lists the models of the workspace's plan in **Settings → AI model**; advanced ones are marked
 * **Advanced** and cost `credits.perAnswerAdvanced` per answer.
 */
export const aiModels = {
  defaultModel: 'gpt-4o-mini',
  models: [
    {id: 'gpt-4o-mini', name: 'GPT-4o mini', provider: 'OpenAI', tier: 'standard', contextWindow: 128000},
    {id: 'gpt-4o', name: 'GPT-4o', provider: 'OpenAI', tier: 'advanced', contextWindow: 128000},
    {id: 'claude-sonnet-4', name: 'Claude Sonnet 4', provider: 'Anthropic', tier: 'advanced', contextWindow: 200000},
  ],
} as const;

/**
 * Where a workspace's data lives, what leaves its region and who processes it. user/workspace/security-and-compliance.mdx
 * is the one page that lists it (the sub-processor and data-flow tables render `subProcessors` and
 * `connectedServices`); the privacy page, the data-retention page and the webhook sender addresses
 * (developer/webhook/trigger-ip.mdx) say the same through the tokens below, and scripts/facts-in-pages.test.ts holds
 * them to it.
 */
export const dataHosting = {
  /**
   * The data regions a workspace can be created in: chosen for each workspace when it is created (at sign-up, or
   * from the account menu's Create workspace), shown in Workspace settings → General, and never changed afterwards.
   */
  regions: [
    {name: 'EU', location: 'Frankfurt, Germany'},
    {name: 'US', location: 'Virginia, United States'},
  ],
  /**
   * What a workspace stores, at rest, only in its data region (databases, file storage and backups alike). What
   * leaves the region is `subProcessors` with a `flow`, and `connectedServices`.
   */
  storedInRegion: [
    'conversations with their messages and attachments',
    'leads and the records of deleted leads',
    'knowledge and the files you upload',
    'flows and settings',
    "team members' roles in the workspace",
    'API keys and secrets',
    'the audit log',
    'webhook delivery logs',
    'export files',
    'the test workspace',
  ],
  /**
   * AI model providers may keep a request this many days to detect abuse, then delete it. They never train their
   * models on it: %PRODUCT_NAME% uses their business APIs, whose terms forbid it. An erasure in %PRODUCT_NAME% does
   * not reach these copies: they expire on their own.
   */
  aiProviderRetentionDays: 30,
  /** The email provider keeps each email it sent, with its text, this many days in its message log. */
  emailProviderRetentionDays: 45,
  /** Owners are emailed this many days before a sub-processor is added or replaced. */
  subProcessorNoticeDays: 30,
  /**
   * Cloudflare, which serves the chat bubble, keeps the script host's access logs, with the visitor's IP address,
   * this many days (review round 24 #2). The workspace itself never stores the address.
   */
  cdnAccessLogDays: 7,
  /**
   * Decision (review 34 #4): how messages of the phone channels come in. Twilio posts each one straight to the
   * workspace's data region; Google Voice's come through the mail row of `subProcessors`.
   */
  inboundChannels:
    'Messages also come in from outside. Twilio posts each text or WhatsApp message your number receives straight to ' +
    "the workspace's data region, at the address the connection sets on the number, without passing through the " +
    'other rows. Google Voice texts arrive by email: the **Amazon Web Services** row that receives the Google Voice ' +
    `texts Gmail forwards to ${googleVoice.forwardingDomain}, in the EU (Ireland) for workspaces in both regions, passes ` +
    "them to the workspace's data region.",
} as const;

/**
 * The addresses webhook deliveries come from: typed in config/webhook-senders.ts, a module of its own so that the
 * page that lists them (developer/webhook/trigger-ip.mdx, `WebhookSenderTable`) loads that list and not every fact.
 */
export {webhookSenders};

/**
 * Days before a webhook sender address is added or removed that the workspace's Owners and technical contacts get
 * an email and the trigger-IP page lists the change. Used on that page and by the allow lists that copy the
 * addresses (the custom payment server's nginx example).
 */
export const webhookSenderNoticeDays = 30;

/** The senders' locations, once each, in the table's order: "EU (Frankfurt), US East (Virginia) and …". */
const webhookSenderLocations = [...new Set(webhookSenders.map((sender) => sender.location))];

/** A sub-processor: a company that processes the workspace's data for %PRODUCT_NAME%. */
export type SubProcessor = {
  name: string;
  purpose: string;
  data: string;
  location: string;
  /** How long it keeps what it receives. */
  kept: string;
  /** The flow of data out of the workspace's region it carries; `null` for the hosting in the region. */
  flow: string | null;
  /** The flow comes into the workspace, received outside its region (review 34 #4); not in `dataFlowsOutOfRegion`. */
  inbound?: true;
};

/** The sub-processors of every workspace, as Workspace settings → Legal lists them. */
export const subProcessors: readonly SubProcessor[] = [
  {
    name: 'Amazon Web Services',
    purpose: 'Hosts the workspace: databases, file storage and backups',
    data: 'Everything the workspace holds',
    location: `The workspace's data region: ${dataHosting.regions.map((region) => `${region.name} (${region.location})`).join(' or ')}`,
    kept: `Until deleted, as Data retention lists; backups up to ${formatDays(retention.backupDays)} longer`,
    flow: null,
  },
  {
    name: 'Amazon Web Services',
    purpose: 'Sends webhook deliveries, Send webhook requests and payment requests to your endpoints',
    data: 'The event, with the lead or the messages it is about',
    location: `Any webhook sender: ${joinOr(webhookSenderLocations)}`,
    kept: 'Only while it sends the request; the delivery log stays in the data region',
    flow: 'Webhook deliveries and other requests to your endpoints',
  },
  {
    // Decision (review 34 #4): one mail domain serves both regions, so forwarded texts are received in the EU for every
    // workspace, checked (googleVoiceForwardingCheck) and passed at once to the workspace's data region.
    name: 'Amazon Web Services',
    purpose: `Receives the Google Voice texts Gmail forwards to ${googleVoice.forwardingDomain} and passes them to the workspace's data region`,
    data: "Each forwarded text: the sender's number and what they wrote",
    location: 'EU (Ireland), for workspaces in both regions',
    kept: 'Only while it checks the email and passes it on',
    flow: 'Google Voice texts that Gmail forwards, received in the EU',
    inbound: true,
  },
  {
    name: 'OpenAI',
    purpose: 'Writes answers with OpenAI models',
    data: 'The instructions, the knowledge passages and the recent messages of each answer',
    location: 'United States',
    kept: `Up to ${formatDays(dataHosting.aiProviderRetentionDays)}, to detect abuse; never used for training`,
    flow: 'Answers written by AI models',
  },
  {
    name: 'Anthropic',
    purpose: 'Writes answers with Anthropic models',
    data: 'The instructions, the knowledge passages and the recent messages of each answer',
    location: 'United States',
    kept: `Up to ${formatDays(dataHosting.aiProviderRetentionDays)}, to detect abuse; never used for training`,
    flow: 'Answers written by AI models',
  },
  {
    name: 'Postmark',
    purpose:
      // Review 42 #2: one fact a cell, to read on a phone; the Notifications page lists the emails and what each holds.
      "Sends the workspace's emails, flows' Notify team emails (the lead's details and the last messages) among them",
    data: "The recipients' email addresses and what each email says; an export email holds the link, never the file",
    location: 'United States',
    kept: `${formatDays(dataHosting.emailProviderRetentionDays)}, in its message log`,
    flow: 'Emails to your team and contacts',
  },
  {
    name: 'Apple',
    purpose: 'Delivers push notifications to the iOS app',
    data: "The device's push token and the notification's title: the chatbot's name and what happened, never the customer's messages or details",
    location: 'United States',
    kept: 'Until the device receives the notification',
    flow: 'Push notifications to the mobile apps',
  },
  {
    name: 'Google',
    purpose: 'Delivers push notifications to the Android app (Firebase Cloud Messaging)',
    data: "The device's push token and the notification's title: the chatbot's name and what happened, never the customer's messages or details",
    location: 'United States',
    kept: 'Until the device receives the notification',
    flow: 'Push notifications to the mobile apps',
  },
  {
    // Decision (issue 45, review round 23): the chat bubble's two hosts are served by Cloudflare's edge worldwide.
    name: 'Cloudflare',
    purpose:
      `Serves the chat bubble from ${new URL(product.widgetScriptOrigin).host} and ` +
      `${new URL(product.widgetFrameOrigin).host}; decrypts (TLS) its connections at the edge and forwards them to the ` +
      'data region',
    data: "The visitor's IP address; the messages and details the chat bubble sends, passing through to the data region",
    location: "Cloudflare's edge, worldwide: the data centre nearest the visitor",
    kept:
      "The script host's access logs, with the visitor's IP address, " +
      `${formatDays(dataHosting.cdnAccessLogDays)}; messages are not stored at the edge`,
    flow: "The chat bubble's script and connections",
  },
  {
    name: 'Stripe',
    purpose: "Bills the workspace's plan and credit packs",
    data: "The Owner's billing details, payment method and invoices",
    location: 'United States',
    kept: `As long as tax and accounting law requires, also after the workspace is erased; so does ${product.companyName}`,
    flow: 'Billing',
  },
];

/**
 * Services you connect yourself: not sub-processors. They receive what you send them, under your own account and
 * terms, wherever they process data.
 */
export const connectedServices = [
  'Twilio',
  'Google Voice (through your Gmail)',
  'GoHighLevel',
  'HubSpot',
  'Google Sheets',
  'your scheduling tool',
  'your payment provider',
  'Activepieces',
  'Mailchimp',
] as const;

/**
 * What each connected service keeps of a customer once %PRODUCT_NAME%, or a set-up from the guides, sent it there,
 * and where you delete it: a deletion in %PRODUCT_NAME% reaches none of these copies. One entry for each of
 * `connectedServices`, in its order (scripts/facts-in-pages.test.ts holds them together). Plain text: the privacy
 * page's table (src/components/ConnectedServiceCopiesTable) shows all three columns; the data-retention and
 * workspace-deletion pages link to it (review 27: no repeated list of services).
 */
/**
 * Decision (review 35 int #2): GoHighLevel keeps a deleted contact restorable for this many days, then removes it
 * (GoHighLevel's help, "How to delete contacts and their data"). It has no permanent delete in its app.
 */
export const ghlDeletedContactDays = 60;

/**
 * Decision (review 38 user #2): where a shop owner finds and deletes Twilio messages, the Twilio Console's message
 * log. One menu path for the Twilio page's test, the privacy page's table and the links-by-text sentence.
 */
export const twilioMessageLogMenu = 'Monitor → Logs → Messaging';

export const connectedServiceCopies: readonly {
  service: (typeof connectedServices)[number];
  keeps: string;
  deleteIt: string;
}[] = [
  {
    service: 'Twilio',
    keeps: 'Its message log, with every text and WhatsApp message to and from your number',
    deleteIt:
      `Delete each of the customer's messages in the Twilio Console, ${twilioMessageLogMenu}, or have a developer ` +
      "delete them with Twilio's Messages API. How long Twilio keeps its log is set in your Twilio account, not in " +
      product.productName,
  },
  {
    service: 'Google Voice (through your Gmail)',
    keeps:
      'The texts Google Voice forwarded and the replies sent, in the Gmail account that owns the number, and the texts in Google Voice',
    deleteIt: 'Delete those emails in Gmail, in Sent too, and the conversation in Google Voice',
  },
  {
    service: 'GoHighLevel',
    keeps: "Contacts with the lead's details, and the conversations of the GHL channel",
    deleteIt: `Delete the contact in GHL (GHL keeps a deleted contact restorable for ${ghlDeletedContactDays} days)`,
  },
  {
    service: 'HubSpot',
    keeps: "Contacts with the lead's details",
    deleteIt:
      'Delete the contact permanently in HubSpot if it was there before the lead: an ordinary delete keeps it ' +
      'restorable for 90 days. The HubSpot lead integration erases only the ' +
      'contacts it created, and of a contact that was already there clears only the `parley_` properties',
  },
  {
    service: 'Google Sheets',
    keeps: 'Rows your own systems or flows wrote',
    deleteIt: "Delete the rows in the sheet, and the versions that hold them in the sheet's version history",
  },
  {
    service: 'your scheduling tool',
    keeps: 'Bookings made from the Book a meeting link, with the name and email given there',
    deleteIt: 'Delete the booking and its invitee in the tool',
  },
  {
    service: 'your payment provider',
    keeps: 'The customer, with their payments and subscriptions',
    deleteIt:
      'Delete the customer at the provider (Stripe: Customers, then Delete customer) before you delete the lead ' +
      '(below the table)',
  },
  {
    service: 'Activepieces',
    keeps: 'The run history of both payment flows and of the Mailchimp lead flow (below the table)',
    deleteIt:
      "Delete the customer's runs of each flow in Activepieces (Runs), or tell the customer when your Activepieces' retention removes them",
  },
  {
    service: 'Mailchimp',
    keeps: 'Subscribers added from leads, with their email address and what your flow or import mapped',
    deleteIt: 'Delete the contact permanently in Mailchimp: archiving or unsubscribing keeps their details',
  },
];

/**
 * Review 33 (reading load): the two long cells of the table above, said once under it on the privacy page
 * (%CONNECTED_COPIES_PAYMENT% and %CONNECTED_COPIES_FLOW_RUNS%), so that the table's columns stay narrow.
 */
export const connectedCopiesPayment =
  '**Your payment provider.** It keeps payments as tax law requires. Deleting a Stripe customer cancels their ' +
  'active subscriptions at once, and your server then reports `subscription.cancelled`: ask the customer first ' +
  'whether to end them, or cancel them on purpose. Do this before you delete the ' +
  `${product.productName} lead, so that the lead records the cancellation.`;

export const connectedCopiesActivepieces =
  "**Activepieces.** The payment flows' runs hold the payment requests (the lead's name, email and phone) and the " +
  "Stripe events (the customer's name, email and billing address); the Mailchimp lead flow's runs hold the leads " +
  'it received and read back.';

Object.assign(factTokens, {
  '%CONNECTED_COPIES_PAYMENT%': connectedCopiesPayment,
  '%CONNECTED_COPIES_FLOW_RUNS%': connectedCopiesActivepieces,
});

/** The flows of data out of the workspace's region, once each, in the table's order. */
export const dataFlowsOutOfRegion = [
  ...new Set(subProcessors.flatMap((row) => (row.flow === null || row.inbound ? [] : [row.flow]))),
];

/** The flows received outside the workspace's region on their way in (review 34 #4), once each. */
export const dataFlowsIntoRegion = [
  ...new Set(subProcessors.flatMap((row) => (row.flow !== null && row.inbound ? [row.flow] : []))),
];

/** The dashboard's **Leads** list and its export. */
const formulaGuardRule =
  "A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so that a " +
  'spreadsheet shows it as text and never runs it as a formula, except a number: a phone number such as ' +
  '`+14155550123` or an amount such as `-5` stays as it is, so a CRM import matches it.';
const formulaGuardProgram = "Remove the `'` if you read the file with a program.";
const formulaGuardSpreadsheet =
  'A spreadsheet that opens the file directly turns such a phone number into a ' +
  'number and drops its `+`: import the file with the phone column as text instead ' +
  '([step 3 of Export leads](/user/chatbots/leads#export)).';

export const leadsExport = {
  /** The file **Leads → Export** emails a link to. */
  format: 'CSV',
  /** The download link in the email works this many hours. */
  linkHours: 24,
  /**
   * Decision (issue 45): against formula injection, a cell that starts with one of these characters gets a
   * leading `'`, in every CSV export (leads, conversations, reports, audit log), so a spreadsheet shows it as text
   * and never runs it. A phone number keeps its `+`, which Excel and Google Sheets drop when they open the file,
   * so the leads page's export steps import it with the phone column as text (review round 21).
   * Stated in full by %EXPORT_CSV_FORMULA_GUARD% on the leads export, by
   * %EXPORT_CSV_FORMULA_GUARD_SHORT% on every other page with a CSV export.
   */
  formulaGuard: `${formulaGuardRule} ${formulaGuardProgram} ${formulaGuardSpreadsheet}`,
  /** The parts of `formulaGuard` (issue 45 density pass: the leads page shows the rule, then the two readers as a list). */
  formulaGuardRule,
  formulaGuardProgram,
  formulaGuardSpreadsheet,
  /**
   * The rule in one line with a link to the full one (leads' export file section), for every other page with a CSV
   * export: the full paragraph pasted on seven pages made them slow to scan (review round 13).
   */
  formulaGuardShort: "Formula-like cells get a leading `'` ([The export file](/user/chatbots/leads#export-format)).",
} as const;

/** The workspace's audit log (Workspace settings → Audit log). */
export const auditLog = {
  /** Entries are kept this many days. */
  retentionDays: 365,
} as const;

/**
 * The flow builder's **Send webhook** action is part of the API and webhooks feature (`plans[].api`): its
 * **Flow webhook secret** sits in **Settings → Webhooks**, with the endpoints.
 */
export const sendWebhookActionFeature = 'api' as const;

Object.assign(factTokens, {
  '%AI_MODEL_DEFAULT%': aiModels.defaultModel,
  '%DATA_REGIONS%': joinOr(dataHosting.regions.map((region) => `${region.name} (${region.location})`)),
  '%AI_PROVIDER_RETENTION_DAYS%': String(dataHosting.aiProviderRetentionDays),
  '%EMAIL_PROVIDER_RETENTION_DAYS%': String(dataHosting.emailProviderRetentionDays),
  '%CDN_ACCESS_LOG_DAYS%': String(dataHosting.cdnAccessLogDays),
  '%INBOUND_CHANNELS%': dataHosting.inboundChannels,
  '%SUB_PROCESSOR_NOTICE_DAYS%': String(dataHosting.subProcessorNoticeDays),
  '%LEADS_EXPORT_FORMAT%': leadsExport.format,
  '%EXPORT_CSV_FORMULA_GUARD%': leadsExport.formulaGuard,
  '%EXPORT_CSV_FORMULA_GUARD_RULE%': leadsExport.formulaGuardRule,
  '%EXPORT_CSV_FORMULA_GUARD_PROGRAM%': leadsExport.formulaGuardProgram,
  '%EXPORT_CSV_FORMULA_GUARD_SPREADSHEET%': leadsExport.formulaGuardSpreadsheet,
  '%EXPORT_CSV_FORMULA_GUARD_SHORT%': leadsExport.formulaGuardShort,
  '%LEADS_EXPORT_LINK_HOURS%': String(leadsExport.linkHours),
  '%AUDIT_LOG_RETENTION%': formatDays(auditLog.retentionDays),
  '%AUDIT_LOG_WINDOW%': formatLastDays(auditLog.retentionDays),
  '%PLANS_WITH_SEND_WEBHOOK%': plansWith(sendWebhookActionFeature),
  '%PLANS_WITH_SEND_WEBHOOK_NAMED%': plansNamed(sendWebhookActionFeature),
});

// ---------------------------------------------------------------------------
// Issue 45: one truth for what pages and openapi.yaml said differently: which plan includes which AI model, what a
// reader sees when credits or a messages limit run out, and which channels are text-message channels.
// ---------------------------------------------------------------------------

/**
 * Which plans include which AI models: every plan includes the standard models; advanced models (5 credits an
 * answer) come with these plans. **Settings → AI model** lists only the models of the workspace's plan, and a
 * downgrade to a plan without advanced models moves each chatbot that uses one to `aiModels.defaultModel`.
 * The plan table (`src/utils/plan-rows.ts`) and the model table (src/components/AiModelTable) both read it.
 */
export const advancedModelPlans: readonly PlanId[] = ['starter', 'pro', 'business'];

/** The plans that include a model, in plan order. */
export function plansWithModel(model: {tier: 'standard' | 'advanced'}): Plan[] {
  return plans.filter((plan) => model.tier === 'standard' || advancedModelPlans.includes(plan.id));
}

/**
 * What happens when the workspace's message credits, or a chatbot's messages limit, are used up. On the channels
 * %PRODUCT_NAME% answers itself (website, text-message channels) the chatbot sends its **Limit message** and
 * the conversation, the visitor's message and the Limit message included, is in the **Inbox** for the team. Through
 * the API, Message a chatbot answers an error instead and stores nothing: the app shows its own message. Pages and
 * openapi.yaml (`messageChatbot`, `PaymentRequired`, `TooManyMessages`) write these tokens.
 */
const limitReachedApiErrors =
  'Through the API, Message a chatbot answers `402 insufficient_credits` when the credits are used up, or ' +
  "`429 messages_limit_reached` when the chatbot's messages limit is, and stores nothing: the visitor's message " +
  'is not in the conversation or the **Inbox**, no Limit message is sent, and your app shows its own message.';
/**
 * Decision (review 38 #3): flows keep running when credits or a messages limit run out. Their Message and Question
 * blocks cost `credits.perFlowMessage` and are not answers, so they do not count toward the **Messages limit**; only
 * a message the AI would answer (`answer_kind: answer` or `fallback`) gets the Limit message, or the API's error.
 */
const limitReachedFlows = (what: string): string =>
  `Flows keep running: their blocks cost ${credits.perFlowMessage === 0 ? 'no' : credits.perFlowMessage} ` +
  `credits and do not count toward the **Messages limit**, so only a message the AI would answer gets ${what}.`;
/** `limitReached.api`'s exception: when neither error comes (the billing page shows it apart, issue 45). */
const limitReachedApiStored =
  'While an agent has the conversation, while a hand-off waits and **Wait before the chatbot resumes** has not ' +
  'passed, or while the chatbot is paused, no answer is written, so neither error comes and the message is ' +
  'stored; once that wait has passed the chatbot answers again, charged, and both errors can come. ' +
  limitReachedFlows('the error');
export const limitReached = {
  channels:
    'On the website and the text-message channels the chatbot sends its **Limit message** instead of an answer, ' +
    "and the conversation, with both messages, stays in the **Inbox**'s **Chatbot** view, not **Waiting**, and no " +
    'agent is notified: your team finds and answers it there (in GHL for a GoHighLevel conversation). ' +
    limitReachedFlows('the **Limit message**'),
  api: `${limitReachedApiErrors} ${limitReachedApiStored}`,
} as const;

/**
 * Decision (round 46, reviews 40-41 #4): where a conversation that ended on the **Limit message** shows in **Reports**.
 * It was started and stays in the **Inbox**, so **Conversations** counts it; the chatbot did not answer it, so it is
 * not **Answered by the chatbot** (as a hand-off or the **Fallback message** is not); and the messages that got the
 * Limit message were never put to the AI, so **Unanswered questions** does not list them. Through the API nothing is
 * stored (`limitReached.api`), so no report counts the refused message. Used on the reports page; billing#run-out
 * uses `limitReachedReportsShort`.
 */
export const limitReachedReports =
  'A conversation that ended on the **Limit message** counts in **Conversations** but not in **Answered by the ' +
  'chatbot**, and **Unanswered questions** does not list the messages that got it: the chatbot did not try to ' +
  'answer them. A message refused through the API is stored nowhere, so no report counts it.';
/** `limitReachedReports` in one sentence with the link to it, for billing#run-out. */
export const limitReachedReportsShort =
  'In **Reports**, a conversation that ended on the **Limit message** counts in **Conversations** but not as ' +
  'answered, and is not in **Unanswered questions** ([what each report shows](/user/workspace/reports#what-each-report-shows)).';

/**
 * Decision (review 29 #4): usage emails, always sent (not in **Profile → Notifications**): Owners at this share of
 * the billing period's credits used and again when they run out; Owners and Admins when a chatbot reaches its
 * **Messages limit**, once per limit period. Notifications states it; billing links to it.
 */
export const usageEmails = {
  creditsLowPercent: 80,
} as const;
const usageEmailsText =
  `Owners get an email when the workspace has used ${usageEmails.creditsLowPercent} % of its credits for the ` +
  'billing period, and again when they run out. Owners and Admins get one when a chatbot reaches its ' +
  '**Messages limit**, once per limit period. These emails cannot be turned off.';

const joinAndNames = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

Object.assign(factTokens, {
  '%PLANS_WITH_ADVANCED_MODELS%': joinAndNames(
    plans.filter((plan) => advancedModelPlans.includes(plan.id)).map((plan) => plan.name),
  ),
  '%PLANS_WITHOUT_ADVANCED_MODELS%': joinAndNames(
    plans.filter((plan) => !advancedModelPlans.includes(plan.id)).map((plan) => plan.name),
  ),
  '%TEXT_CHANNEL_NAMES%': joinAndNames(
    channels.filter((channel) => textChannels.ids.includes(channel.id)).map((channel) => channel.name),
  ),
  '%GHL_MESSAGE_CHANNELS%': joinAndNames(textChannels.gohighlevelCarries),
  '%LIMIT_REACHED_CHANNELS%': limitReached.channels,
  '%LIMIT_REACHED_API%': limitReached.api,
  '%LIMIT_REACHED_API_ERRORS%': limitReachedApiErrors,
  '%LIMIT_REACHED_API_STORED%': limitReachedApiStored,
  '%LIMIT_REACHED_API_FLOWS%': limitReachedFlows('the error'),
  '%LIMIT_REACHED_REPORTS%': limitReachedReports,
  '%LIMIT_REACHED_REPORTS_SHORT%': limitReachedReportsShort,
  '%USAGE_EMAILS%': usageEmailsText,
  '%CREDITS_LOW_EMAIL_PERCENT%': String(usageEmails.creditsLowPercent),
});

// ---------------------------------------------------------------------------
// Reviewer findings on the user guide: what a downgrade does to what the new plan no longer includes, and what the
// Inbox's AI tools cost. New entries only.
// ---------------------------------------------------------------------------

/**
 * A downgrade, or a cancelled subscription (which moves the workspace to Free), applies at the end of the billing
 * period; user/workspace/billing.mdx ("What happens to what no longer fits") is the one table of what becomes of each
 * thing over the new plan. Nothing is deleted on the day: chatbots over the plan are paused, members over its seats
 * are deactivated, knowledge over its limit stays, and the connections the plan does not include stop.
 */
export const downgrade = {
  /**
   * Phone numbers, integrations, webhook endpoints and API keys the new plan does not include stop working and keep
   * their settings this many days: an upgrade within them turns each back on as it was; after them they are deleted.
   */
  keepConnectionsDays: 30,
} as const;

/**
 * Decision (review 39 user, HIGH): what cancelling keeps. A cancelled subscription is a downgrade to Free at the end of
 * the period paid for, so "your data stays" was false: Free's history, chatbots and seats apply. Stated once, on
 * billing.mdx#cancel; delete-workspace.mdx links there.
 */
export const cancelSubscriptionKeeps =
  'Cancelling stops the payments. At the end of the period you paid for, the workspace moves to the Free plan and ' +
  `its limits: conversations older than its ${formatDays(plans.find((plan) => plan.id === 'free')!.historyRetentionDays)} ` +
  `of history are deleted, at the earliest ${retention.downgradeNoticeDays} days after the email that announces it; ` +
  "chatbots and members beyond Free's are paused or deactivated; and phone numbers, integrations, webhook endpoints " +
  `and API keys stop, their settings deleted after ${downgrade.keepConnectionsDays} days. Export what you want to ` +
  'keep first ([Keep a copy](/user/workspace/data-retention#keep-a-copy))';

Object.assign(factTokens, {'%CANCEL_SUBSCRIPTION_KEEPS%': cancelSubscriptionKeeps});

/**
 * Decision (review 40 user, MEDIUM #3): what an upgrade brings back by itself. Connections stopped by a downgrade
 * (`downgrade.keepConnectionsDays`) work again on their own; paused chatbots and deactivated members do not: an Owner
 * or Admin resumes each one, as team.mdx's **Reactivate** says. Stated once, in billing.mdx#over-the-new-plan (review 43
 * user #2: invoices-and-vat.mdx and the restore link there); a restore has its own `restorePlanBringsBack` (review 41
 * user #2), which states only how it differs.
 */
export const upgradeBringsBack =
  `An upgrade turns phone numbers, integrations, webhook endpoints and API keys back on by itself within ` +
  `${downgrade.keepConnectionsDays} days, but not paused chatbots or deactivated members: an Owner or Admin then sets ` +
  "each chatbot's **Status** to **Active** (**Settings → General**) and selects **Reactivate** on each member " +
  '(**Workspace settings → Team**).';

/**
 * Review 41 user #2: what choosing a plan brings back after a restore (delete-workspace.mdx#restore, step 1). Not
 * `upgradeBringsBack`: API keys were revoked at deletion and are not brought back (step 2 creates new ones), and
 * channels disconnected before the deletion stay disconnected. Review 43 user #2: the rest (paused chatbots and
 * deactivated members come back only by hand) is billing's, which it links instead of repeating.
 */
export const restorePlanBringsBack =
  `Choosing a plan within ${downgrade.keepConnectionsDays} days turns the connections the restore kept back on, as an upgrade ` +
  'does ([What happens to what no longer fits](/user/workspace/billing#over-the-new-plan)); channels disconnected ' +
  'before the deletion stay disconnected, and API keys, revoked at the deletion, do not come back (step 2).';

Object.assign(factTokens, {'%RESTORE_PLAN_BRINGS_BACK%': restorePlanBringsBack});

/**
 * Decision (review 40 user, HIGH #2): what a failed payment's move to Free does, for invoices-and-vat.mdx's payment
 * method section. The same as a downgrade (billing.mdx#over-the-new-plan): connections are deleted after
 * `downgrade.keepConnectionsDays`, so "nothing else is deleted" was false.
 */
export const failedPaymentToFree =
  'After the last failed try, the workspace moves to the Free plan and Owners get an email; what Free does not ' +
  'include stops as after a downgrade ([What happens to what no longer fits](/user/workspace/billing#over-the-new-plan)). ' +
  `Choose a plan again in **Change plan** within ${retention.downgradeNoticeDays} days of that email, or conversations ` +
  `older than Free's ${formatDays(plans.find((plan) => plan.id === 'free')!.historyRetentionDays)} of history are ` +
  `deleted; within ${downgrade.keepConnectionsDays} days, or phone numbers, integrations, webhook endpoints and API ` +
  'keys are deleted with their settings.';

Object.assign(factTokens, {
  '%UPGRADE_BRINGS_BACK%': upgradeBringsBack,
  '%FAILED_PAYMENT_TO_FREE%': failedPaymentToFree,
});

/**
 * Decision (issue 45, review 12): what an upgrade does for a payment integration stopped by a downgrade. Stated once,
 * in openapi.yaml's reportPaymentEvent, shown on payment-reference.mdx#the-events-url (review 43 int #1: its owner);
 * the subscription page's "Before a downgrade" says what stops and links it.
 */
export const paymentIntegrationAfterDowngrade =
  `An upgrade within ${downgrade.keepConnectionsDays} days turns the payment integration back on with its ` +
  'settings, for new payment requests only: what the Events URL refused meanwhile is not recorded later. After ' +
  `${downgrade.keepConnectionsDays} days its settings are deleted, products included: connect it again after an ` +
  'upgrade, add the products again, and put its new **Signing secret**, **Events URL** and **Events token** in ' +
  'your server.';

/**
 * Message credits the **Inbox**'s AI tools use (user/getting-started/livechat.mdx, and the credits table of
 * user/workspace/billing.mdx). **Suggest** has the chatbot's model write a draft, so it costs what one answer of that
 * model costs (`credits.perAnswerStandard` or `credits.perAnswerAdvanced`). The summary at the top of a handed-off
 * conversation is included in the hand-off, and **Improve answer** stores the agent's own text as a Q&A pair: neither
 * uses credits.
 */
export const inboxAiCredits = {
  /** **Suggest**: one answer of the chatbot's model (`credits.perAnswerStandard` or `credits.perAnswerAdvanced`). */
  suggest: credits,
  handOffSummary: 0,
  improveAnswer: 0,
} as const;

/**
 * Decision (review 31, user guide #9): the Q&A pair **Improve answer** saves. It is an ordinary Q&A source. Used by
 * knowledge.mdx's Q&A section, which the live chat guide's review table links.
 *
 * Decision (review 40 user, HIGH #1): the dialog pre-fills the question with the customer's message the chatbot's
 * answer replied to, and the Owner or Admin edits it before saving: no names, order numbers, email addresses or other
 * details of the customer, in the question as in the answer. A pair saved with them is knowledge kept until the source
 * is removed, so privacy.mdx's find-and-delete steps and stored-data table, and data-retention.mdx, name it
 * (`improveAnswerPrivacy`).
 */
export const improveAnswerPair =
  "An Owner or Admin who selects **Improve answer** on a chatbot's message in the **Inbox** saves a Q&A pair. The " +
  "dialog fills in its question with the customer's message that the chatbot answered, and they write its answer. " +
  'Before **Save**, rewrite the question as any customer would ask it: no name, order number, email address or other ' +
  'detail of the customer, in the question as in the answer. The pair is listed in the **Knowledge** tab with the ' +
  'other Q&A pairs, newest first, and you edit it, add wordings under **Also asked as** or delete it like any pair.';

/**
 * Decision (review 40 user, HIGH #1): where a customer's details saved by **Improve answer** are found and deleted.
 * privacy.mdx's Find and Delete steps and its stored-data table, and data-retention.mdx's knowledge row, use it.
 */
export const improveAnswerPrivacy =
  "In each chatbot's **Knowledge** tab, look through the **Q&A** pairs, each named by its question, for the " +
  "customer's name, email address, phone number and order numbers (**Improve answer** may have saved their message " +
  'as a question), or type them in **Test knowledge**';

/** `0` → "None", `2` → "2 each": a cell of the credits table. */
const creditsEach = (n: number): string => (n === 0 ? 'None' : `${n} each`);

Object.assign(factTokens, {
  '%DOWNGRADE_KEEP_CONNECTIONS_DAYS%': String(downgrade.keepConnectionsDays),
  '%PAYMENT_INTEGRATION_AFTER_DOWNGRADE%': paymentIntegrationAfterDowngrade,
  '%CREDITS_PER_SUGGESTION%': `${inboxAiCredits.suggest.perAnswerStandard} with a standard model, ${inboxAiCredits.suggest.perAnswerAdvanced} with an advanced one`,
  '%CREDITS_HANDOFF_SUMMARY%': creditsEach(inboxAiCredits.handOffSummary),
  '%CREDITS_IMPROVE_ANSWER%': creditsEach(inboxAiCredits.improveAnswer),
  '%IMPROVE_ANSWER_PAIR%': improveAnswerPair,
  '%IMPROVE_ANSWER_PRIVACY%': improveAnswerPrivacy,
  '%CREDITS_INBOX_AI_TOOLS%':
    `**Suggest** uses the message credits of one answer of the chatbot's model (${inboxAiCredits.suggest.perAnswerStandard} ` +
    `with a standard model, ${inboxAiCredits.suggest.perAnswerAdvanced} with an advanced one). The hand-off summary ` +
    `uses ${inboxAiCredits.handOffSummary === 0 ? 'none' : inboxAiCredits.handOffSummary}, and **Improve answer** ` +
    `${inboxAiCredits.improveAnswer === 0 ? 'none' : inboxAiCredits.improveAnswer}.`,
});

// ---------------------------------------------------------------------------
// Which plans include the flow builder's Book a meeting action.
// ---------------------------------------------------------------------------

/**
 * The flow builder's **Book a meeting** action only shows a booking link from the team's scheduling tool (Calendly,
 * Cal.com, Google Calendar appointment schedules, GoHighLevel calendars) and never connects to the tool, so it is
 * part of the flow builder on these plans, not an integration (`plans[].integrations`). integration/calendar-booking,
 * integration/index and the flow builder's action table say so with %PLANS_WITH_BOOK_A_MEETING%; the getting-started
 * path's worked flow uses it on the Free plan.
 */
export const bookAMeetingPlans: readonly PlanId[] = ['free', 'starter', 'pro', 'business'];

Object.assign(factTokens, {
  '%PLANS_WITH_BOOK_A_MEETING%': joinAndNames(
    plans.filter((plan) => bookAMeetingPlans.includes(plan.id)).map((plan) => plan.name),
  ),
  // The flow builder's action table says "All" like its other rows when every plan has it (review 35 #6).
  '%PLANS_WITH_BOOK_A_MEETING_CELL%': plans.every((plan) => bookAMeetingPlans.includes(plan.id))
    ? 'All'
    : joinAndNames(plans.filter((plan) => bookAMeetingPlans.includes(plan.id)).map((plan) => plan.name)),
});

// ---------------------------------------------------------------------------
// Issue 45: what stays in the data region and what leaves it, said the same on every page; export links; the
// deletion of a workspace.
// ---------------------------------------------------------------------------

/**
 * Every download link an export emails (**Leads → Export**, **Inbox → Closed → Export**, **Export this customer's
 * data**) works this many hours; then the file is deleted. One value with `leadsExport.linkHours`.
 */
export const exportLinkHours = leadsExport.linkHours;

/**
 * Decision: the conversation export (**Inbox → Closed → Export**) is emailed as a download link, and holds Closed
 * conversations only: those the list shows, its filters and search included (issue 45, review round 23). Review 24
 * #1: a search matches message text and unverified IDs, so it exports other people's conversations too. Before a deletion that takes
 * every conversation (a chatbot, a workspace), the pages say to close the others first. Used in the chatbot deletion, privacy, workspace deletion and data retention pages.
 */
export const conversationExport =
  `**Inbox → Closed → Export** builds a CSV file of the conversations the list shows, its filters and search ` +
  `included, up to ` +
  `${formatNumber(retention.exportMaxConversations)} ` +
  'conversations with their messages, one row per message ([The conversation export file](/user/workspace/data-retention#conversation-export-format)), ' +
  `and emails you a download link, which works for ${exportLinkHours} hours. ` +
  leadsExport.formulaGuardShort;

/**
 * Decision (review 13): how the conversations still going get into the export. An agent can close a website, API,
 * Twilio or Google Voice conversation (**Close**, then **Close conversation**). Review 38 #4: **Close** shows only on an
 * **Open** conversation, so one still **Chatbot** or **Waiting** needs **Take over** first (stated once in the live
 * chat guide's End a conversation, as the hand-off webhook's states have it); a GoHighLevel one is read-only in the
 * **Inbox**, with no **Close**, and closes only `textChannels.conversationIdleHours` after its last message, as the
 * Twilio and Google Voice ones do when nobody closes them, whatever **End conversation after** says.
 */
export const conversationExportClosedOnlyRule =
  'The export holds **Closed** conversations only, while a deletion also takes the conversations still ' +
  '**Chatbot**, **Waiting** or **Open**.';
/**
 * How to close them: stop new traffic and wait first, close by hand only as the last resort (review 44 #2: leading
 * with **Take over** then **Close** on a live chatbot silenced it, showed the agent's name and ended customers'
 * conversations). Parts of `conversationExportClosedOnly`; data retention lists them in this order.
 */
export const conversationExportClosedOnlyStop =
  'Before you delete a chatbot or the workspace, stop new conversations first: disconnect the channels in each ' +
  "chatbot's **Settings → Channels** and remove the chat bubble's snippet from your site.";
export const conversationExportClosedOnlyWait =
  'Then wait until the others ' +
  "close on their own: website and API conversations after the chatbot's **End conversation after** " +
  `(**Settings → Limits**), Twilio and Google Voice conversations ${textChannels.conversationIdleHours} hours ` +
  'after their last message, whatever that setting says.';
export const conversationExportClosedOnlyClose =
  'To close one sooner, select **Take over** if it is still **Chatbot** or **Waiting**, then **Close** and ' +
  '**Close conversation** ([End a conversation](/user/getting-started/livechat#end-a-conversation)). Do it only ' +
  'when the customer is done: **Take over** silences the chatbot and shows the customer your first name, and ' +
  "**Close conversation** ends the customer's conversation; their next message starts a new one.";
export const conversationExportClosedOnlyGhl =
  'GoHighLevel conversations are read-only in the ' +
  `**Inbox**, with no **Close**: they too close ${textChannels.conversationIdleHours} hours after their last message.`;
export const conversationExportClosedOnlyCheck =
  'Then export, and check that the file holds the conversations you need before you delete.';
export const conversationExportClosedOnly = [
  conversationExportClosedOnlyRule,
  conversationExportClosedOnlyStop,
  conversationExportClosedOnlyWait,
  conversationExportClosedOnlyClose,
  conversationExportClosedOnlyGhl,
  conversationExportClosedOnlyCheck,
].join(' ');

/**
 * `conversationExportClosedOnly` in one sentence with a link to it (data retention's export section, where it stays
 * whole), for the deletion pages: the chatbot deletion, privacy and workspace deletion (review round 14).
 */
export const conversationExportClosedOnlyShort =
  'The export holds **Closed** conversations only: stop new conversations and let the others close first ' +
  '([Keep a copy](/user/workspace/data-retention#keep-a-copy)).';

/**
 * Deleting a workspace (user/workspace/delete-workspace.mdx). It can be restored for `retention.deletedWorkspaceDays`
 * days, then it is erased; backups that still hold it are overwritten within `retention.backupDays` days.
 */
export const workspaceDeletion = {
  /** Owners get a reminder this many days before the workspace is erased. */
  reminderDaysBefore: 7,
} as const;

/**
 * Review 36 #1: where a workspace's data is stored, said the same wherever a page says it: at rest in its region
 * only, plus the copies the sub-processors keep for a limited time (security-and-compliance owns the table). No page
 * says "only there" without the copies.
 */
export const dataStoredWhere =
  "At rest, your workspace's data is stored only in its data region. The sub-processors that handle some of it " +
  'outside the region, each time it is used, keep a copy for a limited time: ' +
  '[what leaves the region](/user/workspace/security-and-compliance#leaves-the-region) says how long each keeps it.';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const senderIps = webhookSenders.map((sender) => sender.address.replace(/\/32$/, ''));

Object.assign(factTokens, {
  '%DATA_AT_REST%': joinAnd(dataHosting.storedInRegion),
  '%DATA_STORED_WHERE%': dataStoredWhere,
  '%DATA_FLOWS_OUT_OF_REGION%': joinAnd(dataFlowsOutOfRegion.map(lowerFirst)),
  '%CONNECTED_SERVICES%': joinAnd(connectedServices),
  '%WEBHOOK_SENDER_LOCATIONS%': joinAnd(webhookSenderLocations),
  '%WEBHOOK_SENDER_IPS%': senderIps.join(' '),
  '%WEBHOOK_SENDER_NOTICE_DAYS%': String(webhookSenderNoticeDays),
  /** One `allow` line per address, for an nginx `location` block indented by four spaces. */
  '%WEBHOOK_SENDER_NGINX_ALLOW%': senderIps.map((ip) => `allow ${ip};`).join('\n    '),
  '%EXPORT_LINK_HOURS%': String(exportLinkHours),
  '%CONVERSATION_EXPORT%': conversationExport,
  '%CONVERSATION_EXPORT_CLOSED_ONLY%': conversationExportClosedOnly,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_RULE%': conversationExportClosedOnlyRule,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_CLOSE%': conversationExportClosedOnlyClose,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_STOP%': conversationExportClosedOnlyStop,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_WAIT%': conversationExportClosedOnlyWait,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_GHL%': conversationExportClosedOnlyGhl,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_CHECK%': conversationExportClosedOnlyCheck,
  '%CONVERSATION_EXPORT_CLOSED_ONLY_SHORT%': conversationExportClosedOnlyShort,
  '%DELETED_WORKSPACE_REMINDER_DAYS%': String(workspaceDeletion.reminderDaysBefore),
});

/**
 * What a webhook endpoint's **Send test event** sends (decisions: the endpoint's own chatbot, so that a handler that
 * checks which chatbot a secret signs for accepts it; a new `evt_` ID and delivery for each test, so that a handler
 * that skips handled IDs does not skip it; sample data otherwise). Stated once here and used, word for word,
 * in openapi.yaml (the Webhooks tag), the webhook delivery and lead pages, the settings reference and the HubSpot
 * recipe. It ends with the warning that a test event is stored like a real one, so that no page that shows it leaves
 * the warning out (review round 22).
 */
export const webhookTestEvent =
  "**Send test event** sends the event type you pick, signed with the endpoint's **Signing secret**, with a new " +
  '`evt_…` event ID each time (its own delivery, so a handler that skips handled IDs handles each test), the ' +
  "endpoint's own chatbot in `chatbot_id` (and in the lead's or the session's `chatbot_id`) and the reference's " +
  'example in every other field, such as the lead Dana Whitfield (`dana@example.com`). Nothing marks it as a test: ' +
  'send it only to a test or copy endpoint, or delete what it creates.';

Object.assign(factTokens, {
  '%WEBHOOK_TEST_EVENT%': webhookTestEvent,
});

// ---------------------------------------------------------------------------
// Review round 6 (user and integration guides): where a payment's result goes, and which Node.js the samples need.
// ---------------------------------------------------------------------------

/**
 * Decision: the flow builder's **Request payment** action always has a lead to record the payment on. When the
 * conversation has none yet, the action saves one first, as **Save lead** does, so a payment request's `lead.id` is
 * never `null` and the payment fields and a subscription's `customer_reference` always land on a lead. Stated once
 * here and used, word for word, in openapi.yaml (`PaymentRequest.lead`), the flow builder's action table and the
 * custom payment pages.
 */
export const paymentRequestLead =
  'When the conversation has no lead yet, **Request payment** saves one first, as **Save lead** does, with the ' +
  'name, email and phone the conversation knows so far (each `null` when unknown). So every payment request ' +
  "carries a `lead.id`, and the payment's result, a subscription's `customer_reference` included, is stored on " +
  'that lead. In a conversation your app runs through the API (`api`), lead capture never asks and **Save lead** is ' +
  'skipped, so the lead it saves has no name, email or phone, even when your back end created the session with ' +
  '`visitor.name` or `visitor.email`: `lead.email` is `null`, and the customer types the email on the checkout ' +
  'page. To pre-fill checkout, look the customer up by `visitor.id` in your own records.';

/**
 * The oldest Node.js the guides' samples and the MCP server support: an LTS release still maintained (Node.js 20's
 * maintenance ended in April 2026). `mcp/package.json`'s `engines` says the same.
 */
export const nodeMinVersion = 22;

Object.assign(factTokens, {
  '%PAYMENT_REQUEST_LEAD%': paymentRequestLead,
  '%NODE_REQUIREMENT%': `Node.js ${nodeMinVersion} or later (an LTS release)`,
});

// ---------------------------------------------------------------------------
// Review round 7 (user and integration guides): where the consent box appears, the payment Events URL's limit.
// ---------------------------------------------------------------------------

/**
 * Decision: the lead capture's **Consent text** (with a link to a privacy policy) puts a tick box wherever the
 * website chat is about to save the customer's contact details: lead capture's request, the contact details asked
 * for outside **Working hours** (with lead capture's form), and a flow's **Save lead** and **Request payment** (which
 * saves a lead first). Channels without a chat window cannot show a box, so consent there rests on the customer
 * having contacted you, or on your own consent records (`leadConsentBoxTextChannels`). Stated in full on the
 * privacy page (#consent-box); the chatbot settings guide and reference say it in one sentence
 * (`leadConsentBoxShort`), the flow builder as a flow meets it (`leadConsentBoxFlow`).
 */
export const leadConsentBoxWhere =
  'When the **Consent text** contains a link, the website chat shows it with a box to tick wherever it is about to ' +
  "save the customer's details: with lead capture's request, with the contact details asked for outside **Working " +
  "hours** (lead capture's form, after the **Out-of-hours message**), and before a flow's **Save lead** or " +
  '**Request payment** saves the lead, whatever **Ask for contact details** is set to.';
/** `leadConsentBox`'s second part (issue 45 density pass): what an unticked box stops. */
export const leadConsentBoxNoTick =
  'No lead is saved until the ' +
  'customer ticks it: without the tick, **Save lead** goes on to the next block without saving, **Request payment** ' +
  'takes its **Not paid** output, and outside working hours the details are not saved.';
/** `leadConsentBox`'s third part: the flow variables an unticked box leaves empty. */
export const leadConsentBoxEmptyVariables =
  'Without the tick, the ' +
  "flow's lead variables (`lead.name`, `lead.email`, `lead.phone`) stay empty: **Book a meeting**'s link carries " +
  'no name, email or phone to fill in, and **Send webhook** sends those variables empty.';
/** The whole rule, its three parts in one paragraph (the privacy page shows the parts as a lead and a list). */
export const leadConsentBox = [leadConsentBoxWhere, leadConsentBoxNoTick, leadConsentBoxEmptyVariables].join(' ');

/**
 * The channels without a consent box, split from `leadConsentBox` (one 200-word paragraph): texting first is not
 * consent, and where there is no lawful basis, **Never** is what stops a text channel's number becoming a lead.
 * Follows `leadConsentBox` on the privacy page (#consent-box).
 */
export const leadConsentBoxTextChannels =
  'Text-message channels and GoHighLevel show no box. A customer who texts you first has not consented to ' +
  'marketing, or to their details going to a CRM: your privacy policy must cover these channels, and where you ' +
  'have no lawful basis to save their details, set **Ask for contact details** to **Never** on that chatbot: on ' +
  'Twilio and Google Voice nothing else stops the number becoming a lead, since it is saved at the first text the ' +
  'chatbot answers, before any flow can ask.';

/**
 * The consent box in one sentence with a link to the full rule (the privacy page's consent section), for the pages
 * where the box is one step among others: the full paragraph pasted on four pages turned the quick start's step into
 * a paragraph (review round 13).
 */
export const leadConsentBoxShort =
  'A link in the **Consent text** adds a box to tick in the website chat, and no lead is saved without the tick ' +
  '([the consent box](/user/workspace/privacy#consent-box)).';

/**
 * The **Consent text**'s default, and what it does not cover: the default promises replies only, while the quick
 * start's setup also sends leads to CRMs and webhooks, e-mails them to the team and books sales calls (review 44).
 */
export const consentTextDefault = "We'll use your details only to reply to you.";

export const consentTextDefaultNote =
  'The default covers replies only: if you also add the details to a CRM, send them to a webhook, e-mail them to ' +
  'your team or call customers back, replace it with what you really do with them.';

/** The consent box as a flow meets it: what **Save lead**, **Request payment** and the lead variables do without the tick. */
export const leadConsentBoxFlowWhere =
  "When the **Consent text** contains a link, the box to tick shows before a flow's **Save lead** or **Request " +
  'payment** saves the lead, whatever **Ask for contact details** is set to.';
/** What an unticked box stops in a flow (a part of `leadConsentBoxFlow`; the flow builder lists the parts). */
export const leadConsentBoxFlowNoTick =
  'Without the tick, **Save lead** goes on ' +
  'to the next block without saving, **Request payment** takes its **Not paid** output, and the lead variables ' +
  "(`lead.name`, `lead.email`, `lead.phone`) stay empty: **Book a meeting**'s link fills in nothing, and **Send " +
  'webhook** sends those variables empty.';
/** The `flow.` variables go whatever the box (a part of `leadConsentBoxFlow`). */
export const leadConsentBoxFlowVariables =
  'The `flow.` variables (the answers, such as `flow.name` and `flow.email`) ' +
  'are sent by **Send webhook** and **Notify team** whatever the box: to send contact details only with consent, ' +
  'place those actions after **Save lead**, behind a **Condition** on `lead.email` **is not empty**.';
/** The channels without a box, with the link to the whole rule (a part of `leadConsentBoxFlow`). */
export const leadConsentBoxFlowNoBox =
  'Text-message ' +
  "channels and GoHighLevel show no box ([the box's whole " +
  'rule](/user/workspace/privacy#consent-box)).';
export const leadConsentBoxFlow = [
  leadConsentBoxFlowWhere,
  leadConsentBoxFlowNoTick,
  leadConsentBoxFlowVariables,
  leadConsentBoxFlowNoBox,
].join(' ');

/**
 * Calls per minute the custom payment integration's Events URL accepts, for each integration (each chatbot's Events
 * URL and token, so one chatbot's server cannot use up another's), before it answers 429. As openapi.yaml publishes it.
 */
export const paymentEventsRateLimitPerMinute = 120;

/**
 * Decision (issue 45): what the consent box does to a flow's **Request payment**, in the payment pages' own words;
 * the same rule as `leadConsentBox`.
 */
export const leadConsentBoxPayment =
  'until the customer ticks it, no lead is saved and no payment request is sent: the flow takes its **Not paid** ' +
  'output at once, without a **Pay** button.';

/**
 * Decision (issue 45): how **Request payment** reaches a customer on a text channel, which has no button. Used in
 * the custom payment integration, the payment reference and the flow builder's Actions table.
 */
/**
 * Decision (issue 45): the channels without buttons, named the same by the payment and calendar pages: every channel
 * a GoHighLevel sub-account carries (its chat widget too) gets the link as text, like Twilio and Google Voice.
 */
export const linkOnlyChannels =
  'Twilio, Google Voice and GoHighLevel ([every channel it carries](/integration/ghl-chat-integration#what-you-will-have))';

/**
 * Decision (issue 45): a link a flow sends on a text channel (the payment link, the booking link) is never cut and
 * does not count toward `textChannels.answerMaxCharacters`; the channel bills the whole message. In full, with
 * what a segment is, on the Twilio guide (its Limits table and `twilioMessageBilling`); this one sentence with a link
 * is part of `paymentTextLinkLength`, used once, in the payment reference's "On the text channels and the
 * API" (#on-text-channels); calendar booking and the GoHighLevel chat guide link there (review round 31: the
 * sentence was on four pages).
 */
export const textChannelLinkShort =
  `A link a flow sends is added whole after the message, never cut and outside the ` +
  `${textChannels.answerMaxCharacters} characters of an answer, and an SMS is billed by segments, link included ` +
  '([what a segment is](/user/getting-started/twilio#limits)).';

/**
 * Decision (issue 45, review 12): a shorter payment link by SMS. Only a payment server can shorten its link (it
 * answers with its own redirect address); a booking link carries the details only in the tool's own address, so a
 * redirect would drop them. Its own item (%PAYMENT_SHORT_LINK%) under the payment reference's text-channel list
 * (review 41: the length item was 88 words); calendar booking states the booking side.
 */
export const paymentShortLink =
  'To keep an SMS to fewer segments, your server may answer with a short `payment_url` on your own domain (such ' +
  "as `https://example.com/pay/a1B2`) that redirects to the provider's checkout page: keep the checkout address " +
  'under a random ID of your own and answer `GET /pay/{id}` with a `302` to it until **Link expiry**.';

/**
 * Decision (issue 45, review 12): a booking link is the tool's own address with the details added to it; behind a
 * redirect of your own the details are lost, so it is sent as it is. Used by calendar booking.
 */
export const bookingLinkNotShortened =
  'A booking link is sent as it is, a long address once the details are in it: the details are added only to the ' +
  "tool's own link, so a short redirect address of your own would open the booking page without them.";

/**
 * Decision (issue 45): where a link sent by text stays, besides the customer's phone. Used by the payment and
 * calendar booking pages.
 */
export const textChannelMessageLogs =
  `Twilio's message logs (Twilio Console, **${twilioMessageLogMenu}**), GoHighLevel's **Conversations**, and ` +
  'the Gmail account that owns the Google Voice number (**Sent**)';

/**
 * Decision (review 37 #5): a path may connect back to an earlier block, for a retry such as a new payment link. The
 * block runs again as new. A loop must pass through a **Question** block, so that each pass waits for the customer:
 * **Publish** refuses a flow with a loop that asks nothing and names its blocks. Owned by the flow builder's
 * Conditions section; integration pages that build such a retry link there.
 */
export const flowBackwardConnection =
  'A path may connect back to an earlier block, to offer a retry: the flow runs that block again as new (a ' +
  '**Question** asks again and overwrites its variable; a **Request payment** sends a new request, with a new ' +
  '**Pay** button). A loop must pass through a **Question** block, so that each pass waits for the customer: ' +
  '**Publish** refuses a flow with a loop that asks nothing, and names its blocks.';

/**
 * Decision (issue 45): one message that matches both a flow's trigger and a hand-off phrase. An explicit request
 * for a person always hands off; any other message starts the flow. Used by the flow builder and live chat guides
 * and the settings reference. Review 47 user #1: a **Hand-off phrase** match alone is a request for a person, inside
 * an ordinary question or answer too (`handOffPhraseMatch`), so such a message never starts the flow. Review 48 user
 * #8: one sentence for both kinds of request, read in one pass.
 */
export const handOffOrFlowTrigger =
  'A message that asks for a person, in so many words ("can I talk to a human about pricing?") or with a ' +
  "**Hand-off phrase**, always hands off, even when it also matches a flow's trigger: the flow does not start. Any " +
  'other message that matches a trigger starts its flow.';

/**
 * Decision (review 47 user #1): a **Hand-off phrase** match alone makes a message a request for a person, wherever
 * it stands: in an ordinary question ("How much are your estate agent fees?" with the default "agent"), or as a
 * flow's **Text** answer ("sales agent"). The match is on whole words, so the phrase list is the one control; other
 * wordings are left to the model. Stated in the settings reference's **Hand-off phrases** row; the flow reference's
 * `flowHandOffAtQuestion` and the flow builder's step 4 apply it.
 */
export const handOffPhraseMatch =
  "When a customer's message contains one of these, the chatbot hands off at once, even when the phrase is part " +
  'of an ordinary question or answer: with "agent" in the list, "How much are your estate agent fees?" and a flow ' +
  'answer "sales agent" both hand off.';

/**
 * Decision (issue 45): the Google Sheet rows API writes every value as plain text (Sheets' `RAW` input), so a value
 * that starts with `=` is text in the cell and never runs as a formula. Word for word in openapi.yaml (SheetValues)
 * and integration/google-sheet.mdx.
 */
export const sheetValuesAsText =
  'Values are written as plain text, never read as formulas: a value that starts with `=`, `+`, `-` or `@` is ' +
  'text in the cell.';

/**
 * Decision (issue 45, review round 14): a `portal` request comes from no flow, so it has no **Not paid** path; every
 * failure of it (any status outside `2xx`, `404` for "no customer" included, no `payment_url`, no answer in time)
 * hands the conversation to the team. Stated once, in openapi.yaml's `payment.requested` (rendered on the payment
 * reference's The payment request); the server and subscription pages link there (review 38 #5).
 */
export const paymentPortalFailure =
  'A `portal` request comes from no flow, so any failure (a status outside `2xx`, no `payment_url`, no answer in ' +
  'time) hands the conversation to your team; answer `404` when you have no customer.';

/**
 * Decision (review 20 #4): on `api` sessions a flow runs as on the text channels (`flowsOnApiSessions`), so **Book
 * a meeting** and **Request payment** send their links in the answer's text there too, with no button and no consent
 * box. Added to the link-only sentence of the payment facts and of calendar booking.
 */
export const linkOnlyApi =
  'in conversations your app runs through the API (`api`), where a flow runs as on the text channels ' +
  '([flows on the API](/user/chatbots/flow-reference#actions))';

export const paymentOnTextChannels =
  `On the text channels, ${linkOnlyChannels}, and ${linkOnlyApi}, there is no **Pay** button and no consent box: ` +
  "the message ends with the payment link (your server's `payment_url`).";

/**
 * The payment link by text message, split from `paymentOnTextChannels` (a 200-word paragraph): its length, a
 * shorter link (`paymentShortLink`), when it expires, and where it stays. Each is one item of the list under it on the payment page.
 */
export const paymentTextLinkLength = textChannelLinkShort;

export const paymentTextLinkExpiry =
  'After **Link expiry** the request ends and the flow takes **Not paid**, though the link stays in the message ' +
  '([what to set with Stripe](/integration/custom-payment-integration#integration-settings)).';

export const paymentTextLinkLogs = `The link also stays in the customer's messages and in the channel's message logs: ${textChannelMessageLogs}.`;

/**
 * Decision (issue 45): the **Fallback message** is the model's answer that it found nothing to answer from, so it
 * uses credits as an answer and counts toward a chatbot's **Messages limit**. Used in the billing page's credits
 * table and the settings reference (Answers and Limits).
 */
export const fallbackMessageCredits =
  'The **Fallback message** is an answer too: the model read the question and the knowledge to write it, so it ' +
  "uses the credits of an answer with the chatbot's model and counts toward the **Messages limit**.";

/**
 * Decision (review 37 #5): what the usage answers of the API count, consistent with the billing page's credits table
 * (a **Suggest** draft costs as an answer and does not count toward the **Messages limit**; **Preview** conversations
 * count as real ones) and with `fallbackMessageCredits`. Used in openapi.yaml's `CreditsUsage` and `MessagesLimit`.
 */
export const usageCounting = {
  creditsUsed:
    "Credits used this period, from the plan's credits first, then from purchased credits: every answer, in " +
    '**Preview** conversations too, and each **Suggest** draft an agent asks for in the **Inbox**, counted under its ' +
    "conversation's chatbot in `by_chatbot`.",
  usedInPeriod:
    'Answers the chatbot sent from the start of the current period (midnight UTC of the day, or of the 1st of the ' +
    'month) until now: the **Fallback message** and answers in **Preview** conversations count, **Suggest** drafts ' +
    'in the **Inbox** do not. `0` when `limit` is `null`, since no period runs.',
} as const;

Object.assign(factTokens, {
  '%USAGE_CREDITS_USED%': usageCounting.creditsUsed,
  '%USAGE_USED_IN_PERIOD%': usageCounting.usedInPeriod,
});

/** Days a reset without a recovery code waits, so that an Owner or Admin can stop a stranger's (review round 20). */
export const ownerTwoStepResetWaitDays = 7;

/**
 * Decision (issue 45, review rounds 20 and 27): how the only Owner who lost both the authenticator phone and the
 * recovery codes gets back in. Support asks for control of the account's email (no proof that anyone can look up: a
 * chatbot's name is public, an invoice may be forwarded), and the reset then waits `ownerTwoStepResetWaitDays` with a
 * notice to the account's email and every Owner and Admin, any of whom can cancel it: whoever took over the email
 * cannot also take the workspace unseen. Another Owner resets it from **Team** at once. user/workspace/security.mdx
 * (troubleshooting) says after this fact that every Owner gets an email and the audit log records it.
 */
export const ownerTwoStepRecovery =
  `write to [${product.supportEmail}](mailto:${product.supportEmail}) from your account's email address, with ` +
  "the workspace's name. Support emails that address a link to confirm, so only someone who controls the " +
  `account's email can ask. The reset then waits ${formatDays(ownerTwoStepResetWaitDays)}: a notice goes at once ` +
  'to your email and to every Owner and Admin, and any of them can cancel it with its link.';

/**
 * Decision (review 34 #3, as **Require single sign-on** does): saving **Require two-step verification** signs out, on
 * every device, each member who signs in with a password and has not turned two-step verification on; sessions last
 * 30 days, so "asked the next time they sign in" would leave them in for up to a month. user/workspace/security.mdx.
 */
export const requireTwoStepEffect =
  'Members who sign in with a password and have not turned it on are signed out on every device at once. At their ' +
  'next sign-in they must set it up before they can open the workspace.';

/**
 * Decision (review 44 #8): what turning on **Require two-step verification** does to the Owner who turns it on. The
 * switch needs that Owner's own two-step verification on first (when they sign in with a password), so saving it
 * never signs them out with the others. user/workspace/security.mdx states it as the step before, and the effect.
 */
export const requireTwoStepOwnerFirst =
  'If you sign in with a password, turn on your own [two-step verification](/user/workspace/security#two-step-verification) first: until ' +
  'it is on, **Require two-step verification** cannot be turned on.';
export const requireTwoStepOwnerStays = 'You stay signed in, since your own two-step verification is on.';

/**
 * Decision (review 34 #9): quiet hours are a personal **Profile** setting that holds across every workspace a person
 * belongs to, so they follow the person's own **Time zone** (**Profile → Account**, taken from their browser when the
 * account is created), not any workspace's. user/workspace/notifications.mdx.
 */
export const quietHoursTimeZone =
  'in your own time zone (**Profile → Account → Time zone**, taken from your browser when you created your ' +
  "account), not a workspace's, so they hold the same in every workspace you belong to";

Object.assign(factTokens, {
  '%REQUIRE_TWO_STEP_EFFECT%': requireTwoStepEffect,
  '%REQUIRE_TWO_STEP_OWNER_FIRST%': requireTwoStepOwnerFirst,
  '%REQUIRE_TWO_STEP_OWNER_STAYS%': requireTwoStepOwnerStays,
  '%QUIET_HOURS_TIME_ZONE%': quietHoursTimeZone,
});

/**
 * Decision (issue 45): outside **Working hours**, a GoHighLevel conversation gets the **Out-of-hours message** only,
 * without lead capture's form: its GoHighLevel contact already holds the details. Used in the GoHighLevel chat
 * guide, the settings reference's Working hours row and the live chat guide.
 */
export const ghlOutOfHours =
  "GoHighLevel conversations get the **Out-of-hours message** only, without lead capture's form: the customer is " +
  'already a GoHighLevel contact, with the details they wrote from, and the conversation stays in GoHighLevel for ' +
  'your team.';

/**
 * Decision (review 33, integration #9): a request for a person outside **Working hours** in a GoHighLevel conversation
 * starts no hand-off (as on every channel: `handOffOutOfHoursEventsShort`), so the GoHighLevel connection does none of
 * a hand-off's three actions: it assigns nobody, adds no `parley-handoff` tag, and the chatbot is not silenced. Used
 * in the GoHighLevel chat guide's Working hours row and its table of what pauses the chatbot.
 */
export const ghlOutOfHoursHandOff =
  'Outside them, a request for a person starts no hand-off: the chatbot sends the **Out-of-hours message**, assigns ' +
  'the conversation to nobody, adds no `parley-handoff` tag and goes on answering the contact.';

/**
 * Decision (issue 45, review round 13): outside **Working hours**, a session of the `api` channel (a back end's own
 * interface, Message a chatbot) gets the **Out-of-hours message** as `answer`, with no form and no lead: lead
 * capture's form is the chat bubble's, and `api` conversations save no lead (`apiNoLead`), except the lead a **Request
 * payment** records its payment on (review round 28). Stated once, in Message a chatbot's What to watch for (review
 * 34 #4 and #5); the hand-off webhook's Out of hours gives one sentence and links to it.
 */
export const apiOutOfHours =
  "Sessions of the `api` channel, your own back end's, get the **Out-of-hours message** as `answer`, with " +
  "`answer_kind` `out_of_hours`. No form follows: lead capture's form shows only in the chat bubble. No lead is " +
  'saved: lead capture and **Save lead** never save one on `api` conversations, except the lead a **Request ' +
  'payment** records its payment on. So on `out_of_hours`, ask for the details in your own interface and keep them ' +
  'in your own system. The conversation, with the request, stays in the **Inbox** for your team.';

/**
 * Decision (issue 45, review round 14): what **Wait before the chatbot resumes** does, on every channel and as the API
 * shows it. The chatbot's notice is a chatbot message; from then on the chatbot answers again while the hand-off stays
 * `requested` (**Waiting**), until an agent takes over. Used in openapi.yaml's Message a chatbot, the `handoff` and
 * `answer` fields and the hand-off requested event, the hand-off webhook page and the back-end recipe.
 */
/** **Settings → Hand-off → Wait before the chatbot resumes**: its default and range, in minutes. */
export const handOffResumeWait = {defaultMinutes: 3, minMinutes: 1, maxMinutes: 30} as const;

/**
 * Decision (review 41 #3): the resume notice's offer to take a message on the `api` channel. The same exception as
 * `apiOutOfHours`: lead capture's form shows only in the chat bubble and lead capture saves no lead on `api`
 * conversations. Used in `handOffResumeApi` (Message a chatbot) and the hand-off webhook's How a hand-off goes.
 */
export const apiHandOffTakeAMessage =
  'On `api` conversations no form follows that offer and no lead is saved: what the visitor writes stays in the ' +
  "**Waiting** conversation for your team, so show your own form if you want the visitor's contact details.";

export const handOffResumeApi =
  `If no agent takes over within the chatbot's **Wait before the chatbot resumes** (${handOffResumeWait.defaultMinutes} minutes by default), the ` +
  `chatbot tells the visitor that the team is busy and offers to take a message. ${apiHandOffTakeAMessage} That notice is a chatbot message ` +
  '(`role: assistant`) that answers none of your requests: your back end gets it only as a ' +
  '`conversation.message.created` event, so pass it on to the visitor. From then on the chatbot answers again ' +
  '(`answer` is its answer) while `handoff.status` stays `requested` and the conversation stays **Waiting** in the ' +
  '**Inbox**; when an agent takes over (`conversation.handoff.started`), `answer` is `null` again.';

/**
 * Decision (issue 45, review round 14): outside **Working hours** the chatbot asks for contact details with lead
 * capture's form, whatever **Ask for contact details** says, except **Never**, which turns lead capture off there too:
 * then only the **Out-of-hours message** is sent. Used after the form's sentence in the live chat guide and the
 * settings reference's Working hours row.
 */
export const outOfHoursLeadCapture =
  'With **Ask for contact details** on **Never**, lead capture is off out of hours too: the chatbot sends the ' +
  '**Out-of-hours message** only, asks for nothing and saves no lead.';

/**
 * Decision (issue 45, review round 16): what a webhook endpoint receives when a visitor asks for a person outside
 * **Working hours**. The product is as the user guide says (settings reference, live chat, privacy): no hand-off, the
 * **Out-of-hours message**, lead capture's form unless **Ask for contact details** is **Never** or the channel is `api`
 * or `gohighlevel` (review round 17: `apiOutOfHours`, `ghlOutOfHours`), and a lead only with the consent box ticked
 * where it shows. Written in full once, in the hand-off webhook's Out of hours section (this lead sentence, then the
 * page's list of what each case sends, review 35 #4); the
 * short form with its link is in openapi.yaml's hand-off requested event, the hand-off webhook's steps and the
 * hand-off recipe.
 */
export const handOffOutOfHoursEvents =
  "Outside the chatbot's **Working hours** a request for a person starts no hand-off and sends no hand-off event: " +
  "the chatbot sends its **Out-of-hours message**, and lead capture's form may follow it.";

/**
 * Decision (issue 45, review round 17): what a hand-off of a `gohighlevel` conversation sends and how `handoff`
 * reads, consistent with the GoHighLevel chat guide (Pauses: the chatbot assigns the conversation in GHL, tags the
 * contact `parley-handoff` and does not come back on its own; the **Inbox** shows it read-only, with no **Waiting**,
 * **Take over** or **Close**). Used in openapi.yaml (the hand-off schema and its requested event), the hand-off
 * webhook page and the hand-off recipe.
 */
export const ghlHandOffEvents =
  'The chatbot hands a `gohighlevel` conversation to a GHL user in GoHighLevel and tags the contact ' +
  '`parley-handoff` ([Pauses](/integration/ghl-chat-integration#pauses)). It sends only ' +
  '`conversation.handoff.requested`: the **Inbox** has no **Waiting**, **Take over** or **Close** for it, so ' +
  '`handoff.status` stays `requested`, with `agent`, `started_at` and `outcome` `null`, even after it ends. ' +
  "**Wait before the chatbot resumes** does not apply: the chatbot stays silent in all the contact's " +
  "conversations until a GHL user removes the tag; a later hand-off sends a new `requested`. GHL users' replies " +
  'arrive as `conversation.message.created` with `role: agent`.';

/**
 * Decision (issue 45, review round 17): the **Internal notes** agents write in the **Inbox** (live chat guide) are for
 * the team only: no webhook, no message history, no API response carries them. Stated once, in Get message history's
 * What to watch for (review 34 #4); openapi.yaml's Message.role links to it.
 */
export const internalNotesNotSent =
  'Internal notes that agents write in the **Inbox** are not messages: they are never sent in ' +
  '`conversation.message.created`, never listed in message history and never returned by the API, and they take ' +
  'no `sequence` number.';

/** The short form of `handOffOutOfHoursEvents`, with a link to it. */
export const handOffOutOfHoursEventsShort =
  'Outside **Working hours** a request for a person starts no hand-off and sends no hand-off event: the contact ' +
  'details the visitor may leave arrive as `lead.created`, or as `lead.updated` for a visitor already a lead, and ' +
  'some requests send no event at all, every request on the `api` and `gohighlevel` channels among them ' +
  '([which, and why](/developer/webhook/handoff#out-of-hours)).';

/**
 * Decision (issue 45, review round 16): what the live chat guide says of a customer who is already a lead and leaves
 * details out of hours: their lead is updated, no second lead is saved. Used after the out-of-hours sentence in the
 * live chat guide and the settings reference's Outside working hours.
 */
export const outOfHoursExistingLead =
  'A customer known to be already a lead (as below) is not saved twice: the details they leave update their lead.';

/**
 * Decision (issue 45, review round 23): lead capture does not ask in a conversation whose lead already has the
 * details it would ask for, for example after a flow's **Save lead** saved them; review round 24 #3: it asks only for
 * the required fields the lead lacks (the phone, after a Save lead of name and email, when **Phone** is required).
 * Stated once under the settings reference's Lead capture table; the flow builder and its troubleshooting row link
 * to it.
 */
export const leadCaptureAlreadySaved =
  'Lead capture does not ask in a conversation whose lead already has the details it would ask for, and asks only ' +
  "for the required **Fields** the lead still lacks. So once a flow's **Save lead** (or an " +
  'earlier request) has saved the name and email, the chatbot asks only for the phone number when **Phone** is ' +
  'required, and nothing when it is optional.';

/**
 * Decision (issue 45, review round 18): **Ask for contact details** → **Before the chat** is a website chat setting.
 * Sending the form is the customer's first message: it starts the conversation (and flows on **Conversation
 * starts**), the chat bubble writes its visitor ID then (so the cookies page's "Nothing before the first message"
 * holds), and the consent box shows with the form when the **Consent text** has a link. Text channels treat it as
 * **After the first answer**. That API conversations save no lead is `apiNoLead` alone, which follows this fact on
 * the settings reference (review round 21: both said it). Used under the settings reference's Lead capture table.
 */
export const beforeTheChatForm =
  "**Before the chat** works in website chat only. The chat window shows lead capture's form before the customer " +
  "can write, with the consent box when the **Consent text** has a link. Sending the form is the customer's first " +
  'message: it starts the conversation, and with it the flows that start on **Conversation starts**, and the chat ' +
  'bubble writes its visitor ID then. Text-message channels treat **Before the chat** as **After the first ' +
  'answer**.';

/**
 * Decision (issue 45, review round 18): what a flow's **Notify team** email holds and who may get it. Its copies
 * outlive a deletion in the workspace: the recipients' mailboxes and the email provider's message log
 * (`dataHosting.emailProviderRetentionDays`), which the privacy page's list of copies names. Used in the flow
 * builder's actions table.
 */
export const notifyTeamEmailSummary =
  "Emails the addresses you choose a summary of the conversation: the chatbot and the flow, the lead's name, " +
  'email and phone when a lead is saved, the answers the flow saved (its `flow.` variables), the last messages, and a link to ' +
  'the conversation in the **Inbox**.';
/** Who may get the **Notify team** email (split from `notifyTeamEmail`, issue 45: the flow builder's table cell keeps the summary). */
export const notifyTeamEmailRecipients =
  'Any address works: recipients need not be members of the workspace, so ' +
  'they read the summary, though only members who sign in can open the link.';
/** Where a **Notify team** email outlives a deletion. */
export const notifyTeamEmailCopies =
  'The email stays in their mailbox ' +
  'when you delete the lead or the conversation ([copies a deletion does not reach](/user/workspace/privacy#copies-elsewhere)).';
export const notifyTeamEmail = [notifyTeamEmailSummary, notifyTeamEmailRecipients, notifyTeamEmailCopies].join(' ');

/**
 * Decision (issue 45, review round 20): who is "already a lead". Within one chatbot, the details a customer leaves
 * (lead capture, a flow's **Save lead**) update the lead of their own conversation. A later conversation updates an
 * existing lead only when %PRODUCT_NAME% knows it is the same person: the same customer ID of a verified visitor
 * (Identity verification on), or on a text channel the phone number the texts come from. Typed details never
 * update another lead (an impostor could type a customer's email or pass an unsigned ID): a typed email that
 * matches an existing lead saves a new lead, and a search or an export by that email covers both. A deletion does
 * not: a lead found by a typed email may be someone else's (review 26 #1: the privacy page's confirm step).
 * The lead webhook's `lead.updated` from a later conversation therefore comes only for a verified ID or the same
 * phone (openapi.yaml, developer/webhook/lead.mdx). Used in the leads page, the live chat guide and the settings
 * reference (after `outOfHoursExistingLead`).
 */
export const existingLeadMatchOwn =
  'Within one chatbot, the details a customer leaves update the lead of their own conversation.';
/** When a later conversation updates a lead (a part of `existingLeadMatch`; the leads page lists the parts). */
export const existingLeadMatchLater =
  'A later ' +
  `conversation updates an existing lead only when ${product.productName} knows it is the same person: the same ` +
  'customer ID of a verified visitor (with [identity verification](/developer/javascript-sdk/identity-verification) ' +
  'on), or on a text channel the phone number the texts come from.';
/** Typed details never update another lead (a part of `existingLeadMatch`). */
export const existingLeadMatchTyped =
  "Details typed into lead capture's form or a " +
  'flow never update another lead: a typed email that matches an existing lead saves a new lead. Both show in ' +
  '**Leads**, a search for the email finds both, and an export by that email covers both.';
export const existingLeadMatch = [existingLeadMatchOwn, existingLeadMatchLater, existingLeadMatchTyped].join(' ');

/**
 * `existingLeadMatch` in one sentence with the link to it (review round 20: the leads page holds it whole; the live
 * chat guide and the settings reference's Outside working hours repeated it word for word).
 */
export const existingLeadMatchShort =
  `A later conversation updates a customer's existing lead only when ${product.productName} knows it is the same ` +
  'person (a verified customer ID, or on a text channel the same phone number); a typed email that matches a lead ' +
  'saves a new lead ([who is already a lead](/user/chatbots/leads#how-leads-are-collected)).';

Object.assign(factTokens, {
  '%HANDOFF_OUT_OF_HOURS_EVENTS%': handOffOutOfHoursEvents,
  '%HANDOFF_OUT_OF_HOURS_EVENTS_SHORT%': handOffOutOfHoursEventsShort,
  '%OUT_OF_HOURS_EXISTING_LEAD%': outOfHoursExistingLead,
  '%EXISTING_LEAD_MATCH%': existingLeadMatch,
  '%EXISTING_LEAD_MATCH_OWN%': existingLeadMatchOwn,
  '%EXISTING_LEAD_MATCH_LATER%': existingLeadMatchLater,
  '%EXISTING_LEAD_MATCH_TYPED%': existingLeadMatchTyped,
  '%EXISTING_LEAD_MATCH_SHORT%': existingLeadMatchShort,
  '%NOTIFY_TEAM_EMAIL%': notifyTeamEmail,
  '%NOTIFY_TEAM_EMAIL_SUMMARY%': notifyTeamEmailSummary,
  '%NOTIFY_TEAM_EMAIL_RECIPIENTS%': notifyTeamEmailRecipients,
  '%NOTIFY_TEAM_EMAIL_COPIES%': notifyTeamEmailCopies,
  '%BEFORE_THE_CHAT_FORM%': beforeTheChatForm,
  '%LEAD_CAPTURE_ALREADY_SAVED%': leadCaptureAlreadySaved,
  '%OUT_OF_HOURS_LEAD_CAPTURE%': outOfHoursLeadCapture,
  '%GHL_OUT_OF_HOURS%': ghlOutOfHours,
  '%GHL_OUT_OF_HOURS_HAND_OFF%': ghlOutOfHoursHandOff,
  '%GHL_HANDOFF_EVENTS%': ghlHandOffEvents,
  '%INTERNAL_NOTES_NOT_SENT%': internalNotesNotSent,
  '%API_OUT_OF_HOURS%': apiOutOfHours,
  '%HANDOFF_RESUME_API%': handOffResumeApi,
  '%API_HANDOFF_TAKE_A_MESSAGE%': apiHandOffTakeAMessage,
  '%HANDOFF_RESUME_WAIT%': `${handOffResumeWait.defaultMinutes} minutes`,
  '%HANDOFF_RESUME_WAIT_RANGE%': `From ${handOffResumeWait.minMinutes} to ${handOffResumeWait.maxMinutes} minutes`,
  '%OWNER_TWO_STEP_RECOVERY%': ownerTwoStepRecovery,
  '%FALLBACK_MESSAGE_CREDITS%': fallbackMessageCredits,
  '%PAYMENT_ON_TEXT_CHANNELS%': paymentOnTextChannels,
  '%PAYMENT_TEXT_LINK_LENGTH%': paymentTextLinkLength,
  '%PAYMENT_SHORT_LINK%': paymentShortLink,
  '%PAYMENT_TEXT_LINK_EXPIRY%': paymentTextLinkExpiry,
  '%PAYMENT_TEXT_LINK_LOGS%': paymentTextLinkLogs,
  '%PAYMENT_PORTAL_FAILURE%': paymentPortalFailure,
  '%LINK_ONLY_CHANNELS%': linkOnlyChannels,
  '%BOOKING_LINK_NOT_SHORTENED%': bookingLinkNotShortened,
  '%TEXT_CHANNEL_MESSAGE_LOGS%': textChannelMessageLogs,
  '%HANDOFF_OR_FLOW_TRIGGER%': handOffOrFlowTrigger,
  '%HAND_OFF_PHRASE_MATCH%': handOffPhraseMatch,
  '%FLOW_BACKWARD_CONNECTION%': flowBackwardConnection,
  '%SHEET_VALUES_AS_TEXT%': sheetValuesAsText,
  '%LEAD_CONSENT_BOX_PAYMENT%': leadConsentBoxPayment,
  '%LEAD_CONSENT_BOX%': leadConsentBox,
  '%CONSENT_TEXT_DEFAULT%': consentTextDefault,
  '%CONSENT_TEXT_DEFAULT_NOTE%': consentTextDefaultNote,
  '%LEAD_CONSENT_BOX_WHERE%': leadConsentBoxWhere,
  '%LEAD_CONSENT_BOX_NO_TICK%': leadConsentBoxNoTick,
  '%LEAD_CONSENT_BOX_EMPTY_VARIABLES%': leadConsentBoxEmptyVariables,
  '%LEAD_CONSENT_BOX_TEXT_CHANNELS%': leadConsentBoxTextChannels,
  '%LEAD_CONSENT_BOX_SHORT%': leadConsentBoxShort,
  '%LEAD_CONSENT_BOX_FLOW%': leadConsentBoxFlow,
  '%LEAD_CONSENT_BOX_FLOW_WHERE%': leadConsentBoxFlowWhere,
  '%LEAD_CONSENT_BOX_FLOW_NO_TICK%': leadConsentBoxFlowNoTick,
  '%LEAD_CONSENT_BOX_FLOW_VARIABLES%': leadConsentBoxFlowVariables,
  '%LEAD_CONSENT_BOX_FLOW_NO_BOX%': leadConsentBoxFlowNoBox,
  '%PAYMENT_EVENTS_RATE_LIMIT_PER_MINUTE%': String(paymentEventsRateLimitPerMinute),
});

/**
 * Decision: which chatbot a **Send test request** carries (the integration's own, as a webhook's Send test event),
 * which product (the one picked in its dialog, the first by default),
 * what the payment events of a **Send test request** do (nothing beyond the dashboard), and that a Preview
 * run's Request payment is a test too. Used, word for word, in openapi.yaml (reportPaymentEvent) and the payment
 * reference.
 */
export const paymentTestRequestEvents =
  "**Send test request** carries the integration's own chatbot in `chatbot_id`, as a webhook's **Send test event** " +
  "does, and the reference's example conversation and lead, not real ones, with the product you " +
  "pick in its dialog (the integration's first product under **Products** unless you pick another): that product's " +
  '`product_id`, `product_name`, `mode` (`payment` for **One-off**, `subscription` for **Subscription**), ' +
  '`price_id` (its **Provider price ID**, or `null` without one), `amount`, `currency`, `interval` (its ' +
  '**Interval**, `month` or `year`) and `trial_days` (its **Trial**, `0` for none), the last two `null` for ' +
  '**One-off**. Events about that ' +
  'request are checked and answered like any other, but change no lead, send no `lead.updated` and no ' +
  '**Confirmation message**; the dashboard lists them under the test request. A flow run in the **Preview** panel ' +
  "also sends `test` set to `true`, and its events are recorded on the Preview conversation's lead, as a " +
  "customer's are.";

Object.assign(factTokens, {
  '%PAYMENT_TEST_REQUEST_EVENTS%': paymentTestRequestEvents,
});

/**
 * Decision: what a one-off payment writes on the lead. Only a success writes, so a later abandoned or failed
 * attempt never hides a payment; a later success replaces the fields. Used once, in openapi.yaml
 * (`PaymentEvent.type`), which the payment reference renders (#request-body); the custom payment integration and
 * server pages link there (review round 31).
 */
export const paymentLeadFields =
  'Of the `payment.*` events, only `payment.succeeded` writes on the lead (the `subscription.*` events write the ' +
  'subscription fields): `payment_status` `paid`, `payment_amount` (the amount with the ' +
  "currency's own decimals and its code, such as `50.00 USD`, `500 JPY` or `1.500 KWD`: the event's `amount` and " +
  "`currency`, or the product's when the event has none) and `payment_reference` (the event's " +
  '`provider_reference`). `payment.failed` and ' +
  '`payment.expired` write nothing on the lead: the flow takes **Not paid**, and a payment the lead made earlier ' +
  'still shows. A later successful payment on the same lead replaces all three fields, so they describe its latest ' +
  "payment; earlier ones stay in your provider's dashboard and in the `lead.updated` events your CRM received.";

/**
 * Decision (review round 20 #11): how the **Confirmation message** shows `{{payment.amount}}`: as the lead's
 * `payment_amount`, two decimals and the ISO currency code. Stated once, in the custom payment integration's settings
 * table, where the payment variables are listed; the subscription page links there.
 */
export const paymentAmountVariable =
  "`{{payment.amount}}` is the amount with the currency's own decimals and its ISO 4217 code, such as `50.00 USD` " +
  "or `500 JPY`, as the lead's `payment_amount` shows it: the event's `amount` and `currency`, or the product's " +
  'when the event has none.';

/**
 * Decision (review round 27 #2): `amount` is always in the currency's minor unit per ISO 4217, whatever its
 * decimals: zero for JPY and KRW, three for KWD and BHD. Written once, in openapi.yaml's `PaymentRequest.amount`
 * (and so the payment reference); pages link there.
 */
export const paymentAmountMinorUnit =
  "In the currency's minor unit per ISO 4217: `5000` is 50.00 USD, `500` is 500 JPY (no decimals) and `1500` is " +
  '1.500 KWD (three decimals).';

Object.assign(factTokens, {
  '%PAYMENT_LEAD_FIELDS%': paymentLeadFields,
  '%PAYMENT_AMOUNT_VARIABLE%': paymentAmountVariable,
  '%PAYMENT_AMOUNT_MINOR_UNIT%': paymentAmountMinorUnit,
});

/** How long a webhook delivery's retries run, summed from the waits: "about 45 hours". */
const retrySpanHours = Math.round(
  webhookDelivery.retryDelays
    .map((delay) => {
      const [count, unit] = delay.split(' ');
      return Number(count) * (unit.startsWith('hour') ? 60 : 1);
    })
    .reduce((sum, minutes) => sum + minutes, 0) / 60,
);

Object.assign(factTokens, {
  '%WEBHOOK_RETRY_SPAN%': `about ${retrySpanHours} hours`,
});

// ---------------------------------------------------------------------------
// Issue 45, integration guide review: what a 409 from the payment Events URL leaves to do.
// ---------------------------------------------------------------------------

/**
 * The payment Events URL answers `409 payment_request_final` to an event that contradicts how the payment request
 * already ended (for example `payment.succeeded` after it expired). What is left to do depends on the event: money
 * taken is refunded, a subscription started is cancelled (the provider goes on charging it, or retries a failed
 * charge), and an event that moved no money needs nothing. openapi.yaml (`PaymentRequestFinal` and `x-error-codes`)
 * writes this token, which the payment reference's Errors (#errors) renders; the payment pages' 409 rows link there
 * (review round 31). The custom payment server's log lines say the same per event.
 */
export const paymentRequestFinalAdvice =
  'For `payment.succeeded`, refund the payment at your provider, or keep it and record it on the lead by hand; ' +
  'the payment already recorded (the same `provider_reference`) needs nothing. For `subscription.active` or ' +
  '`subscription.renewed`, cancel the subscription at your provider and refund what it charged: it goes on ' +
  'charging otherwise. For `subscription.past_due`, cancel the subscription: the provider would retry the charge. ' +
  'For `payment.expired`, `payment.failed` or `subscription.cancelled`, nothing: no money moved.';

Object.assign(factTokens, {
  '%PAYMENT_REQUEST_FINAL_ADVICE%': paymentRequestFinalAdvice,
});

/**
 * Decision (review round 24 #9): a Google Sheet source's sync error email is set per source, with the source's own
 * **Notify on sync errors** (open the source in the chatbot's **Knowledge** tab), not per chatbot and not in the
 * member's notification settings. Used in the Google Sheet page's Sync settings and the notifications page's table.
 */
/**
 * Decision (review round 35 #5): which of the emails %PRODUCT_NAME% sends carry customer data. Only a flow's **Notify
 * team** email does (`notifyTeamEmailSummary`). The daily summary gives figures only; the Google Sheet sync error,
 * usage, change-notice, invitation and invoice emails name the workspace, a chatbot or a source, never a customer;
 * an export email holds a link, never the file. Hand-off, message, mention and new-lead notifications are never
 * emailed: they reach the dashboard and the apps, whose push notifications carry no customer data either. Stated on
 * the notifications page (its owner); the privacy page's list of copies links to it.
 */
export const emailsCustomerData =
  "Only a flow's **Notify team** email carries customer data: the lead's name, email and phone, the flow's answers " +
  'and the last messages ([Actions](/user/chatbots/flow-reference#actions)). The other emails carry ' +
  'none: the daily summary gives figures only, an export email holds a link, never the file, and the sync error, ' +
  'usage and change-notice emails name the workspace, the chatbot or the source, never a customer. Hand-off, ' +
  'message, mention and new-lead notifications are never emailed.';

Object.assign(factTokens, {
  '%EMAILS_CUSTOMER_DATA%': emailsCustomerData,
});

// Review 40 user #10: which of the two places decides is said in one sentence: the source's setting, for everyone.
export const googleSheetSyncErrorEmail =
  "Emails the workspace's Owners and Admins when a Google Sheet source's sync fails twice in a row. The source's " +
  '**Notify on sync errors** alone controls the email; **Profile → Notifications** has no switch for it. Each ' +
  "source has its own: open the source in the chatbot's **Knowledge** tab to change it.";

Object.assign(factTokens, {
  '%GOOGLE_SHEET_SYNC_ERROR_EMAIL%': googleSheetSyncErrorEmail,
});

/**
 * Refunds and disputes are not reported to the product: no payment event type stands for them and the lead's
 * `payment_status` has no value for them (openapi.yaml `PaymentEvent.type`), so the lead, and every CRM it was sent
 * to, keep `paid`. A team member corrects the lead by hand with **Edit** (user/chatbots/leads.mdx, Edit a lead),
 * which sends `lead.updated`: its steps are in the custom payment integration's Refund a payment, which this links
 * (review 36 #3: the dashboard edit is a procedure, not reference); the GoHighLevel lead integration's default **Update empty fields** keeps `paid` (review
 * round 20 #8: the exception was a paragraph of its own beside the fact). Written whole once, in openapi.yaml
 * (`PaymentEvent.type`), which the payment reference renders (#request-body); the payment guides say it in a sentence
 * and link there (review round 31).
 */
export const paymentRefundOnLead =
  `Refunds and disputes are not reported to ${product.productName}: the lead keeps \`payment_status\` \`paid\`, ` +
  'and so does every CRM it was sent to. After a refund, or a dispute the customer wins, an Owner or Admin sets ' +
  "the lead's `payment_status` by hand, to `refunded` for example " +
  '([Refund a payment](/integration/custom-payment-integration#refund-a-payment)): the change reaches your CRM ' +
  'integrations and webhook endpoints as `lead.updated`, and the [HubSpot server](/integration/hubspot-lead-integration) ' +
  'updates the contact. The [GoHighLevel lead integration](/integration/ghl-lead-integration#when-a-lead-changes) ' +
  'sends `payment_status` only if it is in its **Field mapping**, and with the default **When the contact exists**, ' +
  '**Update empty fields**, GoHighLevel keeps the `paid` it has; leads of GoHighLevel conversations are never sent back ' +
  '([why](/integration/ghl-lead-integration#method-a-built-in-connection)).';

Object.assign(factTokens, {
  '%PAYMENT_REFUND_ON_LEAD%': paymentRefundOnLead,
});

/**
 * The version of Stripe's Node library the payment samples (server.mjs, test-clock.mjs) are tested with: this
 * repository's `stripe` dependency in package.json (scripts/payments/test-clock.test.ts checks that they agree).
 */
export const stripeNodePackage = 'stripe@23.1.0';

Object.assign(factTokens, {
  '%STRIPE_NODE_PACKAGE%': stripeNodePackage,
});

/**
 * Who may do what with leads, by workspace role: every member sees them (an Agent answers the customer), only
 * Owners and Admins change, export or delete them. The Roles table of user/workspace/team.mdx and the table at the
 * top of user/chatbots/leads.mdx state it row by row, and the privacy page's troubleshooting follows it;
 * scripts/lead-roles.test.ts holds both tables to this.
 */
export const leadRoles = {
  view: ['Owner', 'Admin', 'Agent'],
  edit: ['Owner', 'Admin'],
  export: ['Owner', 'Admin'],
  delete: ['Owner', 'Admin'],
} as const satisfies Record<string, readonly ('Owner' | 'Admin' | 'Agent')[]>;

/**
 * Review 36 #2: who may change the workspace's sign-in and compliance settings, by role. The Roles table of
 * user/workspace/team.mdx has a row for each; security.mdx (two-step, apps), single-sign-on.mdx, audit-log.mdx and
 * security-and-compliance.mdx (Legal) own the steps. scripts/user-guide-round37.test.ts holds the rows to this.
 */
export const settingsRoles = {
  requireTwoStep: ['Owner'],
  turnOffApps: ['Owner'],
  singleSignOn: ['Owner'],
  auditLog: ['Owner', 'Admin'],
  legal: ['Owner'],
} as const satisfies Record<string, readonly ('Owner' | 'Admin' | 'Agent')[]>;

// ---------------------------------------------------------------------------
// Review round 13 (user guide, some integration): where a lead's details come from, paused chatbots, upgrades, VAT.
// ---------------------------------------------------------------------------

/**
 * Decision (review 13): a lead's details come only from the places that save a lead: lead capture's request, a
 * flow's **Save lead** or **Request payment** (with the consent box first on the website chat), and the channels that
 * know who writes (`textChannelLead`, `ghlContactLead`). Contact details a customer writes in a message of their own
 * stay in the conversation's messages and never become a lead. Used in the chatbot settings guide, the settings
 * reference (Lead capture), the flow builder and the leads page, through `freeTextContactDetailsShort` and a link to
 * the privacy page, which has it whole (review 17 #15).
 */
export const freeTextContactDetails =
  "Contact details a customer writes in a message of their own, outside lead capture's request and a flow's " +
  "**Question** blocks, stay in the conversation's messages only (the **Inbox** and its exports): they never " +
  'become a lead or fill in a lead variable, and the consent box does not show for them.';

/**
 * `freeTextContactDetails` in one sentence with a link to it (review 17 #15): the privacy page's table keeps it
 * whole; the chatbot settings guide, the settings reference (Lead capture), the flow builder and the leads page use
 * this.
 */
export const freeTextContactDetailsShort =
  'Details typed in a message of their own never become a lead ' +
  '([what is kept](/user/workspace/privacy#what-is-stored-about-a-customer)).';

/**
 * Decision (review 17 #10): a paused chatbot saves no lead on any channel, a text channel's included; the number (or
 * GoHighLevel contact) stays on the conversation, and the lead is saved at the first message answered after the
 * chatbot is resumed. Whole in `pausedChatbotInbox` (settings reference, General); the text channels' guides say it
 * with `pausedChatbotLeadLaterShort`; `ghlContactLead` says it of a contact.
 */
export const pausedChatbotLeadLater =
  'A paused chatbot asks for no contact details and saves no lead on any channel: on Twilio, Google Voice and ' +
  'GoHighLevel the number or the contact stays on the conversation, and the lead is saved at the first message ' +
  'the chatbot answers once it is **Active** again.';

/**
 * Decision (review 13): Twilio and Google Voice save a lead from the number a customer texts from; with **Ask for an
 * email address** on, the lead waits for the email. Decision (review 16): **Ask for contact details** on **Never**
 * turns lead capture off on every channel, so the text channels then save no lead from the number either; the number
 * stays on the conversation in the **Inbox**. Review 39 #1: said once, whole, on the leads page's How leads are
 * collected (followed by `pausedChatbotLeadLaterShort`); the Twilio and Google Voice guides' **Ask for an email
 * address** row and the privacy page's table link there.
 */
export const textChannelLead =
  'Twilio and Google Voice save a lead with the number the customer texts from at their first text the chatbot ' +
  'answers; with ' +
  "**Ask for an email address** on, only once they answer the chatbot's request with an email address. With " +
  '**Ask for contact details** on **Never** (**Settings → Lead capture**), they save no lead: the number stays on ' +
  'the conversation in the **Inbox**.';

/**
 * `pausedChatbotLeadLater` in one sentence with the link to it (review round 22 #8: the settings reference's General
 * holds it whole in `pausedChatbotInbox`; the leads page follows `textChannelLead` with this).
 */
export const pausedChatbotLeadLaterShort =
  'A paused chatbot saves no lead either: the number stays on the conversation, and the lead is saved at the first ' +
  'text the chatbot answers once it is **Active** again ([what a paused chatbot does](/user/chatbots/settings-reference#general)).';

/**
 * Decision (review 13): the exact rule of "a GoHighLevel contact becomes a lead". Used in the GoHighLevel chat guide's
 * field mapping and the leads page; the privacy page's table links to the leads page (issue 45 density pass).
 */
/**
 * Decision (review round 31 #6): how a row is added to the GoHighLevel lead integration's **Field mapping** (method A).
 * `name`, `email`, `phone` and `created_at` are always sent; every other lead field, `chatbot_id` and `session_id`
 * included, is sent only through a row, whose %PRODUCT_NAME% side is chosen from a list of the lead's fields. Used in
 * the GoHighLevel lead guide's step 5.
 */
/**
 * Decision (review round 31 #11): the GoHighLevel chat integration's **Pause when your team replies**: on by default
 * for 12 hours, from 1 to 72 hours. A pause lasts the hours set when the reply was sent, so the end-to-end test sets
 * the minimum before its own reply. Used in the GoHighLevel chat guide's settings table and its test.
 *
 * Decision (review round 46 int #5): the setting cannot be turned off (`canBeOff`): its choices are a number of hours
 * or **Until a user removes the tag**, so its default is "12 hours", not "On". A pause of a number of hours belongs to
 * the GHL contact's thread (`scope`), not to the %PRODUCT_NAME% conversation, so it outlives the conversation's end
 * after `textChannels.conversationIdleHours` and silences the next conversation in the same thread. The guide's
 * Pauses table is the one place that states these rules.
 */
export const ghlTeamReplyPause = {
  defaultHours: 12,
  minHours: 1,
  maxHours: 72,
  canBeOff: false,
  scope: 'ghl-thread',
} as const;

/**
 * Decision (review 47 int #3): what `ghlTeamReplyPause.scope` means. GoHighLevel keeps one conversation per contact
 * in **Conversations** (its API creates a conversation from a location and a contact, and sends each message to it
 * with its channel), so a thread is per contact, not per channel: a GHL user's SMS reply also silences the
 * contact's WhatsApp, Facebook, Instagram and **Chat Widget** messages. Stated once, in the Pauses section.
 */
export const ghlThread =
  "A GHL thread is the contact's one conversation in GHL's **Conversations**, with their messages from every " +
  'channel: a reply by SMS also pauses the chatbot for their WhatsApp, Facebook, Instagram and **Chat Widget** ' +
  'messages.';

Object.assign(factTokens, {
  '%GHL_THREAD%': ghlThread,
  '%GHL_PAUSE_DEFAULT_HOURS%': String(ghlTeamReplyPause.defaultHours),
  '%GHL_PAUSE_MIN_HOURS%': String(ghlTeamReplyPause.minHours),
  '%GHL_PAUSE_MAX_HOURS%': String(ghlTeamReplyPause.maxHours),
});

export const ghlLeadFieldMappingAdd =
  'To send another field, select **Add field**, choose the GHL custom field, then the lead field it gets from the ' +
  "list: `chatbot_id`, `session_id`, or one of the lead's `fields` (a flow variable saved on the lead, such as " +
  '`company_size`).';

export const ghlContactLead =
  'A GoHighLevel contact becomes a lead at their first message the chatbot answers, with what GoHighLevel holds ' +
  'about them: name, email, phone, the contact ID (`fields.ghl_contact_id`) and the custom fields under **Field ' +
  'sync**, whichever of them the contact has. With **Ask for contact details** on **Never**, the contact becomes ' +
  'no lead ([Lead capture](/user/chatbots/settings-reference#lead-capture)): a GoHighLevel conversation then saves ' +
  "a lead only at a flow's **Save lead** or **Request payment**. A paused " +
  'chatbot saves none (its **Away message** is no answer): the contact becomes a lead at the first message the ' +
  'chatbot answers once it is **Active** again.';

/**
 * Decision (review 13): the default **Away message** (a paused chatbot) and **Limit message** promise only what
 * happens, and nothing asks for contact details or saves a lead. Review 41 user #1: neither promises a reply. A
 * website visitor who leaves never sees one, and a Limit-message conversation is not in **Waiting** and notifies
 * nobody (`limitReached.channels`), so both ask the customer to come back later. Where a paused chatbot's messages
 * wait and who is notified is `pausedChatbotInbox`.
 */
export const defaultAwayMessage = "We're not answering chats right now. Please try again later.";
export const defaultLimitMessage =
  "We're getting a lot of questions right now and can't answer yours. Please try again later.";

/**
 * Decision (issue 45, review round 20): a paused chatbot's conversations, and texts the chatbot does not answer
 * (**Answer texts**), wait in **Waiting** without a hand-off: no `handoff` object, no hand-off events, not counted
 * in the **Hand-offs** report. Part of `pausedChatbotInbox` and `textChannelWorkingHours`; the live chat guide's
 * Waiting row and openapi.yaml's hand-off `status` say it short.
 */
export const waitingWithoutHandOff =
  'No hand-off starts: the conversation has no `handoff` in the API, sends no hand-off events and is not counted ' +
  'in the **Hand-offs** report.';

/**
 * Decision (review 13): where the messages to a paused chatbot wait, and who hears of them. Used in the settings
 * reference (Status), the billing page (a downgrade pauses chatbots) and the notifications page.
 */
export const pausedChatbotInboxWaiting =
  "Each conversation waits in the **Inbox**'s **Waiting** view, unassigned, and agents get the **Hand-off to your " +
  'team** notification, so your team can take it over and answer; the customer gets the **Away message**.';
/** The whole rule; the settings reference shows its three parts as a list (issue 45 density pass). */
export const pausedChatbotInbox = `${pausedChatbotInboxWaiting} ${waitingWithoutHandOff} ${pausedChatbotLeadLater}`;

/**
 * `pausedChatbotInbox` in one sentence with the link to it (review round 21: the settings reference's General holds
 * it whole; the billing page's paused chatbots say it short).
 */
/**
 * Review 38 user #3: the live chat guide's How hand-off works holds the Waiting-without-a-hand-off rule whole (where it
 * waits, who is notified, %WAITING_WITHOUT_HAND_OFF%); the paused chatbot and text channel pages say it in this one
 * sentence, with the link labelled by that heading. %WAITING_WITHOUT_HAND_OFF_LINK%.
 */
export const waitingWithoutHandOffLink =
  "The conversation waits in the **Inbox**'s **Waiting** view, without a hand-off, for your team to take it over " +
  '([How hand-off works](/user/getting-started/livechat#how-hand-off-works)).';

export const pausedChatbotInboxShort =
  "A paused chatbot's conversations wait in the **Inbox** for your team, without a hand-off " +
  '([How hand-off works](/user/getting-started/livechat#how-hand-off-works)), and no lead is saved until the ' +
  'chatbot is **Active** again ([what a paused chatbot does](/user/chatbots/settings-reference#general)).';

/**
 * Decision (issue 45, review round 22): what a customer's "talk to a human" does depends on **Assign to**: only
 * **Team queue** leaves the conversation in **Waiting** for every agent. Review 33 #4: the live chat guide's Test it
 * end to end owns those steps (Team queue, Waiting, Round robin); the test steps of the settings reference, the
 * chatbot settings guide and the Twilio and Google Voice guides give one sentence and link there with this.
 */
export const handOffTestOutcome =
  'Within **Working hours**, the conversation is handed off to your team: ' +
  '[Test a hand-off](/user/getting-started/livechat#test-it-end-to-end) shows where it waits and how to answer it.';

/**
 * Decision (review 15): a sole Owner who deletes the workspace can then delete their account, but only an Owner can
 * restore a deleted workspace, so once that account is gone nobody can. Used by delete-your-account.mdx and
 * delete-workspace.mdx wherever they offer deleting the workspace as the way to unblock deleting the account.
 * Review 40 user #9: said outright, a workspace **Scheduled for deletion** does not block its only Owner's account
 * deletion before its days end; the workspace is then erased on its day, and nobody can restore it.
 */
export const soleOwnerDeletesWorkspace =
  'Once the workspace shows **Scheduled for deletion**, you can delete your account at once, before its ' +
  `${retention.deletedWorkspaceDays} days end; the workspace is still erased on its day. But only an Owner can ` +
  'restore a deleted workspace: once the account of its only Owner is deleted, nobody can. Transfer ownership first ' +
  `if anyone may still need the workspace, or wait the ${retention.deletedWorkspaceDays} days before you delete your account.`;

/**
 * Decision (review 15): a text channel (Twilio, Google Voice) set to **Outside working hours only** treats a text
 * that arrives during working hours like a message to a paused chatbot (`pausedChatbotInbox`): it waits in
 * **Waiting**, unassigned, and agents get **Hand-off to your team**. Replies typed in the Google Voice app are not
 * seen, so the team answers from the **Inbox**. Decision (review 18): **Never** (the number stays connected) does the
 * same at every hour, and neither saves a lead from a text the chatbot does not answer (as `pausedChatbotLeadLater`).
 * Used whole by twilio.mdx (under the channel settings table), the owner of the text channels' rules; google-voice.mdx
 * uses `textChannelWorkingHoursShort` (review round 22 #8), and notifications.mdx links it (review round 35 #2).
 */
export const textChannelWorkingHoursWhen =
  'With **Outside working hours only**, the chatbot does not answer a text that arrives during working hours; with ' +
  '**Never**, the number stays connected and the chatbot answers no text at any hour.';
/** Where an unanswered text waits (a part of `textChannelWorkingHours`; the Twilio guide lists the parts). */
export const textChannelWorkingHoursWaiting =
  'The customer gets no reply ' +
  "from the chatbot, not even the **Away message**: the conversation waits in the **Inbox**'s **Waiting** view, " +
  'unassigned, with its texts, and agents get the **Hand-off to your team** notification, as for a paused chatbot, ' +
  'so your team answers it from the **Inbox**.';
/** The lead of an unanswered text (a part of `textChannelWorkingHours`). */
export const textChannelWorkingHoursNoLead =
  'A text the chatbot does not answer ' +
  'saves no lead: the number stays on the conversation, and the lead is saved at the first text the chatbot answers.';
export const textChannelWorkingHours = [
  textChannelWorkingHoursWhen,
  textChannelWorkingHoursWaiting,
  waitingWithoutHandOff,
  textChannelWorkingHoursNoLead,
].join(' ');

/**
 * `textChannelWorkingHours` in one sentence with the link to it, for the Google Voice guide's channel settings
 * (review round 22 #8); the Twilio guide holds it whole.
 */
export const textChannelWorkingHoursShort =
  'A text the chatbot does not answer (**Outside working hours only** during working hours, or **Never**) gets no ' +
  'reply: it waits in the **Inbox** for your team, without a hand-off ' +
  '([How hand-off works](/user/getting-started/livechat#how-hand-off-works)).';

/** Review 38 user #3: what the customer of an unanswered text gets, for the Twilio guide (the rest is linked). */
export const textChannelNoReply = 'The customer gets no reply from the chatbot, not even the **Away message**.';

/**
 * Decision (review 13): an upgrade keeps the billing period (the renewal day stays), charges the price difference
 * prorated by day for the days left, and makes the new plan's monthly credits available, less the plan credits used
 * so far this period. The worked example uses Starter to Pro, 10 days into a 30-day period.
 */
const upgradeExample = (() => {
  const from = plans.find((plan) => plan.id === 'starter')!;
  const to = plans.find((plan) => plan.id === 'pro')!;
  const periodDays = 30;
  const daysLeft = 20;
  const usedCredits = 1500;
  const charge = ((to.priceUsdMonthly - from.priceUsdMonthly) * daysLeft) / periodDays;
  return (
    `For example, ${periodDays - daysLeft} days into a ${periodDays}-day period, a workspace on ${from.name} ($${from.priceUsdMonthly}, ` +
    `${formatNumber(from.monthlyCredits)} credits) that has used ${formatNumber(usedCredits)} credits moves to ` +
    `${to.name} ($${to.priceUsdMonthly}, ${formatNumber(to.monthlyCredits)} credits): it pays ` +
    `($${to.priceUsdMonthly} − $${from.priceUsdMonthly}) × ${daysLeft}/${periodDays} = $${charge.toFixed(2)} at once, ` +
    `has ${formatNumber(to.monthlyCredits - usedCredits)} plan credits left until the renewal day, and pays ` +
    `$${to.priceUsdMonthly} from then on.`
  );
})();

export const planUpgradeRule =
  'An upgrade applies at once, and the billing period does not start again: the renewal day stays the same.';
/** What an upgrade costs (a part of `planUpgrade`). */
export const planUpgradeCharge =
  "You pay the difference between the two plans' prices for the days left in the period, prorated by day, on an " +
  'invoice of its own.';
/** The credits after an upgrade (a part of `planUpgrade`). */
export const planUpgradeCredits =
  "The new plan's monthly credits are available straight away, less the plan credits the " +
  'workspace has already used this period; purchased credits are not touched.';
/** The whole rule; the billing page shows its parts as a list, then the example (issue 45 density pass). */
/**
 * Decision (review 28 #6): from the Free plan, which has no billing period, a paid plan's full month is charged the
 * day you choose it, and that day becomes the renewal day (plans are billed monthly only).
 */
export const planUpgradeFromFree =
  "From the Free plan, you pay the new plan's full month today, and today becomes the renewal day.";
export const planUpgrade = [
  planUpgradeRule,
  planUpgradeCharge,
  planUpgradeFromFree,
  planUpgradeCredits,
  "From the Free plan, the new plan's full monthly credits are there at once, whatever Free credits you used.",
  upgradeExample,
].join(' ');

/**
 * Decision (review 13): where Parley Labs is established, for VAT: Germany, in the EU like the EU data region
 * (Frankfurt). A business in Germany pays German VAT; a business elsewhere in the EU, or in the UK, with a valid VAT
 * number gets a reverse-charge invoice. Used in the invoices and VAT page.
 */
export const company = {
  country: 'Germany',
} as const;

export const vatRule =
  `${product.companyName} is established in ${company.country}. A business in ${company.country} pays German VAT, ` +
  'VAT number or not. A business elsewhere in the EU, or in the UK, with a verified VAT number pays no VAT, and its ' +
  'invoice says **Reverse charge**, which means you account for the VAT in your own VAT return. Customers without ' +
  'a VAT number pay the tax of their own country where it applies.';

/**
 * Decision (review 13): what a message to a Twilio number costs on each of its channels. SMS is billed by segments;
 * WhatsApp is priced by Meta and billed by Twilio per message, by category and country. Used in the Twilio guide.
 */
export const twilioMessageBilling =
  `A link a flow sends is added whole after the message: it is never cut and does not count toward the ` +
  `${textChannels.answerMaxCharacters} characters of an answer. Twilio bills an SMS by segments, link included. ` +
  'A WhatsApp message has no segments, whatever its length: Twilio charges per message, and Meta adds a fee that ' +
  "depends on the message's category and the customer's country; see " +
  "[Twilio's WhatsApp pricing](https://www.twilio.com/en-us/whatsapp/pricing).";

/**
 * Decision (issue 45, round 16): a lead made from a GoHighLevel conversation is not sent back to GoHighLevel by the
 * lead integration's method A (**Send leads as contacts**): it is a GoHighLevel contact already. Used whole in the
 * GoHighLevel lead guide (method A's settings); the chat guide's field mapping says it in one sentence with a link to
 * it (round 18: neither page links to itself).
 */
export const ghlConversationLeadNotSentBack =
  'A lead made from a GoHighLevel conversation is not sent back to GoHighLevel by **Send leads as contacts**: it ' +
  "is that conversation's GoHighLevel contact already, so it gets none of the **Tags** below and no opportunity. " +
  "What the chatbot collects reaches the contact through the [chat integration's field mapping](/integration/ghl-chat-integration#field-mapping) " +
  'only: an email address into an empty `email` field, and the custom fields under **Field sync**.';

Object.assign(factTokens, {
  '%GHL_CONVERSATION_LEAD_NOT_SENT_BACK%': ghlConversationLeadNotSentBack,
  '%FREE_TEXT_CONTACT_DETAILS%': freeTextContactDetails,
  '%FREE_TEXT_CONTACT_DETAILS_SHORT%': freeTextContactDetailsShort,
  '%TEXT_CHANNEL_LEAD%': textChannelLead,
  '%PAUSED_CHATBOT_LEAD_LATER_SHORT%': pausedChatbotLeadLaterShort,
  '%GHL_CONTACT_LEAD%': ghlContactLead,
  '%GHL_LEAD_FIELD_MAPPING_ADD%': ghlLeadFieldMappingAdd,
  '%DEFAULT_AWAY_MESSAGE%': defaultAwayMessage,
  '%DEFAULT_LIMIT_MESSAGE%': defaultLimitMessage,
  '%PAUSED_CHATBOT_INBOX%': pausedChatbotInbox,
  '%PAUSED_CHATBOT_INBOX_WAITING%': pausedChatbotInboxWaiting,
  '%WAITING_WITHOUT_HAND_OFF%': waitingWithoutHandOff,
  '%WAITING_WITHOUT_HAND_OFF_LINK%': waitingWithoutHandOffLink,
  '%TEXT_CHANNEL_NO_REPLY%': textChannelNoReply,
  '%PAUSED_CHATBOT_LEAD_LATER%': pausedChatbotLeadLater,
  '%PAUSED_CHATBOT_INBOX_SHORT%': pausedChatbotInboxShort,
  '%HANDOFF_TEST_OUTCOME%': handOffTestOutcome,
  '%TEXT_CHANNEL_WORKING_HOURS_SHORT%': textChannelWorkingHoursShort,
  '%TEXT_CHANNEL_WORKING_HOURS%': textChannelWorkingHours,
  '%TEXT_CHANNEL_WORKING_HOURS_WHEN%': textChannelWorkingHoursWhen,
  '%TEXT_CHANNEL_WORKING_HOURS_WAITING%': textChannelWorkingHoursWaiting,
  '%TEXT_CHANNEL_WORKING_HOURS_NO_LEAD%': textChannelWorkingHoursNoLead,
  '%SOLE_OWNER_DELETES_WORKSPACE%': soleOwnerDeletesWorkspace,
  '%PLAN_UPGRADE%': planUpgrade,
  '%PLAN_UPGRADE_RULE%': planUpgradeRule,
  '%PLAN_UPGRADE_CHARGE%': planUpgradeCharge,
  '%PLAN_UPGRADE_FROM_FREE%': planUpgradeFromFree,
  '%PLAN_UPGRADE_CREDITS%': planUpgradeCredits,
  '%PLAN_UPGRADE_EXAMPLE%': upgradeExample,
  '%VAT_RULE%': vatRule,
  '%COMPANY_COUNTRY%': company.country,
  '%TWILIO_MESSAGE_BILLING%': twilioMessageBilling,
});

/**
 * Decision (review 31 #1): the Free plan has no billing period, so its monthly credits need a cycle of their own. They
 * start again every month on the day of the month the workspace was created (the month's last day when the month is
 * shorter); a workspace that moved to Free from a paid plan keeps its last renewal day. An upgrade from Free starts a
 * billing period that day (`planUpgradeFromFree`), so the new plan's full monthly credits are there at once, whatever
 * Free credits were used. The billing page (Message credits, Change plan) and the plan table's credits row say it.
 */
export const freePlanCredits = {
  /** The day the Free plan's credits start again each month. */
  refillDay: 'the day of the month the workspace was created',
  /** The plan table's Free cell (review 35 #3): short, true of a workspace that moved to Free too, linked to the rule. */
  tableCell: 'renewed monthly',
  /** Where the cycle is stated: the billing page's Message credits. */
  ruleLink: '/user/workspace/billing#message-credits',
} as const;

export const freePlanCreditCycle =
  `On the Free plan, which has no billing period, the ${formatNumber(plans.find((plan) => plan.id === 'free')!.monthlyCredits)} credits start again ` +
  `every month on ${freePlanCredits.refillDay} (on the month's last day when the month is shorter). A workspace ` +
  'that moved to Free from a paid plan keeps its last renewal day.';

export const planUpgradeFromFreeCredits =
  "From the Free plan, the new plan's full monthly credits are there at once, whatever Free credits you used.";

Object.assign(factTokens, {
  '%FREE_PLAN_CREDIT_CYCLE%': freePlanCreditCycle,
  '%PLAN_UPGRADE_FROM_FREE_CREDITS%': planUpgradeFromFreeCredits,
});

/**
 * Decision (review 13): what does not move with a workspace into another data region. Used by the region steps of
 * security-and-compliance.mdx and the wrong-region row of app-download.mdx.
 */
export const regionMoveBilling =
  'The plan and purchased credits do not move: the new workspace starts on the Free plan, so choose your plan in ' +
  "it, and use the old workspace's purchased credits before you delete it (deleting it cancels its subscription " +
  'without a refund for the rest of the period, and its unused credits are lost at the erasure).';

Object.assign(factTokens, {
  '%REGION_MOVE_BILLING%': regionMoveBilling,
});

// ---------------------------------------------------------------------------
// Content gaps readers asked about (issue 44 gaps): agencies and their clients, payment methods, certifications,
// sensitive details typed in the chat, and conversation history. Each is stated once here and shown by a token.
// ---------------------------------------------------------------------------

/**
 * Decision (issue 44 gaps): a role applies to the whole workspace (the team page's roles table has no chatbot
 * column, and **Leads** lists the leads of every chatbot). There is no access to one chatbot only; a client who may
 * see only their own chatbot gets a workspace of their own.
 */
export const rolesWholeWorkspace =
  'A role applies to every chatbot of the workspace: no role limits a member to one chatbot, and an Agent sees the ' +
  "conversations and leads of all of them. To let a client see only their own chatbot, put it in a workspace of the client's own.";

/**
 * Decision (issue 44 gaps): one account may belong to several workspaces (delete-your-account.mdx already speaks of
 * "your other workspaces"); the account menu creates another and switches between them. A new workspace starts on the
 * Free plan and asks for its data region, as at sign-up (app-download.mdx).
 */
export const anotherWorkspace =
  'One account can belong to several workspaces. To create another, open the account menu (your initials, top ' +
  'right), select **Create workspace**, name it and choose its **Data region**; it starts on the Free plan. To ' +
  "switch between your workspaces, select the workspace's name in the same menu.";

/**
 * Decision (issue 44 gaps): billing belongs to the workspace: its plan, credits, payment method, billing details and
 * invoices (billing.mdx: "Prices are per workspace"; invoices-and-vat.mdx: every charge has its own invoice).
 * Parley Labs does not bill an agency's clients, and has no reseller billing.
 */
export const workspaceBilling =
  `${product.companyName} bills each workspace on its own: every workspace has its own plan, message credits, ` +
  'payment method, billing details and invoices, whoever its members are. It invoices the workspace, ' +
  'never a chatbot or your clients, and has no reseller billing.';

/**
 * Decision (issue 44 gaps): the workspace's subscription and credit packs are paid by card only, through Stripe
 * (the billing sub-processor). Cards as invoices-and-vat.mdx's **Replace card** / **Add card** already say.
 */
export const billingPaymentMethods = {
  accepted: 'a credit or debit card: Visa, Mastercard or American Express',
  notAccepted: ['PayPal', 'bank transfer', 'direct debit', 'payment on invoice'],
} as const;

export const billingPaymentMethodsRule =
  `${product.productName} is paid with ${billingPaymentMethods.accepted}. ` +
  `${joinAndNamesEarly(billingPaymentMethods.notAccepted)} ` +
  'are not accepted, on any plan.';

/**
 * Decision (issue 44 gaps): a chatbot cannot move to another workspace; **Duplicate chatbot** copies it within its
 * workspace only (duplicate-or-delete.mdx).
 */
export const chatbotStaysInWorkspace =
  'A chatbot cannot move to another workspace: it belongs, with its knowledge, flows, conversations and leads, to ' +
  'the workspace it was created in, and **Duplicate chatbot** copies it within that workspace only.';

/**
 * Decision (issue 44 gaps): messages are stored as typed; nothing recognises or masks a card number. Where such a
 * message goes follows from the pages: the Inbox, the plan's history, the AI model's provider, the conversation
 * webhook, a flow's **Notify team** email (`notifyTeamEmail` quotes the last messages) with the email provider's log
 * (`dataHosting.emailProviderRetentionDays`), and exports already made (review round 21). Card details in payments never reach Parley (privacy.mdx, custom-payment-integration.mdx).
 */
export const cardNumbersStoredAsTyped =
  'A message is stored exactly as the customer typed it: nothing in the chat recognises or masks a card number.';
/** Where a typed card number goes (a part of `cardNumbersInChat`; the privacy page lists the parts). */
export const cardNumbersWhereItGoes =
  "A card number typed in a message stays in the conversation for your plan's conversation history, your team sees " +
  "it in the **Inbox**, it goes to the AI model's provider with the conversation's recent messages (kept there up to " +
  `${formatDays(dataHosting.aiProviderRetentionDays)}), and to your webhook endpoints in ` +
  '`conversation.message.created`.';
/** The copies of a typed card number outside the conversation (a part of `cardNumbersInChat`). */
export const cardNumbersCopies =
  'It is also in the **Notify team** emails of your flows that quote the ' +
  "conversation's last messages, in the email provider's message log for " +
  `${formatDays(dataHosting.emailProviderRetentionDays)}, and in any conversation export or customer-data export ` +
  'already made.';
export const cardNumbersInChat = [cardNumbersStoredAsTyped, cardNumbersWhereItGoes, cardNumbersCopies].join(' ');

/**
 * Decision (issue 44 gaps): what the site can say about SOC 2 and HIPAA. No page claims a certification or an audit
 * report, so there is none to give; the documents that exist are the DPA and the sub-processor list in **Workspace
 * settings → Legal**, and questionnaires go to support (security-and-compliance.mdx). No business associate agreement
 * (BAA) is signed, so protected health information must not be sent.
 */
export const compliance = {
  soc2Report: false,
  hipaaBaa: false,
} as const;

export const soc2Statement =
  `${product.productName} has no SOC 2 report to share, and claims no SOC 2, ISO 27001 or other security ` +
  'certification. For a vendor review, Owners download the data processing agreement and the list of ' +
  `sub-processors in **Workspace settings → Legal**, and the security team answers your questionnaire at ` +
  `${product.supportEmail}.`;

export const hipaaStatement =
  `${product.productName} is not HIPAA compliant: ${product.companyName} signs no business associate agreement ` +
  '(BAA), so a healthcare provider, health plan or their business associate must not use it for protected health ' +
  'information. Do not ask for health information in the chat, and tell your customers not to send it.';

/**
 * Decision (issue 44 gaps): there is no setting that turns off saving conversations: the Inbox, hand-off, reports
 * and lead capture work from them. The plan's conversation history decides how long they are kept; an Owner or
 * Admin deletes one sooner with **Delete conversation** (privacy.mdx).
 */
export const conversationsAlwaysSaved =
  'There is no setting to turn off saving conversations: the **Inbox**, hand-off, reports and leads all work from ' +
  "them. Each conversation is kept for your plan's conversation history, then deleted; delete one sooner in the " +
  '**Inbox** with **Delete conversation**.';

Object.assign(factTokens, {
  '%ROLES_WHOLE_WORKSPACE%': rolesWholeWorkspace,
  '%ANOTHER_WORKSPACE%': anotherWorkspace,
  '%WORKSPACE_BILLING%': workspaceBilling,
  '%BILLING_PAYMENT_METHODS%': billingPaymentMethods.accepted,
  '%BILLING_PAYMENT_METHODS_RULE%': billingPaymentMethodsRule,
  '%CHATBOT_STAYS_IN_WORKSPACE%': chatbotStaysInWorkspace,
  '%CARD_NUMBERS_IN_CHAT%': cardNumbersInChat,
  '%CARD_NUMBERS_STORED_AS_TYPED%': cardNumbersStoredAsTyped,
  '%CARD_NUMBERS_WHERE_IT_GOES%': cardNumbersWhereItGoes,
  '%CARD_NUMBERS_COPIES%': cardNumbersCopies,
  '%SOC2_STATEMENT%': soc2Statement,
  '%HIPAA_STATEMENT%': hipaaStatement,
  '%CONVERSATIONS_ALWAYS_SAVED%': conversationsAlwaysSaved,
});

// ---------------------------------------------------------------------------
// Review round 16 (user guide): the searches of **Leads** and the **Inbox**, and what the chat bubble's stored IDs do.
// ---------------------------------------------------------------------------

/**
 * Decision (review 16): the **Leads** and **Inbox** searches normalise phone numbers, so the way a number is written
 * does not matter; the safest form to type is `+`, the country code and the number. Used in the leads page (Find a
 * lead, Delete one person everywhere), the privacy page and the **Inbox**'s search (`inboxSearch`).
 */
export const phoneSearch =
  'Phone numbers are kept in international form, such as `+14155550123`. Spaces, brackets and dashes in what you ' +
  'type do not matter, but the country code does: type `+`, the country code and the number, or a search for a ' +
  'local number such as `(415) 555-0123` finds nothing.';

/**
 * Decision (review 16): what the **Inbox**'s search box matches. It finds, on every plan, the conversations that
 * carry a customer ID a page passed (the visitor's `id`), verified or not, which the List chat sessions API with
 * `include_unverified=true` lists on the plans with the API. Decision (review 17 #2): it also matches the
 * conversation's own phone number (a text channel's sender, with or without a lead), normalised as `phoneSearch`
 * says; a number inside a message's text matches as text only. Used in the live chat guide (the agent workspace) and
 * the privacy page.
 */
export const inboxSearchFields = [
  'the text of their messages',
  "the conversation's phone number (the number a customer texts from, the `phone` column of the conversation " +
    'export, whether or not it became a lead)',
  "a lead's name, email address or phone number",
  "a GoHighLevel conversation's contact (its phone, name and email as GoHighLevel sent them, whether or not the " +
    'chatbot answered)',
  "the customer ID your website or app passed to the chat (the visitor's `id`), verified or not",
] as const;
/** A number inside a message's text (the Inbox search only; the leads search has no message text). */
export const inboxSearchNumberInText =
  "A number typed inside a message's text is matched as text only, as it was written.";
/** How the search box reads a typed number (the last part of `inboxSearch`). */
export const inboxSearchNumbers = `${phoneSearch} ${inboxSearchNumberInText}`;
/**
 * Review 43 user #2: the phone-number rule is stated once, in the leads page's Find a lead (`%PHONE_SEARCH%`), which
 * the privacy page already links; the live chat guide's search list links it too and keeps only the Inbox's own part.
 */
export const inboxSearchNumbersShort = `Type a phone number as [Find a lead](/user/chatbots/leads#find-a-lead) says. ${inboxSearchNumberInText}`;
/** The whole rule in one paragraph; the live chat guide shows `inboxSearchFields` as a list (issue 45 density pass). */
export const inboxSearch =
  "The **Inbox**'s search box finds conversations " +
  inboxSearchFields
    .map((field, index) => (index === inboxSearchFields.length - 1 ? `and by ${field}` : `by ${field}`))
    .join(', ') +
  `. ${inboxSearchNumbers}`;

/**
 * Decision (review 16): what the chat bubble's stored visitor ID (`vis_…`) and conversation ID (`ses_…`) do. The
 * conversation goes on across pages and visits while it is open; once it has ended (**End conversation after**, an
 * agent, the visitor), the next message starts a new one with no memory of the old, and the visitor ID links it to
 * the same visitor in the **Inbox**. Only a verified visitor sees earlier conversations in the chat window
 * (developer/javascript-sdk/identity-verification.mdx). Used in the cookies page and the privacy page.
 */
/**
 * Decision (review 20 #2): the anonymous visitor ID (`vis_…`) is replaced by a new one whenever who chats in the
 * browser changes: `identify` with a new ID, `identify` with `{id: null}`, and `shutdown`. Anonymous chats before a
 * sign-in are never linked to the signed-in user, and a signed-out browser starts a new anonymous visitor.
 * Decision (review 28 #3): a start without `visitor` after one with a user (a server-rendered sign-out without
 * `shutdown`) gets a new ID too. Decision (review 29 #3): the browser stores nothing more than the IDs: Parley's
 * servers know which user a `vis_…` ID was identified as, and answer such a start with a new ID, which the SDK
 * stores. Said once
 * here, %CHAT_BUBBLE_VISITOR_ID_RENEWED%: the SDK reference's identify, the cookies page (through
 * %CHAT_BUBBLE_VISITOR_IDS%) and data retention's `browser_visitor_id` row.
 */
export const chatBubbleVisitorIdRenewed =
  'The visitor ID is replaced whenever who chats changes: `identify` with a new ID or `{id: null}`, `shutdown`, ' +
  `or a page without \`visitor\` after one with a user (${product.productName} knows whose ID it was and sends a new ` +
  "one). So chats before a sign-in are never linked to the signed-in user, nor the next person's after sign-out.";

export const chatBubbleVisitorIdsOpen =
  'The visitor ID (`vis_…`) and the ID of the current conversation (`ses_…`) keep a conversation going from page ' +
  'to page, and on a later visit, while it is open.';
/** After a conversation has ended (a part of `chatBubbleVisitorIds`; the cookies page lists the parts). */
export const chatBubbleVisitorIdsEnded =
  'Once it has ended (after **End conversation after**, or when ' +
  "an agent closes it or the visitor selects **End chat**), the visitor's next message starts a new conversation, with no memory of the " +
  'old one; the visitor ID links it to the same visitor, so agents see the earlier conversations in the ' +
  "**Inbox**'s customer column.";
/** Who sees earlier conversations in the chat window (a part of `chatBubbleVisitorIds`). */
export const chatBubbleVisitorIdsVerified =
  'The chat window shows earlier conversations only to a customer your website ' +
  'verifies ([identity verification](/developer/javascript-sdk/identity-verification)).';
export const chatBubbleVisitorIds = [
  chatBubbleVisitorIdsOpen,
  chatBubbleVisitorIdsEnded,
  chatBubbleVisitorIdsVerified,
  chatBubbleVisitorIdRenewed,
].join(' ');

Object.assign(factTokens, {
  '%PHONE_SEARCH%': phoneSearch,
  '%INBOX_SEARCH%': inboxSearch,
  '%INBOX_SEARCH_BY_TEXT%': inboxSearchFields[0],
  '%INBOX_SEARCH_BY_CONVERSATION_PHONE%': inboxSearchFields[1],
  '%INBOX_SEARCH_BY_LEAD%': inboxSearchFields[2],
  '%INBOX_SEARCH_BY_GHL_CONTACT%': inboxSearchFields[3],
  '%INBOX_SEARCH_BY_CUSTOMER_ID%': inboxSearchFields[4],
  '%INBOX_SEARCH_NUMBERS%': inboxSearchNumbers,
  '%INBOX_SEARCH_NUMBERS_SHORT%': inboxSearchNumbersShort,
  '%CHAT_BUBBLE_VISITOR_IDS%': chatBubbleVisitorIds,
  '%CHAT_BUBBLE_VISITOR_IDS_OPEN%': chatBubbleVisitorIdsOpen,
  '%CHAT_BUBBLE_VISITOR_IDS_ENDED%': chatBubbleVisitorIdsEnded,
  '%CHAT_BUBBLE_VISITOR_IDS_VERIFIED%': chatBubbleVisitorIdsVerified,
  '%CHAT_BUBBLE_VISITOR_ID_RENEWED%': chatBubbleVisitorIdRenewed,
});

// ---------------------------------------------------------------------------
// Review round 16 (JavaScript SDK): what the chat bubble sends of the page, Allowed domains' wildcard, how long the
// SDK's URLs live, what an unverified visitor looks like, and where to store what the chat collects.
// ---------------------------------------------------------------------------

/**
 * Decision (review 16 #1): the chat bubble sends the address of the page a conversation started on, cut to scheme,
 * host and path, as the conversation's page address; nothing else of the page, and no later page. openapi.yaml has
 * no field for it: the API and webhooks do not return it, unless a flow's Send webhook sends `{{conversation.page_url}}`
 * or its Save lead copies it into a lead's `fields` (review 17 #10). The SDK reference, the user guide's website, privacy,
 * Inbox and flow pages say it through %SDK_PAGE_ADDRESS% (or the short form and a link). Review 20 #11: it is taken
 * when the conversation starts. Review 21 #6 (the lead's decision): a single-page app hides the bubble on entering a
 * route whose address holds a token and shows it on leaving (the visitor cannot start a conversation while it is
 * hidden; one already started keeps the address where it started), and a start never boots while the visitor is on
 * such a route (review 26 #9). Review 27 #1: a sign-out there boots the anonymous chat and hides it at once (review
 * 23 #3), as parley-chat.js's onSignedOut does, tested in scripts/sdk/page-samples.test.ts.
 */
export const sdkPageAddressSent =
  'The chat bubble sends the address of the page the conversation started on, taken with its first message, ' +
  'without its query string and fragment (`https://example.com/pricing`, never `?token=…` or `#…`).';
/** Where the page address shows and how long it is kept (a part of `sdkPageAddress`). */
export const sdkPageAddressUse =
  "It is the conversation's page address: shown in the **Inbox**, `{{conversation.page_url}}` in flows, and kept as long as " +
  'the conversation.';
/** What the chat bubble does not send, and the API's view of the address (a part of `sdkPageAddress`). */
export const sdkPageAddressNothingElse =
  'Nothing else goes with it: no referrer, title or later page. The API and ' +
  "webhooks do not return it, unless a flow sends it with **Send webhook** or saves it to a lead's `fields` with " +
  '**Save lead**.';
/** Secrets in a path: where to leave the snippet off (a part of `sdkPageAddress`). */
export const sdkPageAddressSecret =
  'A path can hold a secret too (`/reset-password/<token>`): leave the embed snippet off the pages ' +
  'whose address holds a token or personal data.';
/** A single-page app's route guard (the last part of `sdkPageAddress`). */
export const sdkPageAddressRouteGuard =
  "A single-page app hides the bubble (`Parley('hide')`) on entering " +
  "such a route and shows it (`Parley('show')`) on leaving: the visitor cannot start a conversation while it is hidden, and " +
  'your code must not call `open` or `toggle` there, since they still work while it is hidden ' +
  '(`chatAllowedHere()` is `false` there). One already started keeps its address. A start waits until the visitor leaves such a route; a sign-out there ' +
  'restarts the chat hidden ([route guard](/developer/javascript-sdk/single-page-app#route-guard)).';
/** The whole rule, for the tests; the privacy page shows its parts as a lead and a list (review 35 #4); the SDK reference all but the route guard, which it links (review 38 #5). */
export const sdkPageAddress = [
  sdkPageAddressSent,
  sdkPageAddressUse,
  sdkPageAddressNothingElse,
  sdkPageAddressSecret,
  sdkPageAddressRouteGuard,
].join(' ');

/**
 * The same, for a page that only mentions it (with a link to the user guide's privacy table). No brackets of its
 * own (review round 18), so that a page may put it in parentheses.
 */
export const sdkPageAddressShort =
  'the page the conversation started on, without its query string or fragment, such as `https://example.com/pricing`';

/**
 * Allowed domains compares host names; `*.example.com` covers the subdomains only (review 16 #11). The SDK
 * reference, the user guide's website page, Create a chatbot and openapi.yaml's `allowed_domains` use
 * %ALLOWED_DOMAINS_WILDCARD%.
 */
export const allowedDomainsWildcard =
  '`*.example.com` covers every subdomain of `example.com` (`www.example.com`, `shop.example.com`) but not ' +
  '`example.com` itself: list both, `example.com` and `*.example.com`';

/**
 * Decision (review 17 #11): Allowed domains takes host names only. Loopback and IP addresses never match, and the API
 * refuses them (openapi.yaml's `allowed_domains` pattern: the last label starts with a letter). The SDK reference
 * and openapi.yaml's `allowed_domains` say it through %ALLOWED_DOMAINS_NO_IP%.
 */
export const allowedDomainsNoIp =
  'It takes host names only: `localhost`, `127.0.0.1` and other IP addresses never match, and the API refuses them ' +
  "with `400 parameter_invalid`, since an IP address names no website: `127.0.0.1` is every visitor's own machine";

/**
 * Decision (review 18 #15): what Allowed domains guards. It keeps other websites from embedding the bubble; it cannot
 * stop a determined person, who points a listed host name at their own machine in the hosts file (the same trick
 * Develop locally recommends). The guard for credits is the chatbot's **Messages limit**. The SDK reference's Develop
 * locally says it through %ALLOWED_DOMAINS_GUARDS%.
 */
export const allowedDomainsGuards =
  '**Allowed domains** stops other websites from embedding your bubble, not a determined person: anyone can point a ' +
  'listed host name at their own machine in the hosts file, as above, and load the bubble there. To cap what the ' +
  'chatbot can spend, set its **Messages limit** ([Chatbot settings](/user/chatbots/settings-reference#limits))';

/**
 * Decision (review 18 #1): a conversation started with a user's ID is shown and continued only on a page that passes
 * that same ID; a page without it starts anonymous and never shows it. Without `shutdown` the conversation stays open
 * on the server until **End conversation after** ends it; the next page without `visitor` starts with a new visitor
 * ID (review 28 #3), and `shutdown` is what ends it at once and clears the page's state. The SDK reference's
 * Sign-out on a server-rendered site says it through
 * %SDK_SIGNED_OUT_CONVERSATION% and, in a paragraph of its own (issue 45), %SDK_SIGNED_OUT_WITHOUT_SHUTDOWN%; the
 * troubleshooting rows of the SDK reference, identity verification and the cookie page link to it.
 */
export const sdkSignedOutConversation =
  "A conversation started with a user's ID is shown and continued only on a page that passes that same ID: the next " +
  'page, which renders no `visitor`, starts anonymous, with a new visitor ID, and never shows it';

/** What a sign-out without `shutdown` leaves behind, and what `shutdown` ends: see sdkSignedOutConversation. */
export const sdkSignedOutWithoutShutdown =
  'Without `shutdown`, though, that ' +
  `conversation stays open on the server until ${factTokens['%CONVERSATION_IDLE_SETTING%']} ends it. ` +
  "Calling `Parley('shutdown')` at sign-out ends " +
  "the conversation at once (`end_reason` `visitor_closed`), closes the window and clears the page's state and both " +
  'storage keys, `parley.<chatbot ID>.visitor` and `.ui` ([What the chat bubble stores](/user/workspace/cookies))';

/**
 * How long the SDK's URLs live (review 16 #12): the changelog's "How changes are announced" and the SDK reference's
 * Versions say it in these words, %SDK_URL_LIFETIMES%.
 */
export const sdkUrlLifetimes =
  'A change that could break your code comes as a new release line, `v2`, at a new URL. The changelog announces ' +
  `it at least ${api.versionNoticeMonths} months before \`v1\` stops getting fixes; from that day the \`v1\` URL keeps ` +
  'serving the last `v1` release, unchanged. A pinned URL such as ' +
  `\`/widget/${sdk.version}/parley.js\` keeps serving its release. Neither URL is removed.`;

/**
 * Decision (review 16 #4): an ID the page passes without a valid `userHash` (with Identity verification on and
 * Require verified identity off) is unverified, not anonymous: `visitor.verified` is `false`, the ID is kept as a
 * claim, and the Inbox shows it as unverified. %UNVERIFIED_VISITOR% on every page that says what happens.
 */
export const unverifiedVisitor =
  'unverified (`verified: false`), with the ID kept as a claim, shown as unverified in the **Inbox** and joining no ' +
  'verified history';

/**
 * Browser events can be lost; webhooks are signed and retried, but need the plan with the API (review 16 #5). The
 * SDK pages say where to store messages and leads through %SDK_STORE_RELIABLY%.
 */
export const sdkStoreReliably =
  "Events come from the visitor's browser and are lost when the tab closes first. To keep messages and leads, " +
  'receive the [conversation](/developer/webhook/conversation) and [lead](/developer/webhook/lead) ' +
  `webhooks on your server, which are signed and retried. Webhooks are part of the ${plansWith('api')} plan; on ` +
  'other plans, find leads in **Leads** and conversations in the **Inbox**, and download them with **Export** ' +
  '([Keep a copy](/user/workspace/data-retention#keep-a-copy)).';

/**
 * Pinned SDK releases and Subresource Integrity (review 17 #14): the SDK reference's Versions says it through
 * %SDK_PINNED_RELEASE%, followed there by the three steps that give the integrity hash's command (review 37 #2: a
 * list, not one 90-word sentence), and %SDK_V1_FILE_CHANGES%, the one place that gives the `v1` cache lifetime.
 */
export const sdkPinnedRelease =
  "A pinned release's file never changes, so you can add Subresource Integrity to its `<script>` element";

/** Why the `v1` URL takes no `integrity`, and how long its file is cached: see sdkPinnedRelease. */
export const sdkV1FileChanges =
  `Never add \`integrity\` to the \`v1\` URL: its file changes with each release, and the browser would refuse the ` +
  `new one and show no bubble. Browsers and caches keep the \`v1\` file for up to ${sdk.v1CacheMinutes} minutes ` +
  `(\`Cache-Control: max-age=${sdk.v1CacheMinutes * 60}\`), so a release reaches your visitors within ` +
  `${sdk.v1CacheMinutes} minutes of going out.`;

/**
 * Decision (issue 45, review 24 F): the chatbot's **Website** channel switched off. The SDK's start fails with the
 * code of a chatbot that cannot be used on the site, `domain_not_allowed`, whatever **Allowed domains** holds. The
 * settings reference's Website row and the SDK reference's Errors say it through %SDK_WEBSITE_CHANNEL_OFF%; that
 * `ready` then never fires is said once, in the SDK reference's Events (review 40 SDK #5).
 */
export const sdkWebsiteChannelOff =
  'no site shows the bubble, whatever **Allowed domains** holds, and the SDK reports `domain_not_allowed`';

/**
 * Decision (review 31 #2): where keyboard focus goes when the chat window closes. The SDK reference's Accessibility
 * owns the bubble's keyboard and screen-reader behaviour; a page with its own chat button (`hideLauncher`) relies on
 * this rule, so it is said through %SDK_FOCUS_ON_CLOSE% wherever it is repeated.
 */
export const sdkFocusOnClose =
  'When the window closes with focus inside it (its close button, Escape, `close` or `toggle`), focus returns to the ' +
  'element that had it when the window opened, such as the launcher or your own button. If that element has left ' +
  "the page, focus goes to the launcher, or to the page's `body` with `hideLauncher`";

Object.assign(factTokens, {
  '%SDK_PINNED_RELEASE%': sdkPinnedRelease,
  '%SDK_FOCUS_ON_CLOSE%': sdkFocusOnClose,
  '%SDK_V1_FILE_CHANGES%': sdkV1FileChanges,
  '%SDK_WEBSITE_CHANNEL_OFF%': sdkWebsiteChannelOff,
  '%SDK_PAGE_ADDRESS%': sdkPageAddress,
  '%SDK_PAGE_ADDRESS_SENT%': sdkPageAddressSent,
  '%SDK_PAGE_ADDRESS_USE%': sdkPageAddressUse,
  '%SDK_PAGE_ADDRESS_NOTHING_ELSE%': sdkPageAddressNothingElse,
  '%SDK_PAGE_ADDRESS_SECRET%': sdkPageAddressSecret,
  '%SDK_PAGE_ADDRESS_ROUTE_GUARD%': sdkPageAddressRouteGuard,
  '%SDK_PAGE_ADDRESS_SHORT%': sdkPageAddressShort,
  '%ALLOWED_DOMAINS_WILDCARD%': allowedDomainsWildcard,
  '%ALLOWED_DOMAINS_NO_IP%': allowedDomainsNoIp,
  '%SDK_URL_LIFETIMES%': sdkUrlLifetimes,
  '%UNVERIFIED_VISITOR%': unverifiedVisitor,
  '%SDK_STORE_RELIABLY%': sdkStoreReliably,
  '%ALLOWED_DOMAINS_GUARDS%': allowedDomainsGuards,
  '%SDK_SIGNED_OUT_CONVERSATION%': sdkSignedOutConversation,
  '%SDK_SIGNED_OUT_WITHOUT_SHUTDOWN%': sdkSignedOutWithoutShutdown,
  // Review 18 #7: the plans on which a workspace can have a second chatbot ("Starter, Pro and Business").
  '%PLANS_WITH_SEVERAL_CHATBOTS%': joinAndNamesEarly(plans.filter((plan) => plan.chatbots > 1).map((p) => p.name)),
});

// ---------------------------------------------------------------------------
// Review round 17 (user guide): when a conversation starts and what the flow triggers see of it, flows on `api`
// sessions, the Forgot password? link.
// ---------------------------------------------------------------------------

/**
 * Decision (review 17 #1): a conversation starts with the customer's first message, not when a page or the chat
 * window opens: the chat bubble sends no page views and stores no visitor ID before that message (cookies.mdx), and
 * `getSessionId` is `null` until then. **Conversation starts** runs then, before the chatbot answers; **Page visited**
 * reads the page address the chat bubble sends with that message (`sdkPageAddressShort`). The **Welcome message** is
 * the window's own text. Stated in the flow builder's triggers; the privacy page and the settings reference's
 * **Welcome message** row link to it.
 */
export const flowStartTriggersStart =
  "A conversation starts with the customer's first message: the first one they write in the chat window, or the " +
  'first one a channel receives (a text, a GoHighLevel message, the first message your app sends through the API).';
/** The two start triggers and what the chat bubble sends (parts of `flowStartTriggers`; the flow builder lists them). */
export const flowStartTriggersConversationStarts =
  '**Conversation starts** runs its flow at that message, before the chatbot answers it.';
export const flowStartTriggersPageVisited =
  '**Page ' +
  "visited** runs when a conversation starts on a page whose address's path matches the pattern: `/pricing*` " +
  'matches `https://example.com/pricing` and `https://example.com/pricing/teams`. The address is the one the chat ' +
  `bubble sends: ${sdkPageAddressShort}.`;
export const flowStartTriggersNoPageViews =
  'The chat bubble sends no page views, so opening a page, or moving to another one ' +
  'during a conversation, starts no flow.';
export const flowStartTriggersWelcome =
  "The **Welcome message** is the chat window's own text, shown when the " +
  'window opens, before any conversation exists.';
/** Review 34 #10: how the API shows the welcome message (see `credits.perAgentMessage`). */
export const welcomeMessageNotStored =
  'The welcome message is not a stored message: it has no `sequence` and is not in message history or ' +
  "`message_count`, so a session's first message, `sequence` 1, is the visitor's.";
export const flowStartTriggers = [
  flowStartTriggersStart,
  flowStartTriggersConversationStarts,
  flowStartTriggersPageVisited,
  flowStartTriggersNoPageViews,
  flowStartTriggersWelcome,
].join(' ');

/**
 * Decision (issue 45, review round 20): on `api` conversations no lead is ever saved, whatever **Ask for contact
 * details** says: lead capture never asks, and a flow's **Save lead** is skipped (the flow goes on through its next
 * block). The app already holds what its users typed. Agrees with `apiOutOfHours` (openapi.yaml's Message a
 * chatbot). Used in the settings reference (Lead capture), the leads page (How leads are collected) and the flow
 * builder (the Save lead row and Text channels and the API).
 */
export const apiNoLead =
  'Conversations your developers run through the API (`api`) never save a lead: lead capture never asks, and a ' +
  "flow's **Save lead** is skipped there (the flow goes on through its next block). Your app already holds what " +
  'its users typed in it. The one exception is **Request payment**, which saves the lead it records the payment on ' +
  '([the lead a payment is recorded on](/integration/custom-payment-integration#the-lead)).';

/**
 * Decision (review 17 #9): a flow runs on `api` sessions as on the text channels. The flow builder says it whole; the
 * developer guide's Message a chatbot links to it.
 */
export const flowsOnApiSessions =
  'On conversations your app runs through the API (`api`), a flow runs as on the text channels: its buttons ' +
  "become a numbered list in the answer's text, and the customer answers with the number or the words; links are " +
  'added after the message; **Book a meeting** and **Request payment** send their links; and no consent box shows, ' +
  'so your app collects consent itself, as the text channels rely on the customer having written to you first.';

/**
 * Decision (review 17 #5): the sign-in page's **Forgot password?** emails a link to set a password, also to a member
 * who never had one (single sign-on, Google). Used in the security page (Ways to sign in), the billing page (a
 * downgrade turns single sign-on off) and the single sign-on page (the Owner's way in).
 */
export const forgotPassword =
  '**Forgot password?** on the sign-in page emails a link to set a new password; a member who ' +
  'signed in only with single sign-on or Google sets their first password the same way. **Continue with Google** ' +
  'works only for an email address that is a Google account.';

/**
 * `apiNoLead` in one sentence with the link to it (review round 21: the leads page's How leads are collected holds
 * it whole; the settings reference's Lead capture and the flow builder's Text channels and the API say it short).
 */
export const apiNoLeadShort =
  'Conversations your developers run through the API (`api`) save no lead, except the lead a **Request payment** ' +
  'records its payment on ([API conversations and leads](/user/chatbots/leads#how-leads-are-collected)).';

Object.assign(factTokens, {
  '%FLOW_START_TRIGGERS%': flowStartTriggers,
  '%FLOW_START_TRIGGERS_START%': flowStartTriggersStart,
  '%FLOW_START_TRIGGERS_CONVERSATION_STARTS%': flowStartTriggersConversationStarts,
  '%FLOW_START_TRIGGERS_PAGE_VISITED%': flowStartTriggersPageVisited,
  '%FLOW_START_TRIGGERS_NO_PAGE_VIEWS%': flowStartTriggersNoPageViews,
  '%FLOW_START_TRIGGERS_WELCOME%': flowStartTriggersWelcome,
  '%WELCOME_MESSAGE_NOT_STORED%': welcomeMessageNotStored,
  '%FLOWS_ON_API_SESSIONS%': flowsOnApiSessions,
  '%API_NO_LEAD%': apiNoLead,
  '%API_NO_LEAD_SHORT%': apiNoLeadShort,
  '%FORGOT_PASSWORD%': forgotPassword,
});

/**
 * The one email rule of a visitor (review 22 #3): the SDK (`identify`, `visitor` in `window.parleySettings` or `boot`)
 * and the API's `visitor.email` accept an address that matches `visitorEmail.pattern`. The JavaScript, Python and PHP
 * builders of identity verification use this very pattern (scripts/sdk/page-samples.test.ts checks it). The rule in
 * words is said once, in openapi.yaml's `VisitorInput.email` (Create a chat session); the SDK reference's Limits links
 * it (review 39 open #5: it was stated twice, 90 words each).
 */
export const visitorEmail = {
  maxLength: 254,
  /** Used as a JavaScript regex literal and with Python's `re.fullmatch`: the same text in both. */
  pattern: String.raw`^(?=.{1,254}$)[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$`,
};

/**
 * What happens on a deprecated model's last day (review 25 #4): choose-an-ai-model (user guide) and Get the AI model
 * list say it through %MODEL_RETIRED_MOVE%.
 */
export const modelRetiredMove =
  'on the day the model is retired, a chatbot that still uses it is moved to the replacement the announcement ' +
  'names, which may cost more or less per answer';

Object.assign(factTokens, {'%MODEL_RETIRED_MOVE%': modelRetiredMove});

/**
 * Decision (review 25 #2): a conversation in the dashboard's Preview panel sends webhook events as any other, with
 * `preview: true` in `data.session` (and in `data.lead` for the lead it saves). The delivery page's Test locally says
 * it through %PREVIEW_EVENTS%; other test steps link there with %PREVIEW_EVENTS_SHORT%.
 */
export const previewEvents =
  "A conversation in the dashboard's **Preview** panel sends the events a visitor's conversation sends (its " +
  'messages, hand-offs and end, and the leads it saves), with `preview: true` in `data.session` and, for a lead, ' +
  'in `data.lead`: your live handler should skip them or mark them as tests, and a test copy may handle them.';

/**
 * Review round 31 #4: %PREVIEW_EVENTS% is whole once, in the delivery page's Test locally; the test steps of the
 * conversation and lead pages, test mode and the hand-off recipe say this short form with its link.
 */
export const previewEventsShort =
  "The **Preview** panel's events carry `preview: true` ([what your handler does with " +
  'them](/developer/webhook/delivery#test-locally)).';

Object.assign(factTokens, {'%PREVIEW_EVENTS%': previewEvents, '%PREVIEW_EVENTS_SHORT%': previewEventsShort});

/**
 * Pages and answers (`/api/me`) that carry a signed-in user's `visitor` or `userHash` are never cached (review 22 #5,
 * review 23 #7): said once, in identity verification's Keep it secure, through %SIGNED_IN_PAGES_NO_CACHE%; the
 * go-live checklist and the other pages link it (review 38 #6).
 */
export const signedInPagesNoCache =
  'Serve every page that renders `visitor` or `userHash`, and every answer that carries them (such as your ' +
  '`/api/me`), with `Cache-Control: private, no-store`, and set your caching plugin or CDN to skip them for ' +
  "signed-in users: a cached one would hand one customer's signature, and their conversations, to the next visitor.";

Object.assign(factTokens, {'%SIGNED_IN_PAGES_NO_CACHE%': signedInPagesNoCache});

// ---------------------------------------------------------------------------
// Review round 24 (user guide): the Inbox search finds candidates, not one person's conversations; what the data
// export holds; the visitor's IP address at Cloudflare; lead capture after a flow; Only in flows on every text
// channel; the workspace's time zone; where a team member's account is stored; the standard models.
// ---------------------------------------------------------------------------

/**
 * Decision (review 24 #1): the **Inbox** search (`inboxSearch`) matches message text and customer IDs verified or
 * not, so a search for one customer also finds other people's conversations that mention their email, number or ID,
 * and conversations with an unverified ID that anyone could have typed. Only the conversations linked to one of
 * their leads, from their own phone number on a text channel, or with their verified customer ID are theirs: check
 * each result before exporting or deleting it. Used in the privacy page (Find, Export, Delete, troubleshooting),
 * the live chat guide's search and the developer's Delete a lead (which links to the privacy page).
 */
export const inboxSearchCandidates =
  "The search finds candidates, not the customer's conversations: it matches the text of messages too, so it also " +
  "finds other people's conversations that mention the address, number or ID, and a customer ID that was not " +
  'verified is only what a page claimed.';

/**
 * Decision (review 35 #1): the conversations a lead covers. **Delete lead and conversations** (and the API's Delete a
 * lead) erases, and **Export this customer's data** exports, the lead and every conversation linked to it: the ones
 * it was collected or updated in, and the later ones of a verified customer or a texter matched to it though nothing
 * was collected there. The API's Delete a lead (openapi.yaml) says it in these words; the user guide says it plainly in
 * `leadDeletionScope` (review 46 #3), and the export in `customerDataExportHolds`.
 */
export const leadLinkedConversations =
  'every conversation linked to it, whether the lead was collected, updated or matched there (a verified ' +
  "customer's or a texter's later conversation is linked to their lead though nothing was collected in it)";

/**
 * Review 46 user #3: the same scope for the user guide in plain words, subject first (the API's Delete a lead keeps
 * `leadLinkedConversations`). Used after **Delete lead and conversations** in leads (Delete a lead) and privacy
 * (Delete it).
 */
export const leadDeletionScope =
  'The lead is deleted at once and for good, with its conversations and their messages and attachments. Its ' +
  'conversations are the ones it was collected or updated in, and the later ones with the same verified customer ' +
  'ID or, on a text channel, from the same phone number, even where nothing was collected.';

/**
 * Decision (review 24 #5): what **Export this customer's data** (a lead's panel) holds. Stated in the privacy page
 * (Export it) and the data retention page (Keep a copy). Review 26 #5: the zip holds the attachment files themselves,
 * not links; #6: with the browser visitor ID and the chatbot's hand-off summary.
 */
export const customerDataExportHolds =
  "a zip file with a JSON file of the lead; the visitor's details of each conversation linked to it (the browser " +
  'visitor ID `vis_…`, the customer ID, name and email your page passed with `verified`, the page address, browser, country ' +
  "and metadata); those conversations with their messages, internal notes, tags, ratings and the chatbot's " +
  'hand-off summaries; and their attachment files';

export const customerDataExport =
  `It builds ${customerDataExportHolds}, and emails a download link to you (not to the customer), valid for ` +
  `${exportLinkHours} hours; then the file is deleted.`;

/**
 * Review 31 #7: the privacy page's step gives only what the reader waits for (the email); what the zip file holds,
 * `customerDataExportHolds`, follows the steps.
 */
export const customerDataExportEmail =
  `A download link to a zip file is emailed to you (not to the customer), valid for ${exportLinkHours} hours; then ` +
  'the file is deleted.';

/**
 * Decision (review 25 #4): a conversation's **Export conversation** (the conversation view in the **Inbox**) builds,
 * for that one conversation, all that **Export this customer's data** holds for it; it is how a conversation linked
 * to no lead is exported for a privacy request (the **Inbox** CSV lacks notes, tags, ratings, attachments, page
 * address, browser, country and metadata, so it is only for finding conversations). Owners and Admins only.
 */
export const conversationDataExport =
  "**Export conversation** builds a zip file of that one conversation with all that **Export this customer's " +
  "data** holds for it: the visitor's details (browser visitor ID, customer ID, name and email with `verified`, page " +
  "address, browser, country and metadata), the messages, internal notes, tags, rating, the chatbot's hand-off " +
  'summary and the attachment files. The download link ' +
  `is emailed to you, valid for ${exportLinkHours} hours.`;

/**
 * Decision (review 24 #2): the workspace never stores a visitor's IP address, only the country taken from it; the
 * chat bubble's script host at Cloudflare keeps it in its access logs `dataHosting.cdnAccessLogDays` days (the
 * Cloudflare row of `subProcessors`). Privacy's "What is stored" and data retention's rows say it.
 */
export const visitorIpAddress =
  'not stored in your workspace; Cloudflare, which serves the chat ' +
  `bubble's script, keeps it ${formatDays(dataHosting.cdnAccessLogDays)} in its access logs`;

/**
 * Decision (review 24 #3): lead capture asks only for the required **Fields** the conversation's lead lacks, so a
 * flow's **Save lead** with name and email leaves only the phone to ask for when **Phone** is required. The short
 * form is for the setup guide and the flow builder, with the link to Lead capture.
 */
export const leadCaptureMissingFields =
  'Lead capture then asks only for the required **Fields** the lead still lacks: after a **Save lead** with the ' +
  'name and email, only for the phone when **Phone** is required, and nothing when it is optional.';

/**
 * Decision (review 24 #6): **Ask for contact details → Only in flows** leaves leads to flows except on these three:
 * the out-of-hours form, the number Twilio and Google Voice save, and the GoHighLevel contact, which becomes a lead
 * unless the setting is **Never** (`ghlContactLead`). Settings reference and flow builder say it.
 */
export const onlyInFlowsExceptions =
  'out of hours, where the form still follows the **Out-of-hours message**; on Twilio and Google Voice, which ' +
  'still save the number a customer texts from; and on GoHighLevel, whose contact still becomes a lead';

/**
 * Decision (review 24 #4): a new workspace's **Time zone** (**Workspace settings → General**) is taken from the browser
 * of the person who created it. Working hours, the daily summary, **Leads**, the audit log and **Reports** use it
 * (quiet hours use the person's own, `quietHoursTimeZone`). Said at sign-up (app download), in the setup guide's hours step and in the settings reference.
 */
export const workspaceTimeZoneDefaultShort =
  'a new workspace takes its **Time zone** from the browser of the person who created it';

export const workspaceTimeZoneDefault =
  'A new workspace takes its **Time zone** (**Workspace settings → General**) from the browser of the person who ' +
  'created it. Working hours (unless a chatbot has its own **Time zone**), the daily summary, **Reports**, ' +
  '**Leads** and the audit log use it: check it once the workspace exists.';

/**
 * Decision (review 24 #8): one account can belong to workspaces in both regions. The account (email, password hash,
 * two-step verification) is stored in the region of the workspace it was created with; its membership of a
 * workspace in the other region is stored there. Security and compliance says it after %DATA_AT_REST%.
 */
export const memberAccountRegion =
  "A team member's account (email address, password hash and two-step verification) is stored in the region of " +
  'the workspace it was created with; its membership of a workspace in the other region, with its role, is stored ' +
  "in that workspace's region.";

/** The standard models' IDs, "`gpt-4o-mini`": every other model is advanced (review 24 #10). */
/**
 * Decision (review 38 user #8): the user guide names a model as **Settings → AI model → Model** shows it, by its
 * display name (**GPT-4o mini**); its ID (`gpt-4o-mini`) is for developers, and only the model table of Choose an AI
 * model shows both. %AI_MODEL_DEFAULT_NAME% and %STANDARD_MODEL_NAMES%.
 */
export const aiModelName = (id: string): string => aiModels.models.find((model) => model.id === id)?.name ?? id;
const standardModelNames = aiModels.models
  .filter((model) => model.tier === 'standard')
  .map((model) => `**${model.name}**`);

const standardModelIds = aiModels.models.filter((model) => model.tier === 'standard').map((model) => `\`${model.id}\``);

Object.assign(factTokens, {
  '%INBOX_SEARCH_CANDIDATES%': inboxSearchCandidates,
  '%CONVERSATION_DATA_EXPORT%': conversationDataExport,
  '%CUSTOMER_DATA_EXPORT%': customerDataExport,
  '%CUSTOMER_DATA_EXPORT_EMAIL%': customerDataExportEmail,
  '%CUSTOMER_DATA_EXPORT_HOLDS%': customerDataExportHolds,
  '%LEAD_DELETION_SCOPE%': leadDeletionScope,
  '%VISITOR_IP_ADDRESS%': visitorIpAddress,
  '%LEAD_CAPTURE_MISSING_FIELDS%': leadCaptureMissingFields,
  '%ONLY_IN_FLOWS_EXCEPTIONS%': onlyInFlowsExceptions,
  '%WORKSPACE_TIME_ZONE_DEFAULT%': workspaceTimeZoneDefault,
  '%WORKSPACE_TIME_ZONE_DEFAULT_SHORT%': workspaceTimeZoneDefaultShort,
  '%MEMBER_ACCOUNT_REGION%': memberAccountRegion,
  '%STANDARD_MODELS%': joinAndNames(standardModelIds),
  '%STANDARD_MODEL_NAMES%': joinAndNames(standardModelNames),
  '%AI_MODEL_DEFAULT_NAME%': `**${aiModelName(aiModels.defaultModel)}**`,
});

// ---------------------------------------------------------------------------
// Review round 25 (user guide): an assigned agent's silence, the test lead's address and its clean-up.
// ---------------------------------------------------------------------------

/**
 * Decision (review 25 #5): a conversation **Round robin** assigned is **Open** at once, so the chatbot stays silent
 * even before the agent writes, until the agent closes it or gives it back, or it ends after **End conversation
 * after** (review 26 #3: on the website; text channels wait `textChannels.conversationIdleHours` hours). The settings
 * reference's **Wait before the chatbot resumes** and the live chat guide's Notifications say it through
 * %ROUND_ROBIN_SILENT%.
 */
export const roundRobinSilent =
  'the chatbot stays silent even if the agent has not written yet, until the agent closes it or gives it back, or ' +
  `until it ends (**End conversation after** on the website, ${textChannels.conversationIdleHours} hours on text ` +
  'channels)';

/**
 * Decision (review 25 #9): a test lead uses a fresh address of the tester's (a plus address), so a search for it
 * finds only that test's leads, and each test deletes its lead at the end. The setup guide's, settings reference's,
 * leads page's and privacy page's tests use %TEST_LEAD_EMAIL% and %TEST_LEAD_DELETE%.
 */
export const testLeadEmail = 'a fresh email address of yours, such as `you+leadtest@example.com`';

/**
 * Decision (review 37 #3): the mobile app's **Inbox** answers conversations as the web Inbox does (views, filters,
 * search, Take over, replies, internal notes, transfers, Close); these stay in the web dashboard and the desktop
 * app. Review 38 #2 extends it: everything an agent answers with is in the app too (saved replies, **Suggest**,
 * attaching a file), and so is **Delete conversation** for Owners and Admins, so the privacy page's card-number
 * procedure works from a phone; what the app lacks is the Owner and Admin work at a desk: exports (the list's
 * **Export** and one conversation's **Export conversation**), **Improve answer** and **Inbox → Reports**. Stated
 * once, in the app page's "Which app does what" table.
 */
export const mobileInboxWithout =
  'Export conversations (**Export**, **Export conversation**), teach the chatbot (**Improve answer**) and read ' +
  '**Reports**';

export const testLeadDelete =
  'Delete the test lead: open it in **Leads** and select **Delete lead and conversations**.';

Object.assign(factTokens, {
  '%MOBILE_INBOX_WITHOUT%': mobileInboxWithout,
  '%ROUND_ROBIN_SILENT%': roundRobinSilent,
  '%TEST_LEAD_EMAIL%': testLeadEmail,
  '%TEST_LEAD_DELETE%': testLeadDelete,
});

// ---------------------------------------------------------------------------
// Review round 28 (user guide): the embed snippet the website guide shows.
// ---------------------------------------------------------------------------

/** The example chatbot ID the guides' samples use. */
export const exampleChatbotId = 'bot_7Hq2mX9aLp';

/**
 * Decision (review 28 #4): the website guide shows the two-tag embed snippet the dashboard's **Copy snippet** gives,
 * with the example chatbot ID. %EMBED_SNIPPET% in a code block, on the website guide and on the developer guide's
 * Control the chat bubble (review 31 #7: one snippet, no retyped copy); scripts/sdk/page-samples.test.ts type-checks it.
 */
export const embedSnippet = [
  '<script>',
  `  window.parleySettings = {chatbotId: '${exampleChatbotId}'};`,
  '  window.Parley = window.Parley || function () {',
  '    (window.Parley.q = window.Parley.q || []).push(arguments);',
  '  };',
  '</script>',
  `<script src="${product.widgetScriptUrl}" async></script>`,
].join('\n');

/** The snippet's settings line, changed to keep the signed-in customer a page set before a tag manager's copy. */
export const embedSnippetKeepSettings = `window.parleySettings = window.parleySettings || {chatbotId: '${exampleChatbotId}'};`;

Object.assign(factTokens, {
  '%EMBED_SNIPPET%': embedSnippet,
  '%EMBED_SNIPPET_KEEP_SETTINGS%': embedSnippetKeepSettings,
});

/**
 * Decision (review 36 SDK #1): the one statement of the Google Tag Manager conditions that keep the chat tag off pages
 * whose address holds a token. The tag's own steps (user/getting-started/website.mdx) and Identity verification's
 * DOM Ready trigger both use it, so a trigger that loads the bubble never lacks them.
 */
export const gtmTokenPageConditions =
  'add the condition **Page Path** **does not contain** the path of those pages, such as `/reset-password/`, one ' +
  'condition per path';

Object.assign(factTokens, {
  '%GTM_TOKEN_PAGE_CONDITIONS%': gtmTokenPageConditions,
});

/**
 * Decision (review 36 SDK #6): the version of the single-page-app module `static/files/parley-chat.js`, the date of
 * the changelog entry that ships it. Its first line names it; single-page-app.mdx and the changelog say it.
 */
export const parleyChatJsVersion = '2026-11-28';

Object.assign(factTokens, {'%PARLEY_CHAT_JS_VERSION%': parleyChatJsVersion});

/**
 * Decision (review 38 SDK #11): the docs' example chatbot ID, `exampleChatbotId`, is a placeholder that is no chatbot's
 * ID. parley-chat.js ships with it: left in, the SDK reports `invalid_chatbot_id` and no bubble shows.
 */
export const sdkPlaceholderChatbotId =
  `\`${exampleChatbotId}\`, a placeholder that is no chatbot's ID: left in, the console shows ` +
  '`[Parley] invalid_chatbot_id` and no bubble shows';

Object.assign(factTokens, {'%SDK_PLACEHOLDER_CHATBOT_ID%': sdkPlaceholderChatbotId});

/**
 * Decision (review 38 SDK #3): the version of `static/files/parley-chat-button.js`, the help button of control-bubble's
 * "A production-ready button", named on the file's first line as parley-chat.js names its own. It ships in the unpublished release 2026-11-28, whose
 * notes list it (review 41 SDK #3): the version names that release. Review 46 SDK #1 and #2 (`parleyChatButton` returns a
 * function that unbinds the button; the button hides while the page hides the chat) change the file before that
 * release is cut, so the version stays its date and the release's notes row says what changed (review48-pages.test.ts).
 */
export const parleyChatButtonJsVersion = '2026-11-28';

Object.assign(factTokens, {'%PARLEY_CHAT_BUTTON_JS_VERSION%': parleyChatButtonJsVersion});

/**
 * Decision (review 43 SDK #2): the version of `static/files/parley-sign-out.js`, the sign-out script of control-bubble's
 * "On a server-rendered site", named on the file's first line as parley-chat-button.js names its own; it ships in the
 * unpublished release 2026-11-28. The SDK reference's Downloads lists it (review45.test.ts checks the first line).
 */
export const parleySignOutJsVersion = '2026-11-28';

Object.assign(factTokens, {'%PARLEY_SIGN_OUT_JS_VERSION%': parleySignOutJsVersion});

/**
 * Decision (review 47 SDK #6): the version of `static/files/parley-page-user.js`, the script of control-bubble's "Set
 * up the chat on a site that navigates without a page load", named on the file's first line as parley-sign-out.js
 * names its own; it ships in the unpublished release 2026-11-28. The SDK reference's Downloads lists it, and
 * review49.test.ts runs the file and checks the first line.
 */
export const parleyPageUserJsVersion = '2026-11-28';

Object.assign(factTokens, {'%PARLEY_PAGE_USER_JS_VERSION%': parleyPageUserJsVersion});

/**
 * Decision (review 40 SDK #9): the version of the WordPress plugin `static/files/wordpress/parley-chat.php`, its header's
 * `Version:`. The SDK reference's Downloads lists it with the other shipped files (review41.test.ts checks the header).
 * 1.1.0 (review 43 SDK #4): the define PARLEY_OPTIONS, the SDK's own options, checked as configureChat checks them.
 * 1.1.1 (review 44 SDK #1): its logout links end the chat in the site's other open tabs too, with parley-sign-out.js's code.
 */
export const parleyWordPressPluginVersion = '1.1.1';

Object.assign(factTokens, {'%PARLEY_WORDPRESS_PLUGIN_VERSION%': parleyWordPressPluginVersion});

// ---------------------------------------------------------------------------
// Review round 31 (JavaScript SDK): what a test chatbot's bubble uses.
// ---------------------------------------------------------------------------

/**
 * Decision (review 31 #2): a test chatbot's bubble works as the test workspace's API does (developer/api/test-mode.mdx,
 * "What differs from live keys"): answers from the small test model, no message credits, its Messages limit applied,
 * its events only to the test workspace's endpoints. Said on the test-mode page's Chat bubble row and on the SDK
 * reference's Develop locally.
 */
export const testChatbotBubble =
  "A test chatbot's bubble answers from the small test model, whatever AI model the chatbot has, and uses no " +
  "message credits, though its **Messages limit** applies; its events go only to the test workspace's webhook " +
  'endpoints, never to live ones.';

Object.assign(factTokens, {'%TEST_CHATBOT_BUBBLE%': testChatbotBubble});

// ---------------------------------------------------------------------------
// Review round 32 (integration guide): which CRM connection receives a lead left in the Preview panel.
// ---------------------------------------------------------------------------

/**
 * Decision (review 32 int #3, #7; review 36 int #2): which connections send on a lead left in the **Preview** panel
 * (`preview: true`). GoHighLevel's built-in connection (method A), your own webhook endpoints and a flow's
 * **Send webhook** block send it like any lead, and a flow's **Notify team** emails it to its recipients (review 48
 * user #3); GoHighLevel method B's workflow, the HubSpot sample server and the
 * Mailchimp flow skip it. The rule is stated once, by %PREVIEW_LEAD_ROUTES%, in the leads page's test (its owner);
 * the tests that leave a Preview lead (calendar booking, custom payment, Activepieces) end with
 * %PREVIEW_LEAD_CRM_CLEANUP%, one sentence built from the same list, and a link to it.
 */
export const previewLeadRoutes = {
  sentBy: [
    "GoHighLevel's built-in connection ([method A](/integration/ghl-lead-integration#method-a-built-in-connection))",
    'your own webhook endpoints',
    "a flow's **Send webhook** block",
    "a flow's **Notify team** email to its recipients",
  ],
  skippedBy: [
    'a GoHighLevel workflow built as [method B](/integration/ghl-lead-integration#method-b-lead-webhook-into-a-ghl-workflow)',
    'the [HubSpot lead server](/integration/hubspot-reference#how-it-behaves)',
    'the [Mailchimp flow](/integration/mailchimp#mailchimp-webhook)',
  ],
} as const;

const orList = (items: readonly string[]): string => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
const andList = (items: readonly string[]): string => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The owner's statement, in user/chatbots/leads.mdx, Test it end to end. */
export const previewLeadRoutesRule =
  `A lead left in the **Preview** panel (\`preview: true\`) is sent on like any other lead by ${andList(previewLeadRoutes.sentBy)}; ` +
  `${andList(previewLeadRoutes.skippedBy)} skip it.`;

export const previewLeadCrmCleanup =
  `If ${orList(previewLeadRoutes.sentBy)} sent the lead on, also delete what it became there ` +
  '([which connections send **Preview** leads](/user/chatbots/leads#test-it-end-to-end)).';

/**
 * Decision (integration review 39 #4): the integration pages' Preview tests end with one short sentence that links
 * the owner of the test-lead cleanup, the leads page's Test it end to end (which connections send **Preview** leads,
 * and **Delete lead and conversations**), instead of repeating %PREVIEW_LEAD_CRM_CLEANUP% on each page.
 */
export const testLeadCleanup =
  "Delete the test lead in **Leads**, and what a connection made of it in your CRM, as the leads page's " +
  '[Test it end to end](/user/chatbots/leads#test-it-end-to-end) says.';

Object.assign(factTokens, {
  '%TEST_LEAD_CLEANUP%': testLeadCleanup,
  '%TWILIO_MESSAGE_LOG_MENU%': `**${twilioMessageLogMenu}**`,
  '%PREVIEW_LEAD_ROUTES%': previewLeadRoutesRule,
  '%PREVIEW_LEAD_CRM_CLEANUP%': previewLeadCrmCleanup,
});

// ---------------------------------------------------------------------------
// Review round 33 (user guide): which conversations **Ask for a rating** asks about.
// ---------------------------------------------------------------------------

/**
 * Decision (review 33 user #8): **Ask for a rating** asks in the website chat only, about a conversation an agent
 * answered, however it closed; a conversation only the chatbot answered is never rated. The settings reference's
 * Hand-off section states it; the live chat guide links there.
 */
export const askForRatingRule =
  '**Ask for a rating** asks in the website chat only, and only about a conversation an agent answered, however it ' +
  "closed: an agent's **Close**, the customer's **End chat** or the time-out. A conversation only the chatbot " +
  'answered is never rated. The rating shows on the conversation in the **Inbox** and under **Ratings** in ' +
  '[Reports](/user/workspace/reports).';

Object.assign(factTokens, {'%ASK_FOR_RATING_RULE%': askForRatingRule});

// ---------------------------------------------------------------------------
// Review round 34 (integration guide): test requests after go-live, and the go-live refund.
// ---------------------------------------------------------------------------

/**
 * Decision (review 34 int #7): the Activepieces flows hold one Stripe key, so after go-live **Send test request** and
 * the **Preview** panel create live Checkout Sessions there; a server stays in test mode for them only with a test
 * key beside the live one. The owner is the payment reference's Test and live table; the payment pages use this.
 * Review 35 int #3: the rule is stated only there; this token is the one-line link the other payment pages give.
 */
export const paymentTestsAfterGoLive =
  'Which tests stay in test mode after go-live depends on the keys your server or flow holds ' +
  '([Test and live](/integration/payment-reference#test-and-live)).';

/**
 * Decision (review 34 int #9): the last go-live step's refund, on the one go-live checklist. Review 42 int #5: the
 * test lead is deleted right after, so the refund leaves the lead as it is (an edit to `refunded` would only send a
 * pointless `lead.updated` to the CRM integrations and webhook endpoints).
 */
export const paymentGoLiveRefund =
  "Then refund it in your provider's dashboard (Stripe: **Payments**, the payment, **Refund**), and leave the " +
  'lead as it is: you delete it next, and an edit would only send a `lead.updated`.';

Object.assign(factTokens, {
  '%PAYMENT_TESTS_AFTER_GO_LIVE%': paymentTestsAfterGoLive,
  '%PAYMENT_GO_LIVE_REFUND%': paymentGoLiveRefund,
});

// ---------------------------------------------------------------------------
// Review round 35 (integration guide): deleting a HubSpot contact by hand.
// ---------------------------------------------------------------------------

/**
 * Decision (review 35 int #1): HubSpot's ordinary delete moves a contact to its recycle bin, restorable for 90 days,
 * and its API then answers 404 and its search no longer finds it. Every page that tells a reader to delete a HubSpot
 * contact by hand says to delete it permanently (the sample server's own erasure already uses HubSpot's GDPR delete).
 */
/** What the HubSpot lead server needs to run on: the landing table and the guide's intro (review 41 #4). */
export const hubspotServerHost = 'a long-running Node.js service with a persistent disk, one instance';

Object.assign(factTokens, {'%HUBSPOT_SERVER_HOST%': hubspotServerHost});

export const hubspotPermanentDelete =
  'Delete it permanently: on the contact, select **Actions → Delete** and choose the permanent delete. An ordinary ' +
  "delete only moves it to HubSpot's recycle bin, restorable for 90 days: if one was used, restore the contact " +
  '(**Contacts → Actions → Restore records**) and delete it permanently.';

Object.assign(factTokens, {
  '%HUBSPOT_PERMANENT_DELETE%': hubspotPermanentDelete,
  '%GHL_DELETED_CONTACT_DAYS%': String(ghlDeletedContactDays),
});

/**
 * Decision (review 38 SDK #8): Shopify storefront customers chat unverified. Liquid knows the signed-in customer, and
 * its `hmac_sha256` filter could sign an ID, but only with the Identity secret written into the theme's code, which
 * theme exports, staff with theme access and theme apps can read: a secret there is not a server secret. So the
 * theme passes no `visitor`. Said once, on Identity verification; website.mdx's Signed-in customers and the category
 * table link it.
 */
export const sdkShopifyCustomers =
  "A Shopify store's customers chat unverified: Liquid's `hmac_sha256` filter could compute `userHash`, but only " +
  "with the Identity secret written into the theme's code, where theme exports, staff with theme access and theme " +
  'apps can read it. Pass no `visitor` from `theme.liquid`, and never put the Identity secret in a theme. To know who ' +
  'a customer is, ask in the chat: an email they type stays a claim';

Object.assign(factTokens, {
  '%SDK_SHOPIFY_CUSTOMERS%': sdkShopifyCustomers,
});

// ---------------------------------------------------------------------------
// Review round 38 (integration guide): turning an integration off.
// ---------------------------------------------------------------------------

/**
 * Decision (review 38 int #7): **Disconnect** in **Settings → Integrations → Custom payment** turns the payment
 * integration off at once, after a confirmation. Its settings, products, **Signing secret** and **Events token** are
 * deleted; leads keep the payment fields already written. The Events URL then refuses every event as it refuses a
 * wrong token (`401 invalid_events_token`; review 42 #2: its meaning in openapi.yaml names the disconnect too). A
 * sample server left running answers Stripe `500` to that `401`, so Stripe retries: Disconnect's step 5 stops the
 * server and deletes the provider's webhook endpoint. Your provider is untouched:
 * live subscriptions go on charging, as after a downgrade. Stated once, on custom-payment-integration.mdx#disconnect.
 */
export const paymentIntegrationDisconnect = {
  blocks:
    'A **Request payment** block takes its **Not paid** path at once, without sending a payment request, until ' +
    'you remove it or connect the integration again.',
  openRequests:
    'Open payment requests end unpaid at once: their **Pay** buttons are disabled and their flows take **Not ' +
    'paid**. A customer who still pays on an open checkout page is charged by your provider, but nothing is recorded.',
  // Review 44 int #3: the administrator's consequence; the mechanics (eventsUrlMechanics) are the server page's.
  eventsUrl:
    "Payments your developer's server or flows still report are not recorded: step 5 stops them ([what they do " +
    'meanwhile](/integration/custom-payment-server#after-a-disconnect)). Connecting again gives a new **Signing secret**, ' +
    '**Events URL** and **Events token**, with no products.',
  eventsUrlMechanics:
    'The **Events URL** answers every event `401 invalid_events_token` and records nothing: the sample server, ' +
    'while it runs, answers Stripe `500` for each, so Stripe keeps sending them for days, and the Activepieces ' +
    'flows leave a failed run for each. Stopping the server (or unpublishing the flows) and deleting the event ' +
    'destination ends both.',
  leads: 'Leads keep the payment and subscription fields already written.',
} as const;

/**
 * Decision (review 38 int #7): disconnecting the Google account in **Settings → Integrations → Google Sheets**, or
 * removing %PRODUCT_NAME%'s access in the Google Account, leaves each source that uses the account in **Reconnect
 * needed** (the state the page already lists for an account that lost access): no more syncs, answers from the last
 * synced rows, and API writes refused with `422 sheet_access_lost`. Only **Remove source** takes the rows out of the
 * chatbot's knowledge. Stated once, on google-sheet.mdx#disconnect.
 */
export const googleSheetAccountDisconnected =
  'Each Google Sheet source that uses the account, in every chatbot of the workspace, changes to **Reconnect ' +
  'needed**: it no longer syncs, the chatbot ' +
  'keeps answering from the rows of its last successful sync, and changes through the API fail with ' +
  '`422 sheet_access_lost`.';

/**
 * Review 44 int #10: the Google account connection belongs to the workspace, not to a chatbot: it is listed in the
 * workspace's **Settings → Integrations → Google Sheets**, every chatbot's Google Sheet sources can read through it,
 * and a duplicate in another workspace connects its own (user/chatbots/duplicate-or-delete). Disconnecting it puts the
 * sources of every chatbot that uses it in **Reconnect needed** (googleSheetAccountDisconnected). Review 48 int #2:
 * a fragment that follows "the Google account" (or "The account then appears in …,") inside a sentence, stated once
 * per page: google-sheet.mdx's Connect the sheet, step 3, and the landing page's Once per chatbot.
 */
export const googleSheetAccountScope = 'connected once per workspace and shared by every chatbot in it';

Object.assign(factTokens, {
  '%GOOGLE_SHEET_ACCOUNT_SCOPE%': googleSheetAccountScope,
  '%PAYMENT_DISCONNECT_BLOCKS%': paymentIntegrationDisconnect.blocks,
  '%PAYMENT_DISCONNECT_OPEN_REQUESTS%': paymentIntegrationDisconnect.openRequests,
  '%PAYMENT_DISCONNECT_EVENTS_URL%': paymentIntegrationDisconnect.eventsUrl,
  '%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%': paymentIntegrationDisconnect.eventsUrlMechanics,
  '%PAYMENT_DISCONNECT_LEADS%': paymentIntegrationDisconnect.leads,
  '%GOOGLE_SHEET_ACCOUNT_DISCONNECTED%': googleSheetAccountDisconnected,
});

/**
 * Decision (review 38 int #11): the key prompt of the pages' Stripe scripts, for a POSIX shell and for PowerShell 7
 * (`Read-Host -MaskInput` shows no key; `$env:` sets it for this session only, as `export` does).
 * Review 40 int #4: used once, at payment-reference#give-a-script-its-key, which the scripts' steps link.
 */
export const stripeKeyPrompt =
  "`read -rs STRIPE_SECRET_KEY && export STRIPE_SECRET_KEY` (in PowerShell 7: `$env:STRIPE_SECRET_KEY = Read-Host -MaskInput 'Key'`)";

Object.assign(factTokens, {'%SECRET_KEY_PROMPT%': stripeKeyPrompt});

// ---------------------------------------------------------------------------
// Review round 39 (user guide, scripts/user-guide-round41.test.ts).
// ---------------------------------------------------------------------------

/**
 * Decision (review 39 user #1): after its **End** block, a flow can start again in the same conversation, as often
 * as a later message matches its **Intent** or **Keyword** trigger or selects a button that targets it; no limit. A run that is still inside the flow is not restarted by a matching message: the
 * message answers the open question. **Conversation starts** and **Page visited** run once per conversation, at its
 * first message. Stated in the flow builder's triggers; the getting-started flow test (step 6) links it.
 */
export const flowRunsAgain =
  'A flow can run more than once in the same conversation: after its **End** block, every later message that ' +
  'matches its **Intent** or **Keyword** trigger, or selects a button that targets it, starts it again, with no ' +
  "limit, and it keeps the conversation's variables and lead. While the flow is still running, a matching message " +
  'answers its open question instead. **Conversation starts** and **Page visited** run once per conversation, at ' +
  'its first message.';

/**
 * Decision (review 39 user #2): **Workspace settings → Security → Allow the mobile and desktop apps** (on by default,
 * Owner only). Turned off, every app signed in to the workspace is signed out at its next request and its push
 * notifications stop; **Download apps** leaves the account menu. Stated on security.mdx#turn-off-apps; the team
 * page's roles table and the app-download troubleshooting link it.
 */
export const appsTurnedOff =
  "Every mobile and desktop app signed in to the workspace is signed out at its next request, the apps' push and " +
  'system notifications stop, and **Download apps** leaves the account menu. Members work in the browser, where ' +
  'tab notifications go on. Turn the setting on again and members sign in to the apps again.';

Object.assign(factTokens, {
  '%FLOW_RUNS_AGAIN%': flowRunsAgain,
  '%APPS_TURNED_OFF%': appsTurnedOff,
});

// Review round 41 (integration guide).
// ---------------------------------------------------------------------------

/**
 * Decision (review 41 int #1): the Activepieces flows hold one Stripe key, so after go-live their tests are live.
 * Review 40 int #4: stated whole only on payment-reference#test-and-live; the flows' Go live and the warning at the
 * top of custom-payment-integration#test-it-end-to-end give a sentence and link it.
 */
export const paymentFlowsLiveKeyTests =
  'Once the [Activepieces flows](/integration/stripe-active-pieces-integration) hold the live key, they hold no test ' +
  'key: **Send test request** and the **Preview** panel open live Stripe Checkout pages, and paying one charges a ' +
  'real card.';

Object.assign(factTokens, {'%PAYMENT_FLOWS_LIVE_KEY_TESTS%': paymentFlowsLiveKeyTests});

/**
 * Decision (review 41 int #4): the leads page warns against re-saving an export for a CRM import and, since review 42
 * #13, names this way as the one safe one (user/chatbots/leads#export); a copy made in Google Sheets is safe when it
 * changes nothing: imported with
 * conversion off (phone numbers keep their `+`), and with the `'` of the export's formula guard removed before the
 * download (leadsExport.formulaGuardRule). Used once, in step 1 of ghl-lead-integration#copy-earlier-leads; the
 * other procedure that goes through Google Sheets, mailchimp#mailchimp-export, links that step (review 40 int #4).
 */
export const leadsCopyInSheets =
  `Open the ${leadsExport.format} file in Google Sheets in the way that keeps the copy fit for an import, unlike a ` +
  '[re-saved export](/user/chatbots/leads#export): with **File → Import**, unchecking **Convert text to numbers, ' +
  "dates, and formulas**, so that phone numbers keep their `+`. A cell the export starts with `'` (before `=`, `+`, " +
  '`-` or `@`, [The export file](/user/chatbots/leads#export-format)) keeps it in the copy: correct those few ' +
  "contacts after the import, not in the sheet, where removing the `'` would make the cell a formula.";

Object.assign(factTokens, {'%LEADS_COPY_IN_SHEETS%': leadsCopyInSheets});

// ---------------------------------------------------------------------------
// Review round 42 (JavaScript SDK).
// ---------------------------------------------------------------------------

const freePlan = plans.find((plan) => plan.id === 'free');

/**
 * Decision (review 42 SDK #6): when a developer develops on the live chatbot, for want of a chatbot to spare. Said in
 * develop-locally's wording on develop-locally#choose-a-chatbot and twice on go-live, after "on" or "On".
 */
export const developOnLiveChatbotWhen =
  `the ${freePlan?.name} plan (${formatNumber(freePlan?.chatbots ?? 1)} chatbot), ` +
  'or with every chatbot of your plan in use';

Object.assign(factTokens, {'%DEVELOP_ON_LIVE_CHATBOT_WHEN%': developOnLiveChatbotWhen});

// ---------------------------------------------------------------------------
// Review round 42 (user guide): short forms for the glossary, the team page and the app page; test mode in plain
// words.
// ---------------------------------------------------------------------------

/** `fallbackMessageCredits` in one sentence, for the glossary (review 42 #10); billing#message-credits has it whole. */
export const fallbackMessageCreditsShort =
  "It uses the credits of one answer with the chatbot's model ([Message credits](/user/workspace/billing#message-credits)).";

/**
 * `memberAccountRegion` in one sentence (review 42 #12), for the team page's clients table and the app page's
 * **Data region** step; security-and-compliance#data-region has it whole.
 */
export const memberAccountRegionShort =
  "A member's own account is stored in the region of the workspace it was created with " +
  '([Where your data is stored](/user/workspace/security-and-compliance#data-region)).';

/**
 * Review 42 #4: test mode in the user's words, for the glossary; user pages link the glossary, the developer page
 * /developer/api/test-mode has the keys and the API. Review 49 user #4: "without touching live ones" holds for the
 * workspace, not for the addresses its chatbots hold: a **Send webhook**, a **Notify team** and a connected sheet
 * (which the API writes to) are real wherever they point, so the fact says to give them test ones.
 */
export const testModePlain =
  `On the ${plansWith('api')} plan only, a second, separate workspace beside your live one, opened with the **Test mode** ` +
  'switch at the top of the dashboard, where you and your developers try chatbots, flows and connections without ' +
  'touching live ones: its chatbots, leads and webhooks never reach your live workspace, but its flow webhooks, ' +
  'team emails and connected Google Sheets reach the addresses and sheets you give them, so use test ones; its ' +
  'answers come from a simpler test model and use no credits, and its conversations and leads are deleted after ' +
  `${retention.testDataDays} days.`;

Object.assign(factTokens, {
  '%FALLBACK_MESSAGE_CREDITS_SHORT%': fallbackMessageCreditsShort,
  '%MEMBER_ACCOUNT_REGION_SHORT%': memberAccountRegionShort,
  '%TEST_MODE_PLAIN%': testModePlain,
});

/**
 * Review 42 #5, #7: the precaution before a test that leaves a lead in the **Preview** panel, put before the step
 * (not after it); the rule of which connections send such a lead is stated once, by %PREVIEW_LEAD_ROUTES% on its owner,
 * leads#test-it-end-to-end. Used by the user pages' tests instead of %PREVIEW_LEAD_CRM_CLEANUP% after the step.
 */
export const previewLeadCrmFirst =
  'If a CRM or a webhook is connected, first read [how to keep test leads out of it](/user/chatbots/leads#test-it-end-to-end).';

Object.assign(factTokens, {'%PREVIEW_LEAD_CRM_FIRST%': previewLeadCrmFirst});

/**
 * Review 42 #6: the consequence of **Round robin** where the reader chooses it (the settings reference's **Assign
 * to** row and the chatbot settings guide's step 5), built on `roundRobinSilent`'s decision (review 25 #5): an
 * assigned conversation is **Open**, so nobody answers it while its agent is **Away** or busy. Review 43 #5: the
 * wait has no bound (a conversation ends only after **End conversation after** without a message, and each customer
 * message restarts that time) and no other agent is alerted, hence the advice.
 */
export const roundRobinWaits =
  'the chatbot then stays silent until that agent closes the conversation or gives it back: if the agent goes ' +
  '**Away** or never answers, no other agent is alerted, and each customer message restarts the idle time that ' +
  'ends it, so the customer can wait without end. Choose **Team queue** unless someone watches **All open**';

Object.assign(factTokens, {'%ROUND_ROBIN_WAITS%': roundRobinWaits});

/**
 * Review 44 #6: an agent's automatic switch to **Away**, stated by live chat's Notifications and repeated by the
 * glossary and the notifications page.
 */
export const agentAwayInactiveMinutes = 15;
export const agentAutoAway = `An agent who has been inactive for ${agentAwayInactiveMinutes} minutes on every device becomes **Away** automatically.`;

Object.assign(factTokens, {'%AGENT_AUTO_AWAY%': agentAutoAway});

/**
 * Review 43 #1: whom **Require two-step verification** covers, said the same way on the team page's "Security for the
 * whole team" and security#require. Google and single sign-on members rely on their provider's second step.
 */
export const requireTwoStepScope =
  'for members who sign in with a password; require it in Google Workspace or your identity provider too';

/**
 * Decision (review 43 #2): tags filter the **Inbox** only; reports offer period, chatbot and channel, no tag. Any
 * member who answers (Owner, Admin or Agent) adds a tag from the workspace's list or types a new one, which joins the
 * list; Owners and Admins rename and delete tags in **Workspace settings → Tags** (team#roles).
 */
export const tagsPurpose = 'for filtering in the **Inbox**; reports do not filter by tag';

Object.assign(factTokens, {
  '%REQUIRE_TWO_STEP_SCOPE%': requireTwoStepScope,
  '%TAGS_PURPOSE%': tagsPurpose,
});

/**
 * Review 43 int #8: what a `403 payment_integration_inactive` leaves to do depends on the event, as for the `409`
 * (%PAYMENT_REQUEST_FINAL_ADVICE%): an expired or failed payment moved no money, so there is nothing to refund. The
 * same split as the sample server's log (`whileStopped` in static/files/custom-payment-server/server.mjs).
 * openapi.yaml's `PaymentIntegrationInactive` example writes this token, which the payment reference's Errors renders.
 */
export const paymentIntegrationInactiveAdvice =
  'Nothing was recorded, and sending the event again cannot help. For `payment.succeeded`, refund the payment at ' +
  'your provider: the chatbot could not confirm it. For `subscription.active`, `subscription.renewed` or ' +
  '`subscription.past_due`, cancel the subscription at your provider, or move it to another system: it goes on ' +
  'charging otherwise. For `payment.expired`, `payment.failed` or `subscription.cancelled`, nothing: no money moved.';

Object.assign(factTokens, {'%PAYMENT_INTEGRATION_INACTIVE_ADVICE%': paymentIntegrationInactiveAdvice});

// ---------------------------------------------------------------------------
// Review round 45 (user guide, scripts/user-guide-round50.test.ts).
// ---------------------------------------------------------------------------

/**
 * Decision (review 45 user #1): leaving a flow's open question. A **Text** question accepts anything, so whatever
 * the customer types there, a question included, is its answer. Every other type checks the answer: a message that
 * does not fit and reads as a question gets an AI answer, then the open question is asked again, once per question;
 * that message counts as one of the three answers that do not fit, and the third still takes **Skip**. Stated in the
 * flow reference's Answer checks; the flow builder's "How flows and the AI work together" links it.
 */
/**
 * Review 46 user #5: the limit of that AI answer, in the flow builder's words ("How flows and the AI work together"),
 * and inside `flowQuestionDetour`, so the two cannot drift.
 */
export const flowQuestionDetourLimit =
  'once per question, and the message counts as one of the three answers that do not fit';

export const flowQuestionDetour =
  'A **Text** question saves whatever the customer types as the answer, a question included. Every other type ' +
  'checks the answer: a message that does not fit and reads as a question, such as "Do you deliver to Canada?", ' +
  `gets an answer from the AI, and then the flow asks its open question again. The AI answers this way ` +
  `${flowQuestionDetourLimit}. After that, a message that does not fit only makes the question ask again, and the ` +
  'third takes the **Skip** path.';

/**
 * Decision (review 46 user #1): a request for a person at a flow's open question. As everywhere else
 * (`handOffOrFlowTrigger`), an explicit request for a person hands off, at a question of any type, **Text** included:
 * the flow ends there and the request is not saved as the answer; answers already given stay in their variables.
 * Any hand-off ends the flow that is running, an agent's **Take over** and a **Hand-off** block included, so after
 * **Give back to the chatbot** the AI answers and no question is asked again; a later message that matches a trigger
 * starts a flow from its start (`flowRunsAgain`). With **Allow hand-off** off, the request is an ordinary message (a
 * **Text** question saves it). Stated in the flow reference's Answer checks; the flow builder's "How flows and the
 * AI work together" links it. Review 47 user #1: a **Hand-off phrase** inside an answer counts (`handOffPhraseMatch`);
 * #7: out of hours, the same words and link as `flowHandOffBlock`.
 */
export const flowHandOffAtQuestion =
  'A request for a person, with a **Hand-off phrase** or in other words ("talk to a human"), hands off at a question ' +
  'of any type, **Text** included: the flow ends there, the request is not saved as the answer, and the answers ' +
  'already given stay in their variables. A **Hand-off phrase** inside an answer counts too: with "agent" in the ' +
  'list, the answer "sales agent" hands off ([Hand-off](/user/chatbots/settings-reference#hand-off)). Outside ' +
  '**Working hours**, the chatbot sends the **Out-of-hours message** and asks for contact details instead ' +
  '([Outside working hours](/user/chatbots/settings-reference#outside-working-hours)), and the flow has ended all ' +
  "the same. Any hand-off ends the running flow, an agent's **Take over** too: " +
  'after **Give back to the chatbot**, the AI answers the next message, and the open question is not asked again. ' +
  'With **Allow hand-off** off, the request is an ordinary answer.';

/**
 * Decision (review 46 user #2): the **Preview** panel runs each flow's draft (the editor's latest changes, also of a
 * flow never published); customers, on every channel and the API, get the last published version only. So the
 * getting-started tutorial tests before it publishes. Stated there, before its test steps.
 */
export const flowPreviewRunsDraft =
  "The **Preview** panel runs each flow's draft, with your latest changes, published or not; customers, on every " +
  'channel and the API, get only the last published version.';

/**
 * Decision (review 46 user #4): the **Hand-off** block. It has no output: it ends the flow and hands off, as a
 * customer's request does, with the same **Hand-off** settings; outside **Working hours** it sends the
 * **Out-of-hours message** instead and asks for contact details (settings-reference#outside-working-hours), and the
 * flow has ended as well; with **Allow hand-off** off, it only ends the flow and the AI answers the next message. The
 * API reports it as `reason: flow` (openapi.yaml). Stated in the flow reference's Hand-off section.
 */
export const flowHandOffBlock =
  "A **Hand-off** block ends the flow: it has no output. It hands off as a customer's request for a person does, " +
  "with the chatbot's [Hand-off](/user/chatbots/settings-reference#hand-off) settings, and the hand-off line in the " +
  '**Inbox** names the flow. Outside **Working hours**, it sends the **Out-of-hours message** and asks for contact ' +
  'details instead ([Outside working hours](/user/chatbots/settings-reference#outside-working-hours)); with ' +
  '**Allow hand-off** off, it only ends the flow. In every case the flow has ended and does not resume, even ' +
  'after **Give back to the chatbot**; the answers it collected stay in their variables.';

/**
 * Decision (review 46 user #4): a **Message** block's buttons. An answer button sends its label as the customer's
 * message; the block saves it in the `flow.` variable named in **Save answer as** and goes on through its one output,
 * so a **Condition** branches on it. A message typed instead is saved the same way, unchecked; for checked answers use
 * a **Question** of type **Choice**. A button that starts another flow ends the current one there (no block after
 * it runs); the other flow starts at its **Trigger**, with the conversation's variables and lead.
 */
export const flowMessageButtonAnswer =
  "An answer button sends its label as the customer's message, and the block saves it in the `flow.` variable you " +
  'name in **Save answer as**, then goes on through its output. To branch on it, connect a **Condition**, such as ' +
  '`flow.topic` **is** `Billing`. A message the customer types instead of selecting a button is saved the same ' +
  'way, unchecked: to accept only the buttons, with [answer checks](#answer-checks), use a **Question** of type ' +
  '**Choice**.';
export const flowMessageButtonFlow =
  'A button that starts another flow ends the current one: no block after it runs. The other flow starts at its ' +
  "**Trigger**, with the conversation's variables and lead.";

/**
 * Decision (review 47 user #3): a **Message** block that waits on its buttons follows the rules of an open
 * **Question**: a request for a person hands off and ends the flow (`flowHandOffAtQuestion`), and a typed message is
 * its answer, as at a **Text** question (`flowMessageButtonAnswer`: saved unchecked), so there is no AI detour.
 * Stated under the flow reference's Buttons.
 */
export const flowMessageButtonWait =
  'While a **Message** block waits on its buttons, a request for a person hands off and ends the flow, as at a ' +
  '[question](#answer-checks); any other message the customer types is its answer, as at a **Text** question, ' +
  'with no answer from the AI.';

/**
 * Decision (review 47 user #5): **Button selected** is the trigger of a flow that only buttons start; any message
 * can hold such a button. A button can also target a flow with any other trigger, which then starts both ways.
 * Stated in the flow reference's Triggers table.
 */
export const flowButtonSelectedTrigger =
  'Only a button that targets it, in any message: choose it for a flow reached only from buttons. A button can ' +
  'target a flow with any trigger.';

/**
 * Decision (review 47 user #6): the **Preview** panel sends no page address, so it never starts a **Page visited**
 * flow and `conversation.page_url` is empty there. To test such a flow: publish it with a pattern for a page no
 * customer opens (`/flow-test*`), open a page of that address where the chat bubble runs, then set the real pattern
 * and publish again. Stated in the flow reference's Check a flow. Review 48 user #1: in a private browser window,
 * since an open conversation goes on across pages and the flow runs only at a first message; the test is on the
 * live site, so its lead is a real one that reaches every CRM and webhook (not a **Preview** lead): delete it there.
 * Review 49 user #7: say how to make the unlinked page (WordPress, Shopify, whose pages live under `/pages/`), and
 * test a copy of a live flow (the flow's menu has **Duplicate**: a draft copy in the same chatbot), since changing the
 * live flow's pattern takes it away from customers for the test.
 */
export const flowTestPageVisited =
  'The **Preview** panel sends no page address, so it never starts a **Page visited** flow. To test one, create a ' +
  'page no customer opens, with the chat bubble and no links or menu entries to it (WordPress: ' +
  '**Pages → Add New**, address `/flow-test`; Shopify: **Online Store → Pages**, address `/pages/flow-test`). ' +
  "Test a copy of a live flow, not the live flow: select **Duplicate** in the flow's menu in **Flows**, and delete " +
  'the copy after the test. Set the pattern to that page, `/flow-test*` (Shopify: `/pages/flow-test*`), select ' +
  '**Publish**, and chat on the page in a private browser window: a conversation you already had on the site goes ' +
  "on across its pages, and the flow runs only at a conversation's first message. This test runs on the live " +
  'site, so a lead it saves is real: it goes to every CRM and webhook connected, as any lead does. Delete it in ' +
  '**Leads** and in each CRM. For a new flow, then set the real pattern and select **Publish** again.';

/**
 * Decision (review 47 user #2): lead capture's **After the first answer** waits while a flow runs: an answer from
 * the AI inside a flow (the detour at an open question) brings no form, and the chatbot asks after its first answer
 * once the flow has ended. A flow's **Save lead** counts as lead capture: after it, `leadCaptureAlreadySaved`
 * applies. Stated in the settings reference's Lead capture list; the flow builder's "Lead capture and this flow"
 * and its test step 2 use it.
 */
export const leadCaptureWaitsForFlow =
  'Lead capture waits while a flow runs: an answer from the AI in the middle of a flow brings no form, and the ' +
  "chatbot asks after its first answer once the flow has ended. A flow's **Save lead** counts as lead capture.";

Object.assign(factTokens, {
  '%FLOW_MESSAGE_BUTTON_WAIT%': flowMessageButtonWait,
  '%FLOW_BUTTON_SELECTED_TRIGGER%': flowButtonSelectedTrigger,
  '%FLOW_TEST_PAGE_VISITED%': flowTestPageVisited,
  '%LEAD_CAPTURE_WAITS_FOR_FLOW%': leadCaptureWaitsForFlow,
  '%FLOW_QUESTION_DETOUR%': flowQuestionDetour,
  '%FLOW_QUESTION_DETOUR_LIMIT%': flowQuestionDetourLimit,
  '%FLOW_HAND_OFF_AT_QUESTION%': flowHandOffAtQuestion,
  '%FLOW_PREVIEW_RUNS_DRAFT%': flowPreviewRunsDraft,
  '%FLOW_HAND_OFF_BLOCK%': flowHandOffBlock,
  '%FLOW_MESSAGE_BUTTON_ANSWER%': flowMessageButtonAnswer,
  '%FLOW_MESSAGE_BUTTON_FLOW%': flowMessageButtonFlow,
});

// ---------------------------------------------------------------------------
// Review round 46 (user guide, scripts/user-guide-round51.test.ts).
// ---------------------------------------------------------------------------

/**
 * Decision (review 46 user #1): a subscription sold through a payment integration lives at the provider, so it goes
 * on charging after its lead is deleted, alone, with a person's other leads or with its chatbot, and the Events URL
 * answers `404 payment_request_not_found` for it (integration/custom-payment-subscription, Before a downgrade). One
 * warning before each deletion: leads (Delete a lead), privacy (Delete it) and duplicate-or-delete (Delete it).
 */
export const paymentSubscriptionBeforeDeletion =
  'If a customer whose lead you delete pays you through a payment integration, cancel or move their subscription at ' +
  'your payment provider first: it goes on charging after the deletion, and the Events URL answers `404` for its ' +
  'events ([Before a downgrade, or deleting a lead, a chatbot or the workspace]' +
  '(/integration/custom-payment-subscription#before-a-downgrade)).';

Object.assign(factTokens, {'%PAYMENT_SUBSCRIPTION_BEFORE_DELETION%': paymentSubscriptionBeforeDeletion});

// ---------------------------------------------------------------------------
// Review round 46 (integration guide, scripts/integration-guide-round51.test.ts).
// ---------------------------------------------------------------------------

/**
 * Decision (review 46 int #1): where each plan tests a custom payment, whatever runs it. The plans with a test
 * workspace test on its chatbot; Pro, which has none, tests on the live chatbot behind a **Keyword** only the team
 * knows. The Prerequisites of the payment guide and of the Activepieces flows both state it with this token, so a
 * reader who starts on either page meets it before the first setup step.
 */
export const paymentWhereToTest =
  `${plansWith('api')}: a chatbot of the test workspace ([test mode](/user/chatbots/duplicate-or-delete#try-changes-safely)). ` +
  "Pro, which has no test workspace: the live chatbot, with the payment flow's **Trigger** a **Keyword** only your " +
  'team knows ([Use it in a flow](/integration/custom-payment-integration#use-it-in-a-flow), ' +
  '[why](/integration/payment-reference#test-and-live)).';

Object.assign(factTokens, {'%PAYMENT_WHERE_TO_TEST%': paymentWhereToTest});

// ---------------------------------------------------------------------------
// Round 52: review 47 of the user guide.

/**
 * Decision (review 47 user #1): a copy's flows are drafts that keep the original's **Send webhook** addresses, and
 * the **Preview** panel runs each flow's draft (`flowPreviewRunsDraft`), so the copy's **Preview** calls the
 * original's addresses before anything is published. Review 48 user #3: **Notify team** runs there too and emails the
 * original's recipients, so the same sentence repoints it. Stated on the duplicate page (what the copy gets) and the
 * leads page (Test on a copy).
 */
export const copyFlowsPreviewWebhook =
  "The copy's flows are drafts that keep the original's **Send webhook** addresses and **Notify team** recipients, " +
  'and its **Preview** panel runs each draft: point every **Send webhook** at a test URL before you send anything in ' +
  "the copy's **Preview**, and every **Notify team** at your own address.";

/**
 * Decision (review 47 user #2): what a deletion of leads does to their copies elsewhere, the same for one lead and
 * for a whole chatbot's: your own server that handles the lead webhook's deletion events deletes its copy (review 48
 * user #4: no built-in connection does, not GoHighLevel, not the Mailchimp flow); a HubSpot lead
 * integration server erases the contacts it created; every other copy stays. Bullets of Delete a lead (leads page)
 * and of Delete a chatbot's warning (duplicate page); the privacy page's Copies in other services says how to delete
 * the rest.
 */
export const deletionCopiesElsewhere = {
  webhook:
    "Your own server, if your developer made it handle the [lead webhook's deletion events](/developer/webhook/lead#events) " +
    `(${plansWith('api')}), is told of each deleted lead and each deleted conversation, and deletes its copy. No ` +
    'built-in connection does this.',
  hubspot:
    'A [HubSpot lead integration](/integration/hubspot-lead-integration) server erases in HubSpot each contact it ' +
    'created for a deleted lead, with its history there; a contact that was in HubSpot before keeps everything but ' +
    "the server's `parley_` properties.",
  other:
    'Copies made any other way (the GoHighLevel connection, other services, exports, emails) stay where they are: ' +
    '[Copies in other services](/user/workspace/privacy#copies-elsewhere) says how to delete each.',
};

/**
 * Decision (review 47 user #3): **Show sources** is a test aid, not a customer feature. It is for the whole chatbot,
 * so live visitors would see the source links and file names too. Stated in the settings reference's Answers row;
 * the knowledge check (step 2) and the settings test (step 2) say the same in their own words.
 */
export const showSourcesTestOnly =
  'For tests only: turn it on for a chatbot that is not live yet, or a copy, never a live one, whose visitors would ' +
  'see the links and file names too.';

Object.assign(factTokens, {
  '%COPY_FLOWS_PREVIEW_WEBHOOK%': copyFlowsPreviewWebhook,
  '%DELETION_COPIES_WEBHOOK%': deletionCopiesElsewhere.webhook,
  '%DELETION_COPIES_HUBSPOT%': deletionCopiesElsewhere.hubspot,
  '%DELETION_COPIES_OTHER%': deletionCopiesElsewhere.other,
  '%SHOW_SOURCES_TEST_ONLY%': showSourcesTestOnly,
});

// ---------------------------------------------------------------------------
// Round 53: review 48 of the user guide (flows, scripts/user-guide-round53-flows.test.ts).
// ---------------------------------------------------------------------------

/**
 * Decision (review 48 user #2): how a flow stops. The flow's menu in the **Flows** list has **Unpublish** and
 * **Delete**. **Unpublish** stops the flow for customers and keeps it as a draft, with its versions, which the
 * **Preview** panel still runs; **Publish** turns it on again. **Delete** removes the flow and all its versions for
 * good (data-retention: "Until you delete the flow"); the leads it saved and the conversations it ran stay. Either
 * way, a conversation inside the flow at that moment leaves it: the flow ends and the AI answers the next message.
 * Stated in the flow reference's Turn off or delete a flow. Review 49 user #1: a button that starts another flow
 * (`flowMessageButtonFlow`) is hidden while its target does not run (unpublished, a draft after a downgrade, or
 * deleted), for customers; the **Preview**, which runs drafts (`flowPreviewRunsDraft`), still shows it for an
 * unpublished target. It comes back when the target is published again. Before
 * **Delete**, the confirmation lists the flows whose buttons start it, so you can point them elsewhere. Troubleshooting
 * row "A button does nothing or disappeared".
 */
export const flowTurnOff = {
  unpublish:
    '**Unpublish** stops the flow for customers on every channel and keeps it as a draft, with its version history, ' +
    'which the **Preview** panel still runs. Select **Publish** to turn it on again.',
  delete:
    '**Delete** removes the flow and all its versions for good. The leads it saved and the conversations it ran stay.',
  running:
    'Either way, a conversation that is inside the flow at that moment leaves it: the flow ends there, and the AI ' +
    'answers the next message.',
  buttons:
    'A button in another flow that starts this one is hidden while this flow does not run: unpublished, a draft ' +
    'after a downgrade, or deleted. It shows again when this flow is published again. Before a **Delete**, the ' +
    'confirmation lists the flows whose buttons start this one: point those buttons at another flow, or remove them.',
};

/**
 * Decision (review 48 user #4): the consent box shows once per lead and chatbot. A lead who ticked it in this
 * chatbot, in this conversation or an earlier one (a verified visitor, say), is not shown it again: a later **Save
 * lead** or **Request payment** saves at once. Stated under the flow reference's Consent box; the flow builder's
 * test step 7 uses it.
 */
export const leadConsentBoxOnce =
  'The consent box does not show again to a lead who has ticked it in this chatbot: a later **Save lead** or **Request ' +
  'payment** saves the lead at once.';

Object.assign(factTokens, {
  '%FLOW_UNPUBLISH%': flowTurnOff.unpublish,
  '%FLOW_DELETE%': flowTurnOff.delete,
  '%FLOW_TURNED_OFF_RUNNING%': flowTurnOff.running,
  '%FLOW_TURNED_OFF_BUTTONS%': flowTurnOff.buttons,
  '%LEAD_CONSENT_BOX_ONCE%': leadConsentBoxOnce,
});

/**
 * Decision (review 48 SDK #1): how to end the chat when the visitor withdraws consent, per setup. `Parley('shutdown')`
 * alone would let `parley-chat.js` boot a start still waiting for `/api/me` or a route change, and `parley-page-user.js`
 * boot the next swap, since it reads a `shutdown` it did not call as a sign-out to start again from. Each call below
 * ends with `shutdown`, so a button hides after it as after `shutdown`. The names are the shipped files' own
 * (`withdrawChatConsent` in static/files/parley-chat.js, `parleyPageUser.withdraw` in static/files/parley-page-user.js;
 * review50-pages.test.ts runs both). Used by go-live's Chat bubble, the cookies page's step 2, the website guide's
 * #withdraw-consent, control-bubble's production-button rule and the reference's Start later.
 */
export const sdkWithdrawConsent =
  "`Parley('shutdown')` with the embed snippet, `withdrawChatConsent()` in a single-page app with " +
  '[`parley-chat.js`](/developer/javascript-sdk/single-page-app#withdraw-consent), or `parleyPageUser.withdraw()` on a ' +
  'site that navigates without a page load with ' +
  '[`parley-page-user.js`](/developer/javascript-sdk/control-bubble#page-swap-consent)';

Object.assign(factTokens, {'%SDK_WITHDRAW_CONSENT%': sdkWithdrawConsent});

/**
 * Decision (review 49 SDK #1, #2): `parleyPageUser.withdraw()` sets a flag in the tab's memory, so it lasts for that
 * tab's swaps only, and with `waitForConsent: false` any page load starts the chat again; each withdrawal call
 * (sdkWithdrawConsent) ends the chat in its own tab only, while a sign-out through `parley-sign-out.js` or
 * `parley-page-user.js` reaches every open tab (BroadcastChannel `parley-sign-out`). review51.test.ts runs both.
 * Used by control-bubble's #page-swap-consent, go-live's page-swap and consent bullets, and the cookies page's step 2.
 */
export const sdkWithdrawConsentPageSwap =
  'A site that lets visitors withdraw consent configures `waitForConsent: true` and calls `parleyPageUser.start()` on ' +
  "each page load only when the visitor's consent is on record: `parleyPageUser.withdraw()` lasts for the page swaps " +
  'of its tab only, and with `waitForConsent: false` the next page load starts the chat again.';
export const sdkWithdrawConsentOneTab =
  "A withdrawal ends the chat in its own tab only: your site's other open tabs keep the chat until they load a page, " +
  'while a sign-out ends it in every tab.';

Object.assign(factTokens, {
  '%SDK_WITHDRAW_CONSENT_PAGE_SWAP%': sdkWithdrawConsentPageSwap,
  '%SDK_WITHDRAW_CONSENT_ONE_TAB%': sdkWithdrawConsentOneTab,
});
