/**
 * PermitService — the one answer to "may this user see this?" (SPEC §6). Every area asks it.
 *
 * Import `PermitModule` (server/src/modules/commerce/permit.module.ts) and inject `PermitService`.
 * Every check answers a `PermitResult` (types/commerce.ts):
 *   { granted: boolean, expires_at: ISO string | null (null = permanent or not granted), via }
 *
 *   isVip(uid): Promise<boolean>                       an unexpired VIP equity
 *   vipUntil(uid): Promise<Date | null>                end of the VIP chain (null = none live)
 *   ojPermit(uid)                                      OJ product or VIP
 *   problemPermit(uid, problemId)                      free problem, OJ product, VIP, or a problem-set
 *                                                      equity of a set containing the problem
 *   problemSetPermit(uid, setId)                       the set's equity, OJ product or VIP (paid sets)
 *   courseAccess(uid, courseId)                        free course, course equity, or VIP when the
 *                                                      course is part of VIP (default: every course)
 *   openCourses(uid, courses)                          courseAccess over many non-camp courses (the
 *                                                      catalogue's cards) in one read; the caller
 *                                                      passes each course's free / vipIncluded
 *   campAccess(uid, campId)                            camp equity
 *   topicPermit(uid, cateType, cateId)                 topics of a course need courseAccess, of a
 *                                                      problem need problemPermit, others are open to
 *                                                      any signed-in user (uid non-empty)
 *   holdings(uid): Promise<UserEquityView[]>           what the user holds now (live only)
 *   vipUntilMany(uids): Promise<Map<uid, Date>>        batch VIP lookup for lists (badges)
 *
 *   grant(uid, {kind, targetId?}, durationDays, source, em?)   0 days = permanent; renewals stack
 *   revoke(uid, {kind, targetId?}, em?)                        ends the equity now (admin)
 *   revokeSource(source, em?)                                  undo the grants of one source (refund)
 *   shortenSource(source, part, of, em?)                       partial refund: timed grants lose part/of
 *   `source` is 'order:<orderNo>' | 'gift:<code>' | 'admin:<uid>'. Pass `em` to join the caller's
 *   transaction (payment: order → paid → equities → notice in one); without it a transaction is opened.
 *
 * Plug-in points for the areas that own the content (call them from your module's onModuleInit):
 *   registerProblemPolicy({ isFree?(problemId) })                       (OJ: which problems are free)
 *   registerProblemPolicy({ problemSetsOf(problemId) → problem-set ids })  (problem sets: paid sets holding it)
 *   Each call merges into the policy, so the two owners register independently.
 *   registerCoursePolicy({ isFree?(courseId), vipIncludes?(courseId) })                        (courses)
 *   registerTopicCategory(cateType, 'course' | 'problem')                                      (community)
 *   registerCampPolicy({ courseAccess(uid, courseId), contentLock(uid, kind, id) })             (training)
 *
 *   contentLock(uid, 'lesson' | 'problem' | 'exam', id) → { locked: message } | { open: true } | null
 *     a lesson/problem/exam inside a camp gate: refused while the gate is locked for this learner,
 *     opened by the camp once it is not (null = no camp holds it, the usual rules apply)
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThan } from 'typeorm';
import type { PermitResult, PermitVia, UserEquityView } from '../../../../types/commerce';
import { inTransaction } from '../../database/transaction';
import { UserEquityEntity } from './entities/user-equity.entity';
import { EquityLedger, EquitySpec, PERMANENT_UNTIL } from './equity-ledger';
import { pairMemo } from '../../common/envelope';
import { HotReadCache, HotReads } from '../../common/hot-read-cache';
import { PreparedRead, PreparedReadAmong } from '../../database/prepared-read';

export interface ProblemPolicy {
  /** problems anyone signed in may open */
  isFree?(problemId: string): Promise<boolean>;
  /** ids of the problem sets that contain the problem */
  problemSetsOf(problemId: string): Promise<string[]>;
}
export interface CoursePolicy {
  isFree?(courseId: string): Promise<boolean>;
  /** whether VIP opens this course (default: yes) */
  vipIncludes?(courseId: string): Promise<boolean>;
}
export type TopicAttachment = 'course' | 'problem';
export type CampContentKind = 'lesson' | 'problem' | 'exam';
export type ContentLock = { locked: string } | { open: true } | null;
export interface CampPolicy {
  /** access to a camp's own course (its lessons and videos); null when the course is not a camp */
  courseAccess(uid: string, courseId: string): Promise<PermitResult | null>;
  contentLock(uid: string, kind: CampContentKind, id: string): Promise<ContentLock>;
}

const DENIED: PermitResult = { granted: false, expires_at: null, via: null };

function granted(via: PermitVia, until: Date | null): PermitResult {
  return { granted: true, expires_at: until && until.getTime() < PERMANENT_UNTIL.getTime() ? until.toISOString() : null, via };
}

@Injectable()
export class PermitService {
  /** the live-grant lookup behind every profile's VIP flag, built once */
  private liveRead?: PreparedRead<UserEquityEntity>;
  private kindsRead?: PreparedReadAmong<UserEquityEntity, 'kind' | 'targetId' | 'expiresAt'>;
  /** what courseAccess needs of a user's equities: live VIP, live course equities; kept until one ends */
  private readonly courseHoldings: HotReads<{ vip: boolean; courses: Set<string>; until: number }>;
  private problemPolicy: ProblemPolicy = { problemSetsOf: async () => [] };
  private coursePolicy: CoursePolicy = {};
  private readonly topicCategories = new Map<number, TopicAttachment>();
  private campPolicy: CampPolicy | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    hot: HotReadCache,
  ) {
    this.courseHoldings = hot.define('course-holdings', { tables: [UserEquityEntity], max: 20_000 });
  }

  registerProblemPolicy(policy: Partial<ProblemPolicy>): void {
    this.problemPolicy = { ...this.problemPolicy, ...policy };
  }
  registerCoursePolicy(policy: CoursePolicy): void {
    this.coursePolicy = policy;
  }
  registerTopicCategory(cateType: number, attachedTo: TopicAttachment): void {
    this.topicCategories.set(cateType, attachedTo);
  }
  registerCampPolicy(policy: CampPolicy): void {
    this.campPolicy = policy;
  }

  async contentLock(uid: string, kind: CampContentKind, id: string): Promise<ContentLock> {
    if (!uid || !this.campPolicy) return null;
    return this.campPolicy.contentLock(uid, kind, id);
  }

  async vipUntil(uid: string): Promise<Date | null> {
    return this.liveUntil(uid, 'vip', '');
  }

  async isVip(uid: string): Promise<boolean> {
    return (await this.vipUntil(uid)) !== null;
  }

  async ojPermit(uid: string): Promise<PermitResult> {
    const rows = await this.live(uid, [{ kind: 'oj' }, { kind: 'vip' }]);
    return this.best(rows);
  }

  async problemPermit(uid: string, problemId: string): Promise<PermitResult> {
    if (!uid) return DENIED;
    if (await this.problemPolicy.isFree?.(problemId)) return granted('free', null);
    const sets = await this.problemPolicy.problemSetsOf(problemId);
    const rows = await this.live(uid, [{ kind: 'oj' }, { kind: 'vip' }, ...sets.map((id) => ({ kind: 'problemset' as const, targetId: id }))]);
    return this.best(rows);
  }

  async problemSetPermit(uid: string, setId: string): Promise<PermitResult> {
    if (!uid) return DENIED;
    return this.best(await this.live(uid, [{ kind: 'problemset', targetId: setId }, { kind: 'oj' }, { kind: 'vip' }]));
  }

  async courseAccess(uid: string, courseId: string): Promise<PermitResult> {
    if (!uid) return DENIED;
    if (await this.coursePolicy.isFree?.(courseId)) return granted('free', null);
    const camp = await this.campPolicy?.courseAccess(uid, courseId);
    if (camp) return camp;
    const vipIncluded = (await this.coursePolicy.vipIncludes?.(courseId)) ?? true;
    const specs: EquitySpec[] = [{ kind: 'course', targetId: courseId }];
    if (vipIncluded) specs.push({ kind: 'vip' });
    return this.best(await this.live(uid, specs));
  }

  /**
   * The ids among `courses` that courseAccess would grant, from one read of the user's course and
   * VIP equities instead of several reads per course. Not for camp courses (their seats decide).
   */
  async openCourses(uid: string, courses: { id: string; free: boolean; vipIncluded: boolean }[]): Promise<Set<string>> {
    if (!uid || !courses.length) return new Set();
    return openAmong(courses, await this.courseHoldings.get(uid, () => this.readCourseHoldings(uid), (h) => h.until));
  }

  /** openCourses() from the cache alone (undefined when it would read) */
  peekOpenCourses(uid: string, courses: { id: string; free: boolean; vipIncluded: boolean }[]): Set<string> | undefined {
    if (!uid || !courses.length) return new Set();
    const held = this.courseHoldings.peek(uid);
    return held && openAmong(courses, held);
  }

  private async readCourseHoldings(uid: string): Promise<{ vip: boolean; courses: Set<string>; until: number }> {
    this.kindsRead ??= new PreparedReadAmong(this.ds, UserEquityEntity, ['uid'], 'kind', ['kind', 'targetId', 'expiresAt']);
    const now = Date.now();
    const live = (await this.kindsRead.all([uid], ['course', 'vip'])).filter((r) => r.expiresAt.getTime() > now);
    return {
      vip: live.some((r) => r.kind === 'vip' && r.targetId === ''),
      courses: new Set(live.filter((r) => r.kind === 'course').map((r) => r.targetId)),
      // the first equity to end changes the answer
      until: Math.min(...live.map((r) => r.expiresAt.getTime())),
    };
  }

  async campAccess(uid: string, campId: string): Promise<PermitResult> {
    if (!uid) return DENIED;
    return this.best(await this.live(uid, [{ kind: 'camp', targetId: campId }]));
  }

  async topicPermit(uid: string, cateType: number, cateId: string): Promise<PermitResult> {
    if (!uid) return DENIED;
    const attached = this.topicCategories.get(cateType);
    if (attached === 'course') return this.courseAccess(uid, cateId);
    if (attached === 'problem') return this.problemPermit(uid, cateId);
    return granted('signed-in', null);
  }

  async holdings(uid: string): Promise<UserEquityView[]> {
    const rows = await this.ds.getRepository(UserEquityEntity).find({ where: { uid, expiresAt: MoreThan(new Date()) }, order: { kind: 'ASC', targetId: 'ASC' } });
    return rows.map((r) => ({ kind: r.kind, target_id: r.targetId, expires_at: granted(r.kind, r.expiresAt).expires_at }));
  }

  async vipUntilMany(uids: string[]): Promise<Map<string, Date>> {
    if (!uids.length) return new Map();
    const rows = await this.ds.getRepository(UserEquityEntity).find({ where: { uid: In(uids), kind: 'vip', targetId: '', expiresAt: MoreThan(new Date()) } });
    return new Map(rows.map((r) => [r.uid, r.expiresAt]));
  }

  grant(uid: string, spec: EquitySpec, durationDays: number, source: string, em?: EntityManager): Promise<UserEquityEntity> {
    return this.write(em, (l) => l.grant(uid, spec, durationDays, source));
  }

  revoke(uid: string, spec: EquitySpec, em?: EntityManager): Promise<number> {
    return this.write(em, (l) => l.revokeAll(uid, spec));
  }

  revokeSource(source: string, em?: EntityManager): Promise<UserEquityEntity[]> {
    return this.write(em, (l) => l.revokeSource(source));
  }

  /** A partial refund: the source's timed grants lose `part / of` of their days (all when part ≥ of). */
  shortenSource(source: string, part: number, of: number, em?: EntityManager): Promise<UserEquityEntity[]> {
    return this.write(em, (l) => l.shortenSource(source, part, of));
  }

  private write<T>(em: EntityManager | undefined, fn: (l: EquityLedger) => Promise<T>): Promise<T> {
    return em ? fn(new EquityLedger(em)) : inTransaction(this.ds, (tx) => fn(new EquityLedger(tx)));
  }

  private async liveUntil(uid: string, kind: EquitySpec['kind'], targetId: string): Promise<Date | null> {
    if (!uid) return null;
    this.liveRead ??= new PreparedRead(this.ds, UserEquityEntity, ['uid', 'kind', 'targetId'], 'expiresAt');
    const row = await this.liveRead.one(uid, kind, targetId, new Date());
    return row?.expiresAt ?? null;
  }

  private live(uid: string, specs: EquitySpec[]): Promise<UserEquityEntity[]> {
    if (!uid || !specs.length) return Promise.resolve([]);
    const now = new Date();
    return this.ds.getRepository(UserEquityEntity).find({ where: specs.map((s) => ({ uid, kind: s.kind, targetId: s.targetId ?? '', expiresAt: MoreThan(now) })) });
  }

  /** The longest-lasting of the live equities found. */
  private best(rows: UserEquityEntity[]): PermitResult {
    if (!rows.length) return DENIED;
    const top = rows.reduce((a, b) => (b.expiresAt > a.expiresAt ? b : a));
    return granted(top.kind, top.expiresAt);
  }
}

/** per page of courses and learner's holdings (both cached): the same set until either changes */
const openAmong = pairMemo((courses: { id: string; free: boolean; vipIncluded: boolean }[], held: { vip: boolean; courses: Set<string> }): Set<string> => {
  const open = new Set<string>();
  for (const c of courses) if (c.free || held.courses.has(c.id) || (held.vip && c.vipIncluded)) open.add(c.id);
  return open;
});
