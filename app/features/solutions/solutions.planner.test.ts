// The offline planner on fixed scenarios over the real seed catalogue (its files read into the product search
// index, no database): which scenario is matched, which steps come out in which order, and that every recommended
// product exists and fits its step (its category or one of its tags), with reasons a reader can check.
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import ja from '~/locales/ja.json';
import tw from '~/locales/tw.json';
import zh from '~/locales/zh.json';
import { seedCatalogueView } from '../../../tests/fixtures/seed-catalogue-view';
import { SOLUTION_TOOLS_PER_STEP } from './solutions.constants';
import {
  containsTerm,
  matchTemplate,
  normalise,
  planOffline,
  readPreferences,
} from './solutions.planner.server';
import { SCENARIO_TEMPLATES, STEP_KINDS } from './solutions.templates';

const catalogue = await seedCatalogueView();
const byId = new Map([...catalogue.bySlug.values()].map((p) => [p.id, p]));

const CASES: {
  description: string;
  lang: 'zh' | 'en' | 'tw' | 'ja';
  template: string | null;
  kinds: string[];
  preferences?: string[];
  includes?: string[];
}[] = [
  {
    description: '我想做一个小红书带货短视频账号',
    lang: 'zh',
    template: 'short-video',
    kinds: [
      'plan-content',
      'write-script',
      'make-visuals',
      'make-video',
      'voiceover',
      'subtitles',
      'publish',
    ],
    includes: ['jianying'],
  },
  {
    description: 'build a customer-support chatbot over our PDFs',
    lang: 'en',
    template: 'support-chatbot',
    kinds: ['knowledge-base', 'build-chatbot', 'model-api', 'automate'],
    includes: ['chatpdf'],
  },
  {
    description: '帮我写毕业论文，要免费的工具',
    lang: 'zh',
    template: 'research',
    kinds: ['find-papers', 'read-papers', 'write-paper', 'analyse-data', 'check-text'],
    preferences: ['free'],
  },
  {
    description: '開源的本地部署大模型，做內部知識庫',
    lang: 'tw',
    template: 'private-llm',
    kinds: ['choose-model', 'run-locally', 'knowledge-base', 'build-chatbot'],
    preferences: ['openSource'],
    includes: ['ollama'],
  },
  {
    description: 'ロゴとポスターを作りたい',
    lang: 'ja',
    template: 'brand-design',
    kinds: ['design-logo', 'design-poster', 'make-visuals', 'ad-creative'],
  },
  {
    description: 'Localise our product videos into Spanish',
    lang: 'en',
    template: 'translation',
    kinds: ['translate', 'subtitles', 'check-text', 'voiceover'],
  },
  {
    description: 'Start a podcast with AI voices and music',
    lang: 'en',
    template: 'podcast',
    kinds: ['write-script', 'record-audio', 'compose-music', 'transcribe', 'publish'],
  },
  // No template: the categories the description names become the steps, in its order.
  {
    description: '想找 AI 绘画和游戏方面的工具',
    lang: 'zh',
    template: null,
    kinds: ['category', 'category'],
  },
];

describe('offline planner', () => {
  it.each(CASES)('$lang "$description" → $template', async (c) => {
    const plan = await planOffline(catalogue, c.description, c.lang);
    expect(plan).not.toBeNull();
    expect(plan!.template).toBe(c.template);
    expect(plan!.steps.map((s) => s.kind)).toEqual(c.kinds);
    expect(plan!.preferences).toEqual(c.preferences ?? []);
    expect(plan!.matchedTerms.length).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (const step of plan!.steps) {
      expect(step.tools.length).toBeGreaterThan(0);
      expect(step.tools.length).toBeLessThanOrEqual(SOLUTION_TOOLS_PER_STEP);
      for (const tool of step.tools) {
        const product = byId.get(tool.id);
        expect(product, `step ${step.kind}: product ${tool.id} exists`).toBeDefined();
        // It fits the step: the step's category or one of its tags.
        const fits =
          product!.categorySlug === step.category || product!.tags.some((t) => step.tags.includes(t.slug));
        expect(fits, `${product!.slug} fits ${step.kind}`).toBe(true);
        expect(tool.reasons.some((r) => r.kind === 'category' || r.kind === 'tags')).toBe(true);
        expect(seen.has(tool.id), `${product!.slug} recommended once`).toBe(false);
        seen.add(tool.id);
      }
    }
    const slugs = plan!.steps.flatMap((s) => s.tools.map((t) => byId.get(t.id)!.slug));
    for (const slug of c.includes ?? []) expect(slugs).toContain(slug);
  });

  it('is deterministic', async () => {
    const a = await planOffline(catalogue, '我想做一个小红书带货短视频账号', 'zh');
    const b = await planOffline(catalogue, '我想做一个小红书带货短视频账号', 'zh');
    expect(b).toEqual(a);
  });

  it('finds nothing in words that name no scenario, category or tag', async () => {
    for (const text of ['zzzz qqqq xxxx', '今天天气怎么样', 'asdf jkl;'])
      expect(await planOffline(catalogue, text, 'zh'), text).toBeNull();
  });

  it('prefers open-source tools when asked', async () => {
    const plan = await planOffline(catalogue, '开源的 AI 写论文工具', 'zh');
    const tools = plan!.steps.flatMap((s) => s.tools);
    const open = tools.filter((t) => t.reasons.some((r) => r.kind === 'openSource'));
    expect(open.length).toBeGreaterThan(0);
  });

  it('matches Latin words whole (plurals too) and Han words anywhere', () => {
    expect(containsTerm(normalise('Two chatbots'), 'chatbot')).toBe(true);
    expect(containsTerm(normalise('chatbotify'), 'chatbot')).toBe(false);
    expect(containsTerm(normalise('happy'), 'app')).toBe(false);
    expect(containsTerm(normalise('我想做小红书'), '小红书')).toBe(true);
    expect(matchTemplate('customer-support bot')?.template.id).toBe('support-chatbot');
    expect(readPreferences('免费开源的国产工具')).toEqual(['free', 'openSource', 'chinese']);
  });

  it('uses only categories and tags the catalogue has, and every step kind has its messages', () => {
    for (const template of SCENARIO_TEMPLATES) {
      for (const step of template.steps) {
        expect(catalogue.categories.has(step.category), `${template.id}: ${step.category}`).toBe(true);
        for (const tag of step.tags) expect(catalogue.tags.has(tag), `${template.id}: ${tag}`).toBe(true);
      }
      for (const messages of [zh, en, tw, ja] as Record<string, string>[])
        expect(messages[`solutions.template.${template.id}`]).toBeTruthy();
    }
    for (const kind of STEP_KINDS)
      for (const messages of [zh, en, tw, ja] as Record<string, string>[]) {
        expect(messages[`solutions.step.${kind}`], kind).toBeTruthy();
        expect(messages[`solutions.stepWhy.${kind}`], kind).toBeTruthy();
      }
  });
});
