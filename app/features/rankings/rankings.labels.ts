// Words of a ranking list from the message catalogues: its period ("2026年11月第3周", "Week 3 of November 2026"),
// its name and title, for headings, <title>, descriptions and JSON-LD alike.
import { getLanguage, type LangCode } from '~/i18n/locales';
import { regionName, type TRegion } from '~/lib/regions';
import { parsePeriodKey, weekOfMonth, type TPeriodKind } from './rankings.periods';
import type { TProductType, TRankingKind } from './rankings.slug';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The month as the language writes it in a date: a number in Chinese and Japanese, a name elsewhere. */
function monthWord(lang: LangCode, month: number): string {
  if (lang === 'zh' || lang === 'tw' || lang === 'ja') return String(month);
  return new Intl.DateTimeFormat(getLanguage(lang).hreflang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

export function periodLabel(t: Translate, lang: LangCode, kind: TPeriodKind, key: string): string {
  const period = parsePeriodKey(kind, key);
  if (!period) return key;
  const [year, month] = period.first.split('-').map(Number) as [number, number];
  if (kind === 'weekly') {
    const w = weekOfMonth(period);
    return t('rankings.period.weekly', { year: w.year, month: monthWord(lang, w.month), week: w.week });
  }
  if (kind === 'monthly') return t('rankings.period.monthly', { year, month: monthWord(lang, month) });
  return t('rankings.period.quarterly', { year, quarter: Math.floor((month - 1) / 3) + 1 });
}

export interface ListWords {
  kind: TRankingKind;
  categoryName?: string;
  type?: TProductType | null;
  region: TRegion;
}

/** "AI视频生成工具增长榜" / "Growth: AI Video Generation tools". */
export function listName(t: Translate, words: ListWords): string {
  const subject = words.categoryName ? t('rankings.subject.category', { name: words.categoryName }) : t('rankings.subject.all');
  return t('rankings.list', { subject, kind: t(`rankings.kind.${words.kind}`) });
}

/** The page title: period, list name and the filters that narrow it (type, region). */
export function listTitle(t: Translate, lang: LangCode, period: TPeriodKind, key: string, words: ListWords): string {
  const filters = [
    words.type ? t(`rankings.type.${words.type}`) : undefined,
    words.region !== 'global' ? regionName(words.region, getLanguage(lang).hreflang, t('region.global')) : undefined,
  ].filter(Boolean);
  const values = { period: periodLabel(t, lang, period, key), list: listName(t, words) };
  return filters.length ? t('rankings.titleFiltered', { ...values, filters: filters.join(' · ') }) : t('rankings.title', values);
}
