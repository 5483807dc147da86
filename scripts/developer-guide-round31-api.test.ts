/**
 * The decisions of review round 31 (developer guide) that live in the document: Message a chatbot says what its
 * `answer` is (`answer_kind`, so that a back end can tell the Out-of-hours message from an answer and ask for the
 * visitor's details), and how a flow that sends several messages in a row answers. The back-end recipe's server acts on
 * `out_of_hours` in scripts/samples/chat-server.test.ts; conversation.ended names the field that says why.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {read} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const exchange = document.components.schemas.MessageExchange as Json;
const messageChatbot = document.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post as Json;

describe('Message a chatbot says what its answer is', () => {
  it('answer_kind is required, names each kind of answer, and is null with answer', () => {
    expect(exchange.required).toContain('answer_kind');
    const [kinds, none] = exchange.properties.answer_kind.oneOf;
    expect(kinds.enum).toEqual(['answer', 'fallback', 'flow', 'out_of_hours', 'away']);
    expect(none).toEqual({type: 'null'});
    // Each kind has its row in the one outcome table (review 32 #4), and the field names it.
    for (const kind of kinds.enum) {
      expect(messageChatbot.description).toMatch(new RegExp(`\\| \`${kind}\` \\|`));
      expect(exchange.properties.answer_kind.description).toContain(`\`${kind}\``);
    }
    expect(messageChatbot.responses['200'].content['application/json'].example.answer_kind).toBe('answer');
  });

  it('out_of_hours tells the back end to ask for the details itself, on the operation and in the api fact', () => {
    expect(exchange.properties.answer_kind.description).toMatch(/`out_of_hours`[^\n]*\n[^\n]*no lead is saved/);
    expect(read('developer/api/chat/message-a-chatbot.mdx')).toContain('- **Out of hours.** %API_OUT_OF_HOURS%');
  });

  it("a flow's messages in a row are one answer, separated by a blank line", () => {
    expect(read('developer/api/chat/message-a-chatbot.mdx')).toMatch(
      /are one `assistant` message[\s\S]*blank line \(`\\n\\n`\)/,
    );
    expect(exchange.properties.answer.description).toMatch(/a blank line between them \(`answer_kind: flow`\)/);
  });
});

describe('conversation.ended', () => {
  it('names data.reason, the field its payload has, as what says why', () => {
    const ended = document.webhooks['conversation.ended'].post as Json;
    expect(ended.description).toMatch(/`data\.reason` says why/);
    expect(ended.requestBody.content['application/json'].example.data.reason).toBeDefined();
  });
});
