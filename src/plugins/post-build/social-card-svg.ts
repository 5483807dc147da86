/**
 * The social card of a page as an SVG: the page's title, its guide area and
 * its description on the site's colours, at the size of config/social-card.ts.
 * Pure: ./social-cards.ts renders it to PNG (and caches it by its hash).
 *
 * Text names DejaVu Sans or Liberation Sans (present on Debian and on GitHub's
 * Ubuntu runners); the renderer falls back to any sans-serif font.
 */
import {socialCard} from '../../../config/social-card';

export type SocialCard = {
  title: string;
  /** The guide area: "Developer Guides". */
  area: string;
  description: string;
  /** Site and product line at the bottom: "Parley Help Docs". */
  siteName: string;
  /** Host shown at the bottom right: "docs.parleychat.io". */
  host: string;
};

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const PRIMARY = '#2b4fc7';

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Breaks text into at most `maxLines` lines of about `maxChars` characters,
 * at spaces; the last line ends with an ellipsis when text is left over.
 */
export function wrapText(value: string, maxChars: number, maxLines: number): string[] {
  const words = value.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = '';
  }
  const leftOver = index < words.length || current !== '';
  if (leftOver && lines.length > 0) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1).trimEnd() : last}…`;
  }
  return lines;
}

function tspans(lines: string[], x: number, lineHeight: number): string {
  return lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`).join('');
}

export function socialCardSvg({title, area, description, siteName, host}: SocialCard): string {
  const titleLines = wrapText(title, 26, 3);
  const descriptionLines = wrapText(description, 58, 3 - Math.max(0, titleLines.length - 1));
  const {width, height} = socialCard;
  const titleY = 268;
  const descriptionY = titleY + (titleLines.length - 1) * 76 + 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <rect width="24" height="${height}" fill="${PRIMARY}"/>
  <g transform="translate(80 72) scale(2)">
    <rect width="32" height="32" rx="8" fill="${PRIMARY}"/>
    <path d="M8 9.5h16a2.5 2.5 0 0 1 2.5 2.5v8a2.5 2.5 0 0 1-2.5 2.5h-7l-5 4v-4H8A2.5 2.5 0 0 1 5.5 20v-8A2.5 2.5 0 0 1 8 9.5Z" fill="#fff"/>
    <circle cx="11.5" cy="16" r="1.6" fill="${PRIMARY}"/><circle cx="16" cy="16" r="1.6" fill="${PRIMARY}"/><circle cx="20.5" cy="16" r="1.6" fill="${PRIMARY}"/>
  </g>
  <text x="160" y="118" font-family="${FONT}" font-size="34" font-weight="bold" fill="#1c1e21">${escapeXml(siteName)}</text>
  <text x="80" y="186" font-family="${FONT}" font-size="28" fill="${PRIMARY}" font-weight="bold">${escapeXml(area.toUpperCase())}</text>
  <text x="80" y="${titleY}" font-family="${FONT}" font-size="64" font-weight="bold" fill="#1c1e21">${tspans(titleLines, 80, 76)}</text>
  <text x="80" y="${descriptionY}" font-family="${FONT}" font-size="30" fill="#444950">${tspans(descriptionLines, 80, 42)}</text>
  <rect x="80" y="${height - 90}" width="${width - 160}" height="2" fill="#dadde1"/>
  <text x="80" y="${height - 42}" font-family="${FONT}" font-size="26" fill="#606770">${escapeXml(host)}</text>
</svg>`;
}
