import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchForm from '@site/src/components/SearchForm';
import {guideAreas, type GuideArea} from '@site/config/areas';
import {product} from '@site/config/product';
import styles from './index.module.css';

type AreaCard = {
  audience: string;
  offers: string;
  links: Array<{label: string; to: string}>;
};

/** What the home page says about each guide area; its label and landing come from config/areas.ts. */
const areaCards: Record<GuideArea['id'], AreaCard> = {
  user: {
    audience: 'For business owners, support teams and agents',
    offers: 'Set up a chatbot, design conversation flows, connect Google Voice and answer customers in live chat.',
    links: [
      {label: 'Get started', to: '/user/category/getting-started'},
      {label: 'Chatbot settings', to: '/user/getting-started/chatbot-settings'},
      {label: 'Live chat and hand-off', to: '/user/getting-started/livechat'},
    ],
  },
  developer: {
    audience: 'For developers calling the HTTP API, webhooks and SDK',
    offers: 'Authenticate, create and chat with chatbots over the API, receive webhooks and control the chat bubble.',
    links: [
      {label: 'Quick start', to: '/developer/intro'},
      {label: 'Authorization', to: '/developer/api/authorization'},
      {label: 'Create a chatbot', to: '/developer/api/chatbot/create-a-chatbot'},
      {label: 'Webhooks', to: '/developer/category/webhook'},
    ],
  },
  integration: {
    audience: 'For people wiring third-party services',
    offers: 'Connect payments, GoHighLevel, Google Sheets and Activepieces, with field mappings and tests.',
    links: [
      {label: 'GoHighLevel leads', to: '/integration/ghl-lead-integration'},
      {label: 'Google Sheet', to: '/integration/google-sheet'},
      {label: 'Stripe with Activepieces', to: '/integration/stripe-active-pieces-integration'},
    ],
  },
};

export default function Home(): ReactNode {
  return (
    <Layout
      title="Home"
      description={`Guides for ${product.productName}: set up and run chatbots, build on the API, webhooks and JavaScript SDK, and connect third-party services.`}>
      {/* One <main> holds the hero too: a <header> outside it would be a second banner landmark beside the announcement bar. */}
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {product.productName} Help Docs
            </Heading>
            <p className={styles.lead}>
              Everything you need to run {product.productName} chatbots, build on them and connect them to the tools
              your business uses.
            </p>
            <SearchForm id="home-search" label="Search all guides" />
          </div>
        </div>
        <div className="container margin-vert--lg">
          <div className={styles.areas}>
            {guideAreas.map((area) => {
              const card = areaCards[area.id];
              return (
                <section key={area.id} className={styles.area} aria-labelledby={`area-${area.id}`}>
                  <Heading as="h2" id={`area-${area.id}`} className={styles.areaTitle}>
                    <Link to={area.landing}>{area.label}</Link>
                  </Heading>
                  <p className={styles.audience}>{card.audience}</p>
                  <p>{card.offers}</p>
                  <ul className={styles.links}>
                    {card.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </div>
      </main>
    </Layout>
  );
}
