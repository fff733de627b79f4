// The website-traffic tab: headline figures, monthly trend, source split, country map and domain facts.
import { FormattedMessage } from '~/i18n/intl';
import { useLanguage } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber, formatPercent } from '~/lib/format';
import { EmptyState } from '~/ui/states';
import type { TDomainInfo, TTrafficStats } from '../catalogue.schema';
import { ISO_NUMERIC } from './country-codes';
import { EChartsView } from './echarts-view';

const SOURCE_KEYS = ['direct', 'search', 'email', 'referral', 'social', 'display'] as const;
const PALETTE = ['#6366f1', '#22c55e', '#f59e0b', '#06b6d4', '#ec4899', '#94a3b8'];

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

function StatCard({ labelId, value, testId }: { labelId: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id={labelId} />
      </p>
      <p className="mt-1 text-xl font-semibold tabular-nums">{value}</p>
    </div>
  );
}

function textColor(dark: boolean) {
  return dark ? '#cbd5e1' : '#334155';
}

export function TrafficPanel({ traffic, domain }: { traffic: TTrafficStats | null; domain: TDomainInfo | null }) {
  const t = useT();
  const language = useLanguage();
  if (!traffic) return <EmptyState />;
  const regionNames = new Intl.DisplayNames([language.hreflang], { type: 'region' });
  const countryName = (code: string) => regionNames.of(code) ?? code;
  const alphaOf = new Map(Object.entries(ISO_NUMERIC).map(([alpha, numeric]) => [numeric, alpha]));
  const maxShare = Math.max(0.01, ...traffic.countries.map((c) => c.share));

  return (
    <div className="space-y-6">
      {traffic.isSample ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="details.sampleNotice" />
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard testId="stat-visits" labelId="details.monthlyVisits" value={abbreviateNumber(traffic.monthlyVisits)} />
        <StatCard testId="stat-duration" labelId="details.avgVisitTime" value={formatDuration(traffic.avgVisitSeconds)} />
        <StatCard testId="stat-pages" labelId="details.pagesPerVisit" value={traffic.pagesPerVisit.toFixed(2)} />
        <StatCard testId="stat-bounce" labelId="details.bounceRate" value={formatPercent(traffic.bounceRate)} />
      </div>

      <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 className="mb-2 font-semibold">
          <FormattedMessage id="details.trend" />
        </h3>
        <EChartsView
          testId="chart-trend"
          label={t('details.trend')}
          height={280}
          option={(dark) => ({
            color: PALETTE.slice(0, 1),
            grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
            tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => abbreviateNumber(Number(v)) },
            xAxis: { type: 'category', data: traffic.history.map((h) => h.month), axisLabel: { color: textColor(dark) } },
            yAxis: {
              type: 'value',
              axisLabel: { color: textColor(dark), formatter: (v: number) => abbreviateNumber(v) },
              splitLine: { lineStyle: { color: dark ? '#1e293b' : '#e2e8f0' } },
            },
            series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: traffic.history.map((h) => h.visits), name: t('details.monthlyVisits') }],
          })}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h3 className="mb-2 font-semibold">
            <FormattedMessage id="details.sources" />
          </h3>
          <EChartsView
            testId="chart-sources"
            label={t('details.sources')}
            height={300}
            option={(dark) => ({
              color: PALETTE,
              tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatPercent(Number(v)) },
              legend: { bottom: 0, textStyle: { color: textColor(dark) } },
              series: [
                {
                  type: 'pie',
                  radius: ['45%', '70%'],
                  center: ['50%', '42%'],
                  label: { show: false },
                  data: SOURCE_KEYS.map((key) => ({ name: t(`details.source.${key}`), value: traffic.sources[key] })),
                },
              ],
            })}
          />
        </section>
        <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h3 className="mb-2 font-semibold">
            <FormattedMessage id="details.countries" />
          </h3>
          <EChartsView
            testId="chart-map"
            label={t('details.countries')}
            height={240}
            needsWorld
            option={(dark) => ({
              tooltip: {
                trigger: 'item',
                formatter: (p: { name: string; value: number }) => {
                  const alpha = alphaOf.get(p.name);
                  return alpha && Number.isFinite(p.value) ? `${countryName(alpha)}: ${formatPercent(p.value)}` : '';
                },
              },
              visualMap: { show: false, min: 0, max: maxShare, inRange: { color: dark ? ['#312e81', '#a5b4fc'] : ['#e0e7ff', '#4f46e5'] } },
              series: [
                {
                  type: 'map',
                  map: 'world',
                  nameProperty: 'id',
                  roam: false,
                  itemStyle: { areaColor: dark ? '#1e293b' : '#f1f5f9', borderColor: dark ? '#334155' : '#cbd5e1' },
                  emphasis: { label: { show: false }, itemStyle: { areaColor: '#f59e0b' } },
                  data: traffic.countries.filter((c) => ISO_NUMERIC[c.country]).map((c) => ({ name: ISO_NUMERIC[c.country], value: c.share })),
                },
              ],
            })}
          />
          <ol className="mt-3 space-y-1 text-sm" data-testid="country-list">
            {traffic.countries.slice(0, 5).map((c) => (
              <li key={c.country} className="flex justify-between gap-2">
                <span>{countryName(c.country)}</span>
                <span className="tabular-nums text-slate-500 dark:text-slate-400">{formatPercent(c.share)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      {domain ? (
        <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="domain-info">
          <h3 className="mb-3 font-semibold">
            <FormattedMessage id="details.domainInfo" values={{ domain: domain.domain }} />
          </h3>
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            {(
              [
                ['details.domainCreated', domain.createdOn],
                ['details.domainExpires', domain.expiresOn],
                ['details.domainChanged', domain.changedOn],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-slate-500 dark:text-slate-400">
                  <FormattedMessage id={key} />
                </dt>
                <dd className="font-medium tabular-nums">{value ?? '-'}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-500 dark:text-slate-400">
                <FormattedMessage id="details.domainAge" />
              </dt>
              <dd className="font-medium tabular-nums">
                {domain.ageDays === null ? '-' : <FormattedMessage id="details.days" values={{ count: domain.ageDays }} />}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
