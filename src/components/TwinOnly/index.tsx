/**
 * Words for the Markdown twin only (`data-llms-only`, src/plugins/llms): hidden on the page, kept in the twin. Use it
 * where the page has a tool the twin leaves out (`data-llms-exclude`), such as the webhook lab or the signature
 * checker, to say what the tool does and where it is, so that a reader of the twin knows it is there.
 */
import type {ReactNode} from 'react';

export default function TwinOnly({children}: {children: ReactNode}): ReactNode {
  return (
    <div hidden data-llms-only="">
      {children}
    </div>
  );
}
