/**
 * What reviews 38 and 39 left open in the developer guide (the twins' heading ids, the recipes' whole handlers and the
 * generator's schema used twice have their own tests: scripts/built-site/checks.test.ts,
 * scripts/samples/recipe-workers.test.ts, src/plugins/api-reference/markdown.test.ts): Message a chatbot's What to
 * watch for holds one fact per line, short.
 */
import {describe, expect, it} from 'vitest';
import {section} from './page-text';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('developer guide, reviews 38 and 39 left open', () => {
  it("Message a chatbot's What to watch for: every list line at most 45 words, one fact each (#3)", () => {
    const lines = section('developer/api/chat/message-a-chatbot.mdx', '## What to watch for')
      .split('\n')
      .filter((text) => /^\s*- /.test(text));
    expect(lines.length).toBeGreaterThan(15);
    for (const text of lines) expect(words(text), text).toBeLessThanOrEqual(45);
  });
});
