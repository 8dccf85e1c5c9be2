import { Input, Text, Textarea, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '../../../types/api';
import { COURSE_LIMITS, PRACTICE_KIND_LABEL, SUBMISSION_STATE_LABEL, type CourseDetail, type PracticeKind, type PracticeTaskView } from '../../../types/course';
import { isTextWithin } from '../../../types/validation';
import { go } from '../../platform/navigation';
import { fetchCourse, listPracticeTasks, submitPractice } from '../../services/api/course';
import { ApiError } from '../../services/request';
import { formatDate } from '../../utils/format';
import Markdown from '../markdown';
import { Empty, ErrorState, Loading } from '../state';
import { CoursePrice } from './index';
import './practice.scss';

type Load = { status: 'loading' } | { status: 'ready'; tasks: PracticeTaskView[] } | { status: 'locked'; course: CourseDetail } | { status: 'error'; message: string };

/** Practice tasks of one course (one kind, or all): each task, my submission and its review state, and the answer form. */
export default function PracticeTasks({ courseId, kind }: { courseId: string; kind?: PracticeKind }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    listPracticeTasks(courseId, kind, { silent: true })
      .then((tasks) => setLoad({ status: 'ready', tasks }))
      .catch(async (e: unknown) => {
        // not bought: what the course costs and how to buy it, not an error to retry
        if (e instanceof ApiError && e.code === ApiCode.FORBIDDEN) {
          const course = await fetchCourse(courseId, { silent: true }).catch(() => null);
          if (course) return setLoad({ status: 'locked', course });
        }
        setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' });
      });
  }, [courseId, kind]);
  useEffect(reload, [reload]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'locked') return <BuyCourse course={load.course} />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!load.tasks.length) return <Empty text={`这门课还没有${kind ? PRACTICE_KIND_LABEL[kind] : '实战任务'}`} />;
  const replace = (t: PracticeTaskView) => setLoad({ status: 'ready', tasks: load.tasks.map((x) => (x.task_id === t.task_id ? t : x)) });
  return (
    <View className='practice'>
      {load.tasks.map((t) => (
        <TaskCard key={t.task_id} task={t} onSaved={replace} />
      ))}
    </View>
  );
}

/** For a learner without the course: its price and a buy button (or the way to it when not on sale). */
function BuyCourse({ course }: { course: CourseDetail }) {
  return (
    <View className='card practice__buy'>
      <Text className='practice__buy-title'>购买《{course.title}》后即可提交实战任务</Text>
      <Text className='practice__muted'>实战任务随课程提供，老师会逐一点评你的提交。</Text>
      <View className='practice__buy-bar'>
        <CoursePrice course={course} />
        {course.product_id ? (
          <View className='btn btn--primary practice__buy-btn' onClick={() => go(`/order/create/${course.product_id}`)}>
            立即购买
          </View>
        ) : (
          <View className='btn practice__buy-btn' onClick={() => go(`/course/${course.course_id}`)}>
            查看课程
          </View>
        )}
      </View>
    </View>
  );
}

function TaskCard({ task, onSaved }: { task: PracticeTaskView; onSaved(t: PracticeTaskView): void }) {
  const [content, setContent] = useState(task.mine?.content ?? '');
  const [link, setLink] = useState(task.mine?.link ?? '');
  const [editing, setEditing] = useState(!task.mine);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const submit = async () => {
    if (saving) return;
    if (!isTextWithin(content, COURSE_LIMITS.submission)) return setError(`提交内容不能为空且不超过${COURSE_LIMITS.submission}个字符`);
    if (link.trim() && !/^https?:\/\/\S+$/.test(link.trim())) return setError('链接必须以 http:// 或 https:// 开头');
    setError('');
    setSaving(true);
    try {
      onSaved(await submitPractice({ task_id: task.task_id, content, link: link.trim() }, { silent: true }));
      setEditing(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败');
    } finally {
      setSaving(false);
    }
  };
  const mine = task.mine;
  return (
    <View className='card practice__task'>
      <Text className='practice__title'>{task.title}</Text>
      {task.deadline && <Text className='practice__muted'>截止 {formatDate(task.deadline)}</Text>}
      {task.content && <Markdown source={task.content} />}
      {mine && (
        <View className='practice__mine'>
          <Text className={`practice__state practice__state--${mine.state}`}>{SUBMISSION_STATE_LABEL[mine.state]}</Text>
          <Text className='practice__muted'>提交于 {formatDate(mine.updated_at)}</Text>
          {mine.review && <Text className='practice__review'>老师点评：{mine.review}</Text>}
        </View>
      )}
      {editing ? (
        <View className='practice__form'>
          <Textarea className='practice__input' value={content} maxlength={COURSE_LIMITS.submission} placeholder='说明你的实现思路、运行方式…' onInput={(e) => setContent(e.detail.value)} />
          <Input className='practice__link' value={link} maxlength={COURSE_LIMITS.link} placeholder='代码仓库或演示链接（可选）' onInput={(e) => setLink(e.detail.value)} />
          {error && <Text className='practice__error'>{error}</Text>}
          <View className={`btn btn--primary ${saving ? 'btn--disabled' : ''}`} onClick={submit}>
            {saving ? '提交中...' : mine ? '重新提交' : '提交任务'}
          </View>
        </View>
      ) : (
        <View className='btn' onClick={() => setEditing(true)}>
          修改提交
        </View>
      )}
    </View>
  );
}
