/**
 * The post-build steps, in the order they run. The order is the contract:
 *
 * 1. OpenAPI files: `openapi.json`, `openapi.yaml`.
 * 1b. Changelog feed: `developer/changelog.atom`, and its `<link rel="alternate">` in the changelog page's head
 *    (before the twins and the CSP step read the page).
 * 1c. Webhook sender addresses: `files/webhook-senders.json`, from config/webhook-senders.ts.
 * 2. Markdown twins: `<page>.md`, from the built HTML (worker threads).
 * 3. Social cards: `img/social/**.png` (cached by content hash).
 * 4. llms files: `llms.txt`, `llms-full.txt`, per site and area (read the twins of 2).
 * 5. Static-host files: `robots.txt`, `search/index.html` (a copy of a page).
 * 6. Search index: `search-index/<area>.json` and its shards (src/search), from the built pages.
 * 7. Content-Security-Policy: into every HTML page, the copies of 5 included. Last,
 *    because it hashes the inline scripts of every page the steps before wrote.
 */
import {writePublished} from '../api-reference/index';
import {writeChangelogFeed} from './changelog-feed';
import {applyContentSecurityPolicy} from './csp';
import {writeLlmsFiles} from './llms-files';
import {writeSocialCards} from './social-cards';
import {writeSearchIndex} from './search-index';
import {writeStaticHostFiles} from './static-host';
import {writeTwins} from './twins';
import {writeWebhookSenders} from './webhook-senders';
import type {Step} from './types';

export const postBuildSteps: readonly Step[] = [
  {
    name: 'openapi',
    run: async ({outDir, siteUrl, baseUrl}) => {
      await writePublished(outDir, `${siteUrl}${baseUrl}`);
      return 'openapi.json, openapi.yaml';
    },
  },
  {name: 'changelog-feed', run: (input) => writeChangelogFeed(input)},
  {name: 'webhook-senders', run: (input) => writeWebhookSenders(input)},
  {name: 'markdown-twins', run: (input) => writeTwins(input)},
  {name: 'social-cards', run: (input) => writeSocialCards(input)},
  {name: 'llms-files', run: (input) => writeLlmsFiles(input)},
  {name: 'static-host', run: (input) => writeStaticHostFiles(input)},
  {name: 'search-index', run: (input) => writeSearchIndex(input)},
  {name: 'content-security-policy', run: ({outDir}) => applyContentSecurityPolicy(outDir)},
];
