/**
 * Round 45: the findings of review round 41 on the user guide. Each decision is stated once (config/facts.ts or the
 * page that owns it), and the pages that repeat the point use it or link to it.
 */
import {describe, expect, it} from 'vitest';
import {
  defaultAwayMessage,
  defaultLimitMessage,
  flowStartTriggersPageVisited,
  limitReached,
  restorePlanBringsBack,
} from '../config/facts';
import {line, read, section} from './page-text';

const settings = 'user/chatbots/settings-reference.mdx';
const livechat = 'user/getting-started/livechat.mdx';
const deleteWorkspace = 'user/workspace/delete-workspace.mdx';

describe('round 45: review 41 findings on the user guide', () => {
  it('#1 the default Away and Limit messages promise no reply; the team finds a Limit-message conversation in Chatbot', () => {
    for (const message of [defaultAwayMessage, defaultLimitMessage]) {
      expect(message).not.toMatch(/reply|will see/i);
      expect(message).toContain('Please try again later.');
    }
    expect(line(settings, '| **Away message** |')).toContain('%DEFAULT_AWAY_MESSAGE%');
    expect(line(settings, '| **Limit message** |')).toContain('%DEFAULT_LIMIT_MESSAGE%');
    expect(limitReached.channels).toContain(
      "stays in the **Inbox**'s **Chatbot** view, not **Waiting**, and no agent is notified",
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

  it('#2 a restore does not say API keys come back on: its own wording, channels disconnected before stay so', () => {
    const step = line(deleteWorkspace, '1. Choose a plan again at once');
    expect(step).toContain('%RESTORE_PLAN_BRINGS_BACK%');
    expect(step).not.toContain('%UPGRADE_BRINGS_BACK%');
    expect(restorePlanBringsBack).not.toMatch(/API keys back on/);
    expect(restorePlanBringsBack).toContain('API keys, revoked at the deletion, do not come back (step 2)');
    expect(restorePlanBringsBack).toContain('channels disconnected before the deletion stay disconnected');
    expect(line(deleteWorkspace, '2. Create new API keys')).toContain('**Workspace settings → API keys**');
  });

  it('#3 the standard model is named by %STANDARD_MODEL_NAMES%, not "the standard ones"', () => {
    expect(line('user/intro.mdx', 'One answer from the chatbot uses')).toContain(
      'message credit with %STANDARD_MODEL_NAMES% and',
    );
    expect(line(settings, '| **Model** |')).toContain('%STANDARD_MODEL_NAMES% on every plan');
    expect(line('user/workspace/billing.mdx', 'The **AI models** row')).toContain(
      'every plan has %STANDARD_MODEL_NAMES%',
    );
    for (const page of ['user/intro.mdx', settings, 'user/workspace/billing.mdx']) {
      expect(read(page)).not.toMatch(/the standard (AI models|ones)/);
    }
  });

  it("#4 Page visited: the pattern matches the address's path", () => {
    expect(flowStartTriggersPageVisited).toContain("whose address's path matches the pattern: `/pricing*` matches");
    expect(line('user/chatbots/flow-reference.mdx', '| **Page visited** |')).toContain(
      'Address pattern, matched against the path, such as `/pricing*`',
    );
    expect(read('user/chatbots/flow-reference.mdx')).toContain('- %FLOW_START_TRIGGERS_PAGE_VISITED%');
  });

  it('#5 privacy Delete it: both Inbox searches include the customer ID that Find step 3 searches by', () => {
    const find = section('user/workspace/privacy.mdx', '### Find everything about one customer');
    expect(find).toContain('and for your customer ID if your website or app passes one');
    const del = section('user/workspace/privacy.mdx', '### Delete it');
    expect(del).toMatch(/\n2\. Search the \*\*Inbox\*\* by their email, phone, name and customer ID\./);
    expect(del).toMatch(/\n5\. Search the \*\*Inbox\*\* again by their email, phone, name and customer ID\./);
  });

  it('#6 livechat End a conversation: tags are added before Close, not after it', () => {
    const end = section(livechat, '## End a conversation');
    // Round 48 (review 43 #2): the step links Tag a conversation.
    expect(end).toMatch(
      /\n2\. Optionally \[tag the conversation\][^\n]*before you close it\.\n3\. [^\n]*select \*\*Close\*\*/,
    );
    expect(end).not.toMatch(/\*\*Close conversation\*\*[\s\S]*Optionally \[tag/);
  });
});
