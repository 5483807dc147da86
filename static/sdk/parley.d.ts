/**
 * Type declarations for the Parley JavaScript SDK (the chat bubble loader), release line v1.
 *
 * Download: https://docs.parleychat.io/guides/sdk/parley.d.ts
 * Reference: https://docs.parleychat.io/guides/developer/javascript-sdk/reference
 *
 * Add this file to your project (for example as `types/parley.d.ts`, inside the folders your tsconfig.json
 * includes). It declares the global `Parley` function and `window.parleySettings`; it has no imports and
 * exports nothing.
 */

declare namespace Parley {
  /** Where a conversation takes place. The chat bubble is always `website`. */
  type Channel = 'website' | 'api' | 'google_voice' | 'twilio' | 'gohighlevel';

  /** Who wrote a message: the visitor, the chatbot, or a person answering in live chat. */
  type Role = 'user' | 'assistant' | 'agent';

  /** A signed-in visitor, as your site knows them. */
  interface Visitor {
    /**
     * Your own, stable ID for the visitor. Leads and conversations of the same ID are linked, across devices, only
     * while the visitor is verified (identity verification on and a valid `userHash`); an unverified ID is kept on the
     * conversation, joins no earlier conversation or lead and shows none of them in the window.
     */
    id: string;
    name?: string;
    /**
     * At most 254 ASCII characters, no spaces: a local part of letters, digits and `.` `_` `%` `+` `'` `-`, with no
     * dot at its start or end and no two in a row, one `@`, and a domain of two or more dot-separated labels of
     * letters, digits and hyphens (`a.b@x.com`; not `a..b@x.com`, `ann@exa_mple.com`, `a@b.c.`, `josé@exämple.de`).
     */
    email?: string;
    /**
     * Hex HMAC-SHA256 of `id`, keyed with the chatbot's Identity secret, computed by your server.
     * Without it (or with a wrong one) the visitor is not verified: they continue unverified, the ID kept as a claim
     * (`identity_verification_failed`), or, when the chatbot has Require verified identity on, the ID is
     * refused (`identity_required`).
     */
    userHash?: string;
  }

  /**
   * Forget the visitor: the conversation on screen ends (`end_reason` `visitor_closed`) and is cleared from the
   * window and this browser, and the next one is anonymous. On sign-out, use `shutdown` and `boot` instead.
   */
  interface AnonymousVisitor {
    id: null;
  }

  /** Your own key-value pairs, stored with the session: at most 20 keys, values at most 500 code points. */
  type Metadata = Record<string, string>;

  /** Options that `update` can change after the SDK has loaded. */
  interface UpdatableSettings {
    /**
     * Bottom corner of the bubble. Default: the dashboard's Settings → Appearance → Bubble position (`'right'`
     * unless changed there).
     */
    position?: 'right' | 'left';
    /** Hide the round launcher; open the chat from your own button. Default `false`. */
    hideLauncher?: boolean;
    /**
     * Colour of the bubble, the header and the visitor's messages, as a CSS hex colour `#rrggbb` in either case
     * (`#1f6feb`, `#4F46E5`); any other value is refused with `invalid_command`, and the colour stays. Default: the dashboard's Settings →
     * Appearance → Accent colour.
     */
    primaryColor?: string;
    /** Stacking order of the bubble and the window. Default `2147483000`. */
    zIndex?: number;
    /**
     * Replaces the metadata of the current and later sessions on this page. At most 20 keys and 500 code points a
     * value: past that nothing is set, and the `error` event reports `invalid_command`. Set by the page, so a visitor
     * can change it: never grant anything on it.
     */
    metadata?: Metadata;
  }

  /**
   * `window.parleySettings`, read when the SDK loads and by `boot` when it is given no settings, as it is at that
   * moment (`visitor` included). The SDK never changes it: on sign-out, remove `visitor` and `metadata` before booting
   * again.
   */
  interface Settings extends UpdatableSettings {
    /** The chatbot to show (`bot_…`), from the chatbot's Settings → General. Required. */
    chatbotId: string;
    /**
     * Open the chat window when the page loads, at most once per visit (the browser tab). Wins over the dashboard's
     * Settings → Appearance → Open automatically: `true` opens it at once, without the dashboard's delay; `false`
     * never opens it by itself. A route change in a single-page app is not a page load. Default: the dashboard's
     * Settings → Appearance → Open automatically (off unless changed there).
     */
    openOnLoad?: boolean;
    /**
     * The visitor, the same as calling `identify` at once. One past `identify`'s limits is left out: the bubble loads
     * with the visitor anonymous and the other settings, and the `error` event reports `invalid_command`.
     */
    visitor?: Visitor;
  }

  interface OpenOptions {
    /**
     * Sent as a message from the visitor, whether the window opens now or was already open. At most 4,000 code
     * points: a longer one is refused with the `error` event's `invalid_command`, and the window does not open.
     */
    message?: string;
  }

  /** A message as the `message` event gives it. */
  interface Message {
    id: string;
    sessionId: string;
    role: Role;
    content: string;
    /** ISO 8601 time in UTC. */
    createdAt: string;
    /**
     * The message's place in its session: `1` for the first, one more for each after it (the API's and webhooks'
     * `sequence`). Order a session's messages by it: a question and its answer can share a second of `createdAt`.
     * Since release 1.9.0: a page that pins an earlier release receives no `sequence`.
     */
    sequence?: number;
  }

  /**
   * A lead as the `lead` event gives it. The event fires for a new lead and again for each change to it, as the
   * `lead.created` and `lead.updated` webhooks do. Fields the visitor left empty are missing.
   */
  interface Lead {
    id: string;
    sessionId: string;
    /**
     * `true` for a new lead (`lead.created`), `false` for a change to one (`lead.updated`). Count leads where it is
     * `true`. Since release 1.9.0: a page that pins an earlier release receives no `created`.
     */
    created?: boolean;
    name?: string;
    email?: string;
    phone?: string;
  }

  interface Handoff {
    sessionId: string;
    /** `requested`: waiting for an agent. `active`: an agent answers. `ended`: back to the chatbot or closed, or the
     * conversation ended before an agent took it. */
    status: 'requested' | 'active' | 'ended';
  }

  /**
   * Codes of the `error` event. The SDK never throws into your page.
   * - `identity_verification_failed`: Identity verification is on and `userHash` is missing or wrong; the visitor
   *   continues unverified, the ID kept as a claim.
   * - `identity_required`: Require verified identity is on and `userHash` is missing or wrong; the ID is refused and
   *   nothing can be sent until `identify` passes a valid hash, or `{id: null}`.
   * - `invalid_command`: an unknown command, arguments of the wrong type, an `identify` visitor past the API's limits
   *   (`id` 255 code points, `name` 200, `email` an address by the rule on `Visitor.email`), `metadata` past 20 keys or
   *   500 code points a value, an `open` `message` past 4,000 code points, a `primaryColor` that is not `#rrggbb`, `on` or
   *   `off` with an event name the SDK does not know, an `update` key it cannot change (`chatbotId`, `openOnLoad`,
   *   `visitor`: to show another chatbot, `shutdown` then `boot` with its ID), `boot` while the SDK runs, or any command
   *   but `on`, `off`, `isOpen`, `getSessionId`, `boot` and `shutdown` while it does not run (before the first `boot`,
   *   after `shutdown`), such as `identify` on a page that never booted; the call is ignored. In `update`, each invalid
   *   key is left out and the others apply (a bad `primaryColor` leaves the colour as it was). Bad
   *   `metadata` in `window.parleySettings` or `boot` is left out, and the bubble loads without it; a bad `visitor`
   *   there too, and the visitor is anonymous.
   */
  type ErrorCode =
    | 'invalid_chatbot_id'
    | 'domain_not_allowed'
    | 'identity_verification_failed'
    | 'identity_required'
    | 'network_error'
    | 'invalid_command';

  interface SdkError {
    code: ErrorCode;
    /** For developers, in English. The wording can change. */
    message: string;
  }

  /** Each event and what its handler receives. */
  interface EventMap {
    /** Never fires when the start fails with `domain_not_allowed` or `invalid_chatbot_id`. */
    ready: {version: string};
    /**
     * An opening after `ready`: by the visitor, `open`, `toggle` or Open automatically (`openOnLoad`). A window
     * restored open as the page loads fires none: read `Parley('isOpen')` in your `ready` handler.
     */
    open: undefined;
    close: undefined;
    /** Once per new message sent or received in this page; earlier messages shown on load do not fire it. */
    message: Message;
    lead: Lead;
    handoff: Handoff;
    error: SdkError;
  }

  type EventName = keyof EventMap;
  type Handler<E extends EventName> = (payload: EventMap[E]) => void;

  /**
   * The `Parley` function. Every call is safe before the SDK has loaded: it is queued. The queue runs, in order, as
   * soon as the script has loaded: right after the automatic start from `window.parleySettings` (if any), and before
   * any start error or `ready` event fires, so handlers queued with `on` see those events.
   * The SDK loads once per page load. A route change in a single-page app is not one: the launcher, the window (open
   * or closed) and the conversation stay as they are, no event fires, nothing is read again, and the SDK records no
   * page view.
   */
  interface Api {
    (command: 'open', options?: OpenOptions): void;
    /** Closes the window. The session stays open and ends after the chatbot's End conversation after (`inactivity`). */
    (command: 'close'): void;
    (command: 'toggle'): void;
    /** Shows what `hide` hid: the launcher (unless `hideLauncher`), and the window if it is open. */
    (command: 'show'): void;
    /**
     * Hides the launcher and the window without closing it (no `close` event). While hidden, `open`, `close` and
     * `toggle` still work and fire their events, but nothing shows until `show`.
     */
    (command: 'hide'): void;
    /**
     * Compares the ID with the one the conversation on screen carries: the same ID continues it; another ID, or any
     * ID in an anonymous conversation, ends it (`end_reason` `visitor_closed`). The same ID with a valid `userHash`
     * while the visitor is not verified is a sign-in mid-chat: the unverified conversation ends (`visitor_closed`),
     * and the next message starts a verified one. A call identical to the last one is ignored. Until it runs, the SDK is
     * anonymous: in a single-page app, `boot` with `visitor` once you know the user instead.
     */
    (command: 'identify', visitor: Visitor | AnonymousVisitor): void;
    (command: 'update', settings: UpdatableSettings): void;
    /**
     * Removes the bubble, forgets the visitor and `update`'s options, clears this browser's conversation, and ends a
     * conversation in progress (`end_reason` `visitor_closed`). An open window is closed first, with a `close` event.
     * It forgets a `hide` too: the next `boot` shows the bubble.
     * Handlers added with `on` stay. Accepted in every state: before the first `boot`, or after `shutdown`, it only
     * clears the two storage keys.
     */
    (command: 'shutdown'): void;
    /**
     * Starts the SDK when it is not running: after `shutdown`, or on a page that loaded it without
     * `window.parleySettings`. With `settings`, exactly these (`window.parleySettings` is not read); without,
     * `window.parleySettings` as it is now, whose `visitor` would start the next conversation as that user. The
     * handlers added with `on` before `shutdown` still run, and `ready` fires again once the SDK takes commands.
     * While the SDK runs, `boot` is refused with `invalid_command`.
     */
    (command: 'boot', settings?: Settings): void;
    /**
     * Calls `handler` on each `event`. `ready` fires once the SDK has loaded, the chatbot's settings have answered (one
     * connection), and it takes commands, whether or not the launcher is shown (`hideLauncher`); a `ready` handler
     * added after that is called at once, with the same payload. A `network_error` after `ready`: the connection
     * dropped, and the window shows that it reconnects.
     */
    <E extends EventName>(command: 'on', event: E, handler: Handler<E>): void;
    <E extends EventName>(command: 'off', event: E, handler: Handler<E>): void;
    /** Whether the chat window is open. `undefined` before the `ready` event. */
    (command: 'isOpen'): boolean | undefined;
    /** The current session's ID (`ses_…`), `null` before the first message, `undefined` before `ready`. */
    (command: 'getSessionId'): string | null | undefined;
    /** The queue of calls made before the SDK loaded (the embed snippet creates it). */
    q?: ArrayLike<unknown>[];
  }
}

interface Window {
  Parley: Parley.Api;
  parleySettings?: Parley.Settings;
}

// `var`, not `const`: the SDK's Parley is a property of `window`, which only a `var` declaration says.
// eslint-disable-next-line no-var
declare var Parley: Parley.Api;
