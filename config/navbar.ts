import type {ThemeConfig} from '@docusaurus/preset-classic';
import {guideAreas} from './areas';
import {siteLogos} from './logos';

export const navbar = {
  title: 'Help Docs',
  hideOnScroll: true,
  // The production logo; src/theme/Logo adds the preview logo for other hosts.
  logo: {...siteLogos.production},
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
