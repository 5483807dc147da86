/** The original modules that src/client/ wraps, under the names src/plugins/client-runtime.ts gives them. */
declare module '@help-docs/original/reactUtils' {
  export * from '@docusaurus/theme-common/lib/utils/reactUtils';
}
declare module '@help-docs/original/docsClientUtils' {
  export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils';
}
declare module '@help-docs/original/ComponentCreator' {
  import type {ComponentType} from 'react';

  export default function ComponentCreator(path: string, hash: string): ComponentType<object>;
}
declare module '@help-docs/original/clientEntry';
