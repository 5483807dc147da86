/**
 * The static HTML of the API reference pages, by fragment id (see src/plugins/api-reference/remark.ts).
 *
 * The server bundle registers every page's HTML, so the static site has all of it. In the browser, a page's HTML
 * is registered only when the reader arrives from another page of the site; on a first visit it is already in
 * the document, React leaves it alone (`dangerouslySetInnerHTML` is not hydrated), and `rememberFragment` keeps
 * a copy for when the reader comes back to the page later.
 */
import type {BuilderData} from '../../api-model';

export type Html = {__html: string};

const fragments = new Map<string, Html>();

export function registerFragments(map: Record<string, string>): void {
  for (const [id, html] of Object.entries(map)) fragments.set(id, {__html: html});
}

/** The fragment's HTML, as the one object React gets for it (a new object would make React write it again). */
export function fragmentHtml(id: string): Html | undefined {
  return fragments.get(id);
}

export function rememberFragment(id: string, html: string): void {
  if (!fragments.has(id)) fragments.set(id, {__html: html});
}

/** Whether the page in the document already holds the fragment (a first visit: the static HTML). */
export function isInDocument(id: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[data-api-fragment="${CSS.escape(id)}"]`) !== null;
}

type BuilderModule = {default: BuilderData};
const builders = new Map<string, () => Promise<BuilderModule>>();

/** How to load each operation's request builder data (a chunk of its own, loaded when a reader opens it). */
export function registerBuilders(map: Record<string, () => Promise<BuilderModule>>): void {
  for (const [operationId, load] of Object.entries(map)) builders.set(operationId, load);
}

export function builderLoader(operationId: string): (() => Promise<BuilderModule>) | undefined {
  return builders.get(operationId);
}
