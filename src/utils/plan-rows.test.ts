import {describe, expect, it} from 'vitest';
import {advancedModelPlans, aiModels, plans} from '../../config/facts';
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

  it('name the AI models each plan includes: the standard ones on every plan, the advanced ones on their plans', () => {
    for (const plan of plans) {
      const named = planRows.aiModels.value(plan).split(', ');
      for (const model of aiModels.models) {
        const included = model.tier === 'standard' || advancedModelPlans.includes(plan.id);
        expect(named.includes(model.name), `${plan.name}: ${model.name}`).toBe(included);
      }
    }
    expect(advancedModelPlans).toContain('business');
  });
});
