/**
 * Swizzle of @theme/DocItem/Content: eject (unsafe), theme-classic 3.10.2.
 * Why:
 * - every doc page gets the "Copy page" menu (copy or view the page as Markdown, open it in ChatGPT or
 *   Claude) beside its title;
 * - a static page (one that src/plugins/remark-static-content.ts marks `staticContent`: only Markdown, HTML
 *   and admonitions) is not hydrated: on the first load the browser keeps the server's HTML of the content
 *   and React hydrates only the `div` around it. Its links still navigate inside the app (one click handler
 *   on the `div`, src/utils/client-navigation.ts) and preload their page on hover or touch, as `<Link>` does.
 *   After a client-side navigation the page renders normally.
 * Changes: marked // CUSTOM … // CUSTOM END.
 */
import {useState, type MouseEvent, type ReactElement, type ReactNode, type TouchEvent} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
// CUSTOM
import routes from '@generated/routes';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {matchRoutes} from 'react-router-config';
import CopyPage from '@site/src/components/CopyPage';
import {clientNavigationTarget} from '@site/src/utils/client-navigation';
// CUSTOM END

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

// CUSTOM
const STATIC_ATTRIBUTE = 'data-static-content';

/** A path that one of the app's routes serves (not the catch-all not-found route). */
function isRoute(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches.length > 0 && matches[matches.length - 1]!.route.path !== '*';
}

/**
 * The server's HTML of the content on the first load of a static page, else null (render React). Read from
 * the page itself so that, should React ever render this `div` afresh, it renders the same content.
 * One object for the component's life: React 19 sets `innerHTML` again whenever the `dangerouslySetInnerHTML`
 * object is a new one (React 18 compared the strings), so a fresh `{__html}` on each render rebuilt the whole
 * article in the re-render that follows hydration: the reader's text selection lost, the page laid out again
 * and its largest paint moved after hydration.
 */
function useServerHtml(isStatic: boolean): {__html: string} | null {
  const [html] = useState(() => {
    if (!isStatic || typeof document === 'undefined') return null;
    if (document.documentElement.dataset.hasHydrated === 'true') return null;
    const element = document.querySelector(`[${STATIC_ATTRIBUTE}]`);
    return element ? {__html: element.innerHTML} : null;
  });
  return html;
}

function useStaticLinks() {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const anchorOf = (event: {target: EventTarget; currentTarget: HTMLElement}) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    return anchor instanceof HTMLAnchorElement && event.currentTarget.contains(anchor) ? anchor : null;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = anchorOf(event);
    const to = anchor && clientNavigationTarget(anchor, event, window.location, baseUrl, isRoute);
    if (!to) return;
    event.preventDefault();
    history.push(to);
  };
  const preload = (event: MouseEvent<HTMLDivElement> | TouchEvent<HTMLDivElement>) => {
    const anchor = anchorOf(event);
    if (!anchor || anchor.origin !== window.location.origin || !isRoute(anchor.pathname)) return;
    window.docusaurus.preload(anchor.pathname);
  };
  return {onClick, onMouseOver: preload, onTouchStart: preload};
}
// CUSTOM END

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  // CUSTOM
  const {metadata} = useDoc();
  // The page's MDX module exports `staticContent`; Docusaurus puts a module's named exports on its component.
  const contentType = (children as ReactElement).type as unknown as {staticContent?: boolean} | undefined;
  const isStatic = contentType?.staticContent === true;
  const serverHtml = useServerHtml(isStatic);
  const staticLinks = useStaticLinks();
  const className = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      {serverHtml !== null ? (
        <div
          className={className}
          {...{[STATIC_ATTRIBUTE]: ''}}
          {...staticLinks}
          dangerouslySetInnerHTML={serverHtml}
          suppressHydrationWarning
        />
      ) : (
        <div className={className} {...(isStatic ? {[STATIC_ATTRIBUTE]: ''} : {})}>
          {syntheticTitle && (
            <header>
              <Heading as="h1">{syntheticTitle}</Heading>
            </header>
          )}
          <MDXContent>{children}</MDXContent>
        </div>
      )}
    </>
  );
  // CUSTOM END
}
