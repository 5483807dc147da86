/**
 * Product facts that pages repeat. This is the only place they are typed.
 *
 * - MDX pages use the tokens: `%PRODUCT_NAME%`, `%API_BASE_URL%`, … (see
 *   `config/tokens.ts`), in prose, in links and inside code blocks. The remark
 *   plugin `src/plugins/remark-product-facts.ts` replaces them at build time and
 *   fails the build on an unknown token, naming the file.
 * - React components import `product` from here. It is in every page's main.js
 *   (the footer, the logo, "Report a mistake"), so it imports nothing: the
 *   repeated facts of `config/facts.ts` reach only the pages whose components use them.
 */

export const product = {
  /** The product's name, as prose writes it. */
  productName: 'Parley',
  /** The company behind it, for legal lines. */
  companyName: 'Parley Labs',
  /** The versioned base URL of the HTTP API, without a trailing slash. */
  apiBaseUrl: 'https://api.parleychat.io/v1',
  /** The API version segment of the base URL. */
  apiVersion: 'v1',
  /** The web dashboard. */
  dashboardUrl: 'https://app.parleychat.io',
  /** The support address readers write to. */
  supportEmail: 'support@parleychat.io',
  /** The status page. */
  statusUrl: 'https://status.parleychat.io',
  /** The URL of the JavaScript SDK loader script that embeds the chat bubble. */
  widgetScriptUrl: 'https://cdn.parleychat.io/widget/v1/parley.js',
  /** The origin the loader script comes from (`script-src` of a Content-Security-Policy). */
  widgetScriptOrigin: 'https://cdn.parleychat.io',
  /** The origin of the chat window's frame and of the loader's settings request (`frame-src`, `connect-src`). */
  widgetFrameOrigin: 'https://widget.parleychat.io',
} as const;

export type ProductFact = keyof typeof product;
