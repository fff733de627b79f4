// The site's icon factory must render what lucide-react's own factory renders, for every icon lucide ships and
// every way pages pass props to icons; otherwise the server and the browser (which both use it) would still agree,
// but the icons would drift from the library's markup unnoticed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData } from './lucide-runtime';

const require = createRequire(import.meta.url);
const iconsDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons');
// Every icon the site imports, and every 20th icon lucide ships besides. Alias modules (`export { default } from
// './other.mjs'`) re-export an icon that is checked under its own name.
const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
const appDir = path.resolve(import.meta.dirname, '..');
const used = new Set<string>();
for (const file of fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
  if (!/\.tsx?$/.test(file)) continue;
  for (const [, names] of fs
    .readFileSync(path.join(appDir, file), 'utf8')
    .matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
    for (const name of names!.split(',')) {
      const trimmed = name.trim();
      if (trimmed && !trimmed.startsWith('type ')) used.add(`${kebab(trimmed.split(/\s+as\s+/)[0]!)}.mjs`);
    }
  }
}
/** An alias module's target file, or the file itself. */
const ownFile = (file: string) =>
  /export \{ default \} from '\.\/([^']+)'/.exec(fs.readFileSync(path.join(iconsDir, file), 'utf8'))?.[1] ??
  file;
const usedFiles = new Set([...used].map(ownFile));
const iconFiles = fs
  .readdirSync(iconsDir)
  .filter((file, index) => file.endsWith('.mjs') && (usedFiles.has(file) || index % 20 === 0))
  .filter((file) => fs.readFileSync(path.join(iconsDir, file), 'utf8').includes('__iconData'));

type IconModule = { default: React.ComponentType<Record<string, unknown>>; __iconData: LucideIconData };

const VARIANTS: [string, Record<string, unknown>][] = [
  ['no props', {}],
  ['a class list', { className: 'size-4 text-slate-500' }],
  ['hidden explicitly', { 'aria-hidden': 'true', className: 'size-5' }],
  ['labelled', { 'aria-label': 'Close', className: 'size-4' }],
  ['a role', { role: 'img' }],
  ['repeated classes', { className: 'lucide  size-4 size-4 ' }],
  ['other attributes', { 'data-testid': 'icon', id: 'x', style: { color: 'red' } }],
  ['a null label', { 'aria-label': null }],
];

describe('lucide icon factory', () => {
  it('finds the icons the site uses among those lucide ships', () => {
    expect(used.size).toBeGreaterThan(30);
    expect([...usedFiles].filter((file) => !iconFiles.includes(file))).toEqual([]);
    expect(iconFiles.length).toBeGreaterThan(150);
  });

  it('renders the same markup as lucide-react for every icon and prop combination', async () => {
    const mismatches: string[] = [];
    for (const file of iconFiles) {
      const mod = (await import(`lucide-react/icons/${file.replace(/\.mjs$/, '')}`)) as IconModule;
      const Ours = createLucideIcon(mod.__iconData);
      const Theirs = mod.default;
      for (const [label, props] of VARIANTS) {
        const ours = renderToStaticMarkup(<Ours {...props} />);
        const theirs = renderToStaticMarkup(<Theirs {...props} />);
        if (ours !== theirs) mismatches.push(`${file} (${label}):\n  ours   ${ours}\n  theirs ${theirs}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  }, 120_000);

  it('keeps children (a title) and then does not hide the icon', () => {
    const Icon = createLucideIcon({ name: 'heart', node: [['path', { d: 'M0 0', key: 'a' }]] });
    const html = renderToStaticMarkup(
      <Icon className="size-4">
        <title>Liked</title>
      </Icon>,
    );
    expect(html).toContain('<title>Liked</title>');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('class="lucide lucide-heart size-4"');
  });
});
