import type {APIRequestContext} from '@playwright/test';

/** Paths (with the base) of every URL in the built sitemap.xml. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/guides/sitemap.xml');
  if (!response.ok()) throw new Error(`sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
