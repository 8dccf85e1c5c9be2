import { summaryOf } from '../../server/src/modules/community/community.presenter';
import { COMMUNITY_LIMITS } from '../../types/community';

// The one-line excerpt lists show for a topic (issue 25 item 9): markup goes, code stays as written.
describe('summaryOf: a topic excerpt keeps code identifiers', () => {
  it('keeps inline code text and underscores inside words', () => {
    expect(summaryOf('用 `lower_bound` 找第一个不小于 x 的位置，再看 `std::upper_bound`')).toBe('用 lower_bound 找第一个不小于 x 的位置，再看 std::upper_bound');
    expect(summaryOf('变量 max_len 和 dp_table 不要写错')).toBe('变量 max_len 和 dp_table 不要写错');
    expect(summaryOf('``a `tick` b``')).toBe('a `tick` b');
  });

  it('keeps C#, hyphens, comparisons and list-free text', () => {
    expect(summaryOf('C# 和 C++ 都行，O(n-1) 次比较，a > b 时交换')).toBe('C# 和 C++ 都行，O(n-1) 次比较，a > b 时交换');
  });

  it('drops markup: headings, quotes, lists, emphasis, links, images, fences, tables', () => {
    const md = ['# 二分查找', '> 引用一段', '- **重点**：_区间_ 要 ~~写错~~ 写对', '1. [题解](https://x.cn/a_b)', '![图](a.png)', '```cpp', 'int main(){}', '```', '| a | b |', '|---|---|', '| 1 | 2 |', '***'].join('\n');
    expect(summaryOf(md)).toBe('二分查找 引用一段 重点：区间 要 写错 写对 题解 [图片] [代码] a b 1 2');
    expect(summaryOf('__init__ 是构造函数，`__init__` 也是')).toBe('init 是构造函数，__init__ 也是');
  });

  it('is one line and at most the summary length', () => {
    const s = summaryOf(`第一行\n\n第二行 ${'字'.repeat(400)}`);
    expect(s.startsWith('第一行 第二行')).toBe(true);
    expect(Array.from(s)).toHaveLength(COMMUNITY_LIMITS.summary);
  });
});
