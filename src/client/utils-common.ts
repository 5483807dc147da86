/**
 * `@docusaurus/utils-common` for the client bundle (src/plugins/client-runtime.ts points the package's name
 * here): the same exports, taken from the package's own modules. The package's CommonJS index requires
 * `tslib` for one helper, and so put all of tslib into every page's main.js.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

/** As the package defines it: the `__` prefix keeps search crawlers off the anchor. */
export const blogPostContainerID = '__blog-post-container';
