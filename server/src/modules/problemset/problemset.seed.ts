import { Logger } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ProductEntity } from '../commerce/entities/product.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { CompanyProblemEntity } from './entities/company-problem.entity';
import { CompanyEntity } from './entities/company.entity';
import { ProblemSetEntity } from './entities/problem-set.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetSectionEntity } from './entities/set-section.entity';

/** The problem-set product of the commerce seed (its equity targets set 1). */
export const SEED_SET_PRODUCT_ID = '6';
export const SEED_SET_IDS = { paid: '1', hot: '2', vip: '3' } as const;
/** The free set of the classic bank's hundred problems. */
export const HOT_SET_TITLE = '面试热题 100';

interface SeedSection {
  title: string;
  guide: string;
  /** problem titles in order; the first title found in the bank is taken (alternates with |) */
  titles: string[];
}
interface SeedSet {
  id: string;
  key: string;
  title: string;
  intro: string;
  tags: string;
  access: 'free' | 'vip' | 'paid';
  productId: string | null;
  sections: SeedSection[];
}

/**
 * Sets are described by problem TITLES, so they pick up the classic bank (issue 13) whenever its
 * problems are seeded: every start adds the problems that now exist to the seeded sets that an
 * admin has not edited yet (saving in the console clears seed_key).
 */
const SEED_SETS: SeedSet[] = [
  {
    id: SEED_SET_IDS.paid,
    key: 'bigtech',
    title: '大厂高频题单',
    intro: '一线大厂近一年面试中出现最多的题目，按考点分组，适合面试前集中冲刺。',
    tags: '大厂,高频',
    access: 'paid',
    productId: SEED_SET_PRODUCT_ID,
    sections: [
      { title: '链表', guide: '指针操作要画图：先想清楚每一步之后各指针指向哪里。', titles: ['反转链表', 'K 个一组翻转链表', '合并 K 个升序链表', 'LRU 缓存'] },
      { title: '数组与矩阵', guide: '原地修改时注意覆盖顺序。', titles: ['转置矩阵', '区间求和', '螺旋矩阵', '旋转图像'] },
      { title: '二叉树', guide: '递归三问：返回什么、终止条件、如何合并子树结果。', titles: ['翻转二叉树', '二叉树中的最大路径和', '二叉树的最近公共祖先'] },
    ],
  },
  {
    id: SEED_SET_IDS.hot,
    key: 'hot',
    title: HOT_SET_TITLE,
    intro: '经典题库的一百道面试高频题，从哈希、双指针到动态规划按考点排好顺序，全部免费，按顺序刷完打牢基础。',
    tags: '经典,入门',
    access: 'free',
    productId: null,
    sections: [
      { title: '哈希', guide: '用空间换时间：把“找某个值”从 O(n) 降到 O(1)。', titles: ['两数之和', '字母异位词分组', '最长连续序列'] },
      { title: '双指针', guide: '两个指针同向或相向移动，每步排除一批不可能的答案。', titles: ['移动零', '盛最多水的容器', '三数之和', '接雨水'] },
      { title: '滑动窗口', guide: '右端扩张、左端收缩，窗口内始终满足约束。', titles: ['无重复字符的最长子串', '找到字符串中所有字母异位词'] },
      { title: '子串', guide: '前缀和把“子数组的和”变成两个前缀之差。', titles: ['和为 K 的子数组', '滑动窗口最大值', '最小覆盖子串'] },
      { title: '普通数组', guide: '先想暴力解，再看哪些重复计算可以省掉。', titles: ['最大子数组和', '合并区间', '轮转数组', '除自身以外数组的乘积', '缺失的第一个正数'] },
      { title: '矩阵', guide: '原地修改时先想清楚覆盖顺序，必要时借用第一行第一列做标记。', titles: ['矩阵置零', '螺旋矩阵', '旋转图像', '搜索二维矩阵 II'] },
      { title: '链表', guide: '虚拟头结点能省掉大量边界判断；动手前先画图。', titles: ['相交链表', '反转链表', '回文链表', '环形链表', '环形链表 II', '合并两个有序链表', '两数相加', '删除链表的倒数第 N 个结点', '两两交换链表中的节点', 'K 个一组翻转链表', '随机链表的复制', '排序链表', '合并 K 个升序链表', 'LRU 缓存'] },
      { title: '二叉树', guide: '先想清楚遍历顺序，再决定在哪一步处理当前结点。', titles: ['二叉树的中序遍历', '二叉树的最大深度', '翻转二叉树', '对称二叉树', '二叉树的直径', '二叉树的层序遍历', '将有序数组转换为二叉搜索树', '验证二叉搜索树', '二叉搜索树中第 K 小的元素', '二叉树的右视图', '二叉树展开为链表', '从前序与中序遍历序列构造二叉树', '路径总和 III', '二叉树的最近公共祖先', '二叉树中的最大路径和'] },
      { title: '图论', guide: '网格也是图：BFS 求最少步数，DFS 数连通块，入度为零的点先出队。', titles: ['岛屿数量', '腐烂的橘子', '课程表', '实现 Trie (前缀树)'] },
      { title: '回溯', guide: '做选择、递归、撤销选择；剪枝决定能不能过。', titles: ['全排列', '子集', '电话号码的字母组合', '组合总和', '括号生成', '单词搜索', '分割回文串', 'N 皇后'] },
      { title: '二分查找', guide: '固定一种区间写法用到底，写完用长度 1 和 2 的数组手动验证。', titles: ['搜索插入位置', '搜索二维矩阵', '在排序数组中查找元素的第一个和最后一个位置', '搜索旋转排序数组', '寻找旋转排序数组中的最小值', '寻找两个正序数组的中位数'] },
      { title: '栈', guide: '需要“最近一个比我大/小的元素”时，想想单调栈。', titles: ['有效的括号', '最小栈', '字符串解码', '每日温度', '柱状图中最大的矩形'] },
      { title: '堆', guide: '只关心前 K 个时，大小为 K 的堆比整体排序省。', titles: ['数组中的第K个最大元素', '前 K 个高频元素', '数据流的中位数'] },
      { title: '贪心', guide: '每一步选当前最优，再试着举反例证明它不会错。', titles: ['买卖股票的最佳时机', '跳跃游戏', '跳跃游戏 II', '划分字母区间'] },
      { title: '动态规划', guide: '定义状态、写出转移、确定初值和遍历顺序。', titles: ['爬楼梯', '杨辉三角', '打家劫舍', '完全平方数', '零钱兑换', '单词拆分', '最长上升子序列|最长递增子序列', '乘积最大子数组', '分割等和子集', '最长有效括号'] },
      { title: '多维动态规划', guide: '二维表格手算一个小例子，转移方向就清楚了。', titles: ['不同路径', '最小路径和', '最长回文子串', '最长公共子序列', '编辑距离'] },
      { title: '技巧', guide: '位运算、原地哈希和快慢指针，见过一次就记住了。', titles: ['只出现一次的数字', '多数元素', '颜色分类', '下一个排列', '寻找重复数'] },
    ],
  },
  {
    id: SEED_SET_IDS.vip,
    key: 'vip',
    title: '会员精选 · 难题突破',
    intro: '会员专享：面试中拉开差距的中高难度题，配合官方题解逐题突破。',
    tags: '会员,进阶',
    access: 'vip',
    productId: null,
    sections: [
      { title: '进阶', guide: '先独立思考 20 分钟，再看题解。', titles: ['最长上升子序列|最长递增子序列', '最长公共前缀', '区间求和', '最小覆盖子串', '寻找两个正序数组的中位数', '编辑距离'] },
    ],
  },
];

const SEED_COMPANIES: { name: string; intro: string; problems: [string, number, number, number, number, string][] }[] = [
  {
    name: '字节跳动',
    intro: '抖音、今日头条等产品背后的公司，算法面试以链表、树和动态规划为主。',
    problems: [
      ['反转链表', 12, 30, 55, 120, '2026-11-02'],
      ['两数之和', 5, 18, 40, 96, '2026-10-21'],
      ['最长上升子序列|最长递增子序列', 3, 9, 20, 48, '2026-10-05'],
      ['接雨水', 8, 20, 37, 88, '2026-11-10'],
      ['LRU 缓存', 6, 14, 30, 70, '2026-09-28'],
    ],
  },
  {
    name: '腾讯',
    intro: '微信、QQ 与游戏业务，面试重视基础数据结构与编码规范。',
    problems: [
      ['翻转二叉树', 4, 10, 22, 51, '2026-10-30'],
      ['最长公共前缀', 0, 6, 15, 33, '2026-08-17'],
      ['转置矩阵', 0, 0, 4, 12, '2026-05-02'],
      ['两数之和', 7, 16, 29, 77, '2026-11-12'],
      ['合并两个有序链表', 3, 8, 19, 45, '2026-09-09'],
    ],
  },
];

function pick(byTitle: Map<string, ProblemEntity>, titles: string): ProblemEntity | undefined {
  return titles
    .split('|')
    .map((t) => byTitle.get(t))
    .find(Boolean);
}

/** Development seed of 题单 and 公司题库; runs after the OJ and commerce seeds. Idempotent. */
export async function seedProblemSets(ds: DataSource): Promise<void> {
  const problems = await ds.getRepository(ProblemEntity).find({ where: { visible: true }, order: { no: 'ASC' } });
  const byTitle = new Map<string, ProblemEntity>();
  for (const p of problems) if (!byTitle.has(p.title)) byTitle.set(p.title, p);
  let added = 0;
  const freeSets: string[] = [];
  await ds.transaction(async (em) => {
    for (const s of SEED_SETS) {
      let set = await em.findOneBy(ProblemSetEntity, { id: s.id });
      if (!set) {
        const productId = s.productId && (await em.existsBy(ProductEntity, { id: s.productId })) ? s.productId : null;
        await em.insert(ProblemSetEntity, { id: s.id, title: s.title, intro: s.intro, tags: s.tags, access: s.access, productId, published: true, orderValue: Number(s.id), seedKey: s.key, cover: '' });
        set = (await em.findOneBy(ProblemSetEntity, { id: s.id }))!;
        // the problem-set product goes on sale now that the set it sells exists
        if (productId) await em.update(ProductEntity, { id: productId }, { onSale: true, description: `一年内畅刷「${s.title}」全部题目`, benefits: '题单全部题目\n按考点分组的刷题路线\n进度与多轮复习' });
      }
      if (set.seedKey !== s.key) continue;
      if (s.access === 'free' && set.access === 'free') freeSets.push(set.id);
      if (set.title !== s.title || set.intro !== s.intro) await em.update(ProblemSetEntity, { id: set.id }, { title: s.title, intro: s.intro });
      const items = await em.findBy(SetItemEntity, { setId: set.id });
      const have = new Set(items.map((i) => i.problemId));
      const sections = await em.findBy(SetSectionEntity, { setId: set.id });
      let position = 0;
      for (const [order, sec] of s.sections.entries()) {
        const found = sec.titles.map((t) => pick(byTitle, t)).filter((p): p is ProblemEntity => Boolean(p));
        if (!found.length) continue;
        let section = sections.find((x) => x.title === sec.title);
        if (!section) section = await em.save(em.create(SetSectionEntity, { setId: set.id, title: sec.title, guide: sec.guide, orderValue: order + 1 }));
        for (const p of found) {
          position++;
          const old = items.find((i) => i.problemId === p.id);
          if (old) await em.update(SetItemEntity, { id: old.id }, { position, sectionId: section.id });
          else if (!have.has(p.id)) {
            have.add(p.id);
            await em.insert(SetItemEntity, { setId: set.id, problemId: p.id, sectionId: section.id, position });
            added++;
          }
        }
      }
    }
    // a free set is free item by item: a learner without VIP opens every problem in it
    const open = await em.findBy(SetItemEntity, { setId: In(freeSets) });
    if (open.length) await em.update(ProblemEntity, { id: In(open.map((i) => i.problemId)), free: false }, { free: true });
    if (await em.count(CompanyEntity)) return;
    for (const [i, c] of SEED_COMPANIES.entries()) {
      const company = await em.save(em.create(CompanyEntity, { name: c.name, intro: c.intro, logo: '', orderValue: i + 1 }));
      const rows = c.problems.map(([t, f30, f90, f180, fAll, last]) => ({ p: pick(byTitle, t), f30, f90, f180, fAll, last })).filter((r) => r.p);
      const ids = [...new Set(rows.map((r) => r.p!.id))];
      if (ids.length) await em.delete(CompanyProblemEntity, { companyId: company.id, problemId: In(ids) });
      for (const r of rows) await em.insert(CompanyProblemEntity, { companyId: company.id, problemId: r.p!.id, freq30d: r.f30, freq90d: r.f90, freq180d: r.f180, freqAll: r.fAll, lastSeen: r.last });
    }
  });
  if (added) new Logger('Seed').log(`problem sets: added ${added} problem(s) to the seeded sets`);
}
