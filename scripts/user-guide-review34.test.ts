/**
 * The fixes of review round 34's user-guide findings: each rule checked at the fact or page that owns it, and the
 * link to it on the pages that repeat the point.
 */
import {describe, expect, it} from 'vitest';
import {
  dataFlowsIntoRegion,
  dataFlowsOutOfRegion,
  dataHosting,
  googleVoice,
  quietHoursTimeZone,
  requireTwoStepEffect,
  subProcessors,
  workspaceTimeZoneDefault,
} from '../config/facts';
import {line, read, section} from './page-text';

const security = 'user/workspace/security.mdx';
const notifications = 'user/workspace/notifications.mdx';

describe('user guide, review round 34 findings', () => {
  it('#3 requiring two-step verification signs out members without it, as requiring single sign-on does', () => {
    expect(requireTwoStepEffect).toContain('are signed out on every device at once');
    expect(requireTwoStepEffect).toContain('must set it up before they can open the workspace');
    const require = section(security, '## Require it for the whole team {/*#require*/}');
    expect(require).toContain('4. Select **Save**. %REQUIRE_TWO_STEP_EFFECT%');
    expect(require).not.toContain('the next time they sign in');
  });

  it("#9 quiet hours follow the person's own time zone, set in Profile, not a workspace's", () => {
    expect(quietHoursTimeZone).toContain('**Profile → Account → Time zone**');
    expect(quietHoursTimeZone).toContain('the same in every workspace you belong to');
    expect(line(notifications, 'Under **Profile → Notifications → Quiet hours**')).toContain(
      'for example 20:00 to 07:00, %QUIET_HOURS_TIME_ZONE%.',
    );
    expect(section(notifications, '## Set quiet hours {/*#quiet-hours*/}')).not.toContain("workspace's time zone");
    expect(workspaceTimeZoneDefault).not.toContain('quiet hours');
  });

  it('#4 #6 inbound paths are in the one sub-processor table; data retention links it', () => {
    const mail = subProcessors.find((row) => row.inbound);
    expect(mail?.purpose).toContain(googleVoice.forwardingDomain);
    expect(mail?.location).toBe('EU (Ireland), for workspaces in both regions');
    expect(dataFlowsIntoRegion).toEqual([mail?.flow]);
    expect(dataFlowsOutOfRegion).not.toContain(mail?.flow);
    expect(dataHosting.inboundChannels).toContain(
      "Twilio posts each text or WhatsApp message your number receives straight to the workspace's data region",
    );
    const page = read('user/workspace/security-and-compliance.mdx');
    expect(page).not.toContain('<DataFlowTable />');
    expect(page.match(/<SubProcessorTable \/>/g)).toHaveLength(1);
    expect(section('user/workspace/security-and-compliance.mdx', '## Sub-processors {/*#sub-processors*/}')).toContain(
      '%INBOUND_CHANNELS%',
    );
    // Review 39 #3: whether each row leaves the region is the sentence under the five-column table.
    expect(section('user/workspace/security-and-compliance.mdx', '## Sub-processors {/*#sub-processors*/}')).toContain(
      '<SubProcessorTable />\n\n**Leaves the region.** Every row takes data out',
    );
  });

  it('#7 #10 #14 the condition, the export role and the test step say what happens', () => {
    expect(line('user/getting-started/flow-builder.mdx', '`lead.email` **is not empty**, so that')).toContain(
      'An anonymous website visitor who comes back starts with `lead.email` empty and is asked again.',
    );
    expect(line('user/getting-started/app-download.mdx', '| View **Leads** |')).toContain(
      'View; export for Owners and Admins',
    );
    expect(line('user/workspace/reports.mdx', '5. Tomorrow,')).toContain(
      'it is not listed under **Unanswered questions**',
    );
    expect(read('user/workspace/reports.mdx')).not.toContain('choose **Today** tomorrow to check');
  });
});
