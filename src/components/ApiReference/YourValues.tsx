/**
 * The "Your values" form, loaded when a reader first opens it. What it keeps and where: ./values.ts.
 */
import {useId, useState} from 'react';
import vars from '@generated/api-reference/default/vars.json';
import type {VarInfo} from '../../api-model';
import {checkValue} from './value-check';
import {clearValues, setValue, useValues} from './values';

function ValueField({info, stored}: {info: VarInfo; stored: string}) {
  const id = useId();
  // What the reader typed: shown while it is the stored value (as typed), or while it cannot be used; the
  // stored value otherwise (cleared elsewhere, or changed in another tab).
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState(false);
  const text =
    draft !== undefined && (draft.trim() === stored || checkValue(info, draft.trim())?.blocking) ? draft : stored;
  const problem = checkValue(info, text.trim());
  const hint = `${id}-hint`;
  const message = `${id}-message`;
  return (
    <div className="api-form__field">
      <label htmlFor={id}>{info.label}</label>
      <div className="api-form__row">
        <input
          id={id}
          type={info.secret && !shown ? 'password' : 'text'}
          value={text}
          placeholder={info.example}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={problem ? `${hint} ${message}` : hint}
          aria-invalid={problem?.blocking ? true : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setDraft(value);
            const next = checkValue(info, value.trim());
            if (!next?.blocking) setValue(info.name, value.trim());
          }}
        />
        {info.secret && (
          <button type="button" className="api-button" aria-pressed={shown} onClick={() => setShown(!shown)}>
            Show
          </button>
        )}
      </div>
      <p id={hint} className="api-form__hint">
        {info.secret
          ? 'Kept for this tab only, until you close it: never stored for longer, never sent.'
          : `Kept in this browser. The samples show ${info.example} until you set one.`}
      </p>
      {problem && (
        <p id={message} className={problem.blocking ? 'api-form__error' : 'api-form__warning'}>
          {problem.message}
        </p>
      )}
    </div>
  );
}

export default function YourValues() {
  const values = useValues();
  // Clearing here also empties what could not be used: fresh fields.
  const [generation, setGeneration] = useState(0);
  return (
    <form className="api-form" aria-label="Your values" onSubmit={(event) => event.preventDefault()}>
      <p>
        Set these once: every request sample on every page shows them, in every language, and so does what you copy.
        Nothing you type here leaves this page.
      </p>
      {vars.map((info) => (
        <ValueField key={`${info.name}-${generation}`} info={info} stored={values[info.name] ?? ''} />
      ))}
      <button
        type="button"
        className="api-button"
        onClick={() => {
          clearValues();
          setGeneration(generation + 1);
        }}>
        Clear all values
      </button>
    </form>
  );
}
