/**
 * Writer mistakes, tried on a small fixture site (./fixture: two pages, the site's own docs options, remark plugins,
 * Markdown options, API reference and writer-checks plugins) copied into a scratch folder: each one must fail a real
 * `docusaurus build` with the file, the line and the fix. One table; the faults are planted together and two builds
 * run, because a build reports every fault of its stage at once:
 *
 * - early (seconds into the build, whatever the cache holds): two pages with one
 *   URL, a link to a missing guide page, an operation rendered twice, a `$ref`
 *   to a missing schema, a heading id in the MDX 1 form;
 * - at MDX compilation: a product token in lower case, an unclosed code fence,
 *   a forbidden admonition type, a titled admonition, a bare `{…}`, a component
 *   without its import, a repeated heading id, a recipe step with an unknown
 *   operation or a value no earlier step returns, a diagram without its text
 *   alternative, a ```js static block where it cannot be shown.
 *
 * The heading-id syntax the style guide documents (an id in an MDX comment, STYLE_GUIDE.md "Headings") needs no
 * build of its own: the guides use it, the site's build gives each such heading its id (`npm run test:html`,
 * scripts/built-site/checks.ts `checkCustomHeadingIds`) and `npm run lint:md` passes them.
 */
import {spawnSync} from 'node:child_process';
import {cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DOCUMENT_FILE} from '../api-reference/document';

const root = path.resolve(__dirname, '../../..');
const fixture = path.join(__dirname, 'fixture');
const scratches: string[] = [];

afterAll(async () => Promise.all(scratches.map((dir) => rm(dir, {recursive: true, force: true}))));

type Files = Record<string, string | ((current: string) => string)>;

/** A scratch copy of the fixture site, with the site's OpenAPI document, and `files` written (or rewritten). */
async function scratchSite(files: Files): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'help-docs-writer-'));
  scratches.push(dir);
  await cp(fixture, dir, {recursive: true, filter: (source) => !source.endsWith('.ts')});
  await writeFile(
    path.join(dir, 'docusaurus.config.ts'),
    `import {fixtureConfig} from ${JSON.stringify(path.join(fixture, 'config'))};\n\nexport default fixtureConfig(__dirname);\n`,
  );
  await mkdir(path.join(dir, path.dirname(DOCUMENT_FILE)), {recursive: true});
  await cp(path.join(root, DOCUMENT_FILE), path.join(dir, DOCUMENT_FILE));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, typeof content === 'string' ? content : content(await readFile(target, 'utf8')));
  }
  return dir;
}

function build(dir: string): {status: number | null; output: string} {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      dir,
      '--out-dir',
      path.join(dir, 'out'),
    ],
    {encoding: 'utf8', env: {...process.env, NODE_ENV: 'production', BASE_URL: '', SITE_URL: ''}},
  );
  // Messages name files relative to the site, or absolute inside the scratch copy.
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`.replaceAll(`${dir}/`, '')};
}

const frontMatter = (title: string) =>
  `title: ${title}\ndescription: A scratch page for the writer-mistake tests.\n` +
  `questions: [why does this page exist, what does a writer mistake look like, how does the build report it]`;

const page = (title: string, body: string) => `---\n${frontMatter(title)}\n---\n\n${body}\n`;

type Fault = {fault: string; files: Files; expected: RegExp[]};

const early: Fault[] = [
  {
    fault: 'a page without the questions it answers',
    files: {
      'user/no-questions.mdx': `---\ntitle: No questions\ndescription: A scratch page for the writer-mistake tests.\n---\n\nText.\n`,
    },
    expected: [
      /user\/no-questions\.mdx: the front matter lists 0 of the 3 or more "questions" a page needs\. List the questions the page answers as its readers would type them.*\n\s*questions:\n\s*- /,
    ],
  },
  {
    fault: 'a heading id in the MDX 1 form',
    files: {'user/old-id.mdx': page('Old id', '## Connect the number {#connect}\n\nText.')},
    expected: [
      /user\/old-id\.mdx:7: the heading id \{#connect\} is the MDX 1 form\. Write it as an MDX comment.*\{\/\*#connect\*\/\}/,
    ],
  },
  {
    fault: 'two files with the same slug',
    files: {
      'user/livechat-copy.mdx': page('Live chat copy', 'A second page.').replace(
        '---\n\n',
        'slug: /getting-started/livechat\n---\n\n',
      ),
    },
    expected: [
      /user\/livechat-copy\.mdx:5 \(slug: \/getting-started\/livechat\)/,
      /user\/getting-started\/livechat\.mdx.*both pages would be served at \/guides\/user\/getting-started\/livechat.*Give one of them another `slug`/,
    ],
  },
  {
    fault: 'a link to a missing route',
    files: {'user/broken-link.mdx': page('Broken link', 'See [the missing page](/user/no-such-page).')},
    expected: [
      /user\/broken-link\.mdx:7: the link to \/user\/no-such-page leads to no page \(\/guides\/user\/no-such-page\)\. Link to an existing page/,
    ],
  },
  {
    fault: 'an operation rendered by a second page (independent of the cache)',
    files: {
      'developer/api/chat/create-session.mdx': page(
        'Create a session',
        'Text.\n\n<ApiOperation operationId="createChatSession" />',
      ),
      'developer/second-session.mdx': page('Second session', '<ApiOperation operationId="createChatSession" />'),
    },
    expected: [
      /developer\/second-session\.mdx:7: <ApiOperation operationId="createChatSession" \/> is already rendered by developer\/api\/chat\/create-session\.mdx:\d+\..*remove this one/,
    ],
  },
  {
    fault: 'a $ref to a missing schema',
    files: {
      'openapi/openapi.yaml': (text) =>
        text.replace("$ref: '#/components/schemas/ChatbotCreate'", "$ref: '#/components/schemas/ChatbotCreat'"),
    },
    expected: [
      /openapi\/openapi\.yaml:\d+: \$ref '#\/components\/schemas\/ChatbotCreat' points at nothing\. components\.schemas has: .*ChatbotCreate/,
    ],
  },
];

const compile: Fault[] = [
  {
    fault: 'a product token in lower case',
    files: {'user/lower-token.mdx': page('Lower token', 'Sign in to %product_name% first.')},
    expected: [/user\/lower-token\.mdx:7: the product fact %product_name% is not in capitals.*Write %PRODUCT_NAME%\./],
  },
  {
    fault: 'an unclosed code fence',
    files: {
      'user/unclosed-fence.mdx': page('Unclosed fence', 'Run:\n\n```bash\nnpm test\n\n## Next step\n\nMore text.'),
    },
    expected: [/user\/unclosed-fence\.mdx:9: this code block is never closed.*Put ``` on its own line/],
  },
  {
    fault: 'an admonition type the style guide forbids',
    files: {'user/info-admonition.mdx': page('Info admonition', ':::info\n\nA fact.\n\n:::')},
    expected: [
      /user\/info-admonition\.mdx:7: the admonition type ":::info" is not one the style guide allows\. Use :::note, :::tip or :::warning/,
    ],
  },
  {
    fault: 'a titled admonition',
    files: {'user/titled-admonition.mdx': page('Titled admonition', ':::note[Heads up]\n\nA fact.\n\n:::')},
    expected: [/user\/titled-admonition\.mdx:7: the :::note has a title\..*remove the title/],
  },
  {
    fault: 'a bare {…} in text',
    files: {'user/bare-braces.mdx': page('Bare braces', 'The field holds {chatbot_id} for each lead.')},
    expected: [
      /user\/bare-braces\.mdx:7: "\{chatbot_id\}" is read as JavaScript, not text \(MDX\)\. To show the braces, escape them/,
    ],
  },
  {
    fault: 'a component used without its import',
    files: {'user/no-import.mdx': page('No import', '<Tabs>\n\nText.\n\n</Tabs>')},
    expected: [/user\/no-import\.mdx:7: <Tabs> is used without an import\. Add `import Tabs from '@theme\/Tabs';`/],
  },
  {
    fault: 'a recipe step with an unknown operation',
    files: {
      'developer/recipes/unknown-operation.mdx': page(
        'Unknown operation',
        '## Steps\n\n<RecipeStep operation="createSession" returns="session_id=id">\n\nWhy.\n\n</RecipeStep>',
      ),
    },
    expected: [
      /developer\/recipes\/unknown-operation\.mdx:9: unknown operation "createSession" in <RecipeStep>\. Known operations: .*createChatSession.*Fix the attribute, or add the operation to openapi\/openapi\.yaml/,
    ],
  },
  {
    fault: 'a recipe step that uses a value no earlier step returns',
    files: {
      'developer/recipes/unknown-value.mdx': page(
        'Unknown value',
        '## Steps\n\n<RecipeStep operation="createChatSession" returns="session_id=id" />\n\n' +
          '<RecipeStep operation="messageChatbot" uses="sesion_id" />',
      ),
    },
    expected: [
      /developer\/recipes\/unknown-value\.mdx:11: step 2 \(messageChatbot\) uses "sesion_id", which no earlier step returns \(earlier steps return session_id\)\. Add returns="sesion_id=<path in the response>" to the step whose response holds it, or fix the name/,
    ],
  },
  {
    fault: 'a static code block on a page that renders neither a recipe nor the API reference',
    files: {'user/static-fence.mdx': page('Static fence', '```js title="server.mjs" static\nstart();\n```')},
    expected: [
      /user\/static-fence\.mdx:7: a static block is highlighted at build time by the API reference, which this page does not render .*Remove "static" to show an ordinary code block\./,
    ],
  },
  {
    fault: 'a static code block in a language the site does not highlight, on a recipe page',
    files: {
      'developer/recipes/static-yaml.mdx': page(
        'Static YAML',
        '## Steps\n\n<RecipeStep operation="listChatbots" />\n\n```yml title="config.yml" static\na: 1\n```',
      ),
    },
    expected: [
      /developer\/recipes\/static-yaml\.mdx:11: a ```yml static block must name a language the site highlights .*Fix the language, or remove "static"\./,
    ],
  },
  {
    fault: 'a diagram without its text alternative',
    files: {'user/no-alt-diagram.mdx': page('No alt diagram', '```mermaid\nflowchart LR\n  A --> B\n```')},
    expected: [
      /user\/no-alt-diagram\.mdx:7: a diagram needs its text alternative: add an `accTitle: …` line that names it and an `accDescr: …` line/,
    ],
  },
  {
    fault: 'two headings with the same id',
    files: {
      'user/same-id.mdx': page('Same id', '## Connect {/*#setup*/}\n\nText.\n\n## Configure {/*#setup*/}\n\nMore.'),
    },
    expected: [/user\/same-id\.mdx:11: the heading id "setup" is already used by the heading on line 7\./],
  },
];

function merged(faults: Fault[]): Files {
  return Object.assign({}, ...faults.map((fault) => fault.files)) as Files;
}

describe('writer mistakes fail the build with the file, the line and the fix', () => {
  let earlyOutput = '';
  let compileOutput = '';
  let earlyStatus: number | null = null;
  let compileStatus: number | null = null;

  beforeAll(async () => {
    const [earlySite, compileSite] = await Promise.all([scratchSite(merged(early)), scratchSite(merged(compile))]);
    ({status: earlyStatus, output: earlyOutput} = build(earlySite));
    ({status: compileStatus, output: compileOutput} = build(compileSite));
  }, 600_000);

  it('the builds fail', () => {
    expect(earlyStatus, earlyOutput).not.toBe(0);
    expect(compileStatus, compileOutput).not.toBe(0);
  });

  for (const {fault, expected} of early) {
    it(`early, before any page compiles: ${fault}`, () => {
      for (const pattern of expected) expect(earlyOutput, `${fault}\n${earlyOutput}`).toMatch(pattern);
    });
  }

  for (const {fault, expected} of compile) {
    it(`at MDX compilation: ${fault}`, () => {
      for (const pattern of expected) expect(compileOutput, `${fault}\n${compileOutput}`).toMatch(pattern);
    });
  }
});
