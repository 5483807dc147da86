import {describe, expect, it} from 'vitest';
import {factTokens} from '../../config/facts';
import {product} from '../../config/product';
import remarkProductFacts, {replaceProductFacts} from './remark-product-facts';

describe('replaceProductFacts', () => {
  it('replaces every known token with its value from config/product.ts', () => {
    expect(replaceProductFacts('curl %API_BASE_URL%/chatbots', 'x.mdx')).toBe(`curl ${product.apiBaseUrl}/chatbots`);
    expect(replaceProductFacts('Write to %SUPPORT_EMAIL%.', 'x.mdx')).toBe(`Write to ${product.supportEmail}.`);
  });

  it('leaves percentages and text without tokens alone', () => {
    expect(replaceProductFacts('Up to 50% of 100%.', 'x.mdx')).toBe('Up to 50% of 100%.');
  });

  it('fails on an unknown token, naming the file and the known tokens', () => {
    expect(() => replaceProductFacts('%API_BASEURL%', 'developer/intro.mdx:12')).toThrow(
      /developer\/intro\.mdx:12: unknown product fact %API_BASEURL%\. Use one of .*%API_BASE_URL%/,
    );
  });
});

describe('remarkProductFacts', () => {
  it('walks text, code, link URLs and JSX attributes', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'text', value: '%PRODUCT_NAME% docs'},
        {type: 'code', value: 'curl %API_BASE_URL%/models'},
        {type: 'link', url: '%DASHBOARD_URL%/settings', children: []},
        {type: 'mdxJsxFlowElement', attributes: [{type: 'mdxJsxAttribute', name: 'href', value: '%STATUS_URL%'}]},
        {
          type: 'containerDirective',
          name: 'note',
          attributes: {},
          children: [{type: 'text', value: '%SUPPORT_EMAIL%'}],
        },
      ],
    };
    remarkProductFacts()(tree, {path: 'user/intro.mdx'});
    expect(tree.children[0].value).toBe(`${product.productName} docs`);
    expect(tree.children[1].value).toBe(`curl ${product.apiBaseUrl}/models`);
    expect(tree.children[2].url).toBe(`${product.dashboardUrl}/settings`);
    expect((tree.children[3].attributes as Array<{value: string}>)[0].value).toBe(product.statusUrl);
    expect(tree.children[4].children?.[0].value).toBe(product.supportEmail);
  });

  it('turns a value with inline Markdown into code and strong nodes in text, as the API reference shows it', () => {
    const paragraph = {
      type: 'paragraph',
      children: [{type: 'text', value: 'Waits: %CONVERSATION_IDLE_BY_CHANNEL%. Then %LIMIT_REACHED_API% Done.'}],
    };
    const tree = {type: 'root', children: [paragraph]};
    remarkProductFacts()(tree, {path: 'developer/webhook/conversation.mdx'});
    const children = paragraph.children as Array<{type: string; value?: string; children?: Array<{value: string}>}>;
    expect(children[0]).toEqual({type: 'text', value: 'Waits: '});
    expect(children.filter((node) => node.type === 'inlineCode').map((node) => node.value)).toEqual(
      expect.arrayContaining(['website', 'gohighlevel', '402 insufficient_credits', '429 messages_limit_reached']),
    );
    expect(children.some((node) => node.type === 'strong' && node.children?.[0].value === 'Inbox')).toBe(true);
    const text = children.map((node) => node.value ?? node.children?.map((child) => child.value).join('')).join('');
    expect(text).not.toMatch(/[`*]/);
    expect(text).toContain('. Then Through the API');
    expect(text.endsWith(' Done.')).toBe(true);
    // A value without Markdown stays one text node; inline code keeps its backticks' content as it is.
    const plain = {type: 'root', children: [{type: 'text', value: 'Keep %TEXT_CONVERSATION_IDLE_HOURS% hours.'}]};
    remarkProductFacts()(plain, {path: 'x.mdx'});
    expect(plain.children).toEqual([
      {type: 'text', value: `Keep ${factTokens['%TEXT_CONVERSATION_IDLE_HOURS%']} hours.`},
    ]);
  });

  it('still fails on a miscased token beside one with Markdown', () => {
    const tree = {type: 'root', children: [{type: 'text', value: '%CONVERSATION_IDLE_BY_CHANNEL% %product_name%'}]};
    expect(() => remarkProductFacts()(tree, {path: 'x.mdx'})).toThrow(/not in capitals/);
  });
});
