/**
 * The three guide areas. Pure data: the config, the navbar, the search
 * contexts, the not-found page and the tests all read it.
 */
export type GuideArea = {
  id: 'user' | 'developer' | 'integration';
  label: string;
  /** Route below the base URL, and the folder of the MDX files. */
  path: string;
  /** Where the navbar link of the area points. */
  landing: string;
};

export const guideAreas: GuideArea[] = [
  {id: 'user', label: 'User Guides', path: 'user', landing: '/user/intro'},
  {id: 'developer', label: 'Developer Guides', path: 'developer', landing: '/developer'},
  {id: 'integration', label: 'Integration Guides', path: 'integration', landing: '/integration'},
];
