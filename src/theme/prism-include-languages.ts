/**
 * Swizzle of @theme/prism-include-languages: eject (safe), theme-classic 3.10.2.
 * Why and what: part of the Prism slimming, which lives in src/prism (README.md there).
 */
export {default} from '@site/src/prism/include-languages';
