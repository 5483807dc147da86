import {describe, expect, it} from 'vitest';
import {parsePage} from './parse-page';

const page = (article: string, head = '') => `<!doctype html><html><head>
<meta name="description" content="Sign and verify webhooks.">
<meta name="keywords" content="webhook,signature">${head}</head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/guides/developer"> Developer Guides </a></nav>
<div class="main-wrapper"><aside><nav class="menu"><ul>
<li><div class="menu__list-item-collapsible"><a class="menu__link menu__link--active" href="#">Webhook</a></div></li>
</ul></nav></aside>
<main><article>${article}</article></main></div></body></html>`;

describe('parsePage', () => {
  it('reads the title, description, keywords, breadcrumb and one section per heading', () => {
    const parsed = parsePage(
      page(`<header><h1>Webhook delivery</h1></header>
<p>Every event is <b>signed</b>.</p><ul><li>Retries</li><li>Order</li></ul>
<h2 id="verify">Verify a <code>signature</code><a class="hash-link" href="#verify">#</a></h2>
<p>Compute the HMAC.</p>loose text<p>Compare<br>it.</p>
<h3 id="rotate">Rotate<a class="hash-link" href="#rotate">#</a></h3><div>New secret.</div>`),
      [],
    );
    expect(parsed).toEqual({
      pageTitle: 'Webhook delivery',
      description: 'Sign and verify webhooks.',
      keywords: 'webhook, signature',
      breadcrumb: ['Developer Guides', 'Webhook'],
      sections: [
        {
          title: 'Webhook delivery',
          hash: '',
          content: 'Every event is signed. Retries Order',
          passages: ['Every event is signed.', 'Retries', 'Order'],
          links: [],
        },
        {
          title: 'Verify a signature',
          hash: '#verify',
          content: 'Compute the HMAC. Compare it.',
          passages: ['Compute the HMAC.', 'Compare it.'],
          links: [],
        },
        {title: 'Rotate', hash: '#rotate', content: 'New secret.', passages: ['New secret.'], links: []},
      ],
    });
  });

  it('takes the top section up to a heading nested in the next element', () => {
    const parsed = parsePage(
      page(
        `<h1>Quick start</h1><p>Intro.</p><div class="markdown"><p>First.</p><h2 id="a">Next<a class="hash-link" href="#a">#</a></h2><p>After.</p></div>`,
      ),
      [],
    );
    expect(parsed?.sections.map((section) => section.content)).toEqual(['Intro. First.', 'After.']);
  });

  it('leaves out the ignored selectors, version badges, scripts and styles', () => {
    const parsed = parsePage(
      page(`<h1>Leads</h1><span class="badge">Version: 2</span><span class="badge">Beta</span>
<div class="api-samples"><pre>curl https://api.example.com</pre></div><p>List leads.</p><script>var x = 1;</script><style>p{}</style>`),
      ['.api-samples'],
    );
    expect(parsed?.sections[0].content).toBe('Beta List leads.');
  });

  it('keeps each table row as one passage, its cells joined, and the links with their text', () => {
    const parsed = parsePage(
      page(`<h1>Errors</h1><p>See <a href="/guides/developer/api/authorization#keys">API keys</a>.</p>
<table><thead><tr><th>Code</th><th>Status</th></tr></thead>
<tbody><tr><td><code>invalid_api_key</code></td><td>401</td></tr></tbody></table>`),
      [],
    );
    expect(parsed?.sections[0].passages).toEqual(['See API keys.', 'Code · Status', 'invalid_api_key · 401']);
    expect(parsed?.sections[0].links).toEqual([['/guides/developer/api/authorization#keys', 'API keys']]);
  });

  it("reads what the page's own responses and payloads define: their top-level fields and the objects they are", () => {
    const field = (name: string, limit = '', nested = '') =>
      `<li class="api-field"><div class="api-field__line"><code class="api-field__name">${name}</code>` +
      `<span class="api-field__type">string</span>${limit ? `<span class="api-field__limit">always <code>${limit}</code></span>` : ''}</div>${nested}</li>`;
    const parsed = parsePage(
      page(`<h1>Create a chat session</h1>
<div data-api-fragment="createChatSession.response-201"><ul class="api-fields">${field('Parley-Request-Id')}</ul>
<ul class="api-fields">${field('id')}${field('object', 'chat_session')}${field('visitor', '', `<ul class="api-fields">${field('email')}</ul>`)}${field('expires_at')}</ul></div>
<div data-api-fragment="createChatSession.body"><ul class="api-fields">${field('metadata')}</ul></div>
<div data-api-fragment="recipe-answer-1.response"><ul class="api-fields">${field('lead_id')}</ul></div>
<div data-api-fragment="lead.created.payload"><ul class="api-fields">${field('id')}${field('object', 'event')}${field('session_id')}</ul></div>`),
      [],
    );
    // Not the request, a recipe's copy of a response, a nested field or a header; an event is no object to fetch.
    expect(parsed?.defines).toEqual({
      fields: ['id', 'object', 'visitor', 'expires_at', 'session_id'],
      objects: ['chat_session'],
    });
  });

  it("tells a deprecated operation's page by its own mark, not by a deprecated field's", () => {
    const mark =
      '<a class="api-mark api-mark--deprecated" href="/guides/developer/changelog#2026-11-23">Deprecated since 2026-11-23</a>';
    const operation = `<h1>Get Google Sheet data (first sheet)</h1><p class="api-history">${mark}: use <a href="/x">x</a> instead.</p>`;
    const field = `<h1>Get Google Sheet data</h1><ul><li class="api-field"><code class="api-field__name">sheet</code> ${mark}</li></ul>`;
    expect(parsePage(page(operation), [])?.deprecated).toBe(true);
    expect(parsePage(page(field), [])?.deprecated).toBeUndefined();
  });

  it('has nothing to index on a page marked noindex', () => {
    expect(parsePage(page('<h1>Draft</h1>', '<meta name="robots" content="noindex, nofollow">'), [])).toBeNull();
  });
});
