#!/usr/bin/env node
/**
 * A scratch copy of the site with the guides replicated N times, so that build cost and search-index size can
 * be measured at ten or twenty times today's pages (`npm run measure -- bench --scale N` builds it).
 *
 *   npm run measure -- scale-tree --scale 10 [--out DIR]
 *
 * The tree is a full copy of the repository's files (tracked and untracked, not ignored; `node_modules` holds
 * symbolic links to this worktree's packages, and its own build caches). In each guide area (config/areas.ts: user, developer, integration), copies
 * 2 to N of the area's content go to `<area>/copy-<k>/`, so that every copy has its own routes
 * (`/developer/copy-2/api/lead`) and doc ids (`copy-2/api/lead`). What keeps the build valid:
 *   - relative links and imports inside an area stay inside the copy (the copy has the same layout);
 *     links by URL to another page (`/developer/api/lead`) still point at the original, which exists;
 *   - absolute front-matter slugs (`slug: /`) get the copy's prefix (`/copy-2/`);
 *   - each sidebar gets one collapsed category per copy ("Copy 2" …) holding the original items with doc ids
 *     and generated-index slugs prefixed, so every copied page is in a sidebar, as the originals are;
 *   - the tree is a git repository with one commit, so last-update dates (git log per file) cost what they cost
 *     on the real site.
 * Copy 1 is the original content. Prints the tree's path on stdout.
 */
// cspell:ignore TYPELESS
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The guide areas' folders and ids, read from config/areas.ts (Node 24 strips its types). */
async function areas(siteDir) {
  // The tree's package.json has no "type": Node would warn that it reparses the file as a module.
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) =>
    String(warning).includes('MODULE_TYPELESS_PACKAGE_JSON') ||
    rest.some((r) => r?.code === 'MODULE_TYPELESS_PACKAGE_JSON')
      ? undefined
      : emitWarning.call(process, warning, ...rest);
  try {
    const {guideAreas} = await import(path.join(siteDir, 'config', 'areas.ts'));
    return guideAreas.map(({id, path: folder}) => ({id, folder}));
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Files git would commit: tracked (and still present) plus untracked that are not ignored. */
function sourceFiles(siteDir) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(siteDir, file)));
}

const copyDir = (k) => `copy-${k}`;

/**
 * Checks of the real site that a copy trips by design, relaxed in the tree only (never in the repository).
 * If a check's code changes, the patch fails loudly here rather than the build failing later.
 */
const treePatches = [
  {
    file: 'src/plugins/api-reference/remark.ts',
    why: 'each operation and webhook has exactly one page; the copies render them again',
    find: /if \(owner && owner !== filePath\)/,
    replace: 'if (owner && owner !== filePath && !/(^|\\/)copy-\\d+\\//.test(`${owner} ${filePath}`))',
  },
  {
    file: 'src/plugins/writer-checks/content.ts',
    why: 'each operation and webhook has exactly one page (the early check over all sources); the copies render them again',
    find: /if \(first\) \{/,
    replace: 'if (first && !/(^|\\/)copy-\\d+\\//.test(`${first} ${where}`)) {',
  },
];

function applyTreePatches(dir) {
  for (const {file, why, find, replace} of treePatches) {
    const target = path.join(dir, file);
    if (!existsSync(target)) continue;
    const source = readFileSync(target, 'utf8');
    if (!find.test(source)) {
      throw new Error(
        `scale-tree: ${file} no longer contains ${find} (the check that ${why}). ` +
          'Update treePatches in measure/scale-tree.mjs so that copies pass the check.',
      );
    }
    writeFileSync(target, source.replace(find, replace));
  }
}

/** `slug: /x` → `slug: /copy-k/x` in a front-matter block; relative slugs already land inside the copy. */
export function prefixFrontMatterSlug(source, k) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) return source;
  const frontMatter = match[1].replace(/^(slug:\s*)(['"]?)\/(.*?)\2\s*$/m, (_all, key, quote, rest) => {
    return `${key}${quote}/${copyDir(k)}${rest ? `/${rest}` : ''}${quote}`;
  });
  return source.replace(match[1], () => frontMatter);
}

/** The wrapper that replaces `sidebars-<id>.ts`: the original sidebars plus one category per copy. */
export function sidebarWrapper(baseModule, copies) {
  return `/* Generated by measure/scale-tree.mjs: the original sidebars plus a category per copy of the content. */
import base from './${baseModule}';

const copies = ${JSON.stringify(copies)};

function prefixSlug(slug, dir) {
  return slug.startsWith('/') ? \`/\${dir}\${slug}\` : slug;
}

function kebab(label) {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function prefixLink(link, dir, label) {
  if (!link) return link;
  if (link.type === 'doc') return {...link, id: \`\${dir}/\${link.id}\`};
  if (link.type === 'generated-index') {
    return {...link, slug: link.slug ? prefixSlug(link.slug, dir) : \`/\${dir}/category/\${kebab(label)}\`};
  }
  return link;
}

function prefixItems(items, dir) {
  if (!Array.isArray(items)) {
    // Shorthand: {Label: [items]}.
    return Object.entries(items).map(([label, children]) => ({type: 'category', label, items: prefixItems(children, dir)}));
  }
  return items.map((item) => {
    if (typeof item === 'string') return \`\${dir}/\${item}\`;
    switch (item.type) {
      case 'doc':
      case 'ref':
        return {...item, id: \`\${dir}/\${item.id}\`};
      case 'category':
        return {...item, link: prefixLink(item.link, dir, item.label), items: prefixItems(item.items, dir)};
      case 'autogenerated':
        return {...item, dirName: item.dirName === '.' ? dir : \`\${dir}/\${item.dirName}\`};
      case undefined:
        return prefixItems(item, dir);
      default:
        return item;
    }
  });
}

export default Object.fromEntries(
  Object.entries(base).map(([name, items]) => [
    name,
    [
      ...(Array.isArray(items)
        ? items
        : Object.entries(items).map(([label, children]) => ({type: 'category', label, items: children}))),
      ...copies.map((k) => ({
        type: 'category',
        label: \`Copy \${k}\`,
        collapsed: true,
        items: prefixItems(items, \`copy-\${k}\`),
      })),
    ],
  ]),
);
`;
}

/**
 * Writes the tree and returns its path and the number of content files per area.
 * @param {{scale: number, out?: string, siteDir?: string, log?: (message: string) => void}} options
 */
export async function createScaleTree({scale, out, siteDir = root, log = () => {}}) {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a whole number ≥ 1, not ${scale}`);
  const dir = path.resolve(out ?? path.join(os.tmpdir(), `help-docs-scale-${scale}-${process.pid}`));
  if (dir === siteDir || siteDir.startsWith(`${dir}${path.sep}`)) throw new Error(`refusing to write over ${dir}`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});

  const files = sourceFiles(siteDir);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(siteDir, file), path.join(dir, file));
  }
  // node_modules: a real folder of links to this worktree's packages, so that build caches
  // (node_modules/.cache) belong to the tree and a cold build of the tree is cold.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  log(`copied ${files.length} files to ${dir}`);
  if (scale > 1) applyTreePatches(dir);

  const copies = Array.from({length: scale - 1}, (_, i) => i + 2);
  const perArea = {};
  for (const {id, folder} of await areas(dir)) {
    const areaFiles = files
      .filter((file) => file.startsWith(`${folder}/`))
      .map((file) => file.slice(folder.length + 1));
    perArea[id] = areaFiles.filter((file) => /\.mdx?$/.test(file) && !/(^|\/)_/.test(file)).length * scale;
    for (const k of copies) {
      for (const file of areaFiles) {
        const target = path.join(dir, folder, copyDir(k), file);
        mkdirSync(path.dirname(target), {recursive: true});
        if (/\.mdx?$/.test(file)) {
          writeFileSync(target, prefixFrontMatterSlug(readFileSync(path.join(dir, folder, file), 'utf8'), k));
        } else {
          cpSync(path.join(dir, folder, file), target);
        }
      }
    }
    const sidebar = `sidebars-${id}.ts`;
    if (existsSync(path.join(dir, sidebar)) && copies.length > 0) {
      const baseModule = `sidebars-${id}.original`;
      renameSync(path.join(dir, sidebar), path.join(dir, `${baseModule}.ts`));
      writeFileSync(path.join(dir, sidebar), sidebarWrapper(baseModule, copies));
    }
  }
  log(
    `content files per area: ${Object.entries(perArea)
      .map(([id, n]) => `${id} ${n}`)
      .join(', ')}`,
  );

  // One commit, so that last-update dates come from git as on the real site.
  const git = (...gitArgs) =>
    execFileSync('git', gitArgs, {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'scale-tree',
        GIT_AUTHOR_EMAIL: 'scale-tree@localhost',
        GIT_COMMITTER_NAME: 'scale-tree',
        GIT_COMMITTER_EMAIL: 'scale-tree@localhost',
      },
    });
  git('init', '--quiet');
  writeFileSync(path.join(dir, '.git', 'info', 'exclude'), 'node_modules/\n');
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '-m', `scale tree: guides × ${scale}`);
  return {dir, perArea, entries: readdirSync(dir).length};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const {dir} = await createScaleTree({
    scale: Number(option('scale', '10')),
    out: option('out'),
    log: (message) => process.stderr.write(`scale-tree: ${message}\n`),
  });
  console.log(dir);
}
