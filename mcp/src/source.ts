/**
 * Where the server reads the published site's files from: the site itself over
 * HTTP (`SITE_URL` + `BASE_URL`), or a local build folder (`--build <dir>`).
 * Either way it reads the very files the site serves (the Markdown twins, the
 * search index, `openapi.json`), so its answers are the site's.
 *
 * Over HTTP every file is kept in memory. Files named by content hash (the
 * search index's shards) never change and are never fetched twice; the others
 * (twins, index heads, the OpenAPI document) are revalidated once they are
 * older than `maxAgeSeconds`, with the validators the host sent (ETag,
 * Last-Modified). With a cache folder they are also kept on disk, so a new
 * session starts from them and works offline when the site cannot be reached.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

export class NotFoundError extends Error {}

export interface ReadOptions {
  /** The file is named by its content's hash: a copy of it never goes stale. */
  immutable?: boolean;
}

export interface Source {
  /** A published file by its path below the base URL: `developer/api/lead.md`, `search-index/user.json`. */
  read(relative: string, options?: ReadOptions): Promise<string>;
  /** Where the files come from, for messages. */
  readonly description: string;
}

/** A path below the base URL, checked: no parent segments, no absolute paths, no query. */
export function checkedRelative(relative: string): string {
  const parts = relative.split('/');
  if (
    relative === '' ||
    relative.startsWith('/') ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    !/^[\w./-]+$/.test(relative)
  ) {
    throw new NotFoundError(`not a path of the site: ${JSON.stringify(relative)}`);
  }
  return relative;
}

/** A local build folder (`build/` after `npm run build`). Read afresh every time: a rebuild shows at once. */
export function buildSource(dir: string): Source {
  const root = path.resolve(dir);
  return {
    description: `the build in ${root}`,
    async read(relative) {
      const file = path.join(root, checkedRelative(relative));
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError(`${relative}: not in ${root}`);
        throw error;
      }
    },
  };
}

interface Entry {
  body: string;
  /** When the body was last known to be current (ms since the epoch). */
  checkedAt: number;
  etag?: string;
  lastModified?: string;
}

export interface HttpSourceOptions {
  /** The site's root: `SITE_URL` + `BASE_URL`, ending in `/`. */
  root: string;
  /** A folder for the disk cache, or undefined for memory only. */
  cacheDir?: string;
  /** How long a file that may change is used without asking the site again. */
  maxAgeSeconds?: number;
  fetch?: typeof fetch;
}

export function httpSource({root, cacheDir, maxAgeSeconds = 300, fetch: get = fetch}: HttpSourceOptions): Source {
  const base = root.endsWith('/') ? root : `${root}/`;
  const memory = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();
  // One folder per site root, so two sites never share a file.
  const diskDir = cacheDir
    ? path.join(cacheDir, createHash('sha256').update(base).digest('hex').slice(0, 16))
    : undefined;

  const diskFile = (relative: string) => path.join(diskDir!, relative);

  async function fromDisk(relative: string): Promise<Entry | undefined> {
    if (!diskDir) return undefined;
    try {
      const [body, meta] = await Promise.all([
        readFile(diskFile(relative), 'utf8'),
        readFile(`${diskFile(relative)}.meta.json`, 'utf8'),
      ]);
      return {body, ...(JSON.parse(meta) as Omit<Entry, 'body'>)};
    } catch {
      return undefined;
    }
  }

  async function toDisk(relative: string, entry: Entry): Promise<void> {
    if (!diskDir) return;
    const file = diskFile(relative);
    const {body, ...meta} = entry;
    try {
      await mkdir(path.dirname(file), {recursive: true});
      // Through a temporary name, so a second server sharing the folder never reads half a file.
      await writeFile(`${file}.${process.pid}.tmp`, body);
      await rename(`${file}.${process.pid}.tmp`, file);
      await writeFile(`${file}.meta.json`, JSON.stringify(meta));
    } catch {
      // A cache that cannot be written only costs a download next time.
    }
  }

  async function load(relative: string, immutable: boolean): Promise<string> {
    const now = Date.now();
    const cached = memory.get(relative) ?? (await fromDisk(relative));
    if (cached && (immutable || now - cached.checkedAt < maxAgeSeconds * 1000)) {
      memory.set(relative, cached);
      return cached.body;
    }
    const url = new URL(relative, base).href;
    const headers: Record<string, string> = {};
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    let response: Response;
    try {
      response = await get(url, {headers});
    } catch (error) {
      // Offline: what was fetched before is better than nothing.
      if (cached) return cached.body;
      throw new Error(`${url}: ${error instanceof Error ? error.message : error}`, {cause: error});
    }
    if (response.status === 304 && cached) {
      const entry = {...cached, checkedAt: now};
      memory.set(relative, entry);
      await toDisk(relative, entry);
      return entry.body;
    }
    if (response.status === 404) throw new NotFoundError(`${url}: not found (HTTP 404)`);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const entry: Entry = {
      body: await response.text(),
      checkedAt: now,
      ...(response.headers.get('etag') ? {etag: response.headers.get('etag')!} : {}),
      ...(response.headers.get('last-modified') ? {lastModified: response.headers.get('last-modified')!} : {}),
    };
    memory.set(relative, entry);
    await toDisk(relative, entry);
    return entry.body;
  }

  return {
    description: base,
    read(relative, {immutable = false} = {}) {
      checkedRelative(relative);
      let pending = inFlight.get(relative);
      if (!pending) {
        pending = load(relative, immutable).finally(() => inFlight.delete(relative));
        inFlight.set(relative, pending);
      }
      return pending;
    },
  };
}
