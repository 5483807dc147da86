/**
 * Swizzle of @theme/LastUpdated: eject (unsafe), theme-classic 3.10.2.
 * Why: upstream marks the date `<time itemprop="dateModified">` with no
 * `itemscope` ancestor on doc pages, an error for the Nu Html Checker
 * ("The itemprop attribute was specified, but the element is not a property
 * of any item") on every page with a last-update date. The date stays in the
 * page's JSON-LD (src/theme/DocItem/Metadata); only the stray microdata goes.
 * No upstream issue found; drop this file when upstream adds the itemscope or
 * removes the itemprop.
 * Also: the date is written by src/utils/shortDate.ts, not Intl.DateTimeFormat (same text for the site's
 * locale): the browser's first Intl date formatter loads locale data on the main thread while the page hydrates.
 * Changes: marked // CUSTOM … // CUSTOM END.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
// CUSTOM
import {shortDateUtc} from '@site/src/utils/shortDate';
// CUSTOM END

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);

  // CUSTOM: the same text as useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})
  // for the site's locale (en), without loading the browser's date-format data while the page hydrates
  const formattedLastUpdatedAt = shortDateUtc(atDate);
  // CUSTOM END

  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            {/* CUSTOM: no itemProp (no itemscope around it) */}
            <time dateTime={atDate.toISOString()}>{formattedLastUpdatedAt}</time>
            {/* CUSTOM END */}
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
