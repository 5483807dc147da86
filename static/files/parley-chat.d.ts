// parley-chat.d.ts 2026-11-28: the types of parley-chat.js 2026-11-28, for a TypeScript app (Angular, Vite's react-ts and vue-ts). Keep it
// next to parley-chat.js, under the same name: TypeScript then types `import … from './parley-chat.js'`.

/** Your app's settings for `configureChat`. Each one you leave out keeps the module's default. */
export interface ChatSettings {
  /** Your chatbot's ID, from its Settings → General. The default is a placeholder, no chatbot's ID. */
  chatbotId?: string;
  /** Your app's base path, the one your router is given, such as `'/app'`. Default `''`. */
  basePath?: string;
  /** `true` with a hash router, whose path is in the address's `#` fragment. Default `false`. */
  hashRouter?: boolean;
  /**
   * Your app's routes as patterns, such as `/orders/:id`: the one an address matches goes as `page`. `:name` matches
   * one segment; a last `*` matches the rest of the path, zero or more segments.
   */
  routes?: string[];
  /** The routes whose address holds a token or personal data: the chat never shows there. */
  tokenRoutes?: string[];
  /** The routes where the bubble hides; the chat still runs underneath. Default `['/checkout']`. */
  hiddenRoutes?: string[];
  /** Where your back end answers with the signed-in user; `''` for an app without sign-in. Default `'/api/me'`. */
  meUrl?: string;
  /** The request options for `meUrl`, such as your bearer token. Default: cookies on this origin. */
  meRequest?: () => RequestInit | Promise<RequestInit>;
  /** Only to pin a release: its URL. Default: the `v1` line. */
  sdkUrl?: string;
  /** Only with a pinned `sdkUrl`: its `sha384-…` hash. Default `''`, none. */
  sdkIntegrity?: string;
  /**
   * The SDK's own options for every boot, a sign-out's included, rather than `Parley('update', …)`, which a sign-out
   * forgets. Another name, or a value of the wrong type, is left out, with a console warning. Default `{}`.
   */
  options?: ChatBootOptions;
}
/** The SDK's options `configureChat`'s `options` sets, as the Options table of Parley's SDK reference defines them. */
export interface ChatBootOptions {
  /** Bottom corner of the launcher and the window. Default: the dashboard's **Bubble position**. */
  position?: 'right' | 'left';
  /** Hides the round launcher; open the chat from your own button. Default `false`. */
  hideLauncher?: boolean;
  /** Opens the window as the page loads. Default: the dashboard's **Open automatically**. */
  openOnLoad?: boolean;
  /** Colour of the bubble, the header and the visitor's messages, `#rrggbb`. Default: the dashboard's **Accent colour**. */
  primaryColor?: string;
  /** Stacking order of the launcher and the window, a whole number. */
  zIndex?: number;
}
/** Your app's settings, once, before `startChat()`. A name it does not know is ignored, with a console warning. */
export function configureChat(settings: ChatSettings): void;
/** Once the visitor has consented to the chat: loads the SDK, fetches the signed-in user and boots with them. */
export function startChat(): Promise<void>;
/** Whether your own chat buttons may show: `false` before consent, after it is withdrawn, and on a token or hidden route. */
export function chatAllowedHere(): boolean;
/** Calls `listener` each time `chatAllowedHere()` changes; returns the function that stops it. */
export function onChatAllowedChange(listener: () => void): () => void;
/**
 * Keeps one chat button of your own in step. `contactLink`, such as a contact link, shows in its place when the chat
 * cannot start. It takes no click handler: a click always opens or closes the chat. For code of your own on a click,
 * add a `click` listener to the button, which receives the click's `MouseEvent`. Returns the function that unbinds both.
 */
export function bindChatButton(button: HTMLElement, contactLink?: HTMLElement | null): () => void;
/** After each navigation, with your router's path, without the base path. */
export function onRouteChange(pathname: string): void;
/** When a user signs in without a page load. */
export function onSignedIn(): Promise<void>;
/**
 * When the user's session ends without a page load: your sign-out, and your auth library's "signed out" or "session
 * expired" event. Your app's other tabs on this browser end the verified chat too.
 */
export function onSignedOut(): void;
/**
 * Metadata of your own, such as the user's plan: replaces the values of an earlier call and goes with every route's
 * `page`. A sign-out drops it.
 */
export function setChatMetadata(values: Record<string, string>): void;
/** When the visitor withdraws consent. */
export function withdrawChatConsent(): void;
