// Every message exists in all four catalogues, the Chinese sentences of SPEC §5/§8 are verbatim,
// and no component renders user-visible text that bypasses the catalogues.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import ja from '~/locales/ja.json';
import tw from '~/locales/tw.json';
import zh from '~/locales/zh.json';

const CATALOGUES = { zh, en, tw, ja } as Record<string, Record<string, string>>;

describe('message catalogues', () => {
  it('have the same keys in zh, en, tw and ja, none empty', () => {
    const keys = Object.keys(zh).sort();
    for (const [lang, messages] of Object.entries(CATALOGUES)) {
      expect(Object.keys(messages).sort(), `keys of ${lang}`).toEqual(keys);
      for (const [key, value] of Object.entries(messages)) expect(value.trim(), `${lang}:${key}`).not.toBe('');
    }
  });

  it('use the same placeholders in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zh)) {
      for (const lang of ['en', 'tw', 'ja']) {
        expect(placeholders(CATALOGUES[lang]![key]!), `${lang}:${key}`).toEqual(placeholders((zh as Record<string, string>)[key]!));
      }
    }
  });

  it.each([
    ['clipboard.copySuccess', '复制成功'],
    ['clipboard.copyError', '复制失败'],
    ['clipboard.copyOperationFailed', '复制操作失败'],
    ['error.notFoundTitle', 'Page Not Found'],
    ['error.notFoundText', '抱歉，您访问的页面不存在'],
    ['error.technical', '很抱歉，我们遇到了一些技术问题。'],
    ['error.fallbackTitle', '哎呀，出错了！'],
    ['common.empty', '暂无相关数据'],
    ['common.viewMore', '查看更多'],
    ['common.loginRequired', '请先登录'],
    ['search.placeholder', '搜索…'],
    ['form.productNameRequired', '请输入产品名称'],
    ['form.urlRequired', '请输入URL地址'],
    ['form.urlInvalid', '请输入正确URL地址'],
    ['form.packageRequired', '请选择套餐'],
    ['form.productNotFound', '如果找不到产品，请先提交。'],
    ['form.adPositionRequired', '请选择一个推广位置'],
    ['form.loginBeforeSubmit', '请先登录后再提交表单'],
    ['form.submitLimit', '已达到提交限制'],
    ['orders.error.nameRequired', '请输入产品名称'],
    ['orders.error.urlRequired', '请输入URL地址'],
    ['orders.error.url', '请输入正确URL地址'],
    ['orders.error.package', '请选择套餐'],
    ['orders.error.productMissing', '如果找不到产品，请先提交。'],
    ['orders.error.position', '请选择一个推广位置'],
    ['orders.error.paymentFailed', '支付失败'],
    ['orders.error.qrExpired', '二维码已过期'],
  ])('zh %s is exactly %s', (key, text) => {
    expect((zh as Record<string, string>)[key]).toBe(text);
  });
});

const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'aria-description']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** JSX text and text attributes that contain letters are user-visible literals. */
export function findLiteralText(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init.text
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
          ? init.expression.text
          : '';
      if (/\p{L}/u.test(literal)) found.push(`${node.name.getText(sf)}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('components', () => {
  it('contain no user-visible literal text', () => {
    const offenders = sourceFiles(path.resolve('app')).flatMap((file) =>
      findLiteralText(file, fs.readFileSync(file, 'utf8')).map((text) => `${path.relative('.', file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches text and labels', () => {
    expect(findLiteralText('x.tsx', 'const a = <p>Hello <b>{x}</b></p>;')).toEqual(['Hello']);
    expect(findLiteralText('x.tsx', 'const a = <button aria-label="关闭" title={"Close"} alt="" />;')).toEqual([
      'aria-label="关闭"',
      'title="Close"',
    ]);
  });
});
