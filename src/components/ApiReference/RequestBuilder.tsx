/**
 * The request builder of one operation, loaded when a reader opens it (Samples.tsx): a form from the
 * operation's schema, and the samples rewritten live with what the reader types (./fill.ts fills the build-time
 * templates; ./tokens.ts highlights them). It never sends the request; the reader copies it.
 */
import {useCallback, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {draftOf, emptyDraft, initialState, kindOf, requestOf, type BuilderState, type Draft} from './builder-model';
import type {BuilderData, BuilderParam, FormSchema, Problem, Target} from '../../api-model';
import {fillSample} from './fill';
import {builderLoader} from './registry';
import {SAFE_VALUE} from './value-check';
import {renderCode} from './tokens';
import {applyValues, readValues, setValue, useValues} from './values';
import {simulate, type SimulatedResponse} from './try-it';
import TryItResponse from './TryIt';

type Problems = Map<string, string[]>;

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Short words for a schema's limits, as the field list writes them. */
function limits(schema: FormSchema): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    parts.push(`${schema.minLength} to ${schema.maxLength} characters`);
  } else if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    parts.push(`from ${schema.minimum} to ${schema.maximum}`);
  else if (schema.maximum !== undefined) parts.push(`at most ${schema.maximum}`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.format) parts.push(schema.format);
  return parts.join(', ');
}

type FieldProps = {
  label: string;
  schema: FormSchema;
  draft: Draft;
  onChange: (draft: Draft) => void;
  path: string;
  required: boolean;
  problems: Problems;
};

function Messages({id, messages}: {id: string; messages: string[] | undefined}) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="api-form__error">
      {messages.join(' ')}
    </p>
  );
}

function Label({htmlFor, label, required, hint}: {htmlFor?: string; label: string; required: boolean; hint: string}) {
  const content = (
    <>
      <code>{label}</code>
      {required && <span className="api-field__required"> required</span>}
      {hint && <span className="api-form__hint"> {hint}</span>}
    </>
  );
  return htmlFor ? <label htmlFor={htmlFor}>{content}</label> : <legend>{content}</legend>;
}

/** One value of the form, of any kind: inputs for values, fieldsets for objects, lists and maps. */
function Field({label, schema, draft, onChange, path, required, problems}: FieldProps): ReactNode {
  const id = useId();
  const kind = kindOf(schema);
  const messages = problems.get(path);
  const described = messages?.length ? `${id}-problem` : undefined;
  const common = {id, 'aria-describedby': described, 'aria-invalid': messages?.length ? true : undefined};
  const text = typeof draft === 'string' ? draft : '';
  const set = (value: string) => onChange(value === '' && kind !== 'string' ? undefined : value);

  if (kind === 'object') {
    const object = (draft ?? emptyDraft(schema)) as Record<string, Draft>;
    const requiredFields = new Set(schema.required ?? []);
    return (
      <fieldset className="api-form__group">
        <Label label={label} required={required} hint="" />
        {Object.entries(schema.properties ?? {}).map(([name, property]) => (
          <Field
            key={name}
            label={name}
            schema={property}
            draft={object[name]}
            onChange={(next) => onChange({...object, [name]: next})}
            path={join(path, name)}
            required={requiredFields.has(name)}
            problems={problems}
          />
        ))}
        <Messages id={`${id}-problem`} messages={messages} />
      </fieldset>
    );
  }
  if (kind === 'rows') {
    const rows = (draft ?? []) as Draft[];
    return (
      <fieldset className="api-form__group">
        <Label label={label} required={required} hint={limits(schema)} />
        {rows.map((row, index) => (
          <div key={index} className="api-form__item">
            <Field
              label={`${label}[${index + 1}]`}
              schema={schema.items!}
              draft={row}
              onChange={(next) => onChange(rows.map((item, at) => (at === index ? next : item)))}
              path={`${path}[${index + 1}]`}
              required
              problems={problems}
            />
            <button type="button" className="api-button" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              Remove item {index + 1} of {label}
            </button>
          </div>
        ))}
        <button type="button" className="api-button" onClick={() => onChange([...rows, emptyDraft(schema.items!)])}>
          Add an item to {label}
        </button>
        <Messages id={`${id}-problem`} messages={messages} />
      </fieldset>
    );
  }
  if (kind === 'map') {
    const entries = (draft ?? []) as Array<{key: string; value: Draft}>;
    const update = (index: number, entry: {key: string; value: Draft}) =>
      onChange(entries.map((item, at) => (at === index ? entry : item)));
    return (
      <fieldset className="api-form__group">
        <Label
          label={label}
          required={required}
          hint={schema.maxProperties ? `at most ${schema.maxProperties} keys` : ''}
        />
        {entries.map((entry, index) => (
          <div key={index} className="api-form__item">
            <label htmlFor={`${id}-key-${index}`}>Key {index + 1}</label>
            <input
              id={`${id}-key-${index}`}
              type="text"
              value={entry.key}
              onChange={(event) => update(index, {...entry, key: event.target.value})}
            />
            <Field
              label={entry.key || `value ${index + 1}`}
              schema={schema.values!}
              draft={entry.value}
              onChange={(next) => update(index, {...entry, value: next})}
              path={`${path}.${entry.key.trim()}`}
              required
              problems={problems}
            />
            <Messages id={`${id}-entry-${index}`} messages={problems.get(`${path}[${index + 1}]`)} />
            <button
              type="button"
              className="api-button"
              onClick={() => onChange(entries.filter((_, at) => at !== index))}>
              Remove key {index + 1} of {label}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="api-button"
          onClick={() => onChange([...entries, {key: '', value: emptyDraft(schema.values!)}])}>
          Add a key to {label}
        </button>
        <Messages id={`${id}-problem`} messages={messages} />
      </fieldset>
    );
  }

  let input: ReactNode;
  if (kind === 'enum' || kind === 'boolean') {
    const options = kind === 'enum' ? schema.enum!.map(String) : ['true', 'false'];
    input = (
      <select {...common} value={text} onChange={(event) => set(event.target.value)}>
        {(!required || text === '') && <option value="">Not set</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'list' || kind === 'json' || (kind === 'string' && (schema.maxLength ?? 0) > 200)) {
    input = (
      <textarea
        {...common}
        rows={kind === 'string' ? 3 : 4}
        value={text}
        spellCheck={kind === 'string'}
        onChange={(event) => set(event.target.value)}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type="text"
        inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
        value={text}
        spellCheck={false}
        onChange={(event) => set(event.target.value)}
      />
    );
  }
  const hint =
    kind === 'list'
      ? `one per line${limits(schema) ? `, ${limits(schema)}` : ''}`
      : kind === 'file'
        ? 'the name of a file next to your code'
        : kind === 'json'
          ? 'JSON'
          : limits(schema);
  return (
    <div className="api-form__field">
      <Label htmlFor={id} label={label} required={required} hint={hint} />
      {input}
      <Messages id={`${id}-problem`} messages={messages} />
    </div>
  );
}

function ParamField({
  param,
  value,
  onChange,
  problems,
}: {
  param: BuilderParam;
  value: string;
  onChange: (value: string) => void;
  problems: Problems;
}) {
  const path = param.in === 'header' ? param.name : `${param.in === 'path' ? 'Path' : 'Query'} ${param.name}`;
  return (
    <Field
      label={param.name}
      schema={param.commaSeparated ? {type: 'string'} : param.schema}
      draft={value}
      onChange={(next) => onChange(typeof next === 'string' ? next : '')}
      path={path}
      required={param.required || param.in !== 'query'}
      problems={problems}
    />
  );
}

type Props = {
  operationId: string;
  /** The element that holds the sample panels (`[data-sample]`). */
  panels: () => HTMLElement | null;
  onClose: () => void;
  /** Counts presses of the samples' "Try it" button: each new count answers the request as it stands. */
  tryRequest?: number;
};

/**
 * Writes samples into their panels, keeping the static HTML of each to put back when the builder closes (with
 * the reader's values written in again).
 */
function useSampleWriter(panels: () => HTMLElement | null) {
  const [originals] = useState(() => new Map<string, string>());
  return useCallback(
    (sampleId: string, code: string | undefined, language: string) => {
      const element = panels()?.querySelector(`[data-sample="${CSS.escape(sampleId)}"] code`);
      if (!element) return;
      if (code === undefined) {
        const original = originals.get(sampleId);
        if (original === undefined) return;
        element.innerHTML = original;
        originals.delete(sampleId);
        applyValues(element, readValues());
        return;
      }
      if (!originals.has(sampleId)) originals.set(sampleId, element.innerHTML);
      renderCode(element, code, language);
    },
    [panels, originals],
  );
}

export default function RequestBuilder({operationId, panels, onClose, tryRequest = 0}: Props) {
  const onCode = useSampleWriter(panels);
  const [data, setData] = useState<BuilderData | undefined>(undefined);
  const [loadFailed, setFailed] = useState(false);
  const values = useValues();
  const [state, setState] = useState<BuilderState | undefined>(undefined);
  const load = builderLoader(operationId);
  const failed = loadFailed || !load;

  useEffect(() => {
    let current = true;
    if (!load) return undefined;
    load().then(
      (module) => {
        if (!current) return;
        setData(module.default);
        setState(initialState(module.default, values));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // The reader's values are read once, for the starting point; later changes come through `values` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const result = useMemo(() => (data && state ? requestOf(data, state, values) : undefined), [data, state, values]);
  const [response, setResponse] = useState<SimulatedResponse | undefined>(undefined);
  const tryIt = useCallback(() => {
    if (data && state && result) setResponse(simulate(data, state, result.problems, result.request.body));
  }, [data, state, result]);
  // A press of the samples' "Try it" is answered once the builder has loaded (React's "adjust state while
  // rendering" pattern: no extra effect pass).
  const [answered, setAnswered] = useState(0);
  if (result && data && state && tryRequest > answered) {
    setAnswered(tryRequest);
    setResponse(simulate(data, state, result.problems, result.request.body));
  }

  useEffect(() => {
    if (!data || !result) return undefined;
    for (const sample of data.samples)
      onCode(sample.id, fillSample(sample.id as Target, sample.parts, result.request, data.freshKey), sample.language);
    return undefined;
  }, [data, result, onCode]);

  useEffect(
    () => () => {
      // Closed: the samples go back to the static ones.
      for (const sample of data?.samples ?? []) onCode(sample.id, undefined, sample.language);
    },
    [data, onCode],
  );

  if (failed)
    return <p className="api-form__error">The request builder could not load. Reload the page to try again.</p>;
  if (!data || !state || !result) return <p>Loading the request builder…</p>;

  const problems: Problems = new Map();
  for (const problem of result.problems)
    problems.set(problem.path, [...(problems.get(problem.path) ?? []), problem.message]);
  const setParam = (param: BuilderParam, value: string) => {
    setState({...state, params: {...state.params, [param.name]: value}});
    // A path ID is one of "Your values": the same one on every page.
    if (param.in === 'path' && SAFE_VALUE.test(value.trim())) setValue(param.name, value.trim());
  };
  const groups: Array<[string, BuilderParam[]]> = [
    ['Path parameters', data.params.filter((param) => param.in === 'path')],
    ['Query parameters', data.params.filter((param) => param.in === 'query')],
    ['Headers', data.params.filter((param) => param.in === 'header')],
  ];

  return (
    <form className="api-form api-builder" aria-label="Build a request" onSubmit={(event) => event.preventDefault()}>
      <p>
        Fill in the request: the samples change as you type, in every language. Nothing is sent; copy the sample and run
        it yourself, or press Try it to see the response it would get, worked out in this page.
      </p>
      <Status problems={result.problems} />
      {groups.map(
        ([title, params]) =>
          params.length > 0 && (
            <fieldset key={title} className="api-form__group">
              <legend>{title}</legend>
              {params.map((param) => (
                <ParamField
                  key={param.name}
                  param={param}
                  value={state.params[param.name] ?? ''}
                  onChange={(value) => setParam(param, value)}
                  problems={problems}
                />
              ))}
            </fieldset>
          ),
      )}
      {data.body && (
        <Field
          label="Request body"
          schema={data.body.schema}
          draft={state.body}
          onChange={(body) => setState({...state, body})}
          path=""
          required
          problems={problems}
        />
      )}
      <div className="api-toolbar">
        <button type="button" className="api-button api-button--primary" onClick={tryIt}>
          Try it
        </button>
        <button
          type="button"
          className="api-button"
          onClick={() =>
            setState({
              ...initialState(data, values),
              body: data.body ? draftOf(data.body.schema, data.body.example) : undefined,
            })
          }>
          Start again from the example
        </button>
        <button type="button" className="api-button" onClick={onClose}>
          Close the builder
        </button>
      </div>
      {data.simulation && <TryItResponse response={response} />}
    </form>
  );
}

function Status({problems}: {problems: Problem[]}) {
  return (
    <div role="status" aria-live="polite" className="api-builder__status">
      {problems.length === 0 ? (
        <p>The samples show this request.</p>
      ) : (
        <>
          <p className="api-form__error">
            {problems.length === 1 ? '1 field needs' : `${problems.length} fields need`} attention; until then the
            samples leave {problems.length === 1 ? 'it' : 'them'} out or keep the example:
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path} ${problem.message}`}>
                {problem.path ? <code>{problem.path}</code> : 'The body'}: {problem.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
