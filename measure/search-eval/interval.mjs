/**
 * How far a search figure could move by which questions happened to be asked: a 95 % interval by the percentile
 * bootstrap (the questions drawn again with replacement, 2,000 times). The seed is fixed, so a run repeats its
 * intervals, and the browser's run and the offline one give the same for the same ranks. The search evaluation
 * (measure/eval-search.mjs in the browser, ./offline.ts without one) prints one beside each figure of each half of
 * the question set, and, for a change tried offline (`--compare`), one for the difference the change makes question
 * by question.
 */

/** A small fast generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The 95 % interval of the mean of `values` (one per question: 1 or 0 for a hit, the reciprocal rank for MRR, or
 * the difference two rankings make to it): [low, high].
 *
 * @param {readonly number[]} values
 * @param {{resamples?: number, seed?: number}} [options]
 * @returns {[number, number]}
 */
export function interval(values, {resamples = 2000, seed = 20261127} = {}) {
  const n = values.length;
  if (n === 0) return [Number.NaN, Number.NaN];
  // Sorted, so that the interval depends on the figures and not on the order the questions ran in (the browser
  // runs them area by area).
  const sorted = Float64Array.from(values).sort();
  const random = generator(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r += 1) {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += sorted[Math.floor(random() * n)];
    means[r] = sum / n;
  }
  means.sort();
  return [means[Math.floor(0.025 * resamples)], means[Math.ceil(0.975 * resamples) - 1]];
}

/**
 * Per question, what hit@1, hit@3 and MRR count: 1 or 0, and the reciprocal rank (0 when no answering page is
 * listed).
 *
 * @param {number} rank The rank of the first answering page, from 1; 0 when none is listed.
 * @returns {{hit1: number, hit3: number, rr: number}}
 */
export function perQuestion(rank) {
  return {hit1: rank === 1 ? 1 : 0, hit3: rank >= 1 && rank <= 3 ? 1 : 0, rr: rank >= 1 ? 1 / rank : 0};
}

/**
 * The 95 % intervals of hit@1, hit@3 and MRR of a list of ranks (one per question).
 *
 * @param {readonly number[]} ranks
 * @returns {{hit1: [number, number], hit3: [number, number], mrr: [number, number]}}
 */
export function intervalsOf(ranks) {
  const each = ranks.map(perQuestion);
  return {
    hit1: interval(each.map(({hit1}) => hit1)),
    hit3: interval(each.map(({hit3}) => hit3)),
    mrr: interval(each.map(({rr}) => rr)),
  };
}

/**
 * An interval as the evaluation prints it: `[73.7–84.7]` for a share (in percent), `[0.832–0.904]` for MRR.
 *
 * @param {readonly [number, number]} range
 * @param {'share' | 'mrr'} kind
 */
export function formatInterval([low, high], kind) {
  return kind === 'mrr'
    ? `[${low.toFixed(3)}–${high.toFixed(3)}]`
    : `[${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}]`;
}
