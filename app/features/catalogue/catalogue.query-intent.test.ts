import { describe, expect, it } from 'vitest';
import { meaningfulQuery, queryIntent } from './catalogue.query-intent';

// The categories' names as the seed gives them (a few of the 45).
const NAMES = new Map<string, string[]>([
  ['video-generation', ['AI Video Generation', 'AI動画生成', 'AI影片生成', 'AI视频生成']],
  ['video-editing', ['AI Video Editing', 'AI動画編集', 'AI影片剪輯', 'AI视频剪辑']],
  ['image-generation', ['AI Image Generation', 'AI画像生成', 'AI繪圖', 'AI绘画']],
  ['image-editing', ['AI Image Editing', 'AI画像編集', 'AI圖片編輯', 'AI图片编辑']],
  ['translation', ['AI Translation', 'AI翻訳', 'AI翻譯', 'AI翻译']],
  ['chatbots', ['AI Chatbots', 'AIチャットボット', 'AI聊天助理', 'AI聊天助手']],
  ['agents', ['AI Agents', 'AIエージェント', 'AI智慧代理', 'AI智能体']],
  ['developer-tools', ['AI Developer Tools', 'AI開発ツール', 'AI開發工具', 'AI开发工具']],
]);

describe('what a query is about', () => {
  it('leaves out generic words in every language', () => {
    expect(meaningfulQuery('best free AI video tools online')).toBe('video');
    expect(meaningfulQuery('有哪些好用的AI写作工具')).toBe('写作');
    expect(meaningfulQuery('AI翻訳ツール')).toBe('翻訳');
    expect(meaningfulQuery('Jasper AI')).toBe('jasper');
  });

  it.each([
    ['video', ['video-generation', 'video-editing']],
    ['AI视频', ['video-generation', 'video-editing']],
    ['ai video generator', ['video-generation']],
    ['AI视频生成工具', ['video-generation']],
    ['video editing', ['video-editing']],
    ['剪辑', ['video-editing']],
    ['image generator', ['image-generation']],
    ['images', ['image-generation', 'image-editing']],
    ['translate app', ['translation']],
    ['翻譯工具', ['translation']],
    ['chatbot', ['chatbots']],
    ['AI聊天', ['chatbots']],
    ['智能体', ['agents']],
    ['エージェント', ['agents']],
  ])('%s → %j', (q, categories) => {
    expect(queryIntent(q, NAMES).categories.sort()).toEqual([...categories].sort());
  });

  it('leaves a query with any other word to plain relevance', () => {
    expect(queryIntent('deepl translate', NAMES)).toEqual({ q: 'deepl translate', categories: [] });
    expect(queryIntent('runway', NAMES).categories).toEqual([]);
    expect(queryIntent('chatgpt app', NAMES)).toEqual({ q: 'chatgpt', categories: [] });
    expect(queryIntent('video editing with subtitles for youtube shorts today', NAMES).categories).toEqual([]);
  });

  it('answers a query of generic words alone with the most popular products, not with names that repeat them', () => {
    expect(queryIntent('AI tools', NAMES)).toEqual({ q: '', categories: [] });
    expect(queryIntent('AI 工具', NAMES)).toEqual({ q: '', categories: [] });
    expect(queryIntent('アプリ', NAMES)).toEqual({ q: '', categories: [] });
    // "tool" names a category only together with a meaningful word.
    expect(queryIntent('developer tools', NAMES).categories).toEqual(['developer-tools']);
  });
});
