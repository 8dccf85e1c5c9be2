/** Ugc calls (SPEC §7): topics, comments, reactions, boards, mention options, comment square. */
import type { Page } from '../../../types/api';
import type {
  CommentListQuery,
  CommentPostRequest,
  CommentRow,
  DiscuzRow,
  FavoriteState,
  LikeState,
  MentionOption,
  SquareRow,
  TopicDetail,
  TopicListQuery,
  TopicPostRequest,
  TopicRow,
  TopicUpdateRequest,
} from '../../../types/community';
import { get, post, type Query, type RequestOptions } from '../request';

export const listTopics = (q: TopicListQuery, o?: RequestOptions) => get<Page<TopicRow>>('/v1/topic/list', { ...q }, o);
export const countTopics = (q: TopicListQuery, o?: RequestOptions) => get<{ total: number }>('/v1/topic/count', { ...q }, o).then((r) => r.total);
export const fetchTopic = (topic_id: string, o?: RequestOptions) => get<TopicDetail>('/v1/topic/detail', { topic_id }, o);
export const postTopic = (body: TopicPostRequest, o?: RequestOptions) => post<{ topic_id: string; cate: string }>('/v1/topic/post', { ...body } as Query, o);
export const updateTopic = (body: TopicUpdateRequest, o?: RequestOptions) => post<{ topic_id: string }>('/v1/topic/update', { ...body } as Query, o);
export const deleteTopic = (topic_id: string, o?: RequestOptions) => post<null>('/v1/topic/delete', { topic_id }, o);
export const likeTopic = (topic_id: string, on: boolean, o?: RequestOptions) => post<LikeState>(on ? '/v1/topic/like' : '/v1/topic/unlike', { topic_id }, o);
export const favoriteTopic = (topic_id: string, on: boolean, o?: RequestOptions) =>
  post<FavoriteState>(on ? '/v1/topic/favorite' : '/v1/topic/unfavorite', { topic_id }, o);
export const listFavorites = (q: { page_no?: number; page_size?: number }, o?: RequestOptions) => get<Page<TopicRow>>('/v1/topic/favorites', { ...q }, o);

export const listComments = (q: CommentListQuery, o?: RequestOptions) => get<Page<CommentRow>>('/v1/comment/list', { ...q }, o);
export const postComment = (body: CommentPostRequest, o?: RequestOptions) => post<CommentRow>('/v1/comment/post', { ...body } as Query, o);
export const likeComment = (comment_id: string, on: boolean, o?: RequestOptions) => post<LikeState>(on ? '/v1/comment/like' : '/v1/comment/unlike', { comment_id }, o);
export const deleteComment = (comment_id: string, o?: RequestOptions) => post<null>('/v1/comment/delete', { comment_id }, o);
export const setCommentPublic = (comment_id: string, isPublic: boolean, o?: RequestOptions) =>
  post<{ public: boolean }>('/v1/comment/public', { comment_id, public: isPublic ? 1 : 0 }, o);
export const listSquare = (q: { page_no?: number; page_size?: number }, o?: RequestOptions) => get<Page<SquareRow>>('/v1/comment/square', { ...q }, o);

export const listBoards = (o?: RequestOptions) => get<DiscuzRow[]>('/v1/discuz/list', {}, o);
export const mentionOptions = (q: { topic_id?: string; keyword?: string }, o?: RequestOptions) => get<MentionOption[]>('/v1/community/mention/options', { ...q }, o);
