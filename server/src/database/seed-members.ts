import type { EntityManager } from 'typeorm';
import { UserEntity } from '../modules/user/entities/user.entity';

/**
 * The learners who make the seeded platform look lived-in: they enrol, study, submit, post, comment
 * and like. A uid range of their own (60001…), so the development users other suites sign in as
 * (10001–10046) keep an empty history.
 */
const NICKS = [
  '晨跑的小周', '刷题第100天', '前端打工人', '后端小陈', '不想加班', '考研转码', '周末写代码', 'Rust初学者',
  '爱吃火锅', '夜猫子程序员', '双非上岸', '大三在读', '小林同学', '键盘侠阿飞', '迷途的指针', '栈溢出了',
  '努力的阿梅', '菜鸟进阶中', '测试转开发', '二分查找', '面试官别问', '今天也AC', '图书馆常客', '咸鱼翻身',
  '数学系转码', '运维小哥', '安卓老司机', '嵌入式老张', '数据分析喵', '产品转技术', '研一小白', '奶茶续命',
  '北漂码农', '回溯剪枝', '深夜debug', '慢慢来',
];

export const SEED_MEMBERS: { uid: string; nickName: string }[] = NICKS.map((nickName, i) => ({ uid: String(60001 + i), nickName }));

/** A small seeded generator (mulberry32): the same seed, the same seeded platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` distinct members picked by `rand` (order of picking). */
export function pickMembers(rand: () => number, n: number, exclude: string[] = []): string[] {
  const pool = SEED_MEMBERS.map((m) => m.uid).filter((u) => !exclude.includes(u));
  const out: string[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
}

/** Inserts many rows in chunks (one statement each), so a large seed stays a handful of writes. */
export async function insertChunked<T extends object>(em: EntityManager, entity: new () => T, rows: Partial<T>[], size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await em.insert(entity, rows.slice(i, i + size) as never);
}

export async function insertMembers(em: EntityManager): Promise<void> {
  await em.getRepository(UserEntity).insert(SEED_MEMBERS.map((m) => ({ ...m, telephone: null, headImgUrl: '' })));
}
