// The category of a prompt for the per-category leaderboards: a few keyword and character rules, checked in order
// (docs/decisions/021). Cheap, explainable and the same on every replica; it needs no model.
import type { TArenaCategory } from './arena.constants';

const CODING =
  /```|\b(code|coding|function|python|javascript|typescript|java|rust|golang|c\+\+|sql|regex|bug|debug|compile|api|class|algorithm|script|html|css|react|docker|git)\b|代码|编程|函数|程序|算法|报错|脚本|正则|调试|コード|プログラム|関数/i;
const MATHS =
  /\b(math|maths|equation|integral|derivative|probability|prove|theorem|calculate|solve|algebra|geometry|matrix)\b|[0-9]\s*[+\-*/^=]\s*[0-9]|√|∫|数学|方程|积分|导数|概率|证明|计算|求解|几何|矩阵|数学|確率|方程式/i;
const WRITING =
  /\b(write|essay|poem|story|article|email|letter|rewrite|summar(y|ise|ize)|translate|slogan|copy|blog|outline)\b|写|作文|诗|故事|文章|邮件|改写|润色|总结|摘要|翻译|文案|大纲|書いて|文章|物語|要約/i;
const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** coding, then maths, then writing by keywords; otherwise a prompt mostly in Chinese is `chinese`; else `other`. */
export function classifyPrompt(prompt: string): TArenaCategory {
  if (CODING.test(prompt)) return 'coding';
  if (MATHS.test(prompt)) return 'maths';
  if (WRITING.test(prompt)) return 'writing';
  const han = prompt.match(HAN)?.length ?? 0;
  const letters = prompt.replace(/[\s\p{P}\p{S}\d]/gu, '').length;
  if (!KANA.test(prompt) && han > 0 && han >= letters / 2) return 'chinese';
  return 'other';
}
