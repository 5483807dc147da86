/**
 * The tokens writers type in MDX, with their values: the product's names and
 * addresses (`config/product.ts`, `%API_BASE_URL%`) and the facts several pages
 * repeat (`config/facts.ts`, `%CREDITS_PER_ANSWER_STANDARD%`). Only the build
 * reads this (src/plugins/remark-product-facts.ts): a client component imports
 * `product` or the fact it shows, never the whole table.
 */
import {factTokens} from './facts';
import {product} from './product';

/**
 * Token → value, as writers type them in MDX: `%API_BASE_URL%`, and the tokens
 * of the repeated facts in `config/facts.ts` (`%CREDITS_PER_ANSWER_STANDARD%`).
 */
export const productFactTokens: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(product).map(([key, value]) => [
      `%${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}%`,
      value,
    ]),
  ),
  ...factTokens,
};
