/**
 * The JavaScript SDK findings of review round 38 (reading load): each rule at its owner, a link elsewhere.
 */
import {describe, expect, it} from 'vitest';
import {sdkShopifyCustomers} from '../../config/facts';
import {expand, line, read, section} from '../page-text';

const category = 'developer/category/javascript-sdk.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const website = 'user/getting-started/website.mdx';
const goLive = 'developer/go-live.mdx';

describe('JavaScript SDK, review round 38', () => {
  it('#2 the category lets a single-page app use the snippet when it has no sign-in, consent or token routes; the rule lives on the SPA page', () => {
    const row = line(category, '| Single-page app |');
    expect(row).toContain(
      'or the snippet if you have no sign-in, consent or token routes ([Without the module](../javascript-sdk/single-page-app.mdx#without-the-module))',
    );
    expect(row).not.toContain('not the snippet');
    expect(line(category, '2. Paste the')).not.toContain('uses the module `parley-chat.js` in its place');
    // The rule itself, once, on the SPA page.
    expect(section(spa, '## Without the module {/*#without-the-module*/}')).toContain(
      'An app with no sign-in, no consent to ask and no routes whose address holds a token can load the SDK with the [embed snippet]',
    );
    expect(read(category)).not.toContain('An app with no sign-in');
  });

  it('#8 Shopify customers chat unverified: one decision, said on Identity verification, linked from the guide and the category', () => {
    expect(sdkShopifyCustomers).toMatch(/^A Shopify store's customers chat unverified/);
    expect(section(verification, '### Shopify {/*#shopify*/}')).toContain('%SDK_SHOPIFY_CUSTOMERS%');
    expect(read(verification).match(/%SDK_SHOPIFY_CUSTOMERS%/g)).toHaveLength(1);
    expect(section(website, '## Signed-in customers')).toContain(
      'On Shopify, customers chat unverified ([Identity verification: Shopify](/developer/javascript-sdk/identity-verification#shopify))',
    );
    expect(expand(line(category, '| Shopify |'))).toContain('None: customers chat unverified');
    expect(line(category, '| Google Tag Manager |')).toContain(
      '(../javascript-sdk/identity-verification.mdx#google-tag-manager)',
    );
  });
});
