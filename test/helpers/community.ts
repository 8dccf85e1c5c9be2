import type { DiscuzRow, TopicDetail } from '../../types/community';
import type { UploadImageResponse } from '../../types/upload';
import type { SessionInfo } from '../../types/user';
import type { TestApp } from './app';
import { png } from './image-factory';
import { postMultipart } from './multipart';

/** A fresh open planet board (every test makes its own: the MariaDB run shares one database). */
export async function makeBoard(t: TestApp, admin: SessionInfo, name = `板块${Math.floor(Math.random() * 1e6)}`): Promise<DiscuzRow> {
  const res = await t.post<DiscuzRow>('/api/admin/discuz/save', { session: admin, form: { name, description: '测试版块' } });
  if (res.body.code !== 2000) throw new Error(`board: ${res.body.msg}`);
  return res.body.data;
}

export async function postTopic(
  t: TestApp,
  s: SessionInfo,
  form: Record<string, string | number>,
): Promise<{ topic_id: string; cate: string }> {
  const res = await t.post<{ topic_id: string; cate: string }>('/api/v1/topic/post', { session: s, form: { title: '标题', content: '内容', ...form } });
  if (res.body.code !== 2000) throw new Error(`post topic: ${res.body.msg} ${JSON.stringify(res.body.errors)}`);
  return res.body.data;
}

export async function topicDetail(t: TestApp, s: SessionInfo, id: string): Promise<TopicDetail> {
  return (await t.get<TopicDetail>(`/api/v1/topic/detail?topic_id=${id}`, { session: s })).body.data;
}

export async function uploadPng(t: TestApp, s: SessionInfo, w = 640, h = 480): Promise<UploadImageResponse> {
  const res = await postMultipart<UploadImageResponse>(t, '/api/v1/upload/image', {
    session: s,
    files: [{ filename: 'a.png', contentType: 'image/png', data: await png(w, h) }],
  });
  if (res.body.code !== 2000) throw new Error(`upload: ${res.body.msg}`);
  return res.body.data;
}
