/**
 * Whether a click on a link in server-rendered HTML that React does not manage (a static page's content, see
 * src/theme/DocItem/Content) should navigate inside the app, as a Docusaurus `<Link>` would, and to where.
 * Pure, for unit tests; the component passes the browser's objects.
 */
export type ClickLike = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
};

export type AnchorLike = {href: string; target: string; hasAttribute(name: string): boolean};

/**
 * The path (with query and hash) to push to the router, or undefined to let the browser follow the link:
 * another origin, another tab or a download, a modified or non-primary click, a link to a part of the same
 * page, anything outside the base URL or that is not one of the app's routes (a static file).
 */
export function clientNavigationTarget(
  anchor: AnchorLike,
  click: ClickLike,
  current: {origin: string; pathname: string; search: string},
  baseUrl: string,
  isRoute: (pathname: string) => boolean,
): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, current.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || !url.pathname.startsWith(baseUrl)) return undefined;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  if (!isRoute(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
