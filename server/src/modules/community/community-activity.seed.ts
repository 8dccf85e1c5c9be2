import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { ContentType } from '../../../../types/community';
import { SEED_MEMBERS, insertChunked, pickMembers, seededRandom } from '../../database/seed-members';
import { SEED_POSTS } from './community-posts';
import { CommentEntity } from './entities/comment.entity';
import { DiscuzEntity, DiscuzTagEntity } from './entities/discuz.entity';
import { LikeEntity } from './entities/reaction.entity';
import { TopicEntity } from './entities/topic.entity';

const HOUR = 3_600_000;
const nick = new Map(SEED_MEMBERS.map((m) => [m.uid, m.nickName]));

/**
 * The planet's threads written by the seeded members: topics on every board and tag, comments
 * (some @mentioning another member of the thread), likes on topics and comments. The counters
 * the lists show are then counted from those rows, as the product keeps them.
 */
export async function seedCommunityActivity(em: EntityManager, now = Date.now()): Promise<void> {
  const rand = seededRandom(6);
  const boards = await em.getRepository(DiscuzEntity).find();
  const tags = await em.getRepository(DiscuzTagEntity).find();
  const topicRows: Partial<TopicEntity>[] = [];
  const threads: { uids: string[]; at: number; texts: string[] }[] = [];
  for (const [i, [boardName, tagName, title, content, comments]] of SEED_POSTS.entries()) {
    const board = boards.find((b) => b.name === boardName);
    if (!board) continue;
    const tag = tags.find((t) => t.discuzId === board.id && t.name === tagName);
    // every member starts a thread of their own (in turn), others answer
    const author = SEED_MEMBERS[i % SEED_MEMBERS.length].uid;
    const commenters = pickMembers(rand, comments.length, [author]);
    // newest posts last: a thread every 20 hours or so over the last five weeks
    const at = now - (SEED_POSTS.length - i) * 20 * HOUR - Math.floor(rand() * 8) * HOUR;
    topicRows.push({ uid: author, cateType: ContentType.DISCUSSION, cateId: board.id, subCateId: tag?.id ?? '0', title, content, images: null, mentions: '', createdAt: new Date(at), updatedAt: new Date(at) });
    threads.push({ uids: [author, ...commenters], at, texts: comments });
  }
  await insertChunked(em, TopicEntity, topicRows);
  const topics = await em.getRepository(TopicEntity).find({ where: { cateType: ContentType.DISCUSSION, uid: In(SEED_MEMBERS.map((m) => m.uid)) }, order: { id: 'ASC' } });

  const commentRows: Partial<CommentEntity>[] = [];
  for (const [i, topic] of topics.entries()) {
    const { uids, at, texts } = threads[i];
    for (const [j, text] of texts.entries()) {
      const uid = uids[j + 1];
      const mentioned: string[] = [];
      const content = text.replace(/@\{(\d)\}/g, (_, n: string) => {
        // the n-th earlier participant of the thread, never the writer
        const target = uids.slice(0, j + 1).filter((u) => u !== uid)[Number(n) - 1] ?? uids[0];
        mentioned.push(target);
        return `@${nick.get(target)}`;
      });
      const when = new Date(at + (j + 1) * (1 + Math.floor(rand() * 5)) * HOUR);
      commentRows.push({ topicId: topic.id, cateType: topic.cateType, uid, parentId: '0', level: 1, toUid: '0', toReplyId: '0', content, images: null, mentions: mentioned.join(','), createdAt: when });
    }
  }
  await insertChunked(em, CommentEntity, commentRows);
  const comments = await em.getRepository(CommentEntity).find({ where: { topicId: In(topics.map((t) => t.id)) }, select: { id: true, uid: true } });

  const likes: Partial<LikeEntity>[] = [];
  for (const t of topics) for (const uid of pickMembers(rand, Math.floor(rand() * 16), [t.uid])) likes.push({ targetType: 'topic', targetId: t.id, uid });
  for (const c of comments) for (const uid of pickMembers(rand, Math.floor(rand() * rand() * 6), [c.uid])) likes.push({ targetType: 'comment', targetId: c.id, uid });
  await insertChunked(em, LikeEntity, likes);
  await recountThreads(em, topics.map((t) => t.id));
}

/** like, comment and last-reply columns of topics (and their comments' likes), from the rows */
async function recountThreads(em: EntityManager, topicIds: string[]): Promise<void> {
  if (!topicIds.length) return;
  const ids = topicIds.map(Number).join(',');
  await em.query(`UPDATE topics SET like_count = (SELECT COUNT(*) FROM community_likes l WHERE l.target_type = 'topic' AND l.target_id = topics.id),
    comment_count = (SELECT COUNT(*) FROM comments c WHERE c.topic_id = topics.id AND c.deleted = 0),
    last_reply_at = (SELECT MAX(c.created_at) FROM comments c WHERE c.topic_id = topics.id AND c.deleted = 0) WHERE id IN (${ids})`);
  await em.query(`UPDATE comments SET like_count = (SELECT COUNT(*) FROM community_likes l WHERE l.target_type = 'comment' AND l.target_id = comments.id) WHERE topic_id IN (${ids})`);
}
