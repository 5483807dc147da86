/**
 * The decisions of review round 29 of issue 45 (developer guide): erasing a lead or a conversation cancels the pending
 * retries of its events, a disabled endpoint's failed deliveries can still be resent, and what the delivery log keeps
 * is a section of its own that the other pages link to.
 */
// cspell:ignore handoff
import {describe, expect, it} from 'vitest';
import {productFactTokens} from '../config/tokens';
import {line, read} from './page-text';

describe('the retries of an erased lead or conversation', () => {
  it('are cancelled: only an attempt in flight can arrive late, one per endpoint at most', () => {
    expect(productFactTokens['%WEBHOOK_ERASED_RETRIES_CANCELLED%']).toMatch(
      /cancels the pending retries.*only an attempt already in flight.*at most one per endpoint/,
    );
    // Review 40: the ordering rule is one bullet of the delivery rules (was a second "Ordering in detail" list).
    expect(line('developer/webhook/delivery.mdx', '  - For leads, skip an event')).toContain(
      '%WEBHOOK_ERASED_RETRIES_CANCELLED%',
    );
  });

  // Review 35 #4: whole once, in the delivery rules; the deletion lists link there.
  it.each([
    ['developer/api/lead-deletions.mdx', '../webhook/delivery.mdx#delivery-rules'],
    ['developer/api/chat/session-deletions.mdx', '../../webhook/delivery.mdx#delivery-rules'],
  ])('%s links the rule instead of repeating it', (file, link) => {
    expect(line(file, '- **Remember the IDs.**')).toContain(`([at most one per endpoint](${link}))`);
    expect(read(file)).not.toContain('%WEBHOOK_ERASED_RETRIES_CANCELLED%');
  });

  it.each([
    'developer/webhook/delivery.mdx',
    'developer/webhook/lead.mdx',
    'developer/webhook/conversation.mdx',
    'developer/webhook/handoff.mdx',
    'developer/api/delete-lead.mdx',
  ])('%s no longer says a retry can come after the deletion', (file) => {
    expect(read(file)).not.toMatch(/late retry|a late `lead\.updated` can follow/i);
  });
});

describe('the delivery log', () => {
  it('a disabled endpoint keeps its failed deliveries to resend; events while disabled are caught up with the API', () => {
    expect(line('developer/webhook/delivery.mdx', '- **Disabling.**')).toMatch(
      /failed before it was disabled stay in \*\*Recent deliveries\*\*, to resend\. %WEBHOOK_DISABLED_RETRIES%\. Events while it is disabled are not recorded: catch up on those with the API/,
    );
  });

  it('what it keeps is a section of Delivery rules, where the short form links', () => {
    const page = read('developer/webhook/delivery.mdx');
    const section = page.split('### What the delivery log keeps')[1]?.split('\n### ')[0] ?? '';
    expect(section).toContain('%WEBHOOK_DELIVERY_BODIES_DELETED%');
    expect(page.indexOf('## Delivery rules')).toBeLessThan(page.indexOf('### What the delivery log keeps'));
    expect(productFactTokens['%WEBHOOK_DELIVERY_BODIES_DELETED_SHORT%']).toContain(
      '(/developer/webhook/delivery#what-the-delivery-log-keeps)',
    );
    expect(read('developer/api/delete-lead.mdx')).toMatch(
      /\*\*Tell the person\.\*\*.*%WEBHOOK_DELIVERY_BODIES_DELETED_SHORT%/,
    );
  });
});
