/**
 * Review round 39 (developer guide): `answer_kind: null` goes with `answer: null`; SMS segments of a split text; the
 * messages limit beside credits in the chat pitfalls; which out-of-hours requests send no lead event.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {line, read} from './page-text';

type Document = {components: {schemas: Record<string, {properties: Record<string, {description?: string}>}>}};
const openapi = () => parse(read('openapi/openapi.yaml')) as Document;

describe('developer guide, review round 39', () => {
  it('answer_kind is null when answer is null, during a hand-off, not "null with answer"', () => {
    const schemas = openapi().components.schemas;
    const owner = Object.values(schemas).find((schema) => schema.properties?.answer_kind);
    const text = owner!.properties.answer_kind.description!.replace(/\s+/g, ' ');
    expect(text).not.toContain('`null` with `answer`');
    expect(text).toContain('or `null` when `answer` is `null` (a hand-off requested or under way).');
  });
  it('Send a Twilio message names the 153 and 67 characters per segment of a split text, as the segments field does', () => {
    const bullet = line('developer/api/send-twilio-message.mdx', '**SMS segments.**');
    expect(bullet).toContain('Once a text needs more than one segment, each holds 153, or 67 as Unicode.');
    expect(read('openapi/openapi.yaml')).toContain('(153 and 67 when it is split)');
  });
  it('the chat pitfalls treat 429 messages_limit_reached as the same case as 402 insufficient_credits', () => {
    const bullet = line('developer/category/chat.mdx', '**Credits.**');
    expect(bullet).toContain('`402 insufficient_credits`');
    expect(bullet).toContain('`429 messages_limit_reached`');
    expect(bullet).toContain('(../api/chat/message-a-chatbot.mdx#credits-or-limit-used-up)');
  });
  it('the hand-off webhook does not say a GoHighLevel conversation never sends a lead event', () => {
    const bullet = line('developer/webhook/handoff.mdx', '**No lead event**');
    expect(bullet).not.toMatch(/or on the `api` and `gohighlevel` channels/);
    expect(bullet).toContain('the request itself sends no lead event (a GoHighLevel contact may already be a lead');
    expect(read('config/facts.ts')).toContain(
      'A GoHighLevel contact becomes a lead at their first message the chatbot answers',
    );
  });
});
