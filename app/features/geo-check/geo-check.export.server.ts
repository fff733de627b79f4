// Exports of a finished GEO check: CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Chinese right)
// and XLSX (exceljs), one row per platform.
import ExcelJS from 'exceljs';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import type { TGeoCheck } from './geo-check.constants';

const COLUMNS = [
  'platform',
  'model',
  'status',
  'question',
  'keywords',
  'mentioned',
  'recommended',
  'exposure',
  'position',
  'listPosition',
  'sentiment',
  'citedUrls',
  'answer',
] as const;

function rows(check: TGeoCheck, answers: Map<string, string>, lang: LangCode): (string | number)[][] {
  const t = (key: string, values?: Record<string, string | number>) => formatMessage(lang, key as MessageKey, values);
  return check.detections.map((d) => {
    const a = d.analysis;
    return [
      d.label,
      d.model ?? '',
      t(`geo.status.${d.status}`),
      check.question,
      check.keywords.join(', '),
      a ? t(a.mentioned ? 'geo.yes' : 'geo.no') : '',
      a ? t(a.recommended ? 'geo.yes' : 'geo.no') : '',
      a?.exposureCount ?? '',
      a?.position ? `${a.position.percent}% (${t(`geo.part.${a.position.part}`)})` : '',
      a?.listPosition ? `${a.listPosition.rank}/${a.listPosition.of}` : '',
      a?.sentiment ? t(`geo.sentiment.${a.sentiment}`) : '',
      a?.citedUrls.join('\n') ?? '',
      answers.get(d.id) ?? d.error ?? '',
    ];
  });
}

/** A spreadsheet program runs a cell that begins with = + - @ as a formula: such cells are quoted. */
const defuse = (value: string | number) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvCell = (value: string | number) => {
  const text = String(defuse(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function headers(lang: LangCode): string[] {
  return COLUMNS.map((c) => formatMessage(lang, `geo.export.${c}` as MessageKey));
}

export function toCsv(check: TGeoCheck, answers: Map<string, string>, lang: LangCode): string {
  const lines = [headers(lang), ...rows(check, answers, lang)].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx(check: TGeoCheck, answers: Map<string, string>, lang: LangCode): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'AI Atlas';
  book.created = new Date(check.createdAt);
  const sheet = book.addWorksheet(formatMessage(lang, 'geo.export.sheet'));
  sheet.addRow(headers(lang));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows(check, answers, lang)) sheet.addRow(row.map(defuse));
  sheet.columns.forEach((column, i) => {
    column.width = i === COLUMNS.indexOf('answer') ? 80 : i === COLUMNS.indexOf('question') || i === COLUMNS.indexOf('citedUrls') ? 40 : 16;
    column.alignment = { vertical: 'top', wrapText: true };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
