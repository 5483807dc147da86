import {readdirSync, readFileSync} from 'node:fs';
import {mkdtemp, mkdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {scriptHash} from './csp';
import {eachLimited, runSteps} from './pipeline';
import {postBuildSteps} from './steps';
import type {PipelineInput, Step} from './types';

const scratch: string[] = [];
afterAll(async () => Promise.all(scratch.map((dir) => rm(dir, {recursive: true, force: true}))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'help-docs-post-build-'));
  scratch.push(dir);
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runSteps', () => {
  it('runs each step after the previous one has finished, in the order given', async () => {
    const events: string[] = [];
    const step = (name: string, ms: number): Step => ({
      name,
      run: async () => {
        events.push(`start ${name}`);
        await sleep(ms);
        events.push(`end ${name}`);
        return name;
      },
    });
    const timings = await runSteps([step('a', 20), step('b', 0), step('c', 5)], {} as PipelineInput);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(timings.map((timing) => timing.name)).toEqual(['a', 'b', 'c']);
  });

  it('stops at a failing step and names it', async () => {
    const ran: string[] = [];
    const steps: Step[] = [
      {
        name: 'twins',
        run: async () => {
          throw new Error('user/intro.html: no <main>');
        },
      },
      {name: 'csp', run: async () => (ran.push('csp'), '')},
    ];
    await expect(runSteps(steps, {} as PipelineInput)).rejects.toThrow(
      'post-build step "twins" failed: user/intro.html: no <main>',
    );
    expect(ran).toEqual([]);
  });
});

describe('eachLimited', () => {
  it('never runs more than the limit at once, and runs every item', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await sleep(item % 3);
      done.push(item);
      running--;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('postBuildSteps', () => {
  it('run in the fixed order: OpenAPI files, changelog feed, webhook senders, twins, social cards, llms files, static-host files, search index, CSP last', () => {
    expect(postBuildSteps.map((step) => step.name)).toEqual([
      'openapi',
      'changelog-feed',
      'webhook-senders',
      'markdown-twins',
      'social-cards',
      'llms-files',
      'static-host',
      'search-index',
      'content-security-policy',
    ]);
  });

  it('no build plugin orders its work with a timer', () => {
    const dir = path.resolve(__dirname, '..');
    const sources = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter(
      (file) => /\.(ts|mjs)$/.test(file) && !/\.test\.ts$/.test(file),
    );
    for (const file of sources)
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/setTimeout|setInterval/);
  });

  it('turn a small built site into the site’s added files, with the policy on every page, the search copy included', async () => {
    const outDir = await tempDir();
    const shell = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title>` +
      `<script>document.documentElement.dataset.theme="light"</script><script src=/guides/assets/js/main.js defer></script></head>` +
      `<body><nav>Help Docs</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></main></body></html>`;
    await mkdir(path.join(outDir, 'user'), {recursive: true});
    await writeFile(path.join(outDir, 'user', 'intro.html'), shell('Introduction', '<p>Start here.</p>'));
    await writeFile(path.join(outDir, 'index.html'), shell('Home', '<p>Welcome.</p>'));
    await writeFile(path.join(outDir, 'search.html'), shell('Search', '<p>Search the guides.</p>'));
    await mkdir(path.join(outDir, 'developer'), {recursive: true});
    await writeFile(
      path.join(outDir, 'developer', 'changelog.html'),
      shell(
        'Changelog',
        '<h2 id="2026-11-23">2026-11-23</h2><p>See <a href="/guides/developer/api/lead">Leads</a>.</p>',
      ),
    );
    const input: PipelineInput = {
      outDir,
      siteUrl: 'https://docs.example.com',
      baseUrl: '/guides/',
      siteTitle: 'Help Docs',
      tagline: 'Guides for Parley',
      productName: 'Parley',
      cacheDir: await tempDir(),
      areas: [
        {
          id: 'user',
          label: 'User Guides',
          path: 'user',
          landing: '/user/intro',
          pages: [
            {
              pluginId: 'user',
              kind: 'doc',
              title: 'Introduction',
              description: 'Where to start.',
              permalink: '/guides/user/intro',
              source: 'user/intro.mdx',
              listed: true,
              questions: [],
            },
          ],
        },
      ],
      // As the plugin passes it (./index.ts): the twins step's workers parse the pages for the search step.
      searchDocuments: new Map(),
    };
    const timings = await runSteps(postBuildSteps, input);
    expect(timings).toHaveLength(9);
    expect(
      JSON.parse(await readFile(path.join(outDir, 'files', 'webhook-senders.json'), 'utf8')).senders,
    ).not.toHaveLength(0);
    expect(await readFile(path.join(outDir, 'developer', 'changelog.atom'), 'utf8')).toContain(
      '<a href="https://docs.example.com/guides/developer/api/lead">Leads</a>',
    );
    expect(timings.find((timing) => timing.name === 'search-index')?.summary).toMatch(
      /^1 pages \(1 parsed by the twins step\)/,
    );

    const published = JSON.parse(await readFile(path.join(outDir, 'openapi.json'), 'utf8'));
    expect(published).toHaveProperty('openapi');
    // A guide page the document links to by route gets its full address in the published file.
    expect(published.components['x-error-codes'].messages_limit_reached.meaning).toContain(
      '[messages limit](https://docs.example.com/guides/developer/api/set-messages-limit)',
    );
    expect(JSON.stringify(published)).not.toContain('](/');
    expect(await readFile(path.join(outDir, 'user', 'intro.md'), 'utf8')).toBe('# Introduction\n\nStart here.\n');
    for (const card of ['img/social/index.png', 'img/social/user/intro.png']) {
      expect((await stat(path.join(outDir, card))).size, card).toBeGreaterThan(1000);
    }
    expect(await readFile(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '- [Introduction](https://docs.example.com/guides/user/intro.md): Where to start.',
    );
    // The MCP server, for this build's own site (not the production one), and where its setup is explained.
    expect(await readFile(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '(`npx -y @parley/help-docs-mcp --site https://docs.example.com/guides/`; in Claude Code: ' +
        '`claude mcp add parley-docs -- npx -y @parley/help-docs-mcp --site https://docs.example.com/guides/`). ' +
        'Setup for each tool: https://docs.example.com/guides/developer#mcp-server.',
    );
    expect(await readFile(path.join(outDir, 'user', 'llms.txt'), 'utf8')).toContain('developer#mcp-server');
    expect(await readFile(path.join(outDir, 'user', 'llms-full.txt'), 'utf8')).toContain(
      '# Introduction\n\nSource: https://docs.example.com/guides/user/intro\n\nStart here.',
    );
    const searchHead = JSON.parse(await readFile(path.join(outDir, 'search-index', 'user.json'), 'utf8'));
    expect(JSON.stringify(searchHead)).toContain('Introduction');
    expect(input.searchDocuments?.get('user/intro')?.sections[0]?.content).toContain('Start here.');
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://docs.example.com/guides/sitemap.xml',
    );
    expect(await readFile(path.join(outDir, 'developer', 'changelog.html'), 'utf8')).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Parley API changelog" href="/guides/developer/changelog.atom">',
    );
    for (const page of ['index.html', 'user/intro.html', 'search.html', 'search/index.html']) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      expect(html.match(/http-equiv="Content-Security-Policy"/g), page).toHaveLength(1);
      expect(html, page).toMatch(/script-src 'self' 'sha256-/);
      // The page's inline script is listed in the policy (CSP runs last, after the steps that copy pages).
      expect(html, page).toContain(scriptHash('document.documentElement.dataset.theme="light"'));
    }
  }, 60_000);
});
