/**
 * The "Your values" control: a button that opens the form (loaded when first opened), and, while any value is
 * set, a button that clears them all.
 */
import {useId, useState} from 'react';
import {onDemand} from './onDemand';
import {clearValues, useValues} from './values';

const YourValues = onDemand(() => import(/* webpackChunkName: "api-your-values" */ './YourValues'), 'Loading…');

export function useValuesDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {open, setOpen, panelId};
}

type Disclosure = ReturnType<typeof useValuesDisclosure>;

export function ValuesButtons({open, setOpen, panelId}: Disclosure) {
  const values = useValues();
  const set = Object.keys(values).length;
  return (
    <>
      <button
        type="button"
        className="api-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}>
        Your values{set > 0 ? ` (${set} set)` : ''}
      </button>
      {set > 0 && (
        <button type="button" className="api-button" onClick={clearValues}>
          Clear your values
        </button>
      )}
    </>
  );
}

export function ValuesPanel({open, panelId}: Disclosure) {
  if (!open) return null;
  return (
    <div id={panelId} className="api-panel">
      <YourValues />
    </div>
  );
}
