/**
 * Round 45: the findings of review round 41 on the user guide. Each decision is stated once (config/facts.ts or the
 * page that owns it), and the pages that repeat the point use it or link to it.
 */
import {describe, expect, it} from 'vitest';
import {defaultAwayMessage, defaultLimitMessage, limitReached} from '../config/facts';
import {line, read} from './page-text';

const settings = 'user/chatbots/settings-reference.mdx';
const livechat = 'user/getting-started/livechat.mdx';

describe('round 45: review 41 findings on the user guide', () => {
  it('#1 the default Away and Limit messages promise no reply; the team finds a Limit-message conversation in Chatbot', () => {
    for (const message of [defaultAwayMessage, defaultLimitMessage]) {
      expect(message).not.toMatch(/reply|will see/i);
      expect(message).toContain('Please try again later.');
    }
    expect(line(settings, '| **Away message** |')).toContain('%DEFAULT_AWAY_MESSAGE%');
    expect(line(settings, '| **Limit message** |')).toContain('%DEFAULT_LIMIT_MESSAGE%');
    expect(limitReached.channels).toContain(
      'It stays in the **Chatbot** view, not **Waiting**, and no agent is notified',
    );
    expect(read('user/workspace/billing.mdx')).toContain('%LIMIT_REACHED_CHANNELS%');
    expect(line(settings, 'The **Limit message** goes out')).toContain(
      '**Chatbot** view for your team (not **Waiting**',
    );
    expect(line(livechat, 'A conversation that got the **Limit message**')).toContain(
      'is not in **Waiting** and notifies nobody',
    );
    expect(read(livechat)).not.toContain('reply here');
  });
});
