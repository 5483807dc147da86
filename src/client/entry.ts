/**
 * The client bundle's entry in place of core's `client/clientEntry.js` (wired by src/plugins/client-runtime.ts),
 * which it runs unchanged, one browser task later.
 *
 * Webpack runs the entry's modules in the task that evaluates `main.js`: compiling the script, then running React
 * DOM, the router, the theme's shell and the route table, then core's preload. On a phone that was one
 * long task, the largest a guide page has after its first paint. Here the work is cut into three tasks with a
 * yield to the browser between each (input and rendering can go first): the script's evaluation, React DOM's
 * module, then core's entry with everything else. The same code runs in the same order; on a throttled phone the
 * page hydrates sooner and runs less script (what it buys: src/framework-internals.ts, `split-entry`).
 */
type Scheduler = {yield(): Promise<void>};

const yieldToBrowser = (): Promise<void> => {
  const {scheduler} = globalThis as {scheduler?: Scheduler};
  // `scheduler.yield` (Chromium 129 and later) resumes ahead of other queued tasks; elsewhere a new task.
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

async function start() {
  await yieldToBrowser();
  // "eager": no chunk of its own, the module is in main.js; the import only runs it, in this task.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@help-docs/original/clientEntry');
}

void start();
