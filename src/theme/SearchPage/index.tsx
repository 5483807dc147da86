/**
 * Swizzle of @theme/SearchPage (@easyops-cn/docusaurus-search-local 0.55.3): wrap.
 * Why: the plugin's page title is "Search the documentation" without the site
 * title; every page of this site reads "Page | Help Docs". The wrapper's metadata
 * mounts after the plugin's, so its title wins, and it follows the `q` of the URL
 * (which the plugin updates as the reader types). It also gives the page a meta
 * description, which the plugin leaves out.
 * It also names the plugin's area selector (`select#context-selector` has no
 * label: axe select-name, WCAG 4.1.2) with a label for screen readers, placed
 * before the page so that it precedes the select.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import {product} from '@site/config/product';
import {MainLandmarkContext} from '@site/src/components/MainLandmark';

export default function SearchPageWrapper(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q')?.trim();
  return (
    <>
      {/* Before the page, so that the label precedes its select (IBM Equal Access: input_label_before). */}
      <label htmlFor="context-selector" className="visually-hidden">
        Search in
      </label>
      <MainLandmarkContext.Provider value>
        <SearchPage />
      </MainLandmarkContext.Provider>
      <PageMetadata
        title={query ? `Search results for "${query}"` : 'Search the documentation'}
        description={`Search the ${product.productName} user, developer and integration guides.`}
      />
    </>
  );
}
