// parley-page-user.js 2026-11-28: starts the Parley chat as the user each page names, on a server-rendered site that
// navigates without a page load (Turbo Drive, htmx `hx-boost`, Livewire `wire:navigate`), and again when a swap names
// another user or nobody. Save it into your site (such as `/js/parley-page-user.js`) and load it in the `<head>` of
// every page, after the embed snippet without its `window.parleySettings` line, then configure it once in the same
// `<head>`, with your settings without any user's `visitor` or `metadata`:
//   <script src="/js/parley-page-user.js"></script>
//   <script>parleyPageUser({settings: {chatbotId: 'bot_…'}, tokenPaths: ['/reset-password/'], waitForConsent: false});</script>
//
// - Each page's `<body>` names its user: `<script type="application/json" id="parley-user">` holding
//   `{"visitor": {…, "userHash": "…"}, "metadata": {…}}`, or `null` when nobody is signed in.
// - On the first page and after each swap (`turbo:load`, `htmx:afterSettle`, `htmx:historyRestore`,
//   `livewire:navigated`) it compares that user with the chat's: another user or nobody ends the chat (`shutdown`)
//   and starts it again (`boot`) as the page says. A page whose path starts with one of `tokenPaths` hides the bubble.
// - It acts only on a new marker element, or on new text in the same one (a morph: Turbo 8, htmx idiomorph): a swap
//   that leaves the marker as it was (a partial `hx-get`, polling) changes nothing. It never sets `window.parleySettings`: it boots with the settings, so the SDK, loaded `async`, does not
//   start a chat of its own. `parleyPageUser.user()` returns the user ID the chat runs as (`null`: anonymous,
//   `undefined`: no chat).
// - A `shutdown` it did not call (`parley-sign-out.js`, your own code) is seen: the chat starts again on a later page
//   only when that page names another user than the chat had (a sign-out; a sign-out that failed keeps it ended until
//   a page load), and never with `waitForConsent: true`, where such a `shutdown` counts as `withdraw()`.
//   A change from a user to nobody tells your site's other open tabs (BroadcastChannel `parley-sign-out`, as
//   `parley-sign-out.js` does), and a tab told so ends a chat that knows a user, and starts it again on its next page.
// - `waitForConsent: true` starts no chat until `parleyPageUser.start()`; `parleyPageUser.withdraw()` ends the chat
//   and starts none on this tab's later swaps until `start()` again. Withdraw consent with it, not with
//   `Parley('shutdown')`, and with `waitForConsent: true`, calling `start()` on each page load only with consent on
//   record: a page load forgets the withdrawal, and other open tabs keep their chat until they load a page.
// - `buttons: [{button: '#open-chat', contact: '#chat-contact'}]` binds each page's button and contact link with
//   parley-chat-button.js's `parleyChatButton` (load it first), once per button element, while the chat runs and
//   shows: none before consent, after a withdrawal or on a token page. `parleyPageUser.running()` says whether it runs.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a global function: your page's script calls it.
function parleyPageUser(
  /** @type {{settings: Parley.Settings, tokenPaths?: string[], waitForConsent?: boolean, buttons?: {button: string, contact?: string}[]}} */ options,
) {
  /** @type {any} */
  var self = parleyPageUser;
  if (self.follow) return; // Configured once: Turbo and Livewire keep an unchanged <head> script, htmx swaps the body.
  var settings = options.settings; // No user's visitor or metadata.
  var tokenPaths = options.tokenPaths || [];
  var consent = !options.waitForConsent;
  /** @type {string | null | undefined} The user ID the chat runs with: null when anonymous, undefined when not running. */
  var booted;
  /** @type {string | null | undefined} The user ID of a chat a shutdown this script did not call ended. */
  var stopped;
  /** @type {Element | null | undefined} The marker element last read: undefined before the first page. */
  var marker;
  /** @type {string | null} Its text when read: a morph keeps the element and changes the text. */
  var markerText = null;
  var path = '';
  var hidden = false;
  var ownShutdown = false;
  /** @type {{element: Element | null, unbind: Function | null}[]} Each of `buttons`, as bound on this page. */
  var bound = (options.buttons || []).map(function () {
    return {element: null, unbind: null};
  });
  var otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('parley-sign-out') : null;

  /** @param {string} command @param {unknown} [argument] */
  function call(command, argument) {
    watch();
    /** @type {any} */
    var parley = window.Parley;
    if (argument === undefined) parley(command);
    else parley(command, argument);
  }

  // `Parley`, the snippet's queue or the SDK's function that replaces it once it loads, wrapped to see a `shutdown`
  // this script did not call: the chat then no longer runs, whatever user it had.
  function watch() {
    /** @type {any} */
    var current = window.Parley;
    // Already wrapped, here or under another script's wrapper (parley-chat-button.js wraps it the same way).
    for (var wrapper = current; wrapper; wrapper = wrapper.parleyPageUserWatch || wrapper.parleyChatButtonWatch) {
      if (wrapper.parleyPageUserWatch) return;
    }
    /** @type {any} The same commands, passed on as they came. */
    var watched = function (/** @type {unknown} */ command) {
      if (command === 'shutdown' && !ownShutdown && booted !== undefined) {
        stopped = booted; // Ended from outside: starts again only for another page user.
        booted = undefined;
        hidden = false;
        if (options.waitForConsent) consent = false; // Counts as withdraw().
      }
      return current.apply(window, arguments);
    };
    watched.parleyPageUserWatch = current;
    watched.q = current.q; // The queue's calls, for the SDK once it loads.
    window.Parley = watched;
  }

  function end() {
    ownShutdown = true;
    try {
      call('shutdown');
    } finally {
      ownShutdown = false;
    }
    booted = undefined;
    hidden = false;
  }

  /** @returns {{visitor?: Parley.Visitor, metadata?: Record<string, unknown>} | null} */
  function pageUser() {
    var user = marker ? JSON.parse(marker.textContent || 'null') : null;
    return user && user.visitor ? user : null;
  }

  // Binds each of `buttons` with parley-chat-button.js while the chat runs and shows, once per button element: before
  // consent, after a withdrawal, on a token page or after a shutdown, none shows, and no contact link either.
  function bindButtons() {
    (options.buttons || []).forEach(function (entry, index) {
      var element = booted !== undefined && !hidden ? document.querySelector(entry.button) : null;
      var slot = bound[index];
      if (element === slot.element) return;
      if (slot.unbind) slot.unbind(); // The old button left the page, or the chat no longer runs.
      slot.element = element;
      slot.unbind = null;
      /** @type {any} parley-chat-button.js's global function. */
      var page = window;
      if (element)
        slot.unbind = page.parleyChatButton(element, entry.contact ? document.querySelector(entry.contact) : null);
    });
  }

  /** @param {unknown} [again] true from start(): reads the page again even if its marker did not change. */
  function follow(again) {
    watch();
    var element = document.getElementById('parley-user');
    var text = element ? element.textContent : null;
    // No new page: a partial swap left the marker as it was. A site without a marker (nobody signed in) goes by the path.
    if (element === marker && (element ? text === markerText : location.pathname === path) && again !== true) return;
    marker = element;
    markerText = text;
    path = location.pathname;
    apply();
    bindButtons();
  }

  function apply() {
    if (!consent) return;
    var user = pageUser();
    var id = user && user.visitor ? String(user.visitor.id) : null;
    var onTokenPage = tokenPaths.some(function (prefix) {
      return location.pathname.indexOf(prefix) === 0;
    });
    if (booted === undefined && (onTokenPage || id === stopped)) return; // Starts once the page changes that.
    if (id !== booted) {
      var signedOut = typeof booted === 'string' && id === null;
      if (booted !== undefined) end(); // Ends the previous user's chat.
      call('boot', user ? Object.assign({}, settings, user) : Object.assign({}, settings));
      booted = id;
      stopped = undefined;
      if (signedOut && otherTabs) otherTabs.postMessage('signed-out');
    }
    if (onTokenPage !== hidden) {
      call(onTokenPage ? 'hide' : 'show');
      hidden = onTokenPage;
    }
  }

  if (otherTabs) {
    // Another tab signed out: a chat that knows a user ends, and the next page here starts as that page says.
    otherTabs.addEventListener('message', function () {
      if (typeof booted !== 'string') return;
      end(); // This page's marker still names the user: only a new page starts the chat again.
      bindButtons();
    });
  }
  self.follow = follow;
  self.start = function () {
    consent = true;
    stopped = undefined;
    if (document.readyState !== 'loading') follow(true); // Before that, the first page's DOMContentLoaded starts it.
  };
  self.withdraw = function () {
    consent = false;
    if (booted !== undefined) end();
    bindButtons();
  };
  self.running = function () {
    return booted !== undefined;
  };
  self.user = function () {
    return booted;
  };
  watch();
  window.Parley('on', 'ready', watch); // Again once the SDK's function has replaced the queue.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', follow); // The first page.
  else follow();
  document.addEventListener('turbo:load', follow); // Turbo Drive.
  document.addEventListener('htmx:afterSettle', follow); // htmx hx-boost.
  document.addEventListener('htmx:historyRestore', follow); // htmx Back and Forward.
  document.addEventListener('livewire:navigated', follow); // Livewire wire:navigate.
}
