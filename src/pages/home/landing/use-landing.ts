import { useCallback, useEffect, useState } from 'react';
import type { CourseCard } from '../../../../types/course';
import type { LandingView } from '../../../../types/landing';
import { listCourses } from '../../../services/api/course';
import { fetchLanding } from '../../../services/api/landing';
import { fetchCurrentUser } from '../../../services/api/user';
import { isSignedIn, useAuthStore } from '../../../stores/auth.store';
import { routable } from './landing-logic';

export interface AreaEntry {
  title: string;
  /** one glyph for the tile */
  icon: string;
  intro: string;
  path: string;
}

/** The seven areas the landing offers (issue 25), each to a page that exists on this platform. */
export function areaEntries(view: LandingView | null, signedIn: boolean): AreaEntry[] {
  const camp = view?.camps[0];
  const entries: AreaEntry[] = [
    { title: '题库', icon: '库', intro: '在线判题与题解', path: '/oj' },
    { title: '题单', icon: '单', intro: '按专题系统刷题', path: '/problemset' },
    { title: '课程', icon: '课', intro: '视频图文断点续学', path: '/course' },
    { title: '训练营', icon: '营', intro: '关卡闯关老师点评', path: signedIn || !camp ? '/training/enrollment' : `/course/${camp.course_id}` },
    { title: '考试', icon: '考', intro: '限时测评与排名', path: view?.next_exam ? `/exam/${view.next_exam.exam_id}` : '/study/exam' },
    { title: '星球', icon: '星', intro: '答疑讨论与笔记', path: '/planet' },
    { title: '会员', icon: 'V', intro: '畅学课程与题库', path: '/vip' },
  ];
  return entries.filter((e) => routable(e.path));
}

export type LandingLoad = { status: 'loading' } | { status: 'ready'; view: LandingView | null; courses: CourseCard[] };

export function useLanding() {
  const auth = useAuthStore();
  const signedIn = isSignedIn(auth, Date.now());
  const [load, setLoad] = useState<LandingLoad>({ status: 'loading' });

  const reload = useCallback(() => {
    const opts = { silent: true, noAuthRedirect: true };
    // each part shows what it got: a failed call leaves its sections out, never the whole page
    void Promise.all([
      fetchLanding(opts).catch(() => null),
      listCourses({ page_size: 4 }, opts)
        .then((r) => r.list)
        .catch(() => [] as CourseCard[]),
    ]).then(([view, courses]) => setLoad({ status: 'ready', view, courses }));
  }, []);

  useEffect(() => {
    reload();
    if (!signedIn) return;
    // the greeting shows what the server knows now (the nickname may have changed elsewhere)
    fetchCurrentUser({ silent: true, noAuthRedirect: true })
      .then((user) => useAuthStore.getState().setUser(user))
      .catch(() => undefined);
  }, [signedIn, reload]);

  return { auth, signedIn, load };
}
