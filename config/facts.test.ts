import {describe, expect, it} from 'vitest';
import {factTokens, formatDays, plans, plansWith} from './facts';

describe('config/facts.ts tokens', () => {
  it('every token is well formed and stands for a value', () => {
    for (const [token, value] of Object.entries(factTokens)) {
      expect(token).toMatch(/^%[A-Z][A-Z0-9_]*[A-Z0-9]%$/);
      expect(value, token).not.toBe('');
    }
  });

  it('plan gates name the plans that have the feature, in plan order', () => {
    const expected = plans.filter((plan) => plan.integrations).map((plan) => plan.name);
    expect(plansWith('integrations').split(/, | and /)).toEqual(expected);
    expect(factTokens['%PLANS_WITH_API%']).toBe(plansWith('api'));
  });

  it('retention reads as people say it', () => {
    expect(formatDays(30)).toBe('30 days');
    expect(formatDays(365)).toBe('1 year');
    expect(formatDays(730)).toBe('2 years');
  });
});
