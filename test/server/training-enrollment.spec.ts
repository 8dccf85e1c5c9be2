import { ApiCode } from '../../types/api';
import type { AdminCohortRow, AdminUserEnrollments, CertificateView, ClassResponse, EnrollmentRow, LearnlogResponse, RankResponse, ReportResponse } from '../../types/training';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';
import { buy } from '../helpers/course-fixtures';
import { accept, adminEnroll, CAMP, examScore, path, problemId, seededExamId } from '../helpers/training';

describe('training enrollment, learner views and the certificate', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  }, 60_000);
  afterAll(() => t.close());

  it('buying the camp product lists the camp with cohorts to pick; enrolling twice is refused', async () => {
    const s = await t.devLogin({ uid: '10020' });
    expect((await t.post('/api/v1/training/enroll', { session: s, form: { cid: CAMP.cid, gid: CAMP.gid } })).body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '购买训练营后才能报名' });
    await buy(t, s, '7');
    const before = (await t.get<EnrollmentRow[]>('/api/v1/training/enrollment', { session: s })).body.data;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ course_id: CAMP.cid, cohort_id: '', course_title: '算法训练营' });
    expect(before[0].cohorts.map((c) => [c.name, c.capacity])).toEqual([
      ['第1期', 30],
      ['第2期', 30],
    ]);
    expect(before[0].cohorts[0].seats_left).toBe(23); // seven seeded learners
    const enrolled = await t.post<EnrollmentRow[]>('/api/v1/training/enroll', { session: s, form: { cid: CAMP.cid, gid: CAMP.later } });
    expect(enrolled.body.data[0]).toMatchObject({ cohort_id: CAMP.later, cohort_name: '第2期', passed: 0, total: 5, next_gate_id: '1', next_gate_title: '第1关 哈希表' });
    const twice = await t.post('/api/v1/training/enroll', { session: s, form: { cid: CAMP.cid, gid: CAMP.gid } });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: ApiCode.CONFLICT, msg: '你已报名这个训练营，不能重复报名' });
    // the equity's end is the enrollment's end
    expect(enrolled.body.data[0].expires_at).not.toBeNull();
  });

  it('a full cohort is refused, also when two buyers race for the last seat', async () => {
    const saved = await t.post<AdminCohortRow[]>('/api/admin/training/cohort/save', { session: admin, form: { course_id: CAMP.cid, name: '小班', start_at: new Date().toISOString(), capacity: 1, teacher_uids: '10001' } });
    const small = saved.body.data.find((c) => c.name === '小班')!;
    const [a, b] = await Promise.all([t.devLogin({ uid: '10021' }), t.devLogin({ uid: '10022' })]);
    await buy(t, a, '7');
    await buy(t, b, '7');
    const results = await Promise.all([a, b].map((s) => t.post('/api/v1/training/enroll', { session: s, form: { cid: CAMP.cid, gid: small.cohort_id } })));
    expect(results.map((r) => r.body.code).sort()).toEqual([2000, ApiCode.CONFLICT]);
    const loserAt = results.findIndex((r) => r.body.code !== 2000);
    expect(results[loserAt].body.msg).toBe('这个班级已满员，请选择其他班级');
    // either buyer may win the race; the one left without a seat is still free to pick another cohort
    const loser = [a, b][loserAt];
    const bad = await t.post('/api/v1/training/enroll', { session: loser, form: { cid: CAMP.cid, gid: '99999' } });
    expect(bad.body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: '班级不存在' });
    expect((await t.post('/api/v1/training/enroll', { session: loser, form: { cid: CAMP.cid, gid: 'x' } })).body.code).toBe(ApiCode.INVALID);
  });

  it('the seeded learner is halfway: class, rank with ties and own row pinned, report with medians and feedback', async () => {
    const s = await t.devLogin({ uid: '10040' });
    const p = await path(t, s);
    expect(p.gates.map((g) => g.state)).toEqual(['passed', 'passed', 'available', 'locked', 'locked']);
    const cls = (await t.get<ClassResponse>(`/api/v1/training/class?cid=${CAMP.cid}&gid=${CAMP.gid}`, { session: s })).body.data;
    expect(cls).toMatchObject({ cohort_name: '第1期', capacity: 30, members: 7, gate_total: 5, teachers: [{ uid: '10001', nick_name: '码途管理员' }] });
    expect(cls.schedule).toContain('第1周');
    expect(cls.classmates.find((c) => c.me)).toMatchObject({ uid: '10040', passed: 2 });
    const rank = (await t.get<RankResponse>(`/api/v1/training/rank?cid=${CAMP.cid}&gid=${CAMP.gid}&page_no=2&page_size=3`, { session: s })).body.data;
    expect(rank.total).toBe(7);
    expect(rank.mine).toMatchObject({ uid: '10040', me: true, total_score: 200 });
    const all = (await t.get<RankResponse>(`/api/v1/training/rank?cid=${CAMP.cid}&gid=${CAMP.gid}`, { session: s })).body.data.list;
    // 10043 and 10044 have the same total: one shared rank, the next rank skips
    const tie = all.filter((r) => r.uid === '10043' || r.uid === '10044');
    expect(tie[0].total_score).toBe(tie[1].total_score);
    expect(tie[0].rank).toBe(tie[1].rank);
    expect(all[all.indexOf(tie[1]) + 1].rank).toBe(tie[0].rank + 2);
    expect(rank.list.map((r) => r.rank)).toEqual(all.slice(3, 6).map((r) => r.rank));

    await t.post('/api/admin/training/feedback/save', { session: admin, form: { uid: '10040', gate_id: '2', content: '双指针掌握得不错，注意边界。' } });
    const report = (await t.get<ReportResponse>(`/api/v1/training/report?cid=${CAMP.cid}&gid=${CAMP.gid}`, { session: s })).body.data;
    expect(report).toMatchObject({ uid: '10040', nick_name: '训练营学员', total_score: 200 });
    expect(report.gates[1]).toMatchObject({ title: '第2关 双指针', score: 100, state: 'passed', feedback: { content: '双指针掌握得不错，注意边界。', approved: false } });
    expect(report.gates[0].cohort_median).toBe(100);
    expect(report.weeks).toHaveLength(8);
    expect(report.weeks.reduce((n, w) => n + w.accepted, 0)).toBe(3);
    expect(report.weeks.reduce((n, w) => n + w.watched_minutes, 0)).toBe(1); // two 40 s lessons
  });

  it('another learner’s report is refused; admins (teachers) may read it', async () => {
    const other = await t.devLogin({ uid: '10041' });
    const res = await t.get(`/api/v1/training/report?cid=${CAMP.cid}&gid=${CAMP.gid}&uid=10040`, { session: other });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '不能查看其他学员的学习报告' });
    const stranger = await t.devLogin({ uid: '10023' });
    expect((await t.get(`/api/v1/training/report?cid=${CAMP.cid}&gid=${CAMP.gid}`, { session: stranger })).body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '你还没有报名这个训练营' });
    expect((await t.get(`/api/v1/training/path?cid=${CAMP.cid}&gid=${CAMP.later}`, { session: other })).body.msg).toBe('你不在这个班级');
    const byAdmin = await t.get<ReportResponse>(`/api/v1/training/report?cid=${CAMP.cid}&gid=${CAMP.gid}&uid=10040`, { session: admin });
    expect(byAdmin.body.data.uid).toBe('10040');
  });

  it('learn log: per-day watched minutes, submissions and accepted problems from recorded events', async () => {
    const s = await t.devLogin({ uid: '10040' });
    const log = (await t.get<LearnlogResponse>(`/api/v1/training/learnlog?cid=${CAMP.cid}`, { session: s })).body.data;
    expect(log.days.reduce((n, d) => n + d.submissions, 0)).toBe(6);
    expect(log.days.reduce((n, d) => n + d.accepted, 0)).toBe(3);
    expect(log.days.filter((d) => d.watched_minutes > 0)).toHaveLength(2);
    const kinds = log.timeline.flatMap((d) => d.events.map((e) => e.kind));
    expect(new Set(kinds)).toEqual(new Set(['watch', 'submit', 'accept']));
    expect(log.timeline[0].day >= log.timeline[log.timeline.length - 1].day).toBe(true);
  });

  it('admin: enroll, move cohort, extend, revoke, each with an audit line; a revoked learner is refused', async () => {
    const s = await t.devLogin({ uid: '10024' });
    let u = (await adminEnroll(t, admin, '10024')).body.data as AdminUserEnrollments;
    const id = u.enrollments[0].enrollment_id;
    u = (await t.post<AdminUserEnrollments>('/api/admin/training/enrollment/move', { session: admin, form: { enrollment_id: id, gid: CAMP.later } })).body.data;
    expect(u.enrollments[0]).toMatchObject({ cohort_name: '第2期', status: 'active', expires_at: null });
    u = (await t.post<AdminUserEnrollments>('/api/admin/training/enrollment/extend', { session: admin, form: { enrollment_id: id, days: 30 } })).body.data;
    expect(u.enrollments[0].expires_at).not.toBeNull();
    u = (await t.post<AdminUserEnrollments>('/api/admin/training/enrollment/revoke', { session: admin, form: { enrollment_id: id, reason: '退款' } })).body.data;
    expect(u.enrollments[0].status).toBe('revoked');
    expect(u.audit.map((a) => [a.action, a.actor_name])).toEqual([
      ['revoke', '码途管理员'],
      ['extend', '码途管理员'],
      ['move', '码途管理员'],
      ['enroll', '码途管理员'],
    ]);
    expect(u.audit[2].detail).toBe('从「第1期」转到「第2期」');
    expect(u.audit[0].detail).toBe('取消报名：退款');
    expect((await t.get(`/api/v1/training/path?cid=${CAMP.cid}&gid=${CAMP.later}`, { session: s })).body.msg).toBe('报名已被取消');
    expect((await t.get('/api/v1/lesson/detail?lesson_id=6', { session: s })).status).toBe(403);
    expect((await t.post('/api/admin/training/enrollment/revoke', { session: admin, form: { enrollment_id: id } })).body.code).toBe(ApiCode.CONFLICT);
    expect((await t.get('/api/admin/training/enrollment?uid=10024', { session: s })).status).toBe(403);
  });

  it('passing every gate issues one certificate with a verification code and a server-drawn PNG', async () => {
    const s = await t.devLogin({ uid: '10025' });
    await adminEnroll(t, admin, s.uid);
    const titles = ['转置矩阵', '两数之和', '最长公共前缀', '反转链表', '最长上升子序列'];
    for (const title of titles) await accept(t, s.uid, await problemId(t, title));
    await examScore(t, s.uid, await seededExamId(t), 90);
    await t.post('/api/admin/training/feedback/save', { session: admin, form: { uid: s.uid, gate_id: '4', content: '同意', approved: 1 } });
    // the seeded gates also weigh videos and the task: lower their pass scores so problems and the exam carry them
    for (const [id, pass] of [['1', 50], ['2', 50], ['4', 50], ['5', 20]] as const) {
      const g = (await t.get<Record<string, unknown>>(`/api/admin/training/gate/detail?gate_id=${id}`, { session: admin })).body.data;
      expect((await t.post('/api/admin/training/gate/save', { session: admin, json: { ...g, gate_id: id, course_id: CAMP.cid, pass_score: pass } })).body.code).toBe(2000);
    }
    let p = await path(t, s);
    expect(p.gates.map((g) => g.state)).toEqual(['passed', 'passed', 'passed', 'passed', 'available']);
    expect(p.certificate).toBeNull();
    // the last gate's article is read once the gate is open
    expect((await t.post('/api/v1/learn/finish', { session: s, form: { lesson_id: '9' } })).body.code).toBe(2000);
    p = await path(t, s);
    expect(p.gates.every((g) => g.state === 'passed')).toBe(true);
    expect(p.certificate).toMatchObject({ course_title: '算法训练营', cohort_name: '第1期' });
    const code = p.certificate!.code;
    expect(code).toMatch(/^[0-9A-F]{12}$/);
    expect((await path(t, s)).certificate!.code).toBe(code); // issued once
    const verified = await t.get<CertificateView>(`/api/v1/training/certificate/verify?code=${code}`);
    expect(verified.body.data).toMatchObject({ code, course_title: '算法训练营' });
    const img = await t.inject({ method: 'GET', url: `/api/v1/training/certificate/image?code=${code}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(img.rawPayload.length).toBeGreaterThan(10_000);
    expect((await t.get('/api/v1/training/certificate/verify?code=000000000000')).body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: '证书不存在' });
    expect((await t.get(`/api/v1/training/certificate?cid=${CAMP.cid}`, { session: await t.devLogin({ uid: '10040' }) })).body.msg).toBe('通过全部关卡后才能领取证书');
  });
});
