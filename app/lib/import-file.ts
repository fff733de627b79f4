// Import files (a CSV with a header line, or JSON): their rows, numbered as the person who wrote the file sees them,
// each turned into the object a zod schema then checks. Shared by the product, app and traffic imports.
import { parseCsv } from './csv';

export interface RawRow {
  /** 1-based: the CSV line (the header is line 1) or the JSON array position. */
  row: number;
  source: string;
  value: unknown;
}

/**
 * A CSV record as the nested object a schema expects: `tagline.zh` → {tagline: {zh}}; cells of `listFields` split
 * on | or ;; a cell that reads as JSON ([…] or {…}) is taken as JSON; empty cells are absent.
 */
export function csvRecord(header: string[], cells: string[], listFields: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  header.forEach((rawKey, index) => {
    const key = rawKey.trim();
    const value = (cells[index] ?? '').trim();
    if (!key || value === '') return;
    let parsed: unknown = value;
    if (listFields.has(key))
      parsed = value
        .split(/[|;]/)
        .map((t) => t.trim())
        .filter(Boolean);
    else if (/^[[{]/.test(value)) {
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = value;
      }
    }
    const path = key.split('.');
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = parsed;
  });
  return out;
}

/** The rows of a JSON import: an array, or an object holding the array under `listKey`. */
export function rowsFromJson(data: unknown, listKey: string): RawRow[] {
  const list = Array.isArray(data) ? data : (data as Record<string, unknown> | null)?.[listKey];
  if (!Array.isArray(list)) throw new Error(`a JSON import is an array of ${listKey}, or {"${listKey}": [...]}`);
  return list.map((value, i) => ({ row: i + 1, source: `item ${i + 1}`, value }));
}

/** The rows of an import file, by its extension. */
export function parseImportFile(
  fileName: string,
  content: string,
  options: { listKey: string; listFields?: ReadonlySet<string> },
): RawRow[] {
  if (/\.json$/i.test(fileName)) return rowsFromJson(JSON.parse(content), options.listKey);
  if (/\.csv$/i.test(fileName)) {
    const [header, ...lines] = parseCsv(content);
    if (!header) return [];
    return lines.map((cells, i) => ({ row: i + 2, source: `line ${i + 2}`, value: csvRecord(header, cells, options.listFields) }));
  }
  throw new Error('the file must end in .csv or .json');
}
