/** Live lessons, subjects, channels, events and topic votes (SPEC §2 /service*). No runtime dependencies. */
import type { PageQuery } from './api';

// ---------------------------------------------------------------- live

export type LiveState = 'upcoming' | 'live' | 'replay' | 'ended';
export const LIVE_STATE_LABEL: Record<LiveState, string> = { upcoming: '即将开始', live: '直播中', replay: '可回放', ended: '已结束' };

export interface LiveSubjectView {
  id: string;
  title: string;
  description: string;
  course_id: string;
  order_value: number;
  lesson_count: number;
}

export interface LiveLessonView {
  id: string;
  subject_id: string;
  subject_title: string;
  course_id: string;
  title: string;
  description: string;
  teacher: string;
  start_at: string;
  end_at: string;
  state: LiveState;
  /** replay video (playable through /v1/video/playinfo), '' = none */
  replay_video_id: string;
}

export interface LiveEventView {
  id: string;
  kind: LiveEventKind;
  content: string;
  created_at: string;
}
export type LiveEventKind = 'notice' | 'start' | 'end' | 'material';
export const LIVE_EVENT_KIND_LABEL: Record<LiveEventKind, string> = { notice: '公告', start: '开播', end: '下播', material: '资料' };

export interface LiveLessonDetail extends LiveLessonView {
  access: boolean;
  /** signed live stream (HLS) while live and the caller has access; '' otherwise */
  live_url: string;
  events: LiveEventView[];
}

export interface LiveChannelView {
  id: string;
  name: string;
  /** where the encoder pushes (admins only) */
  push_url: string;
  /** HLS playback URL of the stream */
  play_url: string;
  enabled: boolean;
}

export interface LiveTopicView {
  id: string;
  subject_id: string;
  title: string;
  description: string;
  vote_count: number;
  voted: boolean;
  /** chosen by the teachers for a live lesson */
  chosen: boolean;
}

export interface LiveListQuery extends PageQuery {
  subject_id?: string;
  /** upcoming (and live) or past lessons */
  scope?: 'upcoming' | 'past';
}
