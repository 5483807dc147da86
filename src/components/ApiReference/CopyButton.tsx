/**
 * A copy button that says "Copied" for a moment, announced politely: the samples, the signature checker's test
 * delivery and the webhook lab's command use it. `target` is read when the reader clicks.
 */
import {useEffect, useState} from 'react';

export function CopyButton({target, label = 'Copy'}: {target: () => string | undefined; label?: string}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="api-button"
      onClick={() => {
        const text = target();
        if (text === undefined) return;
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}>
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </button>
  );
}
