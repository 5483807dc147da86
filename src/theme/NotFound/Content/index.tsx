/**
 * Swizzle of @theme/NotFound/Content: eject (safe), theme-classic 3.10.2.
 * Why: the stock page only says the page is missing; ours helps the reader on
 * with a search form and the three guide areas. It also sets the page title:
 * upstream DocRoot renders this component alone for an unknown path inside a
 * docs area, whose title would otherwise be just "Help Docs".
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SearchForm from '@site/src/components/SearchForm';
import {guideAreas} from '@site/config/areas';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the guides were reorganised, or the link may have a
            typing mistake.
          </p>
          <SearchForm id="not-found-search" label="Search the guides for what you were looking for" />
          <Heading as="h2" className="margin-top--lg">
            Or start from a guide
          </Heading>
          <ul>
            {guideAreas.map((area) => (
              <li key={area.id}>
                <Link to={area.landing}>{area.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
