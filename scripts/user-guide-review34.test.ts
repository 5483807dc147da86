/**
 * The fixes of review round 34's user-guide findings: each rule checked at the fact or page that owns it, and the
 * link to it on the pages that repeat the point.
 */
import {describe, expect, it} from 'vitest';
import {quietHoursTimeZone, requireTwoStepEffect, workspaceTimeZoneDefault} from '../config/facts';
import {line, section} from './page-text';

const security = 'user/workspace/security.mdx';
const notifications = 'user/workspace/notifications.mdx';

describe('user guide, review round 34 findings', () => {
  it('#3 requiring two-step verification signs out members without it, as requiring single sign-on does', () => {
    expect(requireTwoStepEffect).toContain('are signed out on every device at once');
    expect(requireTwoStepEffect).toContain('must set it up before they can open the workspace');
    const require = section(security, '## Require it for the whole team {/*#require*/}');
    expect(require).toContain('3. Select **Save**. %REQUIRE_TWO_STEP_EFFECT%');
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
});
