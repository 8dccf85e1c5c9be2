import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Like, Repository } from 'typeorm';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type MentionOption } from '../../../../types/community';
import { parseMentions } from '../../../../types/mention';
import { LIMITS, MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import { StorageService } from '../storage/storage.service';
import { UserEntity } from '../user/entities/user.entity';
import { OSS_PREFIX } from '../user/user.mapper';
import { UserPresenter } from '../user/user.presenter';
import { thumbKeyOf } from './community.presenter';
import { CommentEntity } from './entities/comment.entity';
import { TopicEntity } from './entities/topic.entity';

function splitList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What a post carries besides its text: images (the poster's own uploads, stored as keys and
 * signed on read, so a post never shows an expired link) and @mentions (only users whose
 * `@nickname` really is in the content count).
 */
@Injectable()
export class PostContentService {
  constructor(
    private readonly storage: StorageService,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly presenter: UserPresenter,
  ) {}

  /** Comma-joined upload urls -> stored value (`oss:<key>[#t],...`) or null. */
  async images(raw: string | undefined, uid: string): Promise<string | null> {
    const urls = splitList(raw);
    if (urls.length > LIMITS.imagesPerPost) throw AppException.invalid([{ field: 'images', message: MESSAGES.imageCount }]);
    const stored: string[] = [];
    for (const url of urls) {
      const owned = await this.storage.ownedObject(url, uid);
      if (!owned || !/^image\/(png|jpeg)$/.test(owned.info.contentType ?? '')) {
        throw AppException.invalid([{ field: 'images', message: COMMUNITY_MESSAGES.imagesInvalid }]);
      }
      const thumb = thumbKeyOf(owned.key);
      const hasThumb = thumb !== owned.key && (await this.storage.provider.head(thumb).catch(() => null)) !== null;
      stored.push(`${OSS_PREFIX}${owned.key}${hasThumb ? '#t' : ''}`);
    }
    return stored.length ? [...new Set(stored)].join(',') : null;
  }

  /** The mentioned users that exist, are not the author and whose `@name` is in the content. */
  async mentions(raw: string | undefined, content: string, authorUid: string): Promise<UserEntity[]> {
    const uids = [...new Set(splitList(raw))];
    if (uids.length > COMMUNITY_LIMITS.mentionsPerPost || uids.some((u) => !/^\d{1,19}$/.test(u))) {
      throw AppException.invalid([{ field: 'mentionedUids', message: COMMUNITY_MESSAGES.mentionsInvalid }]);
    }
    if (!uids.length) return [];
    const found = await this.users.findBy({ uid: In(uids) });
    if (found.length !== uids.length) throw AppException.invalid([{ field: 'mentionedUids', message: COMMUNITY_MESSAGES.mentionsInvalid }]);
    const inContent = parseMentions(content, found.map((u) => ({ uid: u.uid, nick_name: u.nickName, user: u })));
    return inContent.map((m) => m.user).filter((u) => u.uid !== authorUid);
  }

  /**
   * The @mention picker's options: the topic's author and commenters (most recent first), then
   * users whose nickname contains the keyword.
   */
  async mentionOptions(callerUid: string, topicId: string | undefined, keyword: string | undefined): Promise<MentionOption[]> {
    const uids: string[] = [];
    if (topicId) {
      const topic = await this.users.manager.getRepository(TopicEntity).findOneBy({ id: topicId, deleted: false });
      if (topic) {
        uids.push(topic.uid);
        const recent = await this.users.manager
          .getRepository(CommentEntity)
          .createQueryBuilder('c')
          .select('c.uid', 'uid')
          .addSelect('MAX(c.id)', 'last')
          .where('c.topicId = :tid AND c.deleted = :d', { tid: topic.id, d: false })
          .groupBy('c.uid')
          .orderBy('last', 'DESC')
          .limit(50)
          .getRawMany<{ uid: string | number }>();
        uids.push(...recent.map((r) => String(r.uid)));
      }
    }
    const participants = uids.length ? await this.users.findBy({ uid: In([...new Set(uids)]) }) : [];
    const byUid = new Map(participants.map((u) => [u.uid, u]));
    const ordered = [...new Set(uids)].map((u) => byUid.get(u)).filter((u): u is UserEntity => !!u);
    const k = keyword?.trim();
    const found = k ? await this.users.find({ where: { nickName: Like(`%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) }, order: { uid: 'ASC' }, take: 20 }) : [];
    const all = [...ordered.filter((u) => !k || u.nickName.includes(k)), ...found];
    const seen = new Set<string>([callerUid]);
    return all
      .filter((u) => !seen.has(u.uid) && seen.add(u.uid))
      .map((u) => ({ uid: u.uid, nick_name: u.nickName, head_img_url: this.presenter.headImage(u.headImgUrl) }));
  }
}
