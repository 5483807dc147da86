/**
 * How values flow between the steps of a recipe (developer/recipes/): pure functions shared by the build (which
 * checks a recipe and marks the values in its samples, src/plugins/api-reference/recipe.ts), the page (which carries a
 * value a step returns into the next steps' samples, ./index.tsx) and the sample tests (which run every recipe
 * against the mock, carrying the values the same way, scripts/samples/recipes.samples.ts).
 */

/** A value a step returns: its name (as the later steps' samples mark it) and where it is in the response. */
export type Returned = {name: string; path: string};

/**
 * `returns="session_id=id source_id=data.0.id"`: names and paths, separated by spaces. A path is the keys (and
 * array indexes) down to the value, joined by dots.
 */
export function parseReturns(text: string | undefined): Returned[] {
  return (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const [name = '', path = ''] = pair.split('=');
      return {name, path};
    });
}

/** `uses="session_id row_id"`: the names of values earlier steps returned. */
export const parseUses = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter(Boolean);

/** What is wrong with a `returns` pair, in words, or nothing. */
export function returnedProblem({name, path}: Returned): string | undefined {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) return `"${name}" is not a value name: use lower case, digits and "_".`;
  if (!/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(path)) {
    return `"${path}" is not a path: name the keys down to the value, joined by dots (data.0.id).`;
  }
  return undefined;
}

/** The value at a dotted path (`data.0.id`) of parsed JSON, or undefined. */
function valueAt(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The string a step returns at `path` of its response, or undefined when there is none there. */
export function returnedValue(response: unknown, path: string): string | undefined {
  const value = valueAt(response, path);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `session_id` → `Session ID`, as "Your values" labels it. */
export function labelOfValue(name: string): string {
  return name
    .split('_')
    .map((word, index) => (word === 'id' ? 'ID' : index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}
