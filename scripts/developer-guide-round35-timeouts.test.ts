/**
 * Review round 35 #5 (developer guide): the retry helpers of Errors wait the site's client timeout per attempt by
 * default (config/facts.ts `api.clientTimeoutSeconds`), as every generated sample does, and their Message a chatbot
 * call passes that operation's longer `x-client-timeout-seconds`, which must exceed the 60 seconds the API gives the
 * AI model (`503 model_unavailable`): a client that gives up first never sees that answer.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {api} from '../config/facts';
import {read} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const message = document.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post as Json;
const modelSeconds = Number(
  /within (\d+) seconds/.exec(document.components.responses.ModelUnavailable.description)![1],
);
const page = read('developer/api/errors.mdx');

describe('the retry helpers of Errors', () => {
  it('wait the client timeout by default, in Node.js and Python', () => {
    expect(api.clientTimeoutSeconds).toBeLessThan(message['x-client-timeout-seconds']);
    expect(page).toContain('{attempts = 5, timeoutSeconds = %API_CLIENT_TIMEOUT_SECONDS%, idempotencyKey');
    expect(page).toContain('attempts=5, timeout=%API_CLIENT_TIMEOUT_SECONDS%, idempotency_key=None');
    expect(page).not.toMatch(/timeoutSeconds = 70|timeout=70, idempotency_key/);
  });

  it("pass Message a chatbot's own timeout, longer than the model's limit, and say why", () => {
    const seconds = message['x-client-timeout-seconds'] as number;
    expect(seconds).toBeGreaterThan(modelSeconds);
    expect(page).toContain(
      `{timeoutSeconds: ${seconds}}, // Longer than the ${modelSeconds} seconds Message a chatbot`,
    );
    expect(page).toContain(`timeout=${seconds},  # Longer than the ${modelSeconds} seconds Message a chatbot`);
    // Review 42 #7: the page gives each operation's timeout in the retry table (src/plugins/api-reference/snippets.test.ts)
    // and tells readers to pass it.
    expect(page).toContain("Pass the operation's **Client timeout** from the table as `timeoutSeconds`");
  });
});
