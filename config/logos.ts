import {product} from './product';

/**
 * The two logos. Production hosts (config/env.ts `productionHosts`) show
 * `production`; every other host shows `preview`, which carries a "PREVIEW"
 * badge. Each has a light and a dark variant. Paths are relative to static/.
 */
export const siteLogos = {
  production: {
    alt: product.productName,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  preview: {
    alt: `${product.productName} (preview site)`,
    src: 'img/logo-preview.svg',
    srcDark: 'img/logo-preview-dark.svg',
    width: 100,
    height: 32,
  },
} as const;
