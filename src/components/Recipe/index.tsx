/**
 * The interactive parts of a recipe page (developer/recipes/). Pages never use it directly: the remark plugin
 * src/plugins/recipes/remark.ts turns `<RecipeStep>` and `<RecipeWebhook>` into `<Recipe part=…>` elements
 * (src/plugins/api-reference/recipe.ts).
 *
 * - `samples`: a step's request samples, the API reference's own (tabs, copy, "Your values", the request builder),
 *   with the values earlier steps returned written in over the reader's values.
 * - `response`: the step's example response (static HTML) and, for each value it returns, a field that holds
 *   it and a box to paste the response the reader really got: what they set flows into the later steps' samples.
 *
 * The values live in this tab's memory for the page, never stored and never sent. Only recipe pages load this.
 */
import {useCallback, useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ApiReference from '@site/src/components/ApiReference';
import StaticHtml from '@site/src/components/ApiReference/Static';
import type {VarInfo} from '@site/src/api-model';
import {checkValue} from '@site/src/components/ApiReference/value-check';
import {ValuesOverlay, type Values} from '@site/src/components/ApiReference/values';
import {returnedValue} from './flow';

type Returned = {name: string; path: string; label: string; example: string; usedBy: number[]};
type SamplesData = {operationId: string; languages: Array<{id: string; label: string}>; defaults: Values};
type ResponseData = {step: number; kind: 'operation' | 'webhook'; hasExample: boolean; returns: Returned[]};

// The values the reader set on each recipe page, by the page's path. -------------------------------------------
const pages = new Map<string, Values>();
const listeners = new Set<() => void>();
const EMPTY: Values = {};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function setRecipeValue(page: string, name: string, value: string) {
  const next = {...(pages.get(page) ?? EMPTY)};
  if (value) next[name] = value;
  else delete next[name];
  pages.set(page, next);
  for (const listener of listeners) listener();
}

function useRecipeValues(): [Values, (name: string, value: string) => void] {
  const {pathname} = useLocation();
  const values = useSyncExternalStore(
    subscribe,
    () => pages.get(pathname) ?? EMPTY,
    () => EMPTY,
  );
  const set = useCallback((name: string, value: string) => setRecipeValue(pathname, name, value), [pathname]);
  return [values, set];
}

const stepList = (steps: number[]) =>
  steps.length === 1 ? `step ${steps[0]}` : `steps ${steps.slice(0, -1).join(', ')} and ${steps[steps.length - 1]}`;

/** The form a returned value is checked with: the characters every sample language takes as they are. */
const infoOf = (item: Returned): VarInfo => ({
  name: item.name,
  label: item.label,
  example: item.example,
  description: '',
  secret: false,
});

function ReturnedField({item, value, onChange}: {item: Returned; value: string; onChange: (value: string) => void}) {
  const id = useId();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const text = draft ?? value;
  const problem = checkValue(infoOf(item), text.trim());
  return (
    <div className="api-form__field">
      <label htmlFor={id}>{item.label}</label>
      <input
        id={id}
        type="text"
        value={text}
        placeholder={item.example}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint${problem ? ` ${id}-message` : ''}`}
        aria-invalid={problem?.blocking ? true : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = event.target.value.trim();
          if (!checkValue(infoOf(item), next)?.blocking) onChange(next);
        }}
      />
      <p id={`${id}-hint`} className="api-form__hint">
        The response&apos;s <code>{item.path}</code>.{' '}
        {item.usedBy.length > 0 ? `Used by ${stepList(item.usedBy)}.` : 'No later step uses it.'} Empty, the samples
        show the example&apos;s {item.example}.
      </p>
      {problem && (
        <p id={`${id}-message`} className={problem.blocking ? 'api-form__error' : 'api-form__warning'}>
          {problem.message}
        </p>
      )}
    </div>
  );
}

function ResponsePart({id, data}: {id: string; data: ResponseData}) {
  const [values, set] = useRecipeValues();
  const [pasted, setPasted] = useState('');
  const [status, setStatus] = useState('');
  const [generation, setGeneration] = useState(0);
  const pasteId = useId();
  const what = data.kind === 'operation' ? 'response' : 'payload';

  const use = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(pasted);
    } catch {
      setStatus(`That is not JSON. Paste the whole ${what} body, from { to }.`);
      return;
    }
    const done: string[] = [];
    const missing: string[] = [];
    for (const item of data.returns) {
      const value = returnedValue(parsed, item.path);
      if (value === undefined || checkValue(infoOf(item), value)?.blocking) {
        missing.push(item.path);
        continue;
      }
      set(item.name, value);
      done.push(
        `${item.usedBy.length > 0 ? `${stepList(item.usedBy).replace(/^s/, 'S')} now use` : 'Kept'} ${item.label} ${value}.`,
      );
    }
    setGeneration(generation + 1);
    setStatus(
      [...done, ...(missing.length > 0 ? [`This ${what} has no ${missing.join(', ')}.`] : [])].join(' ') ||
        `Nothing to use in this ${what}.`,
    );
  };

  return (
    <div className="recipe-response">
      {data.hasExample && <StaticHtml id={id} className="api-static" />}
      {data.returns.length > 0 && (
        // The form that carries values to later steps works only on the page: kept out of the Markdown twin.
        <div className="api-panel" data-llms-exclude="">
          <form
            className="api-form"
            aria-label={`Values from step ${data.step}`}
            onSubmit={(event) => event.preventDefault()}>
            <p>
              This step returns{' '}
              {data.returns.map((item, index) => (
                <span key={item.name}>
                  {index > 0 && ', '}
                  {item.label} (<code>{item.path}</code>)
                </span>
              ))}
              . The later samples use the example&apos;s until you set yours: type it, or paste the {what} you got.
            </p>
            {data.returns.map((item) => (
              <ReturnedField
                key={`${item.name}-${generation}`}
                item={item}
                value={values[item.name] ?? ''}
                onChange={(value) => {
                  set(item.name, value);
                  setStatus(
                    item.usedBy.length > 0
                      ? `${stepList(item.usedBy).replace(/^s/, 'S')} now use ${value ? `${item.label} ${value}` : `the example ${item.label}`}.`
                      : '',
                  );
                }}
              />
            ))}
            <div className="api-form__field">
              <label htmlFor={pasteId}>The {what} you got (JSON)</label>
              <textarea
                id={pasteId}
                rows={4}
                value={pasted}
                spellCheck={false}
                aria-describedby={`${pasteId}-hint`}
                onChange={(event) => setPasted(event.target.value)}
              />
              <p id={`${pasteId}-hint`} className="api-form__hint">
                Read in this page only: nothing you paste is stored or sent.
              </p>
            </div>
            <button type="button" className="api-button api-button--primary" onClick={use}>
              Use this {what}
            </button>
            <p role="status" className="api-form__hint">
              {status}
            </p>
          </form>
        </div>
      )}
    </div>
  );
}

function SamplesPart({id, data}: {id: string; data: SamplesData}) {
  const [values] = useRecipeValues();
  const shown = useMemo(() => ({...data.defaults, ...values}), [data.defaults, values]);
  return (
    <ValuesOverlay.Provider value={shown}>
      <ApiReference
        part="samples"
        id={id}
        data={JSON.stringify({operationId: data.operationId, languages: data.languages})}
      />
    </ValuesOverlay.Provider>
  );
}

type Props = {part: string; id: string; data: string};

export default function Recipe({part, id, data}: Props): ReactNode {
  const value: unknown = useMemo(() => JSON.parse(data), [data]);
  switch (part) {
    case 'samples':
      return <SamplesPart id={id} data={value as SamplesData} />;
    case 'response':
      return <ResponsePart id={id} data={value as ResponseData} />;
    case 'code':
      // A static fence (```js title="…" static): the reference's block, title, code and copy button.
      return <ApiReference part="code" id={id} />;
    default:
      throw new Error(`Recipe: unknown part "${part}".`);
  }
}
