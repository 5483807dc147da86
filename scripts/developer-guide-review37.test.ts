/**
 * Review round 37 (developer guide): the delivery page's summary says an event is lost once its attempts run out,
 * not only while the endpoint is disabled; the Authorization page gives `plan_required` the meaning openapi.yaml's
 * x-error-codes gives it, with no other plan-gated feature.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {expand, line, read} from './page-text';

describe('developer guide, review round 37', () => {
  it('At a glance: events are lost after the last attempt, so an endpoint down longer than the retries catches up', () => {
    const lost = expand(line('developer/webhook/delivery.mdx', '- **Lost** once all'));
    expect(lost).not.toContain('%');
    expect(lost).toMatch(/an endpoint down for longer than .+ misses events, so \[catch up\]\(#catch-up\)/);
    // The rule it summarises: the diagram's text alternative says the event is not sent again after the last attempt.
    expect(read('developer/webhook/delivery.mdx')).toContain(
      'after the last failed attempt the event is not sent again',
    );
  });

  it("plan_required means what openapi.yaml's x-error-codes says, on the Authorization page too", () => {
    const {components} = parse(read('openapi/openapi.yaml')) as {
      components: {'x-error-codes': Record<string, {meaning: string}>};
    };
    const codes = components['x-error-codes'];
    const row = expand(line('developer/api/authorization.mdx', '| `403` | `plan_required` |'));
    expect(row).toContain(`| ${codes.plan_required.meaning} |`);
    expect(row).not.toContain('or this feature');
  });
});
