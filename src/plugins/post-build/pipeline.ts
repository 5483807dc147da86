/**
 * Runs the post-build steps one after another, in the order given, each after
 * the previous one has finished: no step reads a file another is still
 * writing, and nothing waits on a timer. Logs each step's time.
 */
import {readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
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

/** Every HTML file under `dir`, at any depth. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a page through a temporary file and a rename. Other plugins' postBuild hooks run beside the pipeline
 * (the search plugin reads the pages): they see the old page or the new one, never a half-written one.
 */
export async function replaceAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
