/**
 * The doc pages of the site, read from the docs plugins' own loaded content
 * (not from a list of our own): docs in sidebar order, and the generated index
 * pages of sidebar categories. The writer checks (./writer-checks/index.ts) and
 * the post-build steps (./post-build/index.ts) both read them. A pure function,
 * so that tests can feed it.
 */
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {withoutTrailingSlash} from '../utils/page-twins';

export type DocPage = {
  /** Docs plugin instance id: `user`, `developer`, `integration`. */
  pluginId: string;
  kind: 'doc' | 'generated-index';
  title: string;
  description: string;
  /** Route with the base URL, as served (no trailing slash): `/guides/user/intro`. */
  permalink: string;
  /** Where a writer fixes the page: `user/intro.mdx`, or the sidebar file for a generated index. */
  source: string;
  /** Listed in llms.txt (unlisted docs are built but kept out of lists, as the sitemap does). */
  listed: boolean;
  /** Last update from git, when the docs plugin computed it (ms since the epoch). */
  lastUpdatedAt?: number;
  /**
   * Front matter `questions`: the questions the page answers, in its readers' own words (search indexes them; a
   * doc page without them fails the writer checks). Empty for a generated index or a malformed list.
   */
  questions: string[];
};

/** Front matter `questions` as a list of non-empty strings, or empty when it is missing or not such a list. */
function questionsOf(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return [];
  return value.map((item: string) => item.trim()).filter((item) => item !== '');
}

/** The part of a loaded sidebar item we read (the docs plugin's `SidebarItem`, structurally). */
type SidebarItem = {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string};
  label?: string;
};

function sourcePath(doc: DocMetadata): string {
  return doc.source.replace(/^@site\//, '');
}

/** Pages of one docs plugin instance, in the order its sidebars show them, then any doc outside them. */
export function pagesOfPlugin(pluginId: string, content: LoadedContent): DocPage[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages: DocPage[] = [];
  const seen = new Set<string>();

  const addDoc = (id: string | undefined): void => {
    const doc = id ? docsById.get(id) : undefined;
    if (!doc || seen.has(withoutTrailingSlash(doc.permalink))) return;
    seen.add(withoutTrailingSlash(doc.permalink));
    pages.push({
      pluginId,
      kind: 'doc',
      title: doc.title,
      description: typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description.trim() : '',
      permalink: withoutTrailingSlash(doc.permalink),
      source: sourcePath(doc),
      listed: !doc.unlisted,
      lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
      questions: questionsOf(doc.frontMatter.questions),
    });
  };

  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') addDoc(item.id);
      if (item.type === 'category') {
        const link = item.link;
        if (link?.type === 'doc') addDoc(link.id);
        const indexPermalink = link?.permalink ? withoutTrailingSlash(link.permalink) : undefined;
        if (link?.type === 'generated-index' && indexPermalink && !seen.has(indexPermalink)) {
          seen.add(indexPermalink);
          pages.push({
            pluginId,
            kind: 'generated-index',
            title: link.title ?? item.label ?? '',
            description: (link.description ?? '').trim(),
            permalink: indexPermalink,
            source: `sidebars-${pluginId}.ts (category "${item.label ?? link.title}")`,
            listed: true,
            questions: [],
          });
        }
        walk(item.items ?? []);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars as Record<string, SidebarItem[]>)) walk(sidebar);
  for (const doc of version.docs) addDoc(doc.id);
  return pages;
}
