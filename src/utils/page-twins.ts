/**
 * Where a doc page's companions live, from its permalink. The build plugin
 * (`src/plugins/post-build`) writes them there and the page (copy menu, social card
 * tags) links to them, so both import these functions.
 *
 * - Markdown twin: the page URL plus `.md` (`/guides/user/intro.md`).
 * - Social card: `<baseUrl>img/social/<path>.png` (`/guides/img/social/user/intro.png`).
 */
import {socialCard} from '../../config/social-card';

/**
 * The page's URL path as the site serves it (`trailingSlash: false`): an area
 * landing doc has the permalink `/guides/developer/` but lives at `/guides/developer`.
 */
export function withoutTrailingSlash(permalink: string): string {
  return permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
}

/** `/guides/user/intro` → `/guides/user/intro.md`. */
export function twinPermalink(permalink: string): string {
  return `${withoutTrailingSlash(permalink)}.md`;
}

/** The page's path below the base URL: `/guides/user/intro` → `user/intro` (`index` for the base itself). */
export function pathBelowBase(permalink: string, baseUrl: string): string {
  const path = withoutTrailingSlash(permalink);
  const base = baseUrl.replace(/\/+$/, '');
  const rest =
    path === base ? '' : path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path.replace(/^\/+/, '');
  return rest === '' ? 'index' : rest;
}

/** `/guides/user/intro` → `/guides/img/social/user/intro.png`. */
export function socialImagePermalink(permalink: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/*$/, '/')}${socialCard.directory}/${pathBelowBase(permalink, baseUrl)}.png`;
}

/** The absolute URL of a permalink: `https://docs.example.com` + `/guides/user/intro`. */
export function absoluteUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${permalink.startsWith('/') ? '' : '/'}${permalink}`;
}

/** What the copy menu asks an AI assistant: read this page (its Markdown twin), then help. */
export function assistantPrompt(pageUrl: string, twinUrl: string, siteName: string): string {
  return `Read ${pageUrl} from ${siteName} (Markdown version: ${twinUrl}) so that I can ask you questions about it.`;
}

/** Links that open an assistant with the prompt filled in (plain links: the site calls no backend). */
export function assistantLinks(prompt: string): {chatGpt: string; claude: string} {
  const q = encodeURIComponent(prompt);
  return {
    chatGpt: `https://chatgpt.com/?hints=search&q=${q}`,
    claude: `https://claude.ai/new?q=${q}`,
  };
}
