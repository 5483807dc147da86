/**
 * The navbar's search box (@theme/SearchBar: the classic theme renders it in
 * the navbar and ships none of its own). A WAI-ARIA combobox with a listbox
 * of suggestions (APG "list autocomplete with automatic selection"): the
 * first suggestion is active as results arrive, Down/Up move, Enter opens the
 * active one (or, with none, the search page), Escape closes the list, then
 * clears the box. `/` or Ctrl/⌘-K focuses it from anywhere but another field.
 *
 * A suggestion names its page, where the page sits and the section it lands
 * on, and shows that section's passage that answers, shortened around the
 * first matched word.
 *
 * On a phone the closed box is its magnifier alone (a 2.5 rem button-sized
 * field with no placeholder showing) and widens over the navbar when focused.
 *
 * Inside a guide area it searches that area, elsewhere all three. The search
 * worker, the engine and the index load on focus (src/search/client.ts), so a
 * page that is only read never downloads them. Empty, the box offers the
 * reader's recent searches, kept in this browser only.
 */
import {useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchOptions} from '@site/config/search';
import {
  areaLabel,
  areaOfPath,
  clearRecentSearches,
  preload,
  recentSearches,
  rememberSearch,
  search,
  searchPageUrl,
  type SearchResult,
} from '@site/src/search/client';
import Marked from '@site/src/search/Marked';
import styles from './styles.module.css';

/** Whether a key press goes to a field the reader is typing in (the shortcuts leave it alone). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const history = useHistory();
  const area = areaOfPath(pathname, baseUrl);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const requestRef = useRef(0);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  /** The results of the newest answered query, that query and the page it was typed on (null: no answer yet). */
  const [answer, setAnswer] = useState<{query: string; path: string; results: SearchResult[]} | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(-1);

  const trimmed = query.trim();
  const showRecent = trimmed === '';
  const shown = answer?.path === pathname ? answer : null;
  const results = showRecent ? [] : (shown?.results ?? []);
  const optionCount = showRecent ? recent.length : results.length;
  const expanded = open && (showRecent ? recent.length > 0 : shown !== null);
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;
  const label = areaLabel(area);

  // One query at a time in the worker: while it answers, keys typed meanwhile leave only the newest query
  // waiting, so the last key's answer never queues behind the words on their way to it.
  const busyRef = useRef(false);
  const queuedRef = useRef<string | null>(null);

  const send = (value: string) => {
    busyRef.current = true;
    const request = requestRef.current;
    const settle = (found: SearchResult[]) => {
      busyRef.current = false;
      const queued = queuedRef.current;
      queuedRef.current = null;
      if (queued !== null) send(queued);
      else if (request === requestRef.current) {
        setAnswer({query: value, path: pathname, results: found});
        setActive(found.length > 0 ? 0 : -1);
      }
    };
    search(baseUrl, area, value, {limit: searchOptions.suggestions}).then(settle, () => settle([]));
  };

  const runSearch = (value: string) => {
    requestRef.current += 1;
    if (value.trim() === '') {
      queuedRef.current = null;
      setActive(-1);
    } else if (busyRef.current) queuedRef.current = value;
    else send(value);
  };

  // A new page: the box starts empty and closed (an answer still on its way is for the old page: not shown).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setQuery('');
    setAnswer(null);
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if ((!slash && !commandK) || event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onFocus = () => {
    preload(baseUrl, area).catch(() => {
      // The first query reports a failure to load.
    });
    setRecent(recentSearches());
    setOpen(true);
  };

  const onChange = (value: string) => {
    setQuery(value);
    setOpen(true);
    runSearch(value);
  };

  const close = () => {
    setOpen(false);
  };

  const go = (url: string, remembered: string) => {
    rememberSearch(remembered);
    close();
    inputRef.current?.blur();
    history.push(url);
  };

  const choose = (index: number) => {
    if (showRecent) {
      const value = recent[index];
      if (value === undefined) return;
      setQuery(value);
      runSearch(value);
      return;
    }
    const result = results[index];
    if (result) go(result.url + result.hash, query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (optionCount === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : optionCount - 1) : (current + step + optionCount) % optionCount,
        );
        return;
      }
      case 'Enter': {
        if (expanded && active >= 0 && active < optionCount) {
          event.preventDefault();
          choose(active);
        } else if (trimmed) {
          event.preventDefault();
          go(searchPageUrl(baseUrl, trimmed, area), trimmed);
        }
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (expanded) close();
        else onChange('');
        return;
      }
      default:
    }
  };

  const onBlur = (event: FocusEvent) => {
    // Focus moving within the box (to its links or buttons) keeps it open.
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const seeAll = searchPageUrl(baseUrl, trimmed, area);
  const activeId = expanded && active >= 0 && active < optionCount ? optionId(active) : undefined;
  const status = !expanded
    ? ''
    : showRecent
      ? `${recent.length} recent ${recent.length === 1 ? 'search' : 'searches'}`
      : results.length === 0
        ? 'No results'
        : `${results.length} ${results.length === 1 ? 'result' : 'results'}`;

  return (
    <div ref={containerRef} className={clsx('navbar__search', styles.searchBar)} onBlur={onBlur}>
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22-4.82-4.82A5.88 5.88 0 0 0 12.06 6.03a6 6 0 1 0-2.46 4.87l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
        />
      </svg>
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        type="text"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder="Search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query === '' && (
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      )}
      <div role="status" className="visually-hidden">
        {status}
      </div>
      <div className={styles.dropdown} hidden={!expanded}>
        {showRecent && <p className={styles.heading}>Recent searches</p>}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={showRecent ? 'Recent searches' : 'Search suggestions'}
          className={styles.listbox}>
          {expanded &&
            showRecent &&
            recent.map((item, index) => (
              <li
                key={item}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.option, index === active && styles.active)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}>
                <span className={clsx('search-hit-title', styles.hitTitle)}>{item}</span>
              </li>
            ))}
          {expanded &&
            !showRecent &&
            results.map((result, index) => (
              <li
                key={result.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.option, index === active && styles.active)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                onMouseMove={() => setActive(index)}>
                <span className={clsx('search-hit-title', styles.hitTitle)}>
                  <Marked text={result.title} marks={result.titleMarks} />
                </span>
                <span className={clsx('search-hit-path', styles.hitPath)}>
                  {result.crumbs.join(' › ')}
                  {result.section && (
                    <>
                      {result.crumbs.length > 0 && ' › '}
                      <span className={clsx('search-hit-section', styles.hitSection)}>
                        <Marked text={result.section} marks={result.sectionMarks} />
                      </span>
                    </>
                  )}
                </span>
                {result.passage && (
                  <span className={clsx('search-hit-passage', styles.hitPassage)}>
                    <Marked text={result.passage} marks={result.passageMarks} />
                  </span>
                )}
              </li>
            ))}
        </ul>
        {expanded && showRecent && (
          <button
            type="button"
            className={styles.footerButton}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
              inputRef.current?.focus();
            }}>
            Clear recent searches
          </button>
        )}
        {expanded && !showRecent && results.length === 0 && (
          <p className={styles.empty}>No results for “{shown?.query.trim()}”</p>
        )}
        {expanded && !showRecent && (
          <Link
            className={styles.footerLink}
            to={seeAll}
            onClick={() => {
              rememberSearch(trimmed);
              close();
            }}>
            {label ? `See all results within "${label}"` : 'See all results'}
          </Link>
        )}
      </div>
    </div>
  );
}
