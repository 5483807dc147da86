import type {ThemeConfig} from '@docusaurus/preset-classic';
import {guideAreas} from './areas';
import {product} from './product';

export const navbar = {
  title: 'Help Docs',
  hideOnScroll: true,
  logo: {
    alt: `${product.productName} Help Docs`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    ...guideAreas.map((area) => ({
      type: 'docSidebar' as const,
      docsPluginId: area.id,
      sidebarId: area.id,
      label: area.label,
      position: 'left' as const,
    })),
    {type: 'search', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
