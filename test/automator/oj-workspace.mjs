// The OJ workspace (the problem page and a problem-set item embed the same one): core-code mode in
// Python, submit, the verdict. Shared by the OJ and problem-set suites.
import { expect, findText, until } from './helpers.mjs';

export const TWO_SUM_PY =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n';

/** Switches the workspace to 核心代码模式 + Python and waits for the template (`marker`). */
export async function corePython(page, marker) {
  await (await findText(page, '.oj-editor__mode', '核心代码模式')).tap();
  await (await findText(page, '.oj-editor__lang', 'Python')).tap();
  await until(async () => (await (await page.$('.oj-editor__mode--on'))?.text())?.includes('核心代码模式'), 'core-code mode on');
  const area = await until(() => page.$('textarea'), 'the code textarea');
  await until(async () => (await area.value()).includes(marker), 'the Python template in the editor');
}

/** Types `code`, submits and returns the verdict text once judged; asserts case results. */
export async function submitCode(page, code) {
  await (await page.$('textarea')).input(code);
  await (await page.$('.oj-editor__submit')).tap();
  const verdict = await until(async () => {
    const el = await page.$('.oj-result__verdict');
    const text = el ? await el.text() : '';
    return /Accepted|Wrong|Error|Exceeded/.test(text) ? text : null;
  }, 'a verdict', 90000);
  expect((await page.$$('.oj-result .oj-case')).length > 0, 'no case results');
  return verdict;
}
