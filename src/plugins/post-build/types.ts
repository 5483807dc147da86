/**
 * What every step of the post-build pipeline reads: where the build is, the
 * site's facts, and the doc pages of the three guide areas (from the docs
 * plugins' loaded content, sidebar order). Plain data, so a test can hand a
 * step a scratch folder and a few pages.
 */
import type {DocPage} from '../doc-pages';
import type {ParsedDocument} from '../../search/parse-page';

export type AreaPages = {
  id: string;
  label: string;
  /** Route below the base URL, and the folder of the MDX files: `user`. */
  path: string;
  /** The area's landing route below the base URL: `/user/intro`. */
  landing: string;
  pages: DocPage[];
};

export type PipelineInput = {
  /** The build folder (`build/`). */
  outDir: string;
  /** Origin, no trailing slash: `https://docs.parleychat.io`. */
  siteUrl: string;
  /** With leading and trailing slash: `/guides/`. */
  baseUrl: string;
  /** `Help Docs`. */
  siteTitle: string;
  tagline: string;
  productName: string;
  /** A folder kept between builds (social cards cached by content hash). */
  cacheDir: string;
  areas: AreaPages[];
  /**
   * Filled by the twins step, read by the search-index step: each search page's text as src/search/parse-page.ts
   * reads it (`null`: nothing to index), by path below the base URL, parsed by the workers that convert the page.
   * A page missing here is parsed by the search-index step itself.
   */
  searchDocuments?: Map<string, ParsedDocument | null>;
};

/** One step: a name for the log and the function that adds its files to `outDir`. */
export type Step = {
  name: string;
  /** Returns a short summary for the build log: "57 pages". */
  run: (input: PipelineInput) => Promise<string>;
};
