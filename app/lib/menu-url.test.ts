import { describe, expect, it } from 'vitest';
import { localizeMenuUrl } from './menu-url';

describe('localizeMenuUrl', () => {
  it.each([
    ['/discover', 'zh', '/discover'],
    ['/discover', 'en', '/en/discover'],
    ['/tools?tab=mcp', 'ja', '/ja/tools?tab=mcp'],
    ['/', 'tw', '/tw'],
    ['/en/guide', 'ja', '/ja/guide'],
    ['https://www.example.com/geo', 'en', 'https://www.example.com/en/geo'],
    ['https://www.example.com/geo', 'zh', 'https://www.example.com/geo'],
    ['//www.example.com/geo?x=1', 'ja', '//www.example.com/ja/geo?x=1'],
    ['https://www.example.com/', 'tw', 'https://www.example.com/tw'],
    ['https://www.example.com/en/geo', 'ja', 'https://www.example.com/en/geo'],
    ['http://[bad', 'en', 'http://[bad'],
    ['', 'en', ''],
  ] as const)('%s in %s → %s', (url, lang, expected) => {
    expect(localizeMenuUrl(url, lang)).toBe(expected);
  });
});
