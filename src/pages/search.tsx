/**
 * The search page (/search, and /search/ on a static host through the copy the
 * post-build static-host step writes): a query box, the area select and every
 * result, each with its area, categories and section, and the passage of
 * that section that answers (the page's description where none holds the
 * query's words); the matched words marked. The query and the area live in the
 * URL (`?q=…&area=developer`; `ctx=` from older links works too), so a result
 * list can be shared and the browser's back button returns to it. The page is
 * static: it reads the URL and searches once hydrated.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {product} from '@site/config/product';
import {searchOptions} from '@site/config/search';
import {allAreas, rememberSearch, search, type SearchResult} from '@site/src/search/client';
import Marked from '@site/src/search/Marked';
import barStyles from '@site/src/theme/SearchBar/styles.module.css';
import styles from './search.module.css';

function readUrl(search: string): {query: string; area: string} {
  const params = new URLSearchParams(search);
  const area = params.get('area') ?? params.get('ctx') ?? '';
  return {query: params.get('q') ?? '', area: allAreas.includes(area) ? area : ''};
}

export default function SearchPage(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // Empty on the first render, as in the static HTML (no hydration mismatch), then the URL's.
  const {query, area} = useIsBrowser() ? readUrl(location.search) : {query: '', area: ''};
  const [answer, setAnswer] = useState<{query: string; area: string; results: SearchResult[]} | null>(null);
  const requestRef = useRef(0);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const request = (requestRef.current += 1);
    search(baseUrl, area, trimmed, {limit: searchOptions.pageResults, detailed: true}).then(
      (results) => {
        if (request === requestRef.current) setAnswer({query: trimmed, area, results});
      },
      () => {
        if (request === requestRef.current) setAnswer({query: trimmed, area, results: []});
      },
    );
  }, [area, baseUrl, query]);

  const updateUrl = (next: {query: string; area: string}) => {
    const params = new URLSearchParams();
    if (next.query) params.set('q', next.query);
    if (next.area) params.set('area', next.area);
    history.replace({pathname: location.pathname, search: params.size > 0 ? `?${params}` : ''});
  };

  const trimmed = query.trim();
  const title = trimmed ? `Search results for "${trimmed}"` : 'Search the documentation';
  // The newest answer, until the next one arrives; none for an empty box.
  const shown = trimmed ? answer : null;
  const results = shown?.results ?? [];

  return (
    <Layout title={title} description={`Search the ${product.productName} user, developer and integration guides.`}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            rememberSearch(trimmed);
          }}>
          <label className={styles.field}>
            <span className={styles.label}>Search for</span>
            <input
              className={styles.input}
              type="search"
              name="q"
              value={query}
              autoComplete="off"
              onChange={(event) => updateUrl({query: event.target.value, area})}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>Search in</span>
            <select
              className={styles.input}
              name="area"
              value={area}
              onChange={(event) => updateUrl({query, area: event.target.value})}>
              <option value="">All guides</option>
              {searchOptions.areas.map(({label, path}) => (
                <option key={path} value={path}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </form>
        <div role="status" className={styles.count}>
          {shown &&
            (results.length > 0
              ? `${results.length} ${results.length === 1 ? 'page' : 'pages'} found`
              : 'No documents were found')}
        </div>
        <section className={barStyles.results} aria-label="Results">
          {results.map((result) => (
            <article key={result.id} className={styles.result}>
              <h2 className={styles.resultTitle}>
                <Link to={result.url + result.hash} onClick={() => rememberSearch(trimmed)}>
                  <Marked text={result.title} marks={result.titleMarks} />
                </Link>
              </h2>
              <p className={styles.path}>
                {result.crumbs.join(' › ')}
                {result.section && (
                  <>
                    {result.crumbs.length > 0 && ' › '}
                    <span className={styles.section}>
                      <Marked text={result.section} marks={result.sectionMarks} />
                    </span>
                  </>
                )}
              </p>
              {result.passage ? (
                <p className={styles.summary}>
                  <Marked text={result.passage} marks={result.passageMarks} />
                </p>
              ) : (
                result.summary && (
                  <p className={styles.summary}>
                    <Marked text={result.summary} marks={result.summaryMarks} />
                  </p>
                )
              )}
            </article>
          ))}
        </section>
      </main>
    </Layout>
  );
}
