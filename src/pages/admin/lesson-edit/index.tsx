import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Skeleton } from 'antd';
import { COURSE_LIMITS, formatDuration } from '../../../../types/course';
import type { AdminLessonRow } from '../../../../types/course-admin';
import { ResourceFormCard, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminGroups, adminLesson, adminSaveLesson, adminVideos } from '../../../services/api/course-admin';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminLessonEditPage() {
  const id = String(useRouter().params.id ?? '');
  return (
    <AdminShell name={id ? 'adminLessonDetail' : 'adminLessonCreate'}>
      <LessonForm id={id} />
    </AdminShell>
  );
}

/** /admin/course/:cid/lesson/create and /:id/detail: a video (from the library) or an article. */
function LessonForm({ id }: { id: string }) {
  const cid = String(useRouter().params.cid ?? '');
  const s = useAdminData(() => Promise.all([adminGroups(cid), id ? adminLesson(cid, id) : Promise.resolve(null)]), [cid, id]);
  const extra = <Button onClick={() => go(`/admin/course/${cid}/lessons`)}>返回课时列表</Button>;
  if (!s.data) return <Card extra={extra}>{s.error ? <Alert type='error' showIcon title={s.error} /> : <Skeleton active />}</Card>;
  const [groups, lesson] = s.data;
  return (
    <ResourceFormCard
      key={lesson?.lesson_id ?? 'new'}
      def={lessonDef(cid, id, groups.map((g) => ({ value: g.group_id, label: g.name })))}
      row={lesson}
      extra={extra}
      onSaved={(saved) => id || go(`/admin/course/${cid}/lesson/${(saved as AdminLessonRow).lesson_id}/detail`, { replace: true })}
    />
  );
}

function lessonDef(cid: string, id: string, groups: { value: string; label: string }[]): ResourceDef<AdminLessonRow> {
  const isVideo = (v: Record<string, unknown>) => v.kind === 'video';
  return {
    title: '课时',
    rowKey: 'lesson_id',
    formTitle: () => (id ? `课时 #${id}` : '新建课时'),
    fields: [
      { key: 'group_id', title: '章节', type: 'enum', editable: true, options: groups, initial: groups[0]?.value, rule: { label: '章节', required: true } },
      { key: 'title', title: '标题', editable: true, rule: { label: '标题', required: true, maxLength: COURSE_LIMITS.title } },
      { key: 'kind', title: '类型', type: 'enum', editable: true, initial: 'video', options: [{ value: 'video', label: '视频' }, { value: 'article', label: '图文' }] },
      {
        key: 'video_id',
        title: '视频',
        type: 'relation',
        editable: true,
        placeholder: '搜索视频标题',
        visibleWhen: isVideo,
        help: <a onClick={() => go('/admin/video')}>去视频库上传</a>,
        relation: {
          search: async (keyword) => (await adminVideos({ keyword: keyword || undefined, page_size: 50 })).list.map((v) => ({ value: v.video_id, label: `#${v.video_id} ${v.title}（${formatDuration(v.duration)}）` })),
          label: (l) => `#${l.video_id} ${l.video_title}`,
        },
      },
      { key: 'content', title: '正文 / 课时笔记（Markdown；视频课时可不填）', type: 'markdown', editable: true, rule: { label: '正文', maxLength: COURSE_LIMITS.content } },
      { key: 'published', title: '发布', type: 'switch', editable: true, initial: true },
      { key: 'free_preview', title: '免费试看', type: 'switch', editable: true, initial: false },
      { key: 'order_value', title: '排序', type: 'number', editable: true, initial: 0 },
    ],
    validate: (v): Record<string, string> => (isVideo(v) && !v.video_id ? { video_id: '请选择视频' } : {}),
    save: (v) => adminSaveLesson({ ...(v as Omit<Parameters<typeof adminSaveLesson>[0], 'course_id'>), course_id: cid, lesson_id: id || undefined, video_id: isVideo(v) ? String(v.video_id) : undefined }),
  };
}
