import type { DataSource } from 'typeorm';
import { DiscuzEntity, DiscuzTagEntity } from './entities/discuz.entity';

/** Development seed: two open planet boards with tags, so /planet has somewhere to post. Idempotent. */
export async function seedCommunity(ds: DataSource): Promise<void> {
  const boards = ds.getRepository(DiscuzEntity);
  if ((await boards.count()) > 0) return;
  const plan: [string, string, string[]][] = [
    ['综合讨论', '学习路上的问题、经验和吐槽', ['求助', '经验分享']],
    ['算法交流', '刷题思路与题解讨论', ['动态规划', '图论', '面试题']],
  ];
  for (const [i, [name, description, tags]] of plan.entries()) {
    const board = await boards.save({ name, description, orderValue: i, enabled: true });
    await ds.getRepository(DiscuzTagEntity).save(tags.map((t, j) => ({ discuzId: board.id, name: t, orderValue: j })));
  }
}
