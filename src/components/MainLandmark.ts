/**
 * Asks the site's Layout (src/theme/Layout) to put the page's content in a `<main>` landmark, for a page whose
 * component renders Layout itself without one: the search plugin's page (src/theme/SearchPage). Without it the
 * page had no main landmark (Lighthouse accessibility 99, axe landmark-one-main) and screen-reader users could not
 * jump to the results.
 */
import {createContext} from 'react';

export const MainLandmarkContext = createContext(false);
