/**
 * The JavaScript SDK findings reviews 38 and 39 left open: the server-side signing step in one tab per stack, each
 * run where its runtime exists, and all checked against the page's known-answer vector; the React ChatButton a thin
 * wrapper over the shipped `bindChatButton`; a "Check that it works" on control-bubble; the WordPress plugin as a
 * shipped file; one owner for the visitor limits, `domain_not_allowed` and the email rule.
 */
import {describe, expect, it} from 'vitest';
import {read, section} from '../page-text';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';

describe('JavaScript SDK, findings left open by reviews 38 and 39', () => {
  it('#3 control-bubble has a Check that it works: what to do, what shows, and where to look when it does not', () => {
    const check = section(bubble, '## Check that it works');
    const steps = check.match(/^\d+\. /gm) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(check).toContain('The bubble appears');
    expect(check).toMatch(/`aria-expanded` turns `true`/);
    expect(check).toContain('**Inbox**');
    expect(check, 'sign-out, as the page teaches it').toContain('`data-sign-out`');
    expect(check, 'what to do if not').toContain('](./reference.mdx#errors)');
    const text = read(bubble);
    expect(text.indexOf('## Check that it works'), 'after the tasks, before the related pages').toBeGreaterThan(
      text.indexOf('## Sign a visitor out of the chat'),
    );
    expect(text.indexOf('## Check that it works')).toBeLessThan(text.indexOf('## Related pages'));
  });
});
