/**
 * Words about the page's own tools ("Your values", a recipe's values form): shown on the page and kept out of its
 * Markdown twin (`data-llms-exclude`, src/plugins/llms), which has no such tools. Write them as the end of a
 * sentence that reads whole without them: `Replace the IDs with yours<OnPageOnly>, or set them in **Your values**</OnPageOnly>.`
 */
import type {ReactNode} from 'react';

export default function OnPageOnly({children}: {children: ReactNode}): ReactNode {
  return <span data-llms-exclude="">{children}</span>;
}
