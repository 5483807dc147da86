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
// - After your page's `Parley('hide')`, such as while a cookie banner shows, the button hides too, until your
//   `Parley('show')`: a click would open a window that does not show. It sees the `hide` and `show` calls made after
//   the first `parleyChatButton` call, and those still waiting in the snippet's queue. `shutdown` forgets a `hide`:
//   the next `boot` shows the bubble, and the button with its `ready`.
// - Without `onClick`, a click opens or closes the chat, and the button's `aria-expanded` follows the window, also a
//   window restored open as the page loads (which fires no `open` event). With `onClick`, a click calls it instead,
//   with the click's `MouseEvent`, as any `click` listener.
// - It returns a function that unbinds the button: its click listener and its SDK handlers go. On a site that
//   replaces the page's body without loading a page (Turbo, htmx, Livewire), call it for the old button before you
//   call `parleyChatButton` for the new one. Every button shares one watch of the SDK's `Parley` function.
// - On a site whose consent manager loads the SDK, call it from the callback that loads it: called before consent,
//   it shows `contactLink` after 10 seconds.
// - On a page where you do not start the chat, or hide it from the start, such as a page whose address holds a token,
//   do not call it: it would show `contactLink` after 10 seconds.
/* global Parley */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a global function: your page's script calls it.
function parleyChatButton(button, contactLink, onClick) {
  // Shared by every button: the chat's `hide` state and the buttons that watch `shutdown`, `hide` and `show`.
  /** @type {any} */
  var self = parleyChatButton;
  /** @type {{hidden: boolean, stopped: boolean, watched: boolean, buttons: Function[]}} */
  var shared = (self.shared = self.shared || {hidden: false, stopped: false, watched: false, buttons: []});
  var ready = false;
  var failed = false; // The chat cannot start, or has not started in 10 seconds: the contact link shows.
  function render() {
    button.hidden = !ready || shared.hidden;
    if (contactLink) contactLink.hidden = ready || !failed;
  }
  function showOpen(open) {
    if (!onClick) button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  // Called by the watch below, before the command runs.
  function onCommand(/** @type {unknown} */ command) {
    if (command === 'shutdown') ready = false; // Not the contact link: the chat was ended on purpose.
    render();
  }
  // Follows the chat's `hide` state: `shutdown` forgets a `hide`, so the next `boot` shows the bubble, and the SDK
  // ignores `hide` and `show` between `shutdown` and `boot`.
  function follow(/** @type {unknown} */ command) {
    if (command === 'shutdown') {
      shared.hidden = false;
      shared.stopped = true;
    } else if (command === 'boot') shared.stopped = false;
    else if ((command === 'hide' || command === 'show') && !shared.stopped) shared.hidden = command === 'hide';
  }
  // `Parley`, the snippet's queue or the SDK's own function that replaces it once it loads, wrapped once to see
  // `shutdown`, `hide`, `show` and `boot`: the first three fire no event of their own.
  function watch() {
    /** @type {any} */
    var current = Parley;
    if (current.parleyChatButtonWatch) return;
    if (current.q && !shared.watched) {
      // The commands queued before the first button, in their order.
      for (var i = 0; i < current.q.length; i++) follow(current.q[i][0]);
    }
    /** @type {any} The same commands, passed on as they came. */
    var watched = function (/** @type {unknown} */ command) {
      follow(command);
      if (command === 'shutdown' || command === 'hide' || command === 'show') {
        shared.buttons.slice().forEach(function (buttonWatch) {
          buttonWatch(command);
        });
      }
      return current.apply(window, arguments);
    };
    shared.watched = true;
    watched.parleyChatButtonWatch = current;
    watched.q = current.q; // The queue's calls, for the SDK once it loads.
    window.Parley = watched;
  }
  function onReady() {
    ready = true;
    failed = false;
    watch(); // Again: the SDK's function has replaced the queue.
    render();
    showOpen(Parley('isOpen') === true);
  }
  function onError(/** @type {{code: string}} */ error) {
    if (error.code === 'domain_not_allowed' || error.code === 'invalid_chatbot_id') {
      ready = false;
      failed = true;
      render();
    }
  }
  function onOpen() {
    showOpen(true);
  }
  function onClose() {
    showOpen(false);
  }
  function toggle() {
    Parley('toggle');
  }
  shared.buttons.push(onCommand);
  watch();
  Parley('on', 'ready', onReady);
  Parley('on', 'error', onError);
  var timer = setTimeout(function () {
    if (ready) return;
    failed = true;
    render();
  }, 10000);
  Parley('on', 'open', onOpen);
  Parley('on', 'close', onClose);
  button.addEventListener('click', onClick || toggle);
  var bound = true;
  return function unbind() {
    if (!bound) return;
    bound = false;
    clearTimeout(timer);
    shared.buttons.splice(shared.buttons.indexOf(onCommand), 1);
    Parley('off', 'ready', onReady);
    Parley('off', 'error', onError);
    Parley('off', 'open', onOpen);
    Parley('off', 'close', onClose);
    button.removeEventListener('click', onClick || toggle);
  };
}
