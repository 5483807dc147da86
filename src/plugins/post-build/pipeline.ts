/**
 * Runs the post-build steps one after another, in the order given, each after
 * the previous one has finished: no step reads a file another is still
 * writing, and nothing waits on a timer. Logs each step's time.
 */
import type {PipelineInput, Step} from './types';

export type StepTiming = {name: string; ms: number; summary: string};

export async function runSteps(
  steps: readonly Step[],
  input: PipelineInput,
  log: (line: string) => void = () => {},
): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  for (const step of steps) {
    const start = performance.now();
    let summary: string;
    try {
      summary = await step.run(input);
    } catch (error) {
      throw new Error(`post-build step "${step.name}" failed: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
    const ms = performance.now() - start;
    timings.push({name: step.name, ms, summary});
    const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
    log(`[post-build] ${step.name}: ${summary} in ${(ms / 1000).toFixed(2)} s (process memory ${rss} MiB)`);
  }
  return timings;
}

/** Runs `work` over `items`, at most `limit` at a time (I/O and thread-pool work that should not all start at once). */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({length: Math.max(1, Math.min(limit, items.length))}, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
