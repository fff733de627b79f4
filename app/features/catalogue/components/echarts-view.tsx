// Client-only ECharts: the library loads in the browser after mount, with only the charts this page draws,
// so the server render and the other pages' JavaScript stay small.
import { useEffect, useRef } from 'react';
import type * as EChartsCore from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useColorMode } from '~/shell/color-mode';

type EChartsModule = typeof EChartsCore;

let loading: Promise<EChartsModule> | null = null;
let worldLoading: Promise<void> | null = null;

function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts-setup').then((module) => module.echarts);
  return loading;
}

type Ring = [number, number][];
interface GeoFeature {
  id?: string;
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

function unwrapRing(ring: Ring): Ring {
  const xs = ring.map(([x]) => x);
  if (Math.max(...xs) - Math.min(...xs) <= 180) return ring;
  return ring.map(([x, y]) => [x < 0 ? x + 360 : x, y]);
}

function unwrapAntimeridian(geometry: GeoFeature['geometry']): GeoFeature['geometry'] {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(unwrapRing) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
}

function loadWorld(echarts: EChartsModule): Promise<void> {
  worldLoading ??= Promise.all([import('topojson-client'), import('world-atlas/countries-110m.json')]).then(([topojson, atlas]) => {
    const topology = (atlas as { default?: unknown }).default ?? atlas;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the TopoJSON file is untyped JSON
    const geojson = topojson.feature(topology as any, (topology as any).objects.countries);
    // Antarctica only takes room on a traffic map. ECharts names regions by a property, so the ISO numeric id
    // is copied into one; rings that cross the antimeridian (Russia, Fiji) are moved east of it, or they
    // would be drawn as a line across the whole map.
    const features = (geojson as unknown as { features: GeoFeature[] }).features
      .filter((f) => f.id !== '010')
      .map((f) => ({ ...f, properties: { ...f.properties, id: f.id }, geometry: unwrapAntimeridian(f.geometry) }));
    echarts.registerMap('world', { type: 'FeatureCollection', features } as never);
  });
  return worldLoading;
}

export interface EChartsViewProps {
  /** Builds the option once the colours of the current mode are known. */
  option: (dark: boolean) => EChartsCoreOption;
  needsWorld?: boolean;
  height: number;
  testId: string;
  label: string;
}

export function EChartsView({ option, needsWorld, height, testId, label }: EChartsViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const { value } = useColorMode();
  const dark = value === 'dark';
  const build = useRef(option);
  useEffect(() => {
    build.current = option;
  });

  useEffect(() => {
    let disposed = false;
    let chart: ReturnType<EChartsModule['init']> | null = null;
    let observer: ResizeObserver | null = null;
    void loadECharts()
      .then(async (echarts) => {
        if (needsWorld) await loadWorld(echarts);
        if (disposed || !box.current) return;
        chart = echarts.init(box.current, dark ? 'dark' : undefined, { renderer: 'canvas' });
        chart.setOption({ backgroundColor: 'transparent', ...build.current(dark) });
        observer = new ResizeObserver(() => chart?.resize());
        observer.observe(box.current);
      })
      .catch((error: unknown) => console.error('[charts]', error));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [dark, needsWorld]);

  return <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ height }} className="w-full" />;
}
