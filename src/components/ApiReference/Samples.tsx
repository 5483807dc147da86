/**
 * The request samples of one operation: a tab per language over the static panels (rendered at build time),
 * the reader's values written into them, a copy button, and the "Your values" panel, loaded when opened.
 *
 * Hydrating this is cheap: a few buttons. The code itself is static HTML React never walks.
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useStorageSlot} from '@docusaurus/theme-common';
import type {SamplesData} from '@site/src/api-model';
import {SAMPLE_LANGUAGE_GROUP} from '@site/src/utils/sample-language';
import {CopyButton} from './CopyButton';
import {onDemand} from './onDemand';
import StaticHtml from './Static';
import {useValuesDisclosure, ValuesButtons, ValuesPanel} from './ValuesControl';

type Language = SamplesData['languages'][number];

/** Ids of a sample's tab and panel; the same as src/plugins/api-reference/render.ts `sampleIds`. */
const RequestBuilder = onDemand(
  () => import(/* webpackChunkName: "api-request-builder" */ './RequestBuilder'),
  'Loading the request builder…',
);

const ids = (operationId: string, sampleId: string) => ({
  tab: `${operationId}-tab-${sampleId}`,
  panel: `${operationId}-panel-${sampleId}`,
});

/** The storage key Docusaurus's `<Tabs groupId>` uses, so guide pages' sample tabs share the reader's choice. */
const LANGUAGE_KEY = `docusaurus.tab.${SAMPLE_LANGUAGE_GROUP}`;

function useLanguage(languages: Language[]): [string, (id: string) => void] {
  const [stored, slot] = useStorageSlot(LANGUAGE_KEY);
  const [selected, setSelected] = useState(languages[0]!.id);
  // After hydration (the server shows the first): the reader's language, when this operation has it.
  useIsomorphicLayoutEffect(() => {
    if (stored && languages.some((language) => language.id === stored)) setSelected(stored);
  }, [stored, languages]);
  const select = useCallback(
    (id: string) => {
      setSelected(id);
      slot.set(id);
    },
    [slot],
  );
  return [selected, select];
}

export default function Samples({id, data}: {id: string; data: SamplesData}) {
  const {operationId, languages} = data;
  const [selected, select] = useLanguage(languages);
  const panels = useRef<HTMLDivElement>(null);
  const disclosure = useValuesDisclosure();
  const [building, setBuilding] = useState(false);
  const [tries, setTries] = useState(0);
  const builderId = useId();
  const getPanels = useCallback(() => panels.current, []);

  useEffect(() => {
    for (const panel of panels.current?.querySelectorAll<HTMLElement>('[data-sample]') ?? []) {
      panel.hidden = panel.dataset.sample !== selected;
    }
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = languages.findIndex((language) => language.id === selected);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(languages[index]!.id);
      return;
    }
    const next = {
      ArrowRight: (index + 1) % languages.length,
      ArrowLeft: (index - 1 + languages.length) % languages.length,
      Home: 0,
      End: languages.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = languages[next]!;
    select(language.id);
    document.getElementById(ids(operationId, language.id).tab)?.focus();
  };

  return (
    // `api-samples`: left out of the search index (config/search.ts); four languages of one request add nothing to find.
    <div className="api-samples">
      {/* `li` tabs, as the theme's <Tabs> writes them: the Markdown twins turn them into labelled sections. */}
      <ul role="tablist" aria-label="Sample language" className="api-tabs">
        {languages.map((language) => {
          const active = language.id === selected;
          return (
            <li
              key={language.id}
              role="tab"
              id={ids(operationId, language.id).tab}
              aria-controls={ids(operationId, language.id).panel}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className="api-tab"
              onClick={() => select(language.id)}
              onKeyDown={onKeyDown}>
              {language.label}
            </li>
          );
        })}
      </ul>
      <div className="api-samples__tools">
        <button
          type="button"
          className="api-button"
          aria-expanded={building}
          aria-controls={building ? builderId : undefined}
          onClick={() => setBuilding(!building)}>
          Build a request
        </button>
        <button
          type="button"
          className="api-button"
          onClick={() => {
            setBuilding(true);
            setTries(tries + 1);
          }}>
          Try it
        </button>
        <ValuesButtons {...disclosure} />
        <CopyButton
          target={() =>
            panels.current?.querySelector<HTMLElement>(`[data-sample="${selected}"] code`)?.textContent ?? undefined
          }
        />
      </div>
      <ValuesPanel {...disclosure} />
      {building && (
        <div id={builderId} className="api-panel">
          <RequestBuilder
            operationId={operationId}
            panels={getPanels}
            onClose={() => {
              setBuilding(false);
              setTries(0);
            }}
            tryRequest={tries}
          />
        </div>
      )}
      <StaticHtml id={id} ref={panels} className="api-samples__code" />
    </div>
  );
}
