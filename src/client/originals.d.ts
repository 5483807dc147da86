/** The original modules that src/client/ wraps, under the names src/plugins/client-runtime.ts gives them. */
declare module '@help-docs/original/clientEntry';
