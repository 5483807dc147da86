import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from './html-to-markdown';

const pageUrl = 'https://docs.example.com/guides/developer/api/lead';

/** A doc page as Docusaurus 3.10 renders it (trimmed), chrome included. */
function page(content: string): string {
  return `<!doctype html><html><head><title>Lead | Help Docs</title></head><body>
<nav class="navbar"><a href="/guides/">Help Docs</a></nav>
<div class="docsWrapper"><aside class="theme-doc-sidebar-container"><a href="/guides/developer/intro">Quick start</a></aside>
<main class="docMainContainer_TBSr"><div class="row"><div class="col">
<div class="theme-doc-toc-mobile tocCollapsible_ETCw"><button>On this page</button></div>
<article><nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul><li><a href="/guides/">Home</a></li></ul></nav>
<div data-llms-exclude=""><button>Copy page</button><a href="lead.md">View as Markdown</a></div>
<div class="theme-doc-markdown markdown"><header><h1>Lead</h1></header>${content}</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><span>Last updated on Nov 22, 2026</span></footer></article>
<nav class="pagination-nav"><a href="/guides/developer/api/region">Next</a></nav></div>
<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#request">Request</a></li></ul></div></div>
</div></main></div><footer class="footer"><a href="/guides/search">Search the docs</a></footer></body></html>`;
}

describe('htmlToMarkdown', () => {
  it('keeps the content and drops navbar, sidebar, breadcrumbs, table of contents, pagination and footer', () => {
    const markdown = htmlToMarkdown(page('<p>Read the leads a chatbot collected.</p>'), {pageUrl});
    expect(markdown).toBe('# Lead\n\nRead the leads a chatbot collected.\n');
  });

  it('keeps headings without their hash links', () => {
    const markdown = htmlToMarkdown(
      page(
        '<h2 class="anchor anchorWithStickyNavbar_LWe7" id="request">Request<a href="#request" class="hash-link" aria-label="Direct link to Request">​</a></h2><h3 id="query">Query parameters<a class="hash-link" href="#query">​</a></h3>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('\n## Request\n');
    // An id that is not the one its words give (a custom id) is kept, so a `#query` link into the twin lands.
    expect(markdown).toContain('\n### Query parameters {#query}\n');
    expect(markdown).not.toContain('Direct link');
  });

  it('keeps a custom heading id as {#id} and leaves out the ids a reader derives from the words', () => {
    const markdown = htmlToMarkdown(
      page(
        '<h2 id="always-sent">Emails always sent</h2><h2 id="what-you-get">What you get</h2><h2 id="what-you-get-1">What you get</h2><h3 id="api-me">Your back end\'s <code>/api/me</code></h3><h3 id="your-back-ends-apime">Your back end\'s <code>/api/me</code></h3>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('\n## Emails always sent {#always-sent}\n');
    expect(markdown).toContain('\n## What you get\n\n## What you get\n');
    // A reader that knows no {#id} gives the first heading the words' id, so the second one's id is written out.
    expect(markdown).toContain(
      "\n### Your back end's `/api/me` {#api-me}\n\n### Your back end's `/api/me` {#your-back-ends-apime}\n",
    );
  });

  it('keeps the id of an element a link of the page targets as <a id> (the first list of a schema used twice)', () => {
    const markdown = htmlToMarkdown(
      page(
        '<ul><li><details id="response-200-question"><summary>Fields of <code>question</code> (9)</summary><p>The ID.</p></details></li><li><p>Fields of <code>answer</code> (9): the same as <a href="#response-200-question"><code>question</code></a> above.</p></li></ul><div id="untargeted"><p>Nothing links here.</p></div>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('<a id="response-200-question"></a>**Fields of `question` (9)**');
    expect(markdown).toContain(`[\`question\`](${pageUrl}#response-200-question)`);
    expect(markdown).not.toContain('untargeted');
  });

  it("writes a collapsible's summary as a bold line, so that it reads as the label of what it folds", () => {
    const markdown = htmlToMarkdown(
      page('<details><summary>Rare cases</summary><div><p>When the chatbot is paused.</p></div></details>'),
      {pageUrl},
    );
    expect(markdown).toContain('**Rare cases**\n\nWhen the chatbot is paused.');
  });

  it("keeps a recipe read's first sample language and links the reference page's samples for the others", () => {
    const step = (method: string) =>
      `<div class="recipe-step" data-operation="op${method}"><h3 id="s">Step</h3><p><code>${method} /chatbots/{chatbot_id}/messages</code>. Reference: <a href="/guides/developer/api/get-message-history">Get message history</a></p><div class="api-samples"><ul role="tablist"><li role="tab">cURL</li><li role="tab">JavaScript</li><li role="tab">Python</li><li role="tab">PHP</li></ul><div role="tabpanel"><pre><code class="language-bash">curl ${method}</code></pre></div><div role="tabpanel" hidden><pre><code class="language-javascript">fetch('${method}')</code></pre></div><div role="tabpanel" hidden><pre><code class="language-python">py ${method}</code></pre></div><div role="tabpanel" hidden><pre><code class="language-php">php ${method}</code></pre></div></div></div>`;
    const markdown = htmlToMarkdown(page(step('GET') + step('POST')), {pageUrl});
    expect(markdown).toContain('curl GET');
    expect(markdown).not.toMatch(/fetch\('GET'\)|py GET|php GET/);
    expect(markdown).toContain(
      'The same request in JavaScript, Python and PHP: [Get message history, Request samples](https://docs.example.com/guides/developer/api/get-message-history#request-samples).',
    );
    // A step that writes keeps every language: its body is the recipe's own.
    expect(markdown).toContain("fetch('POST')");
    expect(markdown).toContain('php POST');
  });

  it("names a recipe read's own query values instead of calling the reference samples the same request (review 47 #1)", () => {
    const step = `<div class="recipe-step" data-operation="listChatSessions" data-query='{"updated_after":"2026-11-21T01:50:00Z","channel":null}'><h3 id="s">Step</h3><p><code>GET /chatbots/{chatbot_id}/sessions</code>. Reference: <a href="/guides/developer/api/chat/list-sessions">List chat sessions</a></p><div class="api-samples"><ul role="tablist"><li role="tab">cURL</li><li role="tab">JavaScript</li></ul><div role="tabpanel"><pre><code class="language-bash">curl GET</code></pre></div><div role="tabpanel" hidden><pre><code class="language-javascript">fetch('GET')</code></pre></div></div></div>`;
    const markdown = htmlToMarkdown(page(step), {pageUrl});
    expect(markdown).not.toContain('The same request');
    expect(markdown).toContain(
      'In JavaScript: the request samples of [List chat sessions](https://docs.example.com/guides/developer/api/chat/list-sessions#request-samples), with `updated_after=2026-11-21T01:50:00Z` and without `channel`.',
    );
  });

  it('turns tables into GFM tables', () => {
    const markdown = htmlToMarkdown(
      page(
        '<table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td><code>email</code></td><td>string</td></tr></tbody></table>',
      ),
      {pageUrl},
    );
    expect(markdown).toMatch(/\| Field +\| Type +\|\n\| -+ \| -+ \|\n\| `email` \| string \|/);
  });

  it('turns a Prism code block into a fenced block with its language and title, without the buttons', () => {
    const markdown = htmlToMarkdown(
      page(
        `<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC"><span data-code-block-title="">List leads</span></div><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-bash codeBlock_bY9V thin-scrollbar"><code class="codeBlockLines_e6Vv"><span class="token-line"><span class="token function">curl</span><span class="token plain"> https://api.example.com/v1/lead </span><span class="token punctuation">\\</span><br></span><span class="token-line"><span class="token plain">  -H </span><span class="token string">"Authorization: Bearer KEY"</span><br></span></code></pre><div class="buttonGroup_M5ko"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>`,
      ),
      {pageUrl},
    );
    expect(markdown).toContain(
      '```bash title="List leads"\ncurl https://api.example.com/v1/lead \\\n  -H "Authorization: Bearer KEY"\n```',
    );
    expect(markdown).not.toContain('Copy');
  });

  it('turns a static block of the API reference (```js title="…" static) into a fenced block with its title', () => {
    const markdown = htmlToMarkdown(
      page(
        `<div class="api-code-file-part"><div class="api-code-file__tools"><button type="button" class="api-button"><span aria-live="polite">Copy</span></button></div><div class="api-static" data-api-fragment="x.code-1"><figure class="api-example api-code-file"><figcaption class="api-example__title">chat-server.mjs</figcaption><pre class="api-code language-js" tabindex="0"><code class="language-js"><span class="token keyword module">import</span> http <span class="token keyword module">from</span> <span class="token string">'node:http'</span>;\nhttp.createServer();</code></pre></figure></div></div>`,
      ),
      {pageUrl},
    );
    expect(markdown).toContain(
      '```js title="chat-server.mjs"\nimport http from \'node:http\';\nhttp.createServer();\n```',
    );
    expect(markdown).not.toContain('Copy');
    expect(markdown.match(/chat-server\.mjs/g)).toHaveLength(1);
  });

  it('unfolds tabs: every panel, hidden ones too, under its label', () => {
    const markdown = htmlToMarkdown(
      page(
        `<div class="theme-tabs-container tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item">cURL</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">Node.js</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_Ymn6"><div class="language-bash theme-code-block codeBlockContainer_Ckt0"><div class="codeBlockContent_QJqH"><pre class="prism-code language-bash"><code><span class="token-line">curl -X GET<br></span></code></pre></div></div></div><div role="tabpanel" class="tabItem_Ymn6" hidden=""><div class="language-js theme-code-block codeBlockContainer_Ckt0"><div class="codeBlockContent_QJqH"><pre class="prism-code language-js"><code><span class="token-line">await fetch(url);<br></span></code></pre></div></div></div></div></div>`,
      ),
      {pageUrl},
    );
    expect(markdown).toContain('**cURL**\n\n```bash\ncurl -X GET\n```');
    expect(markdown).toContain('**Node.js**\n\n```js\nawait fetch(url);\n```');
  });

  it('drops other hidden elements', () => {
    const markdown = htmlToMarkdown(page('<p>Shown.</p><div hidden><p>Not shown.</p></div>'), {pageUrl});
    expect(markdown).not.toContain('Not shown');
  });

  it('keeps a hidden element written for the twin only (data-llms-only), with its links absolute', () => {
    const markdown = htmlToMarkdown(
      page(
        '<div hidden data-llms-only=""><p>The lab is on <a href="#sign">the web page</a>.</p></div>' +
          '<div data-llms-exclude=""><form><p>The lab itself.</p></form></div>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain(`The lab is on [the web page](${pageUrl}#sign).`);
    expect(markdown).not.toContain('The lab itself');
  });

  it('makes links and images absolute against the page URL', () => {
    const markdown = htmlToMarkdown(
      page(
        '<p>See <a href="/guides/developer/api/authorization">Authorization</a>, <a href="#request">the request</a> and <a href="region">Region</a>.</p><p><img src="/guides/assets/images/leads-123.png" alt="Leads"></p>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('[Authorization](https://docs.example.com/guides/developer/api/authorization)');
    expect(markdown).toContain('[the request](https://docs.example.com/guides/developer/api/lead#request)');
    expect(markdown).toContain('[Region](https://docs.example.com/guides/developer/api/region)');
    expect(markdown).toContain('![Leads](https://docs.example.com/guides/assets/images/leads-123.png)');
  });

  it('turns an admonition into a block quote that opens with its label', () => {
    const markdown = htmlToMarkdown(
      page(
        '<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb" data-admonition-heading=""><span class="admonitionIcon_Rf37"><svg></svg></span>warning</div><div class="admonitionContent_BuS1" data-admonition-content=""><p>Keep the secret key on your server.</p></div></div>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('> **Warning**\n>\n> Keep the secret key on your server.');
  });

  it('turns doc cards into headings with links and descriptions', () => {
    const markdown = htmlToMarkdown(
      page(
        '<section class="row"><article class="col"><a class="card padding--lg theme-doc-card-container" href="/guides/developer/api/lead"><h2 class="theme-doc-card-heading" title="Lead"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title">Lead</span></h2><p class="theme-doc-card-description">Read the leads.</p></a></article></section>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('## [Lead](https://docs.example.com/guides/developer/api/lead)\n\nRead the leads.');
    expect(markdown).not.toContain('📄️');
  });

  it('fails on a page without main content, naming the page', () => {
    expect(() => htmlToMarkdown('<html><body><p>x</p></body></html>', {pageUrl})).toThrow(pageUrl);
  });
});

describe('htmlToMarkdown, React output', () => {
  it('drops the comments React writes between text nodes', () => {
    const markdown = htmlToMarkdown(
      page('<table><tbody><tr><td>From 1 to 100. <!-- -->Defaults to <code>20</code>.</td></tr></tbody></table>'),
      {pageUrl},
    );
    expect(markdown).toContain('From 1 to 100. Defaults to `20`.');
    expect(markdown).not.toContain('<!--');
  });
});

describe('htmlToMarkdown, figures', () => {
  it('keeps a diagram as its accessible name and description, and drops icons', () => {
    const markdown = htmlToMarkdown(
      page(
        '<figure><svg role="img" aria-labelledby="t d" viewBox="0 0 10 10"><title id="t">The "Qualify" flow</title><desc id="d">Trigger, then questions, then Save lead</desc><rect width="5" height="5"></rect><text>Trigger</text></svg><figcaption>The worked flow.</figcaption></figure><p><svg aria-hidden="true"><path d="M0 0"></path></svg>Icon text</p>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('_Diagram: The "Qualify" flow. Trigger, then questions, then Save lead._');
    expect(markdown).toContain('The worked flow.');
    expect(markdown).not.toMatch(/^Trigger$/m);
    expect(markdown).toContain('Icon text');
  });

  it('keeps a build-time diagram as its name and its description (aria-describedby)', () => {
    const markdown = htmlToMarkdown(
      page(
        '<p>Before.</p><div><svg role="img" aria-labelledby="d-title" aria-describedby="d-desc" viewBox="0 0 10 10"><title id="d-title">A lead\'s life</title><desc id="d-desc">Created, then updated, then deleted.</desc><text>Stored</text></svg></div>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain("_Diagram: A lead's life. Created, then updated, then deleted._");
    expect(markdown).not.toMatch(/^Stored$/m);
  });
});

describe('htmlToMarkdown, bare URLs', () => {
  it('leaves a URL in text as it reads, not escaped', () => {
    const markdown = htmlToMarkdown(page('<p>Call https://api.example.com/v1 from a back end.</p>'), {pageUrl});
    expect(markdown).toContain('Call https://api.example.com/v1 from a back end.');
  });

  it('keeps an email address and an ampersand between letters as a reader copies them, not escaped', () => {
    const markdown = htmlToMarkdown(page('<p>Write to support@example.com about the Q&amp;A page.</p>'), {pageUrl});
    expect(markdown).toContain('Write to support@example.com about the Q&A page.');
  });
});

describe('htmlToMarkdown, dotted names', () => {
  it('prints an event name with a dot after w as it reads (flow.webhook), escaped neither in a heading nor in text', () => {
    const markdown = htmlToMarkdown(
      page(
        '<h3 id="flowwebhook">flow.webhook</h3><p>Answer flow.webhook and visit www.example.com.</p>' +
          '<pre><code>const name = "flow.webhook"; // flow\\.webhook stays as written in code</code></pre>',
      ),
      {pageUrl},
    );
    expect(markdown).toContain('### flow.webhook\n');
    expect(markdown).toContain('Answer flow.webhook and visit www.example.com.');
    expect(markdown).toContain('// flow\\.webhook stays as written in code');
    expect(markdown.replace(/```[\s\S]*?```/g, '')).not.toContain('\\.');
  });
});
