// parley-chat-button.js 2026-11-28: keeps a chat button of your own in step with the Parley chat bubble, on a site
// that loads the SDK with the embed snippet. It loads nothing itself and only defines `parleyChatButton`: load it
// anywhere before the script that calls `parleyChatButton`, which runs after the snippet's queue line
// (`window.Parley = window.Parley || …`). A single-page app with parley-chat.js calls its
// `bindChatButton(button, contactLink)` instead, with the same arguments but no `onClick`.
//
// parleyChatButton(button, contactLink, onClick)
// - `button` stays hidden until the SDK is `ready`: before that, a click would only be queued.
// - `contactLink`, optional, such as `<a href="/contact" hidden>`, shows in the button's place when the chat cannot
//   start on the page (`domain_not_allowed`, `invalid_chatbot_id`: `ready` then never fires), or has not started in
//   10 seconds, which is all a blocked script shows.
// - After `Parley('shutdown')` (a sign-out, or consent withdrawn), which fires no event of its own (a `close` if the
//   window was open), the button hides again until the next `boot`'s `ready`: a click would be refused with
//   `invalid_command`.
// - Without `onClick`, a click opens or closes the chat, and the button's `aria-expanded` follows the window, also a
//   window restored open as the page loads (which fires no `open` event). With `onClick`, a click calls it instead,
//   with the click's `MouseEvent`, as any `click` listener.
// - It returns nothing and cannot be unbound: call it once per button. On a site whose consent manager loads the SDK,
//   call it from the callback that loads it: called before consent, it shows `contactLink` after 10 seconds.
/* global Parley */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a global function: your page's script calls it.
function parleyChatButton(button, contactLink, onClick) {
  var ready = false;
  var watching = false; // `shutdown` goes through this button's watch of the SDK's `Parley` function.
  function show(started) {
    button.hidden = !started;
    if (contactLink) contactLink.hidden = started;
  }
  function showOpen(open) {
    if (!onClick) button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  // The SDK's own `Parley`, which replaces the queue once it loads, wrapped to see `shutdown`: it fires no event of
  // its own.
  function watchShutdown() {
    if (watching) return;
    watching = true;
    /** @type {Function} */
    var sdk = window.Parley;
    /** @type {any} The same commands, passed on as they came. */
    var watched = function (/** @type {unknown} */ command) {
      if (command === 'shutdown') {
        ready = false;
        button.hidden = true; // Not the contact link: the chat was ended on purpose.
      }
      return sdk.apply(window, arguments);
    };
    window.Parley = watched;
  }
  Parley('on', 'ready', function () {
    ready = true;
    watchShutdown();
    show(true);
    showOpen(Parley('isOpen') === true);
  });
  Parley('on', 'error', function (error) {
    if (error.code === 'domain_not_allowed' || error.code === 'invalid_chatbot_id') show(false);
  });
  setTimeout(function () {
    if (!ready) show(false);
  }, 10000);
  Parley('on', 'open', function () {
    showOpen(true);
  });
  Parley('on', 'close', function () {
    showOpen(false);
  });
  function toggle() {
    Parley('toggle');
  }
  button.addEventListener('click', onClick || toggle);
}
