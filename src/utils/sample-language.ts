/**
 * The request-sample language a reader picks is one Docusaurus tab group: every API page's samples use this
 * `groupId`, so the theme keeps the choice in the browser's local storage and shows it on the next page and the
 * next visit. Never rename it: readers would lose their choice.
 */
export const SAMPLE_LANGUAGE_GROUP = 'api-sample-language';
