import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { COMMUNITY_MESSAGES, ContentType, type DiscuzRow, type DiscuzTagRow } from '../../../../types/community';
import { encodeCate } from '../../../../types/encoded-id';
import { AppException } from '../../common/app-exception';
import type { DiscuzSaveDto, DiscuzTagSaveDto } from './community-admin.dto';
import { DiscuzEntity, DiscuzTagEntity } from './entities/discuz.entity';
import { TopicEntity } from './entities/topic.entity';

/** Planet boards and their tags; a board's topics are DISCUSSION topics with cate_id = board id. */
@Injectable()
export class DiscuzService {
  constructor(
    @InjectRepository(DiscuzEntity) private readonly boards: Repository<DiscuzEntity>,
    @InjectRepository(DiscuzTagEntity) private readonly tags: Repository<DiscuzTagEntity>,
    @InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>,
  ) {}

  /** Learners: the open boards with their tags, in order. */
  async openBoards(): Promise<DiscuzRow[]> {
    return this.withTags(await this.boards.find({ where: { enabled: true }, order: { orderValue: 'ASC', id: 'ASC' } }));
  }

  async adminList(): Promise<DiscuzRow[]> {
    return this.withTags(await this.boards.find({ order: { orderValue: 'ASC', id: 'ASC' } }));
  }

  async save(dto: DiscuzSaveDto): Promise<DiscuzRow> {
    const patch = {
      name: dto.name.trim(),
      description: dto.description?.trim() ?? '',
      orderValue: dto.order_value ?? 0,
      enabled: dto.enabled === undefined ? true : dto.enabled === 1,
    };
    let board: DiscuzEntity;
    if (dto.id) {
      const found = await this.boards.findOneBy({ id: dto.id });
      if (!found) throw AppException.notFound(COMMUNITY_MESSAGES.discuzMissing);
      board = await this.boards.save({ ...found, ...patch });
    } else {
      board = await this.boards.save(patch);
    }
    return (await this.withTags([board]))[0];
  }

  /** Only an empty board can go; one with topics is closed (enabled 0) instead. */
  async remove(id: string): Promise<null> {
    const board = await this.boards.findOneBy({ id });
    if (!board) throw AppException.notFound(COMMUNITY_MESSAGES.discuzMissing);
    if (await this.topics.existsBy({ cateType: ContentType.DISCUSSION, cateId: id, deleted: false })) {
      throw new AppException(ApiCode.CONFLICT, '版块下还有帖子，请先关闭版块');
    }
    await this.tags.delete({ discuzId: id });
    await this.boards.delete({ id });
    return null;
  }

  async tagList(discuzId: string): Promise<DiscuzTagRow[]> {
    if (!(await this.boards.existsBy({ id: discuzId }))) throw AppException.notFound(COMMUNITY_MESSAGES.discuzMissing);
    const rows = await this.tags.find({ where: { discuzId }, order: { orderValue: 'ASC', id: 'ASC' } });
    return rows.map((t) => this.tagRow(t));
  }

  async saveTag(dto: DiscuzTagSaveDto): Promise<DiscuzTagRow> {
    if (!(await this.boards.existsBy({ id: dto.discuz_id }))) throw AppException.notFound(COMMUNITY_MESSAGES.discuzMissing);
    const patch = { discuzId: dto.discuz_id, name: dto.name.trim(), orderValue: dto.order_value ?? 0 };
    if (dto.id) {
      const found = await this.tags.findOneBy({ id: dto.id, discuzId: dto.discuz_id });
      if (!found) throw AppException.notFound('标签不存在');
      return this.tagRow(await this.tags.save({ ...found, ...patch }));
    }
    return this.tagRow(await this.tags.save(patch));
  }

  async removeTag(id: string): Promise<null> {
    const res = await this.tags.delete({ id });
    if (!res.affected) throw AppException.notFound('标签不存在');
    return null;
  }

  private tagRow(t: DiscuzTagEntity): DiscuzTagRow {
    return { id: t.id, discuz_id: t.discuzId, name: t.name, order_value: t.orderValue, cate: encodeCate(ContentType.DISCUSSION, t.discuzId, t.id) };
  }

  private async withTags(boards: DiscuzEntity[]): Promise<DiscuzRow[]> {
    if (!boards.length) return [];
    const tags = await this.tags.find({ order: { orderValue: 'ASC', id: 'ASC' } });
    const counts = await this.topics
      .createQueryBuilder('t')
      .select('t.cateId', 'cid')
      .addSelect('COUNT(*)', 'n')
      .where('t.cateType = :ct AND t.deleted = :d', { ct: ContentType.DISCUSSION, d: false })
      .groupBy('t.cateId')
      .getRawMany<{ cid: string | number; n: string | number }>();
    const countOf = new Map(counts.map((c) => [String(c.cid), Number(c.n)]));
    return boards.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      order_value: b.orderValue,
      enabled: b.enabled,
      cate: encodeCate(ContentType.DISCUSSION, b.id, 0),
      topic_count: countOf.get(b.id) ?? 0,
      tags: tags.filter((t) => t.discuzId === b.id).map((t) => this.tagRow(t)),
    }));
  }
}
