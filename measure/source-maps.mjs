/**
 * Maps a call frame of a CPU profile or trace (a built script's URL, line and column) back to the source module
 * and function, when the build has source maps (`npm run measure -- source-map-build`).
 * Shared by measure/profile-page.mjs and measure/trace-tasks.mjs.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {TraceMap, originalPositionFor} from '@jridgewell/trace-mapping';

/**
 * @param {string} dir the build served under /guides/
 * @returns {(frame: {url: string; functionName?: string; lineNumber: number; columnNumber: number}) =>
 *   {source: string; name: string | null; line: number | null} | null} null where the script has no source map
 */
export function createFrameMapper(dir) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const file = path.join(dir, new URL(url).pathname.replace(/^\/guides\//, ''));
      maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return ({url, lineNumber, columnNumber}) => {
    const map = url.includes('/assets/js/') ? mapOf(url) : null;
    if (!map) return null;
    const original = originalPositionFor(map, {line: lineNumber + 1, column: columnNumber});
    return original.source ? {source: original.source, name: original.name, line: original.line} : null;
  };
}

/** A source path without its bundler prefix and `node_modules/` part: `react-dom/cjs/…`, `src/theme/…`. */
export const shortSource = (source) => source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '');
