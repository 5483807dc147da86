/**
 * Issue 45: a message that matches both a flow's trigger and a hand-off phrase. The rule is stated once, in
 * config/facts.ts (`handOffOrFlowTrigger`): an explicit request for a person always hands off. So the flow builder's
 * worked example, which must start its flow, gives its **Intent** trigger no phrase that asks for a person.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {handOffOrFlowTrigger} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

/** The quoted phrases of the first line of `page` that contains `marker`. */
function quotedPhrases(page: string, marker: string): string[] {
  const line = read(page)
    .split('\n')
    .find((text) => text.includes(marker));
  if (line === undefined) throw new Error(`${page} has no line with ${marker}`);
  return [...line.matchAll(/"([^"]+)"/g)].map(([, phrase]) => phrase);
}

/** Words that make a message a request for a person, whatever the hand-off phrases are. */
const asksForAPerson =
  /\b(talk|speak|chat)\s+(to|with)\b|\b(human|person|someone|agent|staff|sales team|representative)\b/i;

describe("the flow builder's worked example", () => {
  const intents = quotedPhrases(
    'user/getting-started/flow-builder.mdx',
    'choose **Intent**, and add these example phrases',
  );
  const handOff = quotedPhrases('user/chatbots/settings-reference.mdx', '| **Hand-off phrases** |');

  it('has example phrases and the default hand-off phrases to compare', () => {
    expect(intents.length).toBeGreaterThanOrEqual(3);
    expect(handOff).toContain('talk to a human');
  });

  it('starts its flow: no intent phrase asks for a person, which would hand off instead', () => {
    expect(handOffOrFlowTrigger).toContain('always hands off');
    for (const phrase of intents) {
      expect(phrase, `"${phrase}" reads as a request for a person`).not.toMatch(asksForAPerson);
      for (const handOffPhrase of handOff) expect(phrase.toLowerCase()).not.toContain(handOffPhrase.toLowerCase());
    }
  });
});

describe('the rule for a message that matches both', () => {
  it('is stated once, at the settings reference, from the one fact; the flow builder and live chat link it', () => {
    // Review 34 #5: the rule at its owner, a one-line link elsewhere.
    expect(read('user/chatbots/settings-reference.mdx')).toContain('%HANDOFF_OR_FLOW_TRIGGER%');
    expect(read('user/chatbots/settings-reference.mdx')).toContain('\n## Hand-off\n');
    for (const page of ['user/chatbots/flow-reference.mdx', 'user/getting-started/livechat.mdx']) {
      expect(read(page), page).not.toContain('%HANDOFF_OR_FLOW_TRIGGER%');
      expect(read(page), page).toMatch(
        /hands off[^\n]*\(\[Hand-off\]\((\.\.\/chatbots\/|\.\/)settings-reference\.mdx#hand-off\)\)/,
      );
    }
  });
});
