/**
 * The decisions of review round 18 of issue 45 (integration guides) that live in config/facts.ts: the GoHighLevel
 * facts as each guide shows them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factTokens, ghlContactLead} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

/** The page's text with its fact tokens replaced, as the site shows it. */
const rendered = (file: string): string => read(file).replace(/%[A-Z0-9_]+%/g, (token) => factTokens[token] ?? token);

describe('the GoHighLevel guides', () => {
  it('neither links to itself where it says a GoHighLevel conversation’s lead is not sent back', () => {
    const leadGuide = rendered('integration/ghl-lead-integration.mdx');
    const chatGuide = rendered('integration/ghl-chat-integration.mdx');
    const leadSentence = leadGuide.split('\n').find((text) => text.includes('is not sent back to GoHighLevel'));
    const chatSentence = chatGuide.split('\n').find((text) => text.includes('never sends such a lead back'));
    expect(leadSentence).not.toMatch(/\]\((?:\/integration\/|\.\/)ghl-lead-integration|\]\(#/);
    expect(chatSentence).not.toMatch(/\]\((?:\/integration\/|\.\/)ghl-chat-integration|\]\(#/);
    // Each sends the reader to the other.
    expect(leadSentence).toContain('](/integration/ghl-chat-integration#field-mapping)');
    expect(chatSentence).toContain('](./ghl-lead-integration.mdx#method-a-built-in-connection)');
  });

  it('Never on Ask for contact details stops GoHighLevel contacts becoming leads, on both pages that say it', () => {
    // Review round 31: said plainly, with the settings reference linked.
    expect(ghlContactLead).toMatch(
      /With \*\*Ask for contact details\*\* on \*\*Never\*\*, the contact becomes no lead/,
    );
    expect(ghlContactLead).toContain('](/user/chatbots/settings-reference#lead-capture)');
    const never = read('user/chatbots/settings-reference.mdx')
      .split('\n')
      .find((text) => text.startsWith('**Never** turns lead capture off on every channel'));
    expect(never).toMatch(/GoHighLevel conversations save none/);
  });
});
