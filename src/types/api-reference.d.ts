// Modules the API reference plugin generates (src/plugins/api-reference/index.ts).
declare module '@generated/api-reference/default/vars.json' {
  import type {VarInfo} from '@site/src/api-model';

  const vars: VarInfo[];
  export default vars;
}
