/**
 * The social card every doc page names in its link-preview tags (`og:image`):
 * its size and where the build writes it. The card step of the post-build
 * pipeline (src/plugins/post-build/social-cards.ts) draws it at this size, and
 * the page's metadata (src/theme/DocItem/Metadata) announces the same size.
 *
 * Browser-safe: no Node imports (the theme bundles it).
 */
export const socialCard = {
  /** 1200×630 is the size link previews (Open Graph, X, Slack, LinkedIn) crop least. */
  width: 1200,
  height: 630,
  /** Folder below the base URL: `/guides/img/social/user/intro.png`. */
  directory: 'img/social',
} as const;
