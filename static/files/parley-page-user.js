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
// - A `shutdown` it did not call (`parley-sign-out.js`, your own code) is seen: the next page starts
//   the chat again as the page's user. A change from a user to nobody tells your site's other open tabs
//   (BroadcastChannel `parley-sign-out`, as `parley-sign-out.js` does), and a tab told so ends a chat that knows a user.
// - `waitForConsent: true` starts no chat until `parleyPageUser.start()`; `parleyPageUser.withdraw()` ends the chat
//   and starts none on later pages until `start()` again.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a global function: your page's script calls it.
function parleyPageUser(
  /** @type {{settings: Parley.Settings, tokenPaths?: string[], waitForConsent?: boolean}} */ options,
) {
  /** @type {any} */
  var self = parleyPageUser;
  if (self.follow) return; // Configured once: Turbo and Livewire keep an unchanged <head> script, htmx swaps the body.
  var settings = options.settings; // No user's visitor or metadata.
  var tokenPaths = options.tokenPaths || [];
  var consent = !options.waitForConsent;
  /** @type {string | null | undefined} The user ID the chat runs with: null when anonymous, undefined when not running. */
  var booted;
  var hidden = false;
  var ownShutdown = false;
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
      if (command === 'shutdown' && !ownShutdown) {
        booted = undefined;
        hidden = false;
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
    var marker = document.getElementById('parley-user');
    var user = marker ? JSON.parse(marker.textContent || 'null') : null;
    return user && user.visitor ? user : null;
  }

  function follow() {
    watch();
    if (!consent) return;
    var user = pageUser();
    var id = user && user.visitor ? String(user.visitor.id) : null;
    var onTokenPage = tokenPaths.some(function (path) {
      return location.pathname.indexOf(path) === 0;
    });
    if (booted === undefined && onTokenPage) return; // Starts once the visitor leaves the page.
    if (id !== booted) {
      var signedOut = typeof booted === 'string' && id === null;
      if (booted !== undefined) end(); // Ends the previous user's chat.
      window.parleySettings = user ? Object.assign({}, settings, user) : Object.assign({}, settings);
      call('boot', window.parleySettings);
      booted = id;
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
      if (typeof booted === 'string') end();
    });
  }
  self.follow = follow;
  self.start = function () {
    consent = true;
    if (document.readyState !== 'loading') follow(); // Before that, the first page's DOMContentLoaded starts it.
  };
  self.withdraw = function () {
    consent = false;
    if (booted !== undefined) end();
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
