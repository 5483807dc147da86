/**
 * The "Error codes" table of developer/api/errors.mdx, read by the tests that hold it to openapi.yaml and
 * config/facts.ts (errors-page.test.ts) and run each row against the page's retry helpers
 * (scripts/samples/retries.samples.ts).
 */
/** `| \`code\` | \`400\` | meaning | retry |` rows of the page's "Error codes" table. */
export function errorRows(source: string): Array<{code: string; status: number; retry: string}> {
  const section = source.split('## Error codes')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([a-z_]+)` \| `(\d{3})` \|.*\| ([^|]+) \|$/gm)].map((match) => ({
    code: match[1],
    status: Number(match[2]),
    retry: match[3].trim(),
  }));
}
