import {toHtml} from 'hast-util-to-html';
import {describe, expect, test} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';
import {tokenize} from '../../components/ApiReference/tokens';
import {codeColoursCss, highlight, marksFor} from './highlight';

describe('build-time highlighting', () => {
  test('the colour style sheet is generated from the site themes (update it with -u)', async () => {
    await expect(codeColoursCss(lightCodeTheme, darkCodeTheme)).toMatchFileSnapshot(
      '../../components/ApiReference/code-colours.css',
    );
  });

  test('tokens become spans with the token types as classes, plain text stays text', () => {
    const html = toHtml({type: 'root', children: highlight("const a = 'b';", 'javascript')});
    expect(html).toBe(
      '<span class="token keyword">const</span> a <span class="token operator">=</span> ' +
        '<span class="token string">\'b\'</span><span class="token punctuation">;</span>',
    );
  });

  test('a marked value is a data-var span inside its token, and the text is unchanged', () => {
    const code =
      "fetch('https://api.example.com/v1/chatbots/bot_7Hq2mX9aLp', {headers: {Authorization: 'Bearer YOUR_API_KEY'}})";
    const marks = marksFor(code, {chatbot_id: 'bot_7Hq2mX9aLp', api_key: 'YOUR_API_KEY'});
    expect(marks.map((mark) => mark.name)).toEqual(['chatbot_id', 'api_key']);
    const html = toHtml({type: 'root', children: highlight(code, 'javascript', marks)});
    expect(html).toContain('<span data-var="chatbot_id">bot_7Hq2mX9aLp</span>');
    expect(html).toContain('<span data-var="api_key">YOUR_API_KEY</span>');
    expect(html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")).toBe(code);
  });

  test('a value cut across tokens is marked in every piece, the first one holding it', () => {
    const code = 'a-b';
    const html = toHtml({type: 'root', children: highlight(code, 'javascript', [{start: 0, end: 3, name: 'x'}])});
    expect(html).toMatch(/^<span data-var="x">a<\/span>.*data-var="x" data-var-rest=""/);
  });

  test('every language of the samples has a grammar', () => {
    for (const language of ['bash', 'javascript', 'python', 'php', 'json']) {
      expect(tokenize('x', language).length).toBeGreaterThan(0);
    }
  });
});
