/**
 * The writer-checks plugin in Docusaurus's lifecycle: `loadContent` then `allContentLoaded`, over the docs plugins'
 * loaded content, on a scratch site folder. The checks themselves are tested in content.test.ts; the whole-build
 * proof is writer-mistakes.test.ts.
 */
import {cp, mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {DOCUMENT_FILE, DOCUMENT_PATH} from '../api-reference/document';
import writerChecksPlugin from './index';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, {recursive: true, force: true}))));

/** The docs plugins' content for pages written into a scratch site folder, beside the site's OpenAPI document. */
async function site(pages: Record<string, string>) {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'help-docs-writer-checks-'));
  dirs.push(siteDir);
  await mkdir(path.join(siteDir, 'openapi'));
  await cp(DOCUMENT_PATH, path.join(siteDir, DOCUMENT_FILE));
  const docs = [];
  for (const [source, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(siteDir, source)), {recursive: true});
    await writeFile(path.join(siteDir, source), text);
    const id = source.replace(/^developer\//, '').replace(/\.mdx$/, '');
    docs.push({
      id,
      title: id,
      frontMatter: {description: 'A page.'},
      permalink: `/guides/${source.replace(/\.mdx$/, '')}`,
      source: `@site/${source}`,
      unlisted: false,
    });
  }
  const content = {loadedVersions: [{docs, sidebars: {}}]} as unknown as LoadedContent;
  const context = {siteDir, siteConfig: {baseUrl: '/guides/'}} as unknown as LoadContext;
  return {context, content};
}

describe('writer-checks plugin', () => {
  it('fails the build on an operation rendered by two pages, naming both files and lines and the fix', async () => {
    const {context, content} = await site({
      'developer/api/region.mdx': '---\ntitle: Regions\n---\n\n<ApiOperation operationId="listRegions" />\n',
      'developer/api/other.mdx': '---\ntitle: Other\n---\n\nText.\n\n<ApiOperation operationId="listRegions" />\n',
    });
    const plugin = writerChecksPlugin(context);
    const own = await plugin.loadContent!();
    const allContent = {
      'docusaurus-plugin-content-docs': {developer: content},
      'writer-checks': {default: own},
    } as AllContent;
    await expect(plugin.allContentLoaded!({allContent, actions: {} as never})).rejects.toThrow(
      /developer\/api\/other\.mdx:7: <ApiOperation operationId="listRegions" \/> is already rendered by developer\/api\/region\.mdx:5\. .*remove this one and link to that page instead/,
    );
  });
});
