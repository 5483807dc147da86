// parley-chat.js 2026-11-28: the Parley chat bubble in a single-page app, as one ES module. Your page loads no
// embed snippet and sets no `window.parleySettings`: `startChat` loads the SDK. From your app, call:
// - `configureChat({chatbotId, routes, options, …})` once, with your app's settings, before `startChat()`;
// - `startChat()` once the visitor has consented to the chat (at once if you ask no consent);
// - `onRouteChange(path)` from your router after each navigation, with the router's own path, as `routes` lists it;
// - `onSignedIn()` once your own sign-in is done, and `onSignedOut()` whenever the user's session ends: your sign-out,
//   and your auth library's "signed out" or "session expired" event (other tabs of your app follow by themselves);
// - `withdrawChatConsent()` when the visitor withdraws consent;
// - `setChatMetadata(values)` for metadata of your own, such as the user's plan, kept through route changes;
// - `bindChatButton(button, contactLink)` for each chat button of your own, in any framework.

// Your app's settings. Set them with `configureChat({…})` from your own entry file, not here: this file then stays as
// shipped, and a new version replaces it whole. A setting you leave out keeps its default below.
const config = {
  // Your chatbot's ID, from its Settings → General: per environment, or from your build configuration
  // (`import.meta.env.VITE_PARLEY_CHATBOT_ID`, `process.env.NEXT_PUBLIC_PARLEY_CHATBOT_ID`). The default is a
  // placeholder, no chatbot's ID: left in, the console shows `[Parley] invalid_chatbot_id` and no bubble shows.
  chatbotId: 'bot_7Hq2mX9aLp',
  // Your app's base path, the one your router is given (React Router `basename`, Next.js `basePath`, Vue Router
  // `createWebHistory('/app/')`), such as '/app'; '' for an app at the site's root. Your router's paths leave it out.
  basePath: '',
  // `true` with a hash router (React Router `createHashRouter`, Vue Router `createWebHashHistory`): the router's path
  // is in the address's `#` fragment.
  hashRouter: false,
  // Your app's routes, as patterns of your router's paths (without `basePath`): `:name` stands for one segment of the
  // path, a `*` as the last segment for the rest of the path, zero or more segments (a catch-all route: Next.js
  // `[...slug]`, React Router `*`, Vue Router `:pathMatch(.*)*`, Angular `**`), and the other segments match in any
  // case (`/Orders/123` matches `/orders/:id`). The pattern an address matches goes with the conversation as `page`;
  // an address no pattern matches sends none, never the address itself.
  routes: ['/', '/pricing', '/orders/:id', '/checkout', '/reset-password/:token', '/activate/:token'],
  // Your routes whose address holds a token or personal data, as patterns: the chat never shows there.
  tokenRoutes: ['/reset-password/:token', '/activate/:token'],
  // Your routes where the bubble hides, as patterns: the chat still starts, and a conversation goes on underneath.
  hiddenRoutes: ['/checkout'],
  // Where your back end answers with the signed-in user ("Your back end's /api/me" in Parley's identity verification
  // guide): a path on this origin, or a full URL on another one, such as 'https://api.example.com/me', whose CORS
  // answer then allows this origin with credentials. '' for an app without sign-in: no request, the chat is anonymous.
  meUrl: '/api/me',
  // The request options for `meUrl`: none, so the browser sends its cookies on this origin. With `meUrl` on another
  // origin, `() => ({credentials: 'include'})` sends them there. An app that signs its API calls with a bearer token
  // sends it instead: `async () => ({headers: {Authorization: `Bearer ${await getAccessToken()}`}})`.
  meRequest: () => ({}),
  // The SDK's script: the `v1` line, or a pinned release (`v1` replaced by its number, as Versions in Parley's SDK
  // reference shows).
  sdkUrl: 'https://cdn.parleychat.io/widget/v1/parley.js',
  // A pinned release's Subresource Integrity hash, `sha384-…`, computed as Versions shows; '' for none. Never with the
  // `v1` URL: its file changes with each release, and the browser would then refuse it and show no bubble.
  sdkIntegrity: '',
  // The SDK's own options, as the Options table of Parley's SDK reference names them, for every boot: `position`,
  // `hideLauncher`, `openOnLoad`, `primaryColor` and `zIndex`, such as `{hideLauncher: true, zIndex: 1000}`. Set them
  // here, not with `Parley('update', …)`: a sign-out's `shutdown` forgets what `update` changed, and its `boot` takes
  // these again. Another name, or a value of the wrong type, is left out, with a warning in the console.
  options: {},
};

// The SDK's options `options` may set, each with the values the SDK takes. The module sets `chatbotId`, `visitor` and
// `metadata` itself.
const bootOptionRules = {
  position: (value) => value === 'right' || value === 'left',
  hideLauncher: (value) => typeof value === 'boolean',
  openOnLoad: (value) => typeof value === 'boolean',
  primaryColor: (value) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value), // `#rrggbb`, as the SDK takes.
  zIndex: (value) => Number.isInteger(value),
};

// The options of `options` the SDK takes; the others are left out with a warning, as the SDK would refuse them.
function bootOptions(options) {
  const valid = {};
  if (typeof options !== 'object' || options === null) {
    console.warn("Parley: configureChat's options is not an object; it is ignored.");
    return valid;
  }
  for (const [name, value] of Object.entries(options)) {
    if (!Object.prototype.hasOwnProperty.call(bootOptionRules, name)) {
      console.warn(`Parley: configureChat's options has no ${name}; it is ignored.`);
    } else if (!bootOptionRules[name](value)) {
      console.warn(`Parley: configureChat's options.${name} is not a value the SDK takes; it is ignored.`);
    } else valid[name] = value;
  }
  return valid;
}

let consented = false; // `startChat` ran, and `withdrawChatConsent` has not run since.
let chatSettings; // The settings of the last `boot`; `undefined` while the chat does not run.
let chatStart; // The start waiting for `/api/me`, which sign-in, sign-out and withdrawal mark.
let onTokenRoute = false; // The visitor is on a token route now.
let onHiddenRoute = false; // The visitor is on a route of `hiddenRoutes` now.
let route; // The pattern of `routes` the visitor's address matches now, or `undefined`.
let routeReported = false; // Your router has called `onRouteChange`: its path wins over the address.
let userChanges = 0; // Counts sign-ins and sign-outs: an `/api/me` answer counts only if none came since its request.
let bootOnLeaving = false; // A start ended on a token route: leaving it starts the chat.
let verified = false; // The chat runs, or is starting, with a signed-in user.
let appMetadata = {}; // Your app's own metadata (`setChatMetadata`), sent beside `page`; dropped at sign-out.
const allowedListeners = new Set();

// The embed snippet's queue, from the start: calls to `Parley` your code makes before the SDK has loaded (such as
// `ChatButton`'s `on`) wait in it, and run in order once it has. It loads nothing. (No `window` on a server.)
if (typeof window !== 'undefined') {
  window.Parley =
    window.Parley ||
    function () {
      (window.Parley.q = window.Parley.q || []).push(arguments);
      return undefined; // A queued call returns nothing.
    };
}
let sdkRequested = false;

// The embed snippet's script, on the first start only: nothing of the chat loads before consent.
function loadSdk() {
  if (sdkRequested) return;
  sdkRequested = true;
  if (document.querySelector('script[src$="/parley.js"]')) return; // An embed snippet loads it already: not twice.
  const script = document.createElement('script');
  script.src = config.sdkUrl;
  script.async = true;
  if (config.sdkIntegrity) {
    script.integrity = config.sdkIntegrity;
    script.crossOrigin = 'anonymous'; // The SDK's origin allows it, so the browser can check the hash.
  }
  document.head.append(script);
}

// The signed-in user from your back end, `{id, userHash, name?, email?}`, or `null` (a 401): the contract is
// "Your back end's /api/me" in Parley's identity verification guide.
async function fetchMe() {
  if (!config.meUrl) return null; // No sign-in in this app: nobody to fetch.
  try {
    const response = await fetch(config.meUrl, await config.meRequest());
    return response.ok ? await response.json() : null;
  } catch {
    return null; // Your back end did not answer, or no token: the visitor chats anonymously.
  }
}

// The visitor for `boot` or `identify`, or `undefined` for an anonymous visitor. The SDK refuses the whole visitor
// for an `id` over 255 characters or a `name` or `email` it does not accept.
function chatVisitor(me) {
  if (!me?.id) return undefined; // Not signed in.
  const id = String(me.id);
  if (typeof me.userHash !== 'string' || [...id].length > 255) {
    console.warn('Parley: /api/me sent no userHash, or an id over 255 characters; the chat starts anonymous.');
    return undefined;
  }
  const name = typeof me.name === 'string' && [...me.name].length <= 200 ? me.name : undefined; // Code points.
  // The SDK's email rule, the same pattern as the Python builder's.
  const email =
    typeof me.email === 'string' &&
    /^(?=.{1,254}$)[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(me.email)
      ? me.email
      : undefined;
  return {id, ...(name ? {name} : {}), ...(email ? {email} : {}), userHash: me.userHash};
}

// Whether `pathname` matches `pattern`, segment by segment, fixed segments in any case, as React Router and Vue
// Router match by default: `/Reset-Password/k7Qx2` is a token route too. `:name` matches one segment; a last `*`
// matches the rest, zero or more segments: `/reset-password/*` matches `/reset-password/k7Qx2/confirm`.
// With `ignoreCase: true`, URLPattern does the same in Chromium, Firefox 142+ and
// Safari 26+; this also runs in older browsers.
function matches(pattern, pathname) {
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const got = pathname.toLowerCase().split('/').filter(Boolean);
  const rest = want[want.length - 1] === '*'; // A catch-all: the segments before it match, and any after them.
  if (rest) want.pop();
  if (rest ? got.length < want.length : got.length !== want.length) return false;
  return want.every((part, index) => part.startsWith(':') || part === got[index]);
}

// The path your router would give `onRouteChange` for the address now: without `basePath`, or the `#` fragment's
// path with `hashRouter`. Read only before your router's first `onRouteChange`.
function routerPath() {
  if (config.hashRouter) return location.hash.slice(1).split('?')[0] || '/';
  const base = config.basePath.replace(/\/+$/, '').toLowerCase();
  const lower = location.pathname.toLowerCase();
  if (base && (lower === base || lower.startsWith(`${base}/`))) return location.pathname.slice(base.length) || '/';
  return location.pathname;
}

// The route state for `pathname`: on a token or hidden route or not, and the pattern it matches.
function setRoute(pathname) {
  onTokenRoute = config.tokenRoutes.some((pattern) => matches(pattern, pathname));
  onHiddenRoute = config.hiddenRoutes.some((pattern) => matches(pattern, pathname));
  route = config.routes.find((pattern) => matches(pattern, pathname));
}

// The settings for `boot`: your `options`, the visitor, if any, your app's metadata and the current route's pattern as
// `page`. A sign-out's `boot` takes them too.
function settingsFor(visitor) {
  const metadata = {...appMetadata, ...(route ? {page: route} : {})};
  return {
    chatbotId: config.chatbotId,
    ...config.options, // Checked by `configureChat`: the SDK's options, the same at every boot.
    ...(visitor ? {visitor} : {}),
    ...(Object.keys(metadata).length ? {metadata} : {}),
  };
}

async function bootChat() {
  if (!consented || chatSettings || chatStart) return; // No consent, or started or starting already.
  if (onTokenRoute) {
    bootOnLeaving = true; // No `boot` on a token route: `onRouteChange` starts the chat once the visitor leaves it.
    return;
  }
  const start = {signedIn: false, signedOut: false, withdrawn: false};
  chatStart = start;
  let me = await fetchMe();
  while (start.signedIn && !start.withdrawn) {
    // A sign-in while `/api/me` answered: that answer may be from before it.
    start.signedIn = false;
    start.signedOut = false;
    me = await fetchMe();
  }
  if (chatStart === start) chatStart = undefined;
  if (start.withdrawn) return; // Consent withdrawn meanwhile: the chat never loads.
  if (onTokenRoute) {
    bootOnLeaving = true; // The visitor moved to a token route meanwhile.
    return;
  }
  // Signed out meanwhile: that answer was the signed-out user's, so anonymous.
  const visitor = start.signedOut ? undefined : chatVisitor(me);
  verified = Boolean(visitor);
  chatSettings = settingsFor(visitor);
  window.Parley('boot', chatSettings);
  if (onHiddenRoute) window.Parley('hide'); // Booted on a hidden route: shown once the visitor leaves it.
}

// Your app's settings, once, before `startChat()`, from your own entry file: `configureChat({chatbotId, routes, …})`,
// the names and defaults of `config` above. A name it does not know is ignored, with a warning in the console.
export function configureChat(settings) {
  for (const [name, value] of Object.entries(settings)) {
    if (name === 'options') config.options = bootOptions(value);
    else if (Object.prototype.hasOwnProperty.call(config, name)) config[name] = value;
    else console.warn(`Parley: configureChat has no setting ${name}; it is ignored.`);
  }
}

// Once the visitor has consented to the chat: loads the SDK, fetches the signed-in user and boots with them.
export function startChat() {
  const wasAllowed = chatAllowedHere();
  consented = true;
  if (!routeReported) setRoute(routerPath()); // Before your router's first `onRouteChange`: the address now.
  if (chatAllowedHere() !== wasAllowed) allowedListeners.forEach((listener) => listener());
  loadSdk();
  return bootChat();
}

// Whether your own chat buttons may show: `false` until `startChat` (no consent yet, or declined), after
// `withdrawChatConsent` until `startChat` again, and on a token or hidden route, where the window would open unseen.
// Hide or disable them then, never `show`.
export function chatAllowedHere() {
  return consented && !onTokenRoute && !onHiddenRoute;
}

// Calls `listener` each time `chatAllowedHere` changes; returns the function that stops it.
export function onChatAllowedChange(listener) {
  allowedListeners.add(listener);
  return () => {
    allowedListeners.delete(listener);
  };
}

// Keeps one chat button of your own in step, in any framework: hidden where `chatAllowedHere()` is `false` and until
// the SDK is ready; `aria-expanded` in step with the window; a click opens or closes it. `contactLink`, optional, is
// another way to reach you, such as `<a href="/contact" hidden>`: shown in the button's place when the chat cannot
// start, or has not started 10 seconds after it was allowed. It takes no click handler: a click always opens or closes
// the chat. Returns the function that unbinds both.
export function bindChatButton(button, contactLink) {
  let ready = false; // The SDK takes commands: a click would not only be queued.
  let failed = false; // The chat cannot start on this page (`ready` then never fires).
  let late = false; // No `ready` 10 seconds after the chat was allowed here.
  let timer;
  const show = () => {
    const allowed = chatAllowedHere();
    button.hidden = !(ready && allowed);
    if (contactLink) contactLink.hidden = !(allowed && !ready && (failed || late));
  };
  // No `ready` in 10 seconds: something stopped the SDK with no event.
  const wait = () => {
    clearTimeout(timer);
    late = false;
    if (chatAllowedHere()) {
      timer = setTimeout(() => {
        late = true;
        show();
      }, 10000);
    }
  };
  const expand = (open) => button.setAttribute('aria-expanded', String(open));
  // Called at once if the SDK is already ready, and again after a sign-out's `shutdown` and `boot`.
  const onReady = () => {
    clearTimeout(timer);
    ready = true;
    failed = false;
    expand(window.Parley('isOpen') === true);
    show();
  };
  const onOpen = () => expand(true);
  const onClose = () => expand(false);
  const onError = (error) => {
    if (error.code === 'domain_not_allowed' || error.code === 'invalid_chatbot_id') {
      ready = false; // The chat cannot start on this page: the fallback, not a button that does nothing.
      failed = true;
      show();
    }
  };
  const onAllowedChange = () => {
    ready = false; // After `withdrawChatConsent`'s `shutdown`: hidden until the next `ready`.
    wait();
    window.Parley('off', 'ready', onReady);
    window.Parley('on', 'ready', onReady); // Called at once if the SDK still runs (a hidden route).
    show();
  };
  const onClick = () => window.Parley('toggle');
  wait();
  window.Parley('on', 'ready', onReady);
  window.Parley('on', 'open', onOpen);
  window.Parley('on', 'close', onClose);
  window.Parley('on', 'error', onError);
  const stopListening = onChatAllowedChange(onAllowedChange);
  button.addEventListener('click', onClick);
  expand(false);
  show();
  return () => {
    clearTimeout(timer);
    window.Parley('off', 'ready', onReady);
    window.Parley('off', 'open', onOpen);
    window.Parley('off', 'close', onClose);
    window.Parley('off', 'error', onError);
    stopListening();
    button.removeEventListener('click', onClick);
  };
}

// After each navigation, with your router's path, as `routes` lists it (`useLocation().pathname`, `usePathname()`,
// `to.path`). Only the pattern it matches is sent.
export function onRouteChange(pathname) {
  routeReported = true;
  const wasAllowed = chatAllowedHere();
  const wasHidden = onTokenRoute || onHiddenRoute;
  setRoute(pathname);
  const hidden = onTokenRoute || onHiddenRoute;
  if (chatAllowedHere() !== wasAllowed) allowedListeners.forEach((listener) => listener());
  if (bootOnLeaving) {
    if (onTokenRoute) return;
    bootOnLeaving = false;
    void bootChat();
    return;
  }
  if (!chatSettings) return; // Not booted: a command would be refused, and the boot sends the route itself.
  if (hidden && !wasHidden) window.Parley('hide');
  else if (!hidden && wasHidden) window.Parley('show'); // Only on leaving a token or hidden route.
  chatSettings = settingsFor(chatSettings.visitor); // `update` replaces the whole `metadata`: none on no match.
  window.Parley('update', {metadata: chatSettings.metadata ?? {}});
}

// When a user signs in without a page load.
export async function onSignedIn() {
  const change = ++userChanges;
  if (chatStart) {
    chatStart.signedIn = true; // The waiting start fetches the user again.
    return;
  }
  if (!chatSettings) return; // Not booted: `identify` would be refused, and a later start fetches the user itself.
  const visitor = chatVisitor(await fetchMe());
  // A sign-out or another sign-in since: this answer is no longer the user on this browser.
  if (visitor && chatSettings && change === userChanges) {
    window.Parley('identify', visitor);
    verified = true;
  }
}

// The other tabs of your app on this browser (BroadcastChannel, in every current browser): a sign-out in one tab
// ends the verified chat in all of them, as the user's session has ended there too. Only in a browser: Node.js has a
// BroadcastChannel too, and an open one keeps a server-side render or a test run from exiting (`unref` lets it exit).
const otherTabs =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel('parley-chat');
// Node.js's channel has `unref`, a browser's has none.
if (otherTabs && 'unref' in otherTabs && typeof otherTabs.unref === 'function') otherTabs.unref();
if (otherTabs) {
  otherTabs.onmessage = (event) => {
    // Only a tab whose chat still runs, or starts, with the user: one that signed out itself has nothing to end.
    if (event.data === 'signed-out' && (verified || chatStart)) signOutHere();
  };
}

// Metadata of your own, such as `{plan: 'pro'}`: it replaces the values of an earlier call, and goes with every route's
// `page` (a `page` of yours is left out: the route's pattern is the module's). A sign-out drops it, as it may describe
// the user: set values that do not again after `onSignedOut()`. At most 19 keys and 500 code points a value: the SDK
// would refuse the whole `metadata` past them, so a value that is not such a string, and each key past the 19th, is
// left out, with a warning in the console, and the others go.
export function setChatMetadata(values) {
  appMetadata = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (name === 'page') continue; // The route's pattern is the module's.
    if (typeof value !== 'string' || [...value].length > 500)
      console.warn(`Parley: setChatMetadata's ${name} is not a string of at most 500 code points; it is left out.`);
    else if (Object.keys(appMetadata).length === 19)
      console.warn(`Parley: setChatMetadata takes at most 19 keys; ${name} is left out.`);
    else appMetadata[name] = value;
  }
  if (!chatSettings) return; // Not booted: the boot sends it.
  chatSettings = settingsFor(chatSettings.visitor);
  window.Parley('update', {metadata: chatSettings.metadata ?? {}});
}

// When the user's session ends without a page load: your sign-out, or your auth library's "signed out" or "session
// expired" event. The next person on this browser chats anonymous, in this tab and in your app's other tabs.
export function onSignedOut() {
  signOutHere();
  otherTabs?.postMessage('signed-out');
}

function signOutHere() {
  userChanges += 1;
  verified = false;
  if (chatStart) {
    chatStart.signedOut = true; // The waiting start boots anonymous, not with its answer.
    chatStart.signedIn = false;
  }
  appMetadata = {}; // The signed-out user's values go with them.
  if (!chatSettings) return; // Never started (no consent): nothing to end, no bubble to bring back.
  const anonymous = settingsFor(undefined); // Without the user who signed out and their values.
  window.Parley('shutdown'); // Also ends what a `boot` still queued while the SDK loads starts: commands run in order.
  window.Parley('boot', anonymous); // Handlers added with `on` stay, and `ready` fires again.
  if (onTokenRoute || onHiddenRoute) window.Parley('hide'); // Hidden there until the visitor leaves the route.
  chatSettings = anonymous;
}

// When the visitor withdraws consent: the chat ends and nothing starts it again until `startChat`.
export function withdrawChatConsent() {
  const wasAllowed = chatAllowedHere();
  consented = false; // Your chat buttons go: a click would be refused until `startChat`.
  bootOnLeaving = false;
  if (chatStart) chatStart.withdrawn = true;
  chatStart = undefined; // A new `startChat` starts afresh, while the withdrawn one boots nothing.
  chatSettings = undefined;
  verified = false;
  delete window.parleySettings;
  // Removes the bubble and both of its storage entries; ends a conversation in progress.
  if (sdkRequested) window.Parley('shutdown');
  if (wasAllowed) allowedListeners.forEach((listener) => listener());
}
