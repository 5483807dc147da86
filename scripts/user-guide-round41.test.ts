/**
 * Review round 39's small user-guide findings: a flow that starts again in the same conversation, turning off the
 * apps, the intro's hand-off step, and what quiet hours silence.
 */
import {describe, expect, it} from 'vitest';
import {appsTurnedOff, chatbotDeletion, flowRunsAgain} from '../config/facts';
import {line, read, section} from './page-text';

describe('user guide, review round 39', () => {
  it('#1 the flow test step 6 links the rule that a flow starts again after its End', () => {
    expect(flowRunsAgain).toContain('after its **End** block');
    expect(flowRunsAgain).toContain('with no limit');
    expect(flowRunsAgain).toContain('run once per conversation');
    expect(section('user/chatbots/flow-reference.mdx', '### Triggers')).toContain('%FLOW_RUNS_AGAIN%');
    // Review 46 #2, #3: a test step was added before it, so it is found by its words, not its number.
    const step6 = line('user/getting-started/flow-builder.mdx', '. Type "can I get a demo?" once more');
    expect(step6).toContain('[Triggers](../chatbots/flow-reference.mdx#triggers)');
  });

  it('#2 security has a Turn off the apps procedure, linked from team and app download', () => {
    const security = read('user/workspace/security.mdx');
    expect(security).not.toContain('so that conversations are only read in the browser. The');
    const turnOff = section('user/workspace/security.mdx', '## Turn off the apps');
    expect(turnOff).toContain('**Allow the mobile and desktop apps**');
    expect(turnOff).toContain('As an Owner, go to **Workspace settings → Security**');
    expect(turnOff).toContain('%APPS_TURNED_OFF%');
    expect(appsTurnedOff).toContain('signed out at its next request');
    expect(appsTurnedOff).toContain('notifications stop');
    expect(line('user/workspace/team.mdx', '| Turn off the mobile and desktop apps')).toContain(
      './security.mdx#turn-off-apps',
    );
    expect(line('user/getting-started/app-download.mdx', '| **Download apps** is missing')).toContain(
      '../workspace/security.mdx#turn-off-apps',
    );
  });

  it('#3 the intro hands off within Working hours, by the live chat rule', () => {
    const step4 = line('user/intro.mdx', '4. When the customer asks for a person');
    expect(step4).not.toContain('or the chatbot cannot answer, it hands');
    expect(step4).toContain('within **Working hours**');
    expect(step4).toContain('(./getting-started/livechat.mdx#how-hand-off-works)');
  });

  it('#4 the chatbot deletion list stays in API words: the token feeds openapi.yaml too', () => {
    expect(chatbotDeletion.deletes).toContain('chat sessions with their messages');
    expect(read('openapi/openapi.yaml')).toContain('%CHATBOT_DELETION_DELETES%');
  });

  it('#5 quiet hours say they silence the web dashboard tab too', () => {
    const quiet = section('user/workspace/notifications.mdx', '## Set quiet hours');
    expect(quiet).not.toContain('your phone and desktop stay silent');
    expect(quiet).toContain('notifications in a web dashboard tab');
  });
});
