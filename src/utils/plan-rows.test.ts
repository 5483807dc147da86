import {describe, expect, it} from 'vitest';
import {plans} from '../../config/facts';
import {planRows} from './plan-rows';

describe('plan table rows', () => {
  it('read every figure from config/facts.ts', () => {
    const business = plans.find((plan) => plan.id === 'business')!;
    const free = plans.find((plan) => plan.id === 'free')!;
    expect(planRows.monthlyCredits.value(business)).toBe(business.monthlyCredits.toLocaleString('en-GB'));
    expect(planRows.historyRetentionDays.value(business)).toBe(`${business.historyRetentionDays / 365} years`);
    expect(planRows.historyRetentionDays.value(free)).toBe(`${free.historyRetentionDays} days`);
    expect(planRows.price.value(free)).toBe('Free');
    expect(planRows.api.value(free)).toBe(free.api ? 'Yes' : 'No');
  });
});
