/**
 * Points a page's Node sample at a local Stripe stand-in: shared by sample-server.test.ts and test-clock.test.ts
 * (which run the sample with scripts/samples/run-sample.ts, `register: true`).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Writes a loader hook into `work` so that `new Stripe(key)` in the files `importers` matches talks to the
 * stand-in on `standInPort`; run the sample with `node --import ./register.mjs <file>`.
 */
export function pointStripeAt(work: string, standInPort: number, importers: RegExp): void {
  writeFileSync(
    path.join(work, 'stripe-to-stand-in.mjs'),
    `import Stripe from 'stripe';\nexport default function StripeToStandIn(key, config) {\n  return new Stripe(key, {...config, host: '127.0.0.1', port: ${standInPort}, protocol: 'http', maxNetworkRetries: 0});\n}\n`,
  );
  writeFileSync(
    path.join(work, 'hooks.mjs'),
    `const importers = ${importers};\nexport async function resolve(specifier, context, next) {\n  if (specifier === 'stripe' && importers.test(context.parentURL ?? '')) return next('./stripe-to-stand-in.mjs', {...context, parentURL: import.meta.url});\n  return next(specifier, context);\n}\n`,
  );
  writeFileSync(
    path.join(work, 'register.mjs'),
    `import {register} from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
  );
}
