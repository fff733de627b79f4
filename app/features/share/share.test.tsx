// Share cards on real databases (docs/decisions/032): /api/share/card draws a 1200×630 PNG of a product, a ranking
// or 2–4 models in the language asked for (Chinese and Japanese letters included), answers repeat requests with
// 304 by ETag, rejects bad input with localised messages and unknown ids with a localised 404 (never a 500); the
// share addresses of every platform carry the link and title encoded.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { SEED_STEPS, seedDatabase } from '../../../server/db/seed';
import { createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
import { fontsFor, renderCardPng } from '~/lib/card-image.server';
import { computePeriod } from '~/features/rankings/rankings.compute.server';
import { parsePeriodKey } from '~/features/rankings/rankings.periods';
import { SHARE_PLATFORMS, shareCardFileName, shareIntents, shareQuery } from './share.constants';

const targets = await dbTargets();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('share addresses', () => {
  it('send the link and the title to every platform, URL-encoded', () => {
    const link = 'https://atlas.example/en/details/cursor?x=1&y=2';
    const title = 'Cursor - the AI code editor & more #1';
    const intents = shareIntents(link, title);
    expect(intents.map((i) => i.platform)).toEqual([...SHARE_PLATFORMS]);
    const href = Object.fromEntries(intents.map((i) => [i.platform, i.href]));
    const enc = encodeURIComponent;
    expect(href.x).toBe(`https://x.com/intent/post?text=${enc(title)}&url=${enc(link)}`);
    expect(href.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`);
    expect(href.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}`);
    expect(href.weibo).toBe(`https://service.weibo.com/share/share.php?url=${enc(link)}&title=${enc(title)}`);
    expect(href.telegram).toBe(`https://t.me/share/url?url=${enc(link)}&text=${enc(title)}`);
    expect(href.reddit).toBe(`https://www.reddit.com/submit?url=${enc(link)}&title=${enc(title)}`);
    expect(href.email).toBe(`mailto:?subject=${enc(title)}&body=${enc(`${title}\n${link}`)}`);
    // Nothing of the link or title is left unencoded in a query value.
    for (const i of intents) expect(new URL(i.href).search).not.toMatch(/[ &]y=2|#1/);
  });

  it('name the card file after what it shows', () => {
    expect(shareCardFileName({ type: 'product', id: 'cursor' })).toBe('ai-atlas-product-cursor.png');
    expect(shareCardFileName({ type: 'ranking', period: 'weekly', kind: 'traffic' })).toBe('ai-atlas-ranking-weekly-traffic.png');
    expect(shareCardFileName({ type: 'models', ids: ['gpt-4o', 'claude-3.5-sonnet'] })).toBe('ai-atlas-models-gpt-4o-vs-claude-3.5-sonnet.png');
    expect(shareQuery({ type: 'models', ids: ['a', 'b'] })).toBe('type=models&ids=a,b');
  });
});

/** Grey pixels of `text` drawn large (400×200), with the fonts chosen for `fontText`. */
async function drawn(text: string, fontText = text): Promise<Buffer> {
  const element = (
    <div style={{ width: 400, height: 200, display: 'flex', background: 'white', color: 'black', fontSize: 180, fontFamily: 'Inter' }}>{text}</div>
  );
  return sharp(Buffer.from(await renderCardPng(element, { width: 400, height: 200 }, fontText))).greyscale().raw().toBuffer();
}
const half = (pixels: Uint8Array, right: boolean) => pixels.filter((_, i) => i % 400 >= 200 === right);
const unlike = (a: Uint8Array, b: Uint8Array) => a.filter((v, i) => Math.abs(v - b[i]!) > 64).length / a.length;

describe('card fonts', () => {
  it('draw Chinese and Japanese letters as themselves, not as the same missing-glyph box', async () => {
    // Two different letters in the same place make different pictures once their fonts are loaded, letters of
    // several font slices in one text too (输 and 出 come from different slices) …
    expect(unlike(half(await drawn('输出'), true), half(await drawn('输上'), true))).toBeGreaterThan(0.02);
    expect(unlike(half(await drawn('出输'), false), half(await drawn('上输'), false))).toBeGreaterThan(0.02);
    expect(unlike(half(await drawn('エ智'), false), half(await drawn('ジ智'), false))).toBeGreaterThan(0.01);
    // … and the same box without them (what the Latin font alone draws).
    expect(unlike(half(await drawn('输出', 'x'), true), half(await drawn('输上', 'x'), true))).toBe(0);
  });

  it('add the Noto Sans SC slices that Chinese and Japanese letters need, and none for Latin text', async () => {
    expect((await fontsFor('Cursor — the AI code editor')).map((f) => f.name)).toEqual(['Inter', 'Inter']);
    const cjk = await fontsFor('可灵 智能体 エージェント');
    expect(cjk.filter((f) => f.name.startsWith('Noto Sans SC')).length).toBeGreaterThanOrEqual(4);
    expect(new Set(cjk.map((f) => f.weight))).toEqual(new Set([400, 700]));
  });
});

describe.each(targets)('share cards on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;
  const card = (query: string, init: RequestInit = {}) => app.request(`/api/share/card?${query}`, init);
  const png = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    return { bytes, meta: await sharp(bytes).metadata() };
  };

  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id === 'models-v1'));
    await seedFixtureCatalogue(database.db);
    await computePeriod(database.db, parsePeriodKey('weekly', '2026-W47')!, { timeZone: 'Asia/Shanghai' });
    bus = createLocalBus();
    app = testApp(database, {}, bus);
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('draws a product as a 1200×630 PNG with an ETag, and answers the same ETag with 304', async () => {
    const res = await card('type=product&id=chatgpt&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(res.headers.get('content-disposition')).toBe('inline; filename="ai-atlas-product-chatgpt.png"');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const { bytes, meta } = await png(res);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // Size-limited: a card is a small image.
    expect(bytes.length).toBeLessThan(600_000);

    const again = await card('type=product&id=chatgpt&lang=en', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another language draws other words: another ETag.
    const zh = await card('type=product&id=chatgpt&lang=zh');
    expect(zh.headers.get('etag')).not.toBe(etag);
  });

  it('draws a product in Chinese (named 可灵) and Japanese', async () => {
    const zh = await card('type=product&id=kling&lang=zh');
    expect(zh.status).toBe(200);
    const drawn = await png(zh);
    expect([drawn.meta.width, drawn.meta.height]).toEqual([1200, 630]);
    const ja = await card('type=product&id=chatgpt&lang=ja');
    expect(ja.status).toBe(200);
    expect((await png(ja)).meta.width).toBe(1200);
  });

  it('draws a ranking and 2–4 models', async () => {
    const ranking = await card('type=ranking&period=weekly&kind=traffic&lang=zh');
    expect(ranking.status).toBe(200);
    expect((await png(ranking)).meta.width).toBe(1200);
    const models = await card('type=models&ids=gpt-4o,claude-sonnet-4-5&lang=en');
    expect(models.status).toBe(200);
    expect((await png(models)).meta.height).toBe(630);
  });

  it('answers an unknown product, model or ranking with a localised 404, never a 500', async () => {
    const product = await card('type=product&id=no-such-product', { headers: { 'Accept-Language': 'zh-CN' } });
    expect(product.status).toBe(404);
    expect((await product.json()).msg).toBe('没有找到要分享的内容');
    const hidden = await card('type=product&id=retired-bot&lang=en', { headers: { 'Accept-Language': 'en' } });
    expect(hidden.status).toBe(404);
    const models = await card('type=models&ids=gpt-4o,no-such-model&lang=en');
    expect(models.status).toBe(404);
    expect((await models.json()).msg).toBe('Nothing to share was found');
    const ranking = await card('type=ranking&period=quarterly&kind=traffic', { headers: { 'Accept-Language': 'en' } });
    expect(ranking.status).toBe(404);
  });

  it('rejects bad input with localised field messages', async () => {
    const cases = [
      'type=poster&id=x',
      'type=product',
      'type=product&id=%3Cscript%3E',
      'type=ranking&period=daily',
      'type=ranking&kind=everything',
      'type=models&ids=gpt-4o',
      'type=models&ids=a,b,c,d,e',
      `type=models&ids=${'a'.repeat(500)}`,
      'type=product&id=chatgpt&lang=fr',
    ];
    for (const query of cases) {
      const res = await card(query, { headers: { 'Accept-Language': 'en' } });
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.data.issues.length, query).toBeGreaterThan(0);
      expect(body.data.issues[0].message, query).not.toMatch(/zod|invalid_|Expected/i);
    }
  });
});
