import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from './csv';

describe('formatCsv', () => {
  it('starts with a BOM, quotes what needs quoting and ends lines with CRLF', () => {
    const text = formatCsv(['名称', 'note'], [['视频, "剪辑"', 'a\nb'], [12, null]]);
    expect(text).toBe('\ufeff名称,note\r\n"视频, ""剪辑""","a\nb"\r\n12,\r\n');
  });

  it('keeps a cell that starts like a formula as text', () => {
    expect(formatCsv(['x'], [['=HYPERLINK("http://x")'], ['-1'], [-1]])).toBe(
      '\ufeffx\r\n"\'=HYPERLINK(""http://x"")"\r\n\'-1\r\n-1\r\n',
    );
  });

  it('reads back what it writes', () => {
    const rows = [['a,b', 'c"d'], ['e\r\nf', '']];
    const parsed = parseCsv(formatCsv(['h1', 'h2'], rows));
    expect(parsed).toEqual([['h1', 'h2'], ...rows]);
  });
});
