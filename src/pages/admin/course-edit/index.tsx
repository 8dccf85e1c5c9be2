import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch, message } from 'antd';
import { useEffect, useState } from 'react';
import { COURSE_LIMITS, type CourseSaveRequest } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCategories, adminCourse, adminSaveCourse } from '../../../services/api/course-admin';
import { ApiError } from '../../../services/request';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminCourseEditPage() {
  const id = String(useRouter().params.id ?? '');
  return (
    <AdminShell name={id ? 'adminCourseDetail' : 'adminCourseCreate'}>
      <CourseForm id={id} />
    </AdminShell>
  );
}

type Draft = Required<Omit<CourseSaveRequest, 'course_id' | 'free' | 'vip_included' | 'published'>> & { free: boolean; vip_included: boolean; published: boolean };
const EMPTY: Draft = { category_id: '', title: '', subtitle: '', intro: '', cover: '', teacher: '', free: false, vip_included: true, published: false, product_id: '', order_value: 0 };

/** /admin/course/create and /admin/course/:id/detail: the course's facts, sale and visibility. */
function CourseForm({ id }: { id: string }) {
  const s = useAdminData(() => Promise.all([adminCategories(), id ? adminCourse(id) : Promise.resolve(null)]), [id]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const c = s.data?.[1];
    if (c) setDraft({ category_id: c.category_id, title: c.title, subtitle: c.subtitle, intro: c.intro, cover: c.cover, teacher: c.teacher, free: c.free, vip_included: c.vip_included, published: c.published, product_id: c.product_id, order_value: c.order_value });
  }, [s.data]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const saved = await adminSaveCourse({ ...draft, course_id: id || undefined });
      void message.success('已保存');
      if (!id) go(`/admin/course/${saved.course_id}/detail`, { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(Object.fromEntries(e.errors.map((f) => [f.field, f.message])));
        void message.error(e.message);
      }
    } finally {
      setSaving(false);
    }
  };
  const err = (f: string) => (errors[f] ? { validateStatus: 'error' as const, help: errors[f] } : {});
  return (
    <Card
      title={id ? `课程 #${id}` : '新建课程'}
      extra={
        <Space>
          <Button onClick={() => go('/admin/course')}>返回列表</Button>
          {id && <Button onClick={() => go(`/admin/course/${id}/lessons`)}>课时管理</Button>}
          {id && <Button onClick={() => go(`/course/${id}`)}>学员视角</Button>}
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Form layout='vertical' style={{ maxWidth: 720 }}>
        <Form.Item label='标题' required {...err('title')}>
          <Input value={draft.title} maxLength={COURSE_LIMITS.title} showCount onChange={(e) => set({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label='副标题' {...err('subtitle')}>
          <Input value={draft.subtitle} maxLength={COURSE_LIMITS.subtitle} onChange={(e) => set({ subtitle: e.target.value })} />
        </Form.Item>
        <Space size='large' wrap>
          <Form.Item label='分类' {...err('category_id')}>
            <Select style={{ width: 200 }} allowClear value={draft.category_id || undefined} onChange={(v) => set({ category_id: v ?? '' })} options={(s.data?.[0] ?? []).map((c) => ({ value: c.id, label: c.name }))} placeholder='未分类' />
          </Form.Item>
          <Form.Item label='讲师' {...err('teacher')}>
            <Input value={draft.teacher} maxLength={30} onChange={(e) => set({ teacher: e.target.value })} />
          </Form.Item>
          <Form.Item label='排序'>
            <InputNumber value={draft.order_value} onChange={(v) => set({ order_value: Number(v ?? 0) })} />
          </Form.Item>
        </Space>
        <Form.Item label='封面（图片地址或存储 key）' {...err('cover')}>
          <Input value={draft.cover} maxLength={512} onChange={(e) => set({ cover: e.target.value })} />
        </Form.Item>
        <Form.Item label='介绍（Markdown）' {...err('intro')}>
          <Input.TextArea rows={8} value={draft.intro} maxLength={COURSE_LIMITS.content} onChange={(e) => set({ intro: e.target.value })} />
        </Form.Item>
        <Space size='large' wrap>
          <Form.Item label='上架'>
            <Switch checked={draft.published} onChange={(v) => set({ published: v })} />
          </Form.Item>
          <Form.Item label='免费课'>
            <Switch checked={draft.free} onChange={(v) => set({ free: v })} />
          </Form.Item>
          <Form.Item label='会员免费学'>
            <Switch checked={draft.vip_included} onChange={(v) => set({ vip_included: v })} />
          </Form.Item>
        </Space>
        <Form.Item label='售卖商品 ID' extra={id ? '商品需在「商品」中添加该课程的课程权益' : '保存课程后再关联商品'} {...err('product_id')}>
          <Input value={draft.product_id} disabled={!id} style={{ width: 200 }} onChange={(e) => set({ product_id: e.target.value.trim() })} />
        </Form.Item>
        <Button type='primary' loading={saving} onClick={save}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
