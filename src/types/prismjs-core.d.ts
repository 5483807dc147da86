// Prism's core without any grammar (prismjs ships no types for its component files; @types/prismjs types the whole).
declare module 'prismjs/components/prism-core' {
  import type Prism from 'prismjs';

  const core: typeof Prism;
  export default core;
}
