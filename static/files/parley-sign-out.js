// parley-sign-out.js 2026-11-28: ends the Parley chat at sign-out on a server-rendered site that loads the SDK with
// the embed snippet, in this tab and in your site's other open tabs on this browser. Load it on every page, after the
// embed snippet, such as in your shared footer, and mark each sign-out form and link with `data-sign-out`:
// `<form method="post" action="/sign-out" data-sign-out>` or `<a href="/sign-out" data-sign-out>`.
// On a site that navigates without a page load (Turbo Drive, htmx `hx-boost`, Livewire `wire:navigate`), load it in
// the `<head>` instead, with parley-page-user.js: a footer script runs again after each swap and adds its listeners again.
//
// - A sign-out form submitted or a sign-out link clicked calls `Parley('shutdown')` before the browser leaves the page:
//   the SDK forgets the visitor and clears this browser's conversation, with `keepalive`, so it reaches Parley.
// - It listens on the document, after handlers on the form or link itself: a sign-out one of them cancels
//   (`event.preventDefault()`) keeps the chat. If your own script performs the sign-out (rails-ujs `data-method`,
//   `fetch`), call `Parley('shutdown')` in it.
// - Your site's other open tabs (BroadcastChannel `parley-sign-out`) end their chat at once if it knows the user
//   (`window.parleySettings.visitor`); an anonymous chat stays.
/* global Parley */
(function () {
  // Your site's other open tabs on this browser (BroadcastChannel, in every current browser).
  var otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('parley-sign-out') : null;
  function endChat() {
    // A page without the embed snippet has no Parley: there is nothing to end.
    if (typeof Parley === 'function') Parley('shutdown');
  }
  if (otherTabs) {
    otherTabs.onmessage = function () {
      // Only a chat that knows the user ends: an anonymous one stays.
      if (window.parleySettings && window.parleySettings.visitor) endChat();
    };
  }
  function signOut() {
    // Forgets the visitor and clears this browser's conversation before the browser leaves the page.
    endChat();
    if (otherTabs) otherTabs.postMessage('signed-out');
  }
  // Every form and link marked data-sign-out, also those your page adds later; on the document, after handlers on the
  // form or link itself, so a sign-out one of them cancels (event.preventDefault()) keeps the chat.
  /** @param {Event} event @param {string} selector */
  function isSignOut(event, selector) {
    return !event.defaultPrevented && event.target instanceof Element && event.target.closest(selector) !== null;
  }
  document.addEventListener('submit', function (event) {
    if (isSignOut(event, 'form[data-sign-out]')) signOut();
  });
  document.addEventListener('click', function (event) {
    if (isSignOut(event, 'a[data-sign-out]')) signOut();
  });
})();
