import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colours that meet WCAG AA (4.5:1) on the block background and on
 * a highlighted line. The stock `github` and `dracula` themes fail axe's
 * colour-contrast rule (comments at 2.7:1 and 3.0:1, numbers, keywords and
 * attribute names at about 2.6:1). Prism colours are inline styles, so the fix
 * belongs in the theme object, not in CSS. Only the failing colours change;
 * each replacement keeps the hue of the original.
 *
 * Checked by e2e/a11y.spec.ts (axe, light and dark) on every page with code.
 */
function recolour(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      const replacement = colour ? replacements[colour.toLowerCase()] : undefined;
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

/**
 * `github`, darkened where it fails on #f6f8fa; the figure in brackets is on a
 * highlighted line (#dddfe1, the 10 % tint of custom.css).
 */
export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#5c5c4e', // comment, prolog, doctype, cdata: 2.7 → 6.4:1 (5.1:1)
  '#e3116c': '#b0105f', // string, attr-value: 4.3 → 6.4:1 (5.1:1)
  '#36acaa': '#166462', // number, boolean, property, …: 2.6 → 6.5:1 (5.2:1)
  '#00a4db': '#00648f', // atrule, keyword, attr-name, selector: 2.7 → 6.1:1 (4.9:1)
  '#d73a49': '#a82b3c', // function, deleted, tag: 4.3 → 6.4:1 (5.1:1)
});

/** `dracula`, lightened where it fails on #282a36. */
export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8b9bcf', // comment: 3.0 → 5.2:1
});
