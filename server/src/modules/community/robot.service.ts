import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { In, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { ContentType } from '../../../../types/community';
import { COMMUNITY_ADMIN_MESSAGES as M, ROBOT_JOB_HORIZON_MS, type RobotCommentRow, type RobotJobRow, type RobotJobStatus } from '../../../../types/community-admin';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { CommentService } from './comment.service';
import type { RobotCommentSaveDto, RobotJobCreateDto } from './community-admin.dto';
import { DiscuzEntity } from './entities/discuz.entity';
import { FakeUserEntity, RobotCommentEntity, RobotJobEntity } from './entities/robot.entity';
import { TopicEntity } from './entities/topic.entity';
import { FakeUserService } from './fake-user.service';
import { ROBOT_COMMENT_LIST, ROBOT_JOB_LIST, type RobotCommentListDto, type RobotJobQueryDto } from './robot-list.dto';
import { TopicService } from './topic.service';

/** A job claimed this long ago and still running is taken to have died with its instance. */
const STALE_MS = 10 * 60_000;
const BATCH = 20;

/** Robot comments (a pool of canned comments) and discuz robot jobs (scheduled posts by fake users). */
@Injectable()
export class RobotService {
  private readonly logger = new Logger('RobotJobs');
  /** this process, in claimed_by */
  readonly instanceId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    @InjectRepository(RobotCommentEntity) private readonly pool: Repository<RobotCommentEntity>,
    @InjectRepository(RobotJobEntity) private readonly jobs: Repository<RobotJobEntity>,
    @InjectRepository(DiscuzEntity) private readonly boards: Repository<DiscuzEntity>,
    @InjectRepository(TopicEntity) private readonly topicRepo: Repository<TopicEntity>,
    @InjectRepository(FakeUserEntity) private readonly fakeRepo: Repository<FakeUserEntity>,
    private readonly fakes: FakeUserService,
    private readonly topics: TopicService,
    private readonly comments: CommentService,
  ) {}

  commentList(q: RobotCommentListDto): Promise<Page<RobotCommentRow>> {
    return adminPage(this.pool.createQueryBuilder('c'), ROBOT_COMMENT_LIST, q, (r) => ({ id: r.id, content: r.content, cate_type: r.cateType, enabled: r.enabled, created_at: r.createdAt.toISOString() }));
  }

  async saveComment(dto: RobotCommentSaveDto): Promise<{ id: string }> {
    const patch = { content: dto.content.trim(), cateType: dto.cate_type ?? 0, enabled: dto.enabled === undefined ? true : dto.enabled === 1 };
    if (dto.id) {
      const found = await this.pool.findOneBy({ id: dto.id });
      if (!found) throw AppException.notFound('评论不存在');
      return { id: (await this.pool.save({ ...found, ...patch })).id };
    }
    return { id: (await this.pool.save(patch)).id };
  }

  async removeComment(id: string): Promise<null> {
    if (!(await this.pool.delete({ id })).affected) throw AppException.notFound('评论不存在');
    return null;
  }

  async createJob(admin: Caller, dto: RobotJobCreateDto, now = new Date()): Promise<RobotJobRow> {
    if (!(await this.boards.existsBy({ id: dto.discuz_id }))) throw AppException.notFound('版块不存在');
    const runAt = new Date(/^\d+$/.test(dto.run_at) ? Number(dto.run_at) : dto.run_at);
    // a minute of slack: "now" typed in a form is already in the past when it arrives
    if (Number.isNaN(runAt.getTime()) || runAt.getTime() < now.getTime() - 60_000 || runAt.getTime() > now.getTime() + ROBOT_JOB_HORIZON_MS) {
      throw AppException.invalid([{ field: 'run_at', message: M.runAtInvalid }]);
    }
    if (dto.fake_uid && !(await this.fakeRepo.existsBy({ uid: dto.fake_uid }))) throw AppException.notFound(M.fakeUserMissing);
    if (dto.kind === 'topic' && (!dto.title?.trim() || !dto.content?.trim())) {
      throw AppException.invalid([{ field: dto.title?.trim() ? 'content' : 'title', message: M.topicJobNeedsText }]);
    }
    if (dto.kind === 'comment' && dto.topic_id && !(await this.topicRepo.existsBy({ id: dto.topic_id, cateType: ContentType.DISCUSSION, cateId: dto.discuz_id, deleted: false }))) {
      throw AppException.notFound('该版块下没有这个帖子');
    }
    const job = await this.jobs.save({
      discuzId: dto.discuz_id,
      kind: dto.kind,
      fakeUid: dto.fake_uid ?? '0',
      topicId: dto.kind === 'comment' ? (dto.topic_id ?? '0') : '0',
      title: dto.kind === 'topic' ? dto.title!.trim() : '',
      content: dto.content?.trim() || null,
      runAt,
      status: 'pending',
      createdBy: admin.uid,
    });
    return this.jobRow(job);
  }

  jobList(q: RobotJobQueryDto): Promise<Page<RobotJobRow>> {
    return adminPage(this.jobs.createQueryBuilder('j'), ROBOT_JOB_LIST, q, (r) => this.jobRow(r));
  }

  async cancelJob(id: string): Promise<null> {
    const res = await this.jobs.update({ id, status: 'pending' }, { status: 'cancelled' });
    if (!res.affected) throw AppException.invalid([{ field: 'id', message: M.jobNotPending }]);
    return null;
  }

  /**
   * Runs the due jobs this instance manages to claim. The claim is a conditional UPDATE
   * (pending -> running): when several instances poll at once, exactly one wins each row.
   */
  async runDue(now = new Date(), instance = this.instanceId): Promise<{ ran: string[] }> {
    await this.jobs.update({ status: 'running', claimedAt: LessThan(new Date(now.getTime() - STALE_MS)) }, { status: 'pending', claimedBy: '' });
    const due = await this.jobs.find({ where: { status: 'pending', runAt: LessThanOrEqual(now) }, order: { runAt: 'ASC', id: 'ASC' }, take: BATCH });
    const ran: string[] = [];
    for (const job of due) {
      const claim = await this.jobs.update({ id: job.id, status: 'pending' }, { status: 'running', claimedBy: instance, claimedAt: now });
      if (!claim.affected) continue;
      try {
        const resultId = await this.execute(job);
        await this.finish(job.id, 'done', resultId, '');
        ran.push(job.id);
      } catch (e) {
        const message = e instanceof AppException ? e.message : String(e);
        this.logger.warn({ msg: 'robot job failed', id: job.id, err: message });
        await this.finish(job.id, 'failed', '0', message.slice(0, 500));
      }
    }
    return { ran };
  }

  private async execute(job: RobotJobEntity): Promise<string> {
    const board = await this.boards.findOneBy({ id: job.discuzId });
    if (!board) throw AppException.notFound('版块不存在');
    const uid = job.fakeUid !== '0' ? job.fakeUid : (await this.fakes.random(1))[0]?.uid;
    if (!uid || !(await this.fakeRepo.existsBy({ uid }))) throw AppException.notFound(job.fakeUid !== '0' ? M.fakeUserMissing : M.noFakeUsers);
    if (job.kind === 'topic') {
      const cate = { cateType: ContentType.DISCUSSION, cateId: board.id, subCateId: '0' };
      const t = await this.topics.create({ uid, cate, title: job.title, content: job.content ?? '', images: null, mentions: [], virtual: true });
      return t.id;
    }
    const topic =
      job.topicId !== '0'
        ? await this.topicRepo.findOneBy({ id: job.topicId, deleted: false })
        : await this.pick(this.topicRepo.find({ where: { cateType: ContentType.DISCUSSION, cateId: board.id, deleted: false }, order: { id: 'DESC' }, take: 20 }));
    if (!topic) throw AppException.notFound(M.noTopicForComment);
    const content = job.content ?? (await this.pick(this.pool.find({ where: { enabled: true, cateType: In([0, ContentType.DISCUSSION]) } })))?.content;
    if (!content) throw AppException.notFound(M.noRobotComments);
    const c = await this.comments.create({ uid, topic, parent: null, toReply: null, content, images: null, mentions: [], robot: true });
    return c.id;
  }

  private async pick<T>(rows: Promise<T[]>): Promise<T | undefined> {
    const list = await rows;
    return list[Math.floor(Math.random() * list.length)];
  }

  private async finish(id: string, status: RobotJobStatus, resultId: string, error: string): Promise<void> {
    await this.jobs.update({ id }, { status, resultId, error });
  }

  private jobRow(j: RobotJobEntity): RobotJobRow {
    return {
      id: j.id,
      discuz_id: j.discuzId,
      kind: j.kind,
      fake_uid: j.fakeUid,
      topic_id: j.topicId,
      title: j.title,
      content: j.content ?? '',
      run_at: j.runAt.toISOString(),
      status: j.status as RobotJobStatus,
      result_id: j.resultId,
      error: j.error,
      created_at: j.createdAt.toISOString(),
    };
  }
}
