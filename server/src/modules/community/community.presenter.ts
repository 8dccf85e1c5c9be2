import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { CommentRow, CommunityUser, PostImage, TopicDetail, TopicRow } from '../../../../types/community';
import { COMMUNITY_LIMITS } from '../../../../types/community';
import { encodeCate } from '../../../../types/encoded-id';
import { StorageService } from '../storage/storage.service';
import { UserEntity } from '../user/entities/user.entity';
import { OSS_PREFIX } from '../user/user.mapper';
import { UserPresenter } from '../user/user.presenter';
import type { CommentEntity } from './entities/comment.entity';
import type { TopicEntity } from './entities/topic.entity';

/** The thumbnail the image upload stores next to an image. */
export const thumbKeyOf = (key: string) => key.replace(/\.(\w+)$/, '_w200.$1');

const GONE: CommunityUser = { uid: '0', nick_name: '已注销用户', head_img_url: '' };

/**
 * Markdown to a one-line plain summary for lists (no HTML ever leaves the server). Only markup is
 * removed: inline code keeps its text as written and an underscore inside a word stays, so code
 * identifiers (`lower_bound`, snake_case, C#, a-b) survive.
 */
export function summaryOf(markdown: string): string {
  const codes: string[] = [];
  // inline code is set aside first so no later rule touches its text
  const keep = (code: string) => `\u0000${codes.push(code.trim()) - 1}\u0000`;
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' [代码] ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' [公式] ')
    .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, code: string) => keep(code))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' [图片] ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ' ') // thematic breaks
    .replace(/^[ \t]*(?:#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '') // heading, quote and list markers
    .replace(/^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$/gm, ' ') // table rules
    .replace(/\|/g, ' ')
    .replace(/\*+|~~/g, '') // bold, italic, strikethrough
    .replace(/(^|[^\p{L}\p{N}_])_+(?=\S)|(?<=\S)_+(?![\p{L}\p{N}_])/gu, '$1') // _emphasis_, not snake_case
    .replace(/\s+/g, ' ')
    .replace(/\u0000(\d+)\u0000/g, (_m, i: string) => codes[Number(i)])
    .trim();
  return Array.from(plain).slice(0, COMMUNITY_LIMITS.summary).join('');
}

/** Entities to wire rows: authors looked up in one query, stored image keys signed afresh. */
@Injectable()
export class CommunityPresenter {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly userPresenter: UserPresenter,
    private readonly storage: StorageService,
  ) {}

  /** how long the URLs in rows stay valid (seconds) */
  get urlTtlSeconds(): number {
    return this.storage.urlTtlSeconds;
  }

  async usersByUid(uids: string[]): Promise<Map<string, CommunityUser>> {
    const unique = [...new Set(uids.filter((u) => u && u !== '0'))];
    const rows = unique.length ? await this.users.findBy({ uid: In(unique) }) : [];
    return new Map(rows.map((u) => [u.uid, { uid: u.uid, nick_name: u.nickName, head_img_url: this.userPresenter.headImage(u.headImgUrl) }]));
  }

  images(stored: string | null): PostImage[] {
    if (!stored) return [];
    return stored
      .split(',')
      .filter((s) => s.startsWith(OSS_PREFIX))
      .map((s) => {
        // `oss:<key>` or `oss:<key>#t` when the upload made a width-200 thumbnail
        const [key, flag] = s.slice(OSS_PREFIX.length).split('#');
        const url = this.storage.signedUrl(key).url;
        return { url, thumb_url: flag === 't' ? this.storage.signedUrl(thumbKeyOf(key)).url : url };
      });
  }

  topicRow(t: TopicEntity, users: Map<string, CommunityUser>, mine: { liked: Set<string>; favorited: Set<string> }): TopicRow {
    return {
      topic_id: t.id,
      cate: encodeCate(t.cateType, t.cateId, t.subCateId),
      cate_type: t.cateType,
      cate_id: t.cateId,
      sub_cate_id: t.subCateId,
      title: t.title,
      summary: summaryOf(t.content),
      author: users.get(t.uid) ?? GONE,
      images: this.images(t.images),
      like_count: t.likeCount,
      favorite_count: t.favoriteCount,
      comment_count: t.commentCount,
      top: t.top,
      valuable: t.valuable,
      liked: mine.liked.has(t.id),
      favorited: mine.favorited.has(t.id),
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    };
  }

  topicDetail(t: TopicEntity, users: Map<string, CommunityUser>, mine: { liked: Set<string>; favorited: Set<string> }, viewer: { uid: string; admin: boolean }): TopicDetail {
    const mentionUids = t.mentions ? t.mentions.split(',') : [];
    return {
      ...this.topicRow(t, users, mine),
      content: t.content,
      mentions: mentionUids.map((u) => users.get(u)).filter((u): u is CommunityUser => !!u),
      can_edit: viewer.uid === t.uid,
      can_delete: viewer.uid === t.uid || viewer.admin,
    };
  }

  commentRow(c: CommentEntity, users: Map<string, CommunityUser>, liked: Set<string>, viewer: { uid: string; admin: boolean }): CommentRow {
    return {
      comment_id: c.id,
      topic_id: c.topicId,
      parent_id: c.parentId,
      level: c.level === 2 ? 2 : 1,
      author: users.get(c.uid) ?? GONE,
      to_user: c.toUid !== '0' ? (users.get(c.toUid) ?? null) : null,
      to_reply_id: c.toReplyId,
      content: c.content,
      images: this.images(c.images),
      like_count: c.likeCount,
      reply_count: c.replyCount,
      liked: liked.has(c.id),
      public: c.public,
      handled: c.handled,
      can_delete: viewer.uid === c.uid || viewer.admin,
      created_at: c.createdAt.toISOString(),
    };
  }
}
