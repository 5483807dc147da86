import {toHtml} from 'hast-util-to-html';
import {describe, expect, test} from 'vitest';
import {baseUrl} from '../../../config/env';
import {loadDocument} from './document';
import {markdownBlocks, markdownInline} from './markdown';
import {bodyPart, descriptionPart, fieldList, html, responsePart} from './render';
import {operationsById, operationView} from './view';

const htmlOf = (markdown: string) => toHtml({type: 'root', children: markdownBlocks(markdown)});

describe('descriptions are Markdown', () => {
  test('code, strong, emphasis and links become elements, never literal marks', () => {
    const out = htmlOf(
      'The **Inbox** shows *Waiting*; `answer` is `null`. See [Delete a lead](/developer/api/lead#delete) or [Twilio](https://www.twilio.com/).',
    );
    expect(out).toBe(
      '<p>The <strong>Inbox</strong> shows <em>Waiting</em>; <code>answer</code> is <code>null</code>. See ' +
        `<a href="${baseUrl}developer/api/lead#delete">Delete a lead</a> or <a href="https://www.twilio.com/">Twilio</a>.</p>`,
    );
    expect(out).not.toContain('**');
  });

  test("a GFM table is a table, its cells inline Markdown (Message a chatbot's outcome table)", () => {
    const out = htmlOf(
      'Outcomes:\n\n| Situation | `answer` |\n| --- | --- |\n| Paused | The **Away message** |',
    ).replace(/\n/g, '');
    expect(out).toBe(
      '<p>Outcomes:</p><table><thead><tr><th>Situation</th><th><code>answer</code></th></tr></thead>' +
        '<tbody><tr><td>Paused</td><td>The <strong>Away message</strong></td></tr></tbody></table>',
    );
  });

  test('a bullet list is a list, after its paragraph; a wrapped line is one line', () => {
    const out = htmlOf(
      'Who deleted it:\n\n- `api_key`: the Delete a lead\n  operation.\n- `dashboard`: a **team member**.',
    );
    expect(out.replace(/\n/g, '')).toBe(
      '<p>Who deleted it:</p><ul><li><code>api_key</code>: the Delete a lead operation.</li>' +
        '<li><code>dashboard</code>: a <strong>team member</strong>.</li></ul>',
    );
  });

  test('raw HTML in a description stays text, and blank text gives nothing', () => {
    expect(htmlOf('Send <script>alert(1)</script> as text.')).not.toContain('<script>');
    expect(markdownBlocks('  \n')).toEqual([]);
    expect(toHtml({type: 'root', children: markdownInline('One **two**.\n\nThree.')})).toBe(
      'One <strong>two</strong>. Three.',
    );
  });

  test('a field, a request body and an operation render their descriptions as Markdown', () => {
    const field = fieldList([
      {
        name: 'deleted_by',
        type: 'string',
        required: true,
        constraints: [],
        description: 'Who deleted it:\n\n- `api_key`: an API call.\n- `dashboard`: in **Leads**.',
      },
    ]);
    const fieldHtml = html(field).replace(/\n/g, '');
    expect(fieldHtml).toContain('<ul><li><code>api_key</code>: an API call.</li>');
    expect(fieldHtml).toContain('in <strong>Leads</strong>.');
    expect(fieldHtml).not.toMatch(/\*\*|<p>- /);

    const body = html(
      bodyPart({mediaType: 'application/json', required: true, description: 'The **new** values.', fields: []}),
    );
    expect(body).toContain(
      '<p>Content type <code>application/json</code>, required. The <strong>new</strong> values.</p>',
    );
    expect(html(descriptionPart('A *paused* chatbot.'))).toBe(
      '<div class="api-description"><p>A <em>paused</em> chatbot.</p></div>',
    );
  });

  test("Message a chatbot's description, from openapi.yaml, shows the Away message in bold, with its tokens filled in", async () => {
    const {dereferenced} = await loadDocument();
    const view = operationView(dereferenced, operationsById(dereferenced).get('messageChatbot')!);
    const out = html(descriptionPart(view.description));
    expect(out).toContain('<strong>Away message</strong>');
    expect(out).toContain('<code>answer_kind</code>');
    expect(out).not.toMatch(/\*\*|%[A-Z_]+%/);
  });

  test("a request body's and an array item's own schema description show (TwilioMessageCreate, KnowledgeInput)", async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationsById(dereferenced);
    const twilio = html(bodyPart(operationView(dereferenced, operations.get('sendTwilioMessage')!).body!));
    expect(twilio.replace(/\n/g, ' ')).toMatch(
      /<p>Content type <code>application\/json<\/code>, required\. Send <code>body<\/code> or, .*exactly one of them, or the call answers <code>400 parameter_invalid<\/code>/,
    );
    for (const [operationId, field] of [
      ['createChatbot', 'knowledge'],
      ['updateChatbotKnowledge', 'add'],
    ]) {
      const {body} = operationView(dereferenced, operations.get(operationId)!);
      const knowledge = body!.fields.find((each) => each.name === field)!;
      expect(knowledge.children).toMatchObject({of: 'item', description: expect.stringContaining('a `qa` entry')});
      const out = html(fieldList([knowledge])).replace(/\n/g, ' ');
      // Inside "Fields of each item of knowledge", before the item's fields.
      expect(out).toMatch(
        /<summary>Fields of each item of <code>(knowledge|add)<\/code> \(\d+\)<\/summary><p>A <code>text<\/code> entry needs <code>title<\/code> and <code>content<\/code>, a <code>qa<\/code> entry <code>question<\/code> and <code>answer<\/code>/,
      );
    }
  });

  test('a schema used twice in one response is rendered once; its second use links to the first (Message a chatbot)', async () => {
    const {dereferenced} = await loadDocument();
    const view = operationView(dereferenced, operationsById(dereferenced).get('messageChatbot')!);
    const ok = view.responses.find((response) => response.status === '200')!;
    const out = html(responsePart(ok)).replace(/\n/g, ' ');
    // The Message fields (question and answer) are listed once, under question, with an id the link targets.
    expect(out.match(/<summary>Fields of <code>(question|answer)<\/code>/g)).toEqual([
      '<summary>Fields of <code>question</code>',
    ]);
    expect(out).toContain('<details class="api-field__nested" id="response-200-question">');
    expect(out).toContain(
      'Fields of <code>answer</code> (9): the same as <a href="#response-200-question"><code>question</code></a> above.',
    );
    // A list without a second use is rendered as before, and a field list without an id prefix never links.
    expect(out).toContain('<summary>Fields of <code>handoff</code> (7)</summary>');
    // Only the list used again gets an id: the lists inside it (sources) and the others render as before.
    expect(out.match(/<details [^>]*id=/g)).toHaveLength(1);
    const twice = {name: 'a', type: 'object', required: true, constraints: [], description: ''};
    const child = {of: 'object' as const, fields: [{...twice, name: 'x', type: 'string'}]};
    expect(
      html(
        fieldList([
          {...twice, children: child},
          {...twice, name: 'b', children: child},
        ]),
      ),
    ).not.toContain('the same as');
  });
});

describe('a response lists its headers and its body under their own labels (review 42 #4)', () => {
  test('with both, "Headers" then "Body", each before its list; a body alone has no label', async () => {
    const {dereferenced} = await loadDocument();
    const view = operationView(dereferenced, operationsById(dereferenced).get('getMessageCreditsUsage')!);
    const ok = view.responses.find((response) => response.status === '200')!;
    expect(ok.headers.length).toBeGreaterThan(0);
    const out = html(responsePart(ok)).replace(/\n/g, ' ');
    const labels = [...out.matchAll(/<p class="api-subtitle">([^<]+)<\/p>/g)].map(([, label]) => label);
    expect(labels).toEqual(['Headers', 'Body']);
    // The body's label comes after the headers' list and right before the body's fields.
    expect(out).toMatch(/<\/ul><p class="api-subtitle">Body<\/p><ul class="api-fields"><li[^>]*>.*<code[^>]*>object</);
    expect(html(responsePart({...ok, headers: []}))).not.toContain('api-subtitle');
  });
});
