import {describe, expect, it} from 'vitest';
import {shortDateUtc} from './shortDate';

const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('shortDateUtc', () => {
  it('writes every day of a leap year as the theme’s Intl formatter does', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      expect(shortDateUtc(date)).toBe(intl.format(date));
    }
  });

  it('uses the UTC day, not the local one, at the edges of a day', () => {
    for (const iso of [
      '2026-11-22T00:00:00Z',
      '2026-11-22T23:59:59Z',
      '2026-12-31T23:30:00Z',
      '2027-01-01T00:10:00Z',
    ]) {
      const date = new Date(iso);
      expect(shortDateUtc(date)).toBe(intl.format(date));
    }
  });
});
