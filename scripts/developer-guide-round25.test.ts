/**
 * The decisions of review round 25 of issue 45 (developer guide) that live in page text: what a text sent with Send a
 * Twilio message is in the conversation (an `agent` message, `conversation.message.created`, no message credits), and
 * that a test chatbot connects a Twilio number as a live one does, its messages recorded and never sent. The retry
 * with jitter is tested by scripts/samples/chat-server.test.ts, the sheet rows' 404 by
 * src/plugins/api-reference/retry.test.ts.
 */
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {line, read} from './page-text';

const PAGE = 'developer/api/send-twilio-message.mdx';
const document = parse(read('openapi/openapi.yaml')) as {
  paths: Record<string, {post: {description: string}}>;
  components: {schemas: {Message: {properties: {role: {description: string}}}}};
};
const operation = document.paths['/chatbots/{chatbot_id}/twilio/messages'].post.description.replace(/\s+/g, ' ');

describe('Send a Twilio message: the sent text in the conversation', () => {
  it('the page lists its role, its event and its credits in one short list', () => {
    const page = read(PAGE);
    const list = page.slice(page.indexOf('- **In the conversation.**'), page.indexOf('- **E.164 numbers.**'));
    expect(list).toMatch(/^ {2}- is stored as an `agent` message \(`role: agent`\)/m);
    expect(list).toMatch(/^ {2}- sends `conversation\.message\.created`/m);
    expect(list).toMatch(/^ {2}- uses no message credits/m);
  });

  it('the operation description says the same', () => {
    expect(operation).toContain('stored in the conversation as an `agent` message');
    expect(operation).toContain('sends `conversation.message.created`; it uses no message credits');
  });

  it('every page that says what role agent is names the Twilio text', () => {
    expect(document.components.schemas.Message.properties.role.description).toMatch(
      /a text sent\s+with Send a Twilio message/,
    );
    expect(line('developer/webhook/conversation.mdx', '- **Who is talking.**')).toContain(
      'or a text sent with [Send a Twilio message]',
    );
    expect(line('developer/api/get-message-history.mdx', '- **Roles.**')).toContain(
      'or a text sent with [Send a Twilio message]',
    );
  });
});

describe('a test chatbot and Twilio', () => {
  it('connects a number in Settings → Channels as a live one does, and its messages are recorded, never sent', () => {
    expect(line(PAGE, '- **Connect Twilio first**')).toContain(
      '**Settings → Channels → Twilio**: a test chatbot connects a number as a live one does',
    );
    expect(line('developer/api/test-mode.mdx', '| Twilio messages |')).toMatch(
      /A test chatbot connects a Twilio number in \*\*Settings → Channels\*\* as a live one does\. Its messages are recorded, never sent/,
    );
    expect(operation).toContain('A test chatbot connects a Twilio number as a live one does');
    expect(operation).toContain('with an `sk_test_` key the message is recorded, never sent');
  });
});
