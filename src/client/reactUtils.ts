/**
 * `@docusaurus/theme-common`'s `utils/reactUtils` for the client bundle (src/plugins/client-runtime.ts): the
 * package's module, with `useShallowMemoObject` sorting its keys without `localeCompare`. The browser's first
 * `localeCompare` loads its collation data on the main thread (a long task on a phone),
 * and every doc page called it while hydrating (the mobile sidebar's secondary menu, code blocks' word
 * wrap). The keys are only sorted so that their order does not matter: any fixed order serves.
 */
import {useMemo} from 'react';

export * from '@help-docs/original/reactUtils';

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Upstream's useShallowMemoObject (theme-common 3.10.2), keys sorted by code unit. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(byKey);
  // Upstream's deliberate dynamic dependency list: the sorted values.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => obj, deps.flat());
}
