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
  loading ??= Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]).then(([core, charts, components, renderers]) => {
    core.use([
      charts.LineChart,
      charts.PieChart,
      charts.MapChart,
      components.GridComponent,
      components.TooltipComponent,
      components.LegendComponent,
      components.VisualMapComponent,
      renderers.CanvasRenderer,
    ]);
    return core;
  });
  return loading;
}

function loadWorld(echarts: EChartsModule): Promise<void> {
  worldLoading ??= Promise.all([import('topojson-client'), import('world-atlas/countries-110m.json')]).then(([topojson, atlas]) => {
    const topology = (atlas as { default?: unknown }).default ?? atlas;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the TopoJSON file is untyped JSON
    const geojson = topojson.feature(topology as any, (topology as any).objects.countries);
    // Antarctica only takes room on a traffic map.
    const features = (geojson as unknown as { features: { id?: string }[] }).features.filter((f) => f.id !== '010');
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
