import {describe, expect, it} from 'vitest';
import {formatInterval, interval, intervalsOf, perQuestion} from './interval.mjs';

describe('interval', () => {
  it('is the value itself when every question scores the same', () => {
    expect(interval(Array.from({length: 50}, () => 0.5))).toEqual([0.5, 0.5]);
  });

  it('holds the mean, about two standard errors either side, for a share of 200 questions', () => {
    // 160 hits of 200: 80 %, standard error sqrt(0.8 × 0.2 / 200) ≈ 2.8 points.
    const values = Array.from({length: 200}, (_, i) => (i < 160 ? 1 : 0));
    const [low, high] = interval(values);
    expect(low).toBeLessThan(0.8);
    expect(high).toBeGreaterThan(0.8);
    expect(high - low).toBeGreaterThan(0.09);
    expect(high - low).toBeLessThan(0.13);
  });

  it('narrows as the questions grow in number', () => {
    const share = (n: number) => Array.from({length: n}, (_, i) => (i % 5 === 0 ? 0 : 1));
    const width = (n: number) => {
      const [low, high] = interval(share(n));
      return high - low;
    };
    expect(width(800)).toBeLessThan(width(200) * 0.7);
  });

  it('repeats itself: the same figures give the same interval, in whatever order the questions ran', () => {
    const values = Array.from({length: 120}, (_, i) => (i % 3 === 0 ? 1 : 1 / (1 + (i % 4))));
    expect(interval(values)).toEqual(interval(values));
    expect(interval([...values].reverse())).toEqual(interval(values));
  });
});

describe('perQuestion, intervalsOf and formatInterval', () => {
  it('count a first place, a third place and a miss as the figures do', () => {
    expect(perQuestion(1)).toEqual({hit1: 1, hit3: 1, rr: 1});
    expect(perQuestion(3)).toEqual({hit1: 0, hit3: 1, rr: 1 / 3});
    expect(perQuestion(0)).toEqual({hit1: 0, hit3: 0, rr: 0});
  });

  it('give each figure its interval, printed in percent for a share and in three decimals for MRR', () => {
    const ranks = Array.from({length: 100}, (_, i) => (i < 80 ? 1 : 2));
    const {hit1, hit3, mrr} = intervalsOf(ranks);
    expect(hit3).toEqual([1, 1]);
    expect(formatInterval(hit1, 'share')).toMatch(/^\[7\d\.\d–8\d\.\d\]$/);
    expect(formatInterval(mrr, 'mrr')).toMatch(/^\[0\.8\d\d–0\.9\d\d\]$/);
  });
});
