/**
 * "Your values": the API key and IDs a reader sets once, shown in every request sample on every page.
 *
 * - IDs are kept in `localStorage`, across visits.
 * - The API key is kept in `sessionStorage` only: for this tab, until it closes. Never in `localStorage`, a
 *   cookie or a URL, and never sent anywhere: the site makes no request with it.
 * - `clearValues` forgets all of them.
 *
 * Samples mark each replaceable value with `<span data-var="name">` (src/plugins/api-reference/highlight.ts);
 * `applyValues` writes the reader's value there, or the example back.
 */
import {createContext, useContext, useMemo, useSyncExternalStore} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';

export const API_KEY = 'api_key';

export type Values = Record<string, string>;

type Slot = ReturnType<typeof createStorageSlot>;
let slots: {ids: Slot; key: Slot} | undefined;

function storage(): {ids: Slot; key: Slot} {
  slots ??= {
    ids: createStorageSlot('api-reference.ids', {persistence: 'localStorage'}),
    key: createStorageSlot('api-reference.api-key', {persistence: 'sessionStorage'}),
  };
  return slots;
}

function parseIds(text: string | null): Values {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '' && entry[0] !== API_KEY,
      ),
    );
  } catch {
    return {};
  }
}

const EMPTY: Values = {};

let cache: {ids: string | null; key: string | null; values: Values} | undefined;

/** The values the reader has set (only those), by name. Stable while nothing changes. */
export function readValues(): Values {
  if (typeof window === 'undefined') return EMPTY;
  const {ids, key} = storage();
  const idsText = ids.get();
  const keyText = key.get();
  if (cache && cache.ids === idsText && cache.key === keyText) return cache.values;
  const values = parseIds(idsText);
  if (keyText) values[API_KEY] = keyText;
  cache = {ids: idsText, key: keyText, values};
  return values;
}

export function setValue(name: string, value: string): void {
  const {ids, key} = storage();
  if (name === API_KEY) {
    if (value) key.set(value);
    else key.del();
    return;
  }
  const next = {...parseIds(ids.get()), [name]: value};
  if (!value) delete next[name];
  if (Object.keys(next).length === 0) ids.del();
  else ids.set(JSON.stringify(next));
}

export function clearValues(): void {
  const {ids, key} = storage();
  ids.del();
  key.del();
}

/** Calls `onChange` when a value changes, in this tab or (IDs) in another. Returns the unsubscribe. */
function subscribeValues(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const {ids, key} = storage();
  const stopIds = ids.listen(onChange);
  const stopKey = key.listen(onChange);
  return () => {
    stopIds();
    stopKey();
  };
}

/**
 * Writes the reader's values into the marked spans under `root`; the example back where they set none. Touches
 * nothing that is already right (so a page with no values set is never changed).
 */
export function applyValues(root: ParentNode, values: Values): void {
  for (const span of root.querySelectorAll<HTMLElement>('[data-var]')) {
    const value = values[span.dataset.var ?? ''];
    if (!value && span.dataset.default === undefined) continue;
    span.dataset.default ??= span.textContent ?? '';
    const text = value ? (span.hasAttribute('data-var-rest') ? '' : value) : span.dataset.default;
    if (span.textContent !== text) span.textContent = text;
    span.toggleAttribute('data-var-set', Boolean(value));
  }
}

/** The reader's values, kept current (none while the server renders and until hydration has finished). */
export function useValues(): Values {
  return useSyncExternalStore(subscribeValues, readValues, () => EMPTY);
}

/**
 * Values a page sets on top of the reader's for the samples under it: a recipe's values that one step returns and
 * the next ones use (src/components/Recipe). They fill the samples; "Your values" neither shows nor stores them.
 */
export const ValuesOverlay = createContext<Values | undefined>(undefined);

/** What the samples show: the reader's values, and over them those of a `ValuesOverlay` around them. */
export function useShownValues(): Values {
  const values = useValues();
  const overlay = useContext(ValuesOverlay);
  return useMemo(() => (overlay ? {...values, ...overlay} : values), [values, overlay]);
}
