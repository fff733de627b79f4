// The icon component factory every lucide-react icon module calls (`createLucideIcon(iconData)`), in the part of its
// behaviour this site uses: an <svg> with lucide's attributes and classes, the icon's own paths, the caller's
// className and props, and aria-hidden unless the icon is labelled. The build (vite.config.ts, atlas:lucide-runtime)
// points lucide's icon modules here on the server and in the browser alike, so the markup is the same on both
// sides. lucide-react's own factory adds a context provider, size/colour/stroke props and attribute-name mapping
// that no page uses, about 1.5 KB gzip on every page (ADR 011). `lucide-runtime.test.tsx` renders every icon the
// site imports through both factories and requires the same markup.
import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string | number>][];
export interface LucideIconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}
export type LucideIconProps = SVGProps<SVGSVGElement> & { ref?: Ref<SVGSVGElement>; children?: ReactNode };

const SVG_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A prop that names the icon for assistive technology (lucide's rule): then it is not hidden from it. */
const labels = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  );

const classes = (...lists: (string | undefined)[]) =>
  [
    ...new Set(lists.flatMap((list) => (typeof list === 'string' ? list.split(/\s+/) : [])).filter(Boolean)),
  ].join(' ');

export default function createLucideIcon(icon: LucideIconData) {
  const own = [
    'lucide',
    ...[icon.name, ...(icon.aliases ?? [])].filter((name) => name?.trim()).map((name) => `lucide-${name}`),
  ];
  const size = icon.size ?? 24;
  function LucideIcon({ className, children, ...rest }: LucideIconProps) {
    return createElement(
      'svg',
      {
        ...SVG_ATTRIBUTES,
        viewBox: `0 0 ${size} ${size}`,
        className: classes(...own, className),
        ...(children || labels(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
