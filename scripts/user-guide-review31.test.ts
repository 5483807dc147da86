/**
 * The fixes of review round 31's user-guide findings (the second pass): each rule checked at the page or fact that
 * owns it, and the link to it on the pages that repeat the point.
 */
import {describe, expect, it} from 'vitest';
import {twilioOneSender, whatsappOptOut} from '../config/facts';
import {line, read, section} from './page-text';

const team = 'user/workspace/team.mdx';
const billing = 'user/workspace/billing.mdx';
const twilio = 'user/getting-started/twilio.mdx';

describe('user guide, review round 31 findings', () => {
  it('#1 an agency pays for the new client workspace before it invites, and billing links to that order', () => {
    const clients = section(team, '## Manage chatbots for several clients {/*#clients*/}');
    const change = clients.indexOf('3. In **Workspace settings → Billing**, [change plan]');
    const invite = clients.indexOf("4. Invite the client's people");
    expect(change).toBeGreaterThan(0);
    expect(invite).toBeGreaterThan(change);
    expect(clients).toContain('%PLAN_UPGRADE_FROM_FREE%');
    expect(clients).toContain('select **Replace card**');
    expect(clients).toContain('the client signs up at %DASHBOARD_URL%');
    const row = line(billing, '| The client pays %PRODUCT_NAME% directly |');
    expect(row).toContain('[Manage chatbots for several clients](./team.mdx#clients)');
    expect(row).not.toContain('adds their card');
  });

  it("#2 Twilio: one sender per connection, the WhatsApp sender's own webhook, and STOP on WhatsApp", () => {
    expect(twilioOneSender).toContain('One Twilio connection answers one sender');
    expect(whatsappOptOut).toContain('`START` undoes it');
    expect(section(twilio, '## How it works')).toContain('%TWILIO_ONE_SENDER%');
    const connect = section(twilio, '## Connect the number');
    expect(connect).toContain("it sets the sender's own **Webhook URL for incoming messages**");
    expect(connect).toContain('**Disconnect** puts it back, on the number or on the WhatsApp sender');
    expect(line(twilio, '| The same opt-out words, by WhatsApp |')).toContain('%WHATSAPP_OPT_OUT%');
    expect(read(twilio)).not.toContain("puts the number's previous incoming-message webhook back");
  });
});
