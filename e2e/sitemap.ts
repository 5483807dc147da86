import type {APIRequestContext} from '@playwright/test';
import {baseUrl} from '../config/env';

/** Paths (with the base) of the URLs in a sitemap.xml text. */
export function parseSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Paths (with the base) of every URL in the built sitemap.xml, as the test server serves it. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${baseUrl}sitemap.xml`);
  if (!response.ok()) throw new Error(`sitemap.xml answered ${response.status()}`);
  const paths = parseSitemap(await response.text());
  if (paths.length === 0) throw new Error('sitemap.xml lists no pages');
  return paths;
}
