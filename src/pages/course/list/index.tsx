import { Text, View } from '@tarojs/components';
import { CourseCard } from '../../../components/course';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import FollowModal from './components/follow-modal';
import { useCourseList } from './use-course-list';
import './index.scss';

export default function CourseListPage() {
  return (
    <PageShell name='courseList'>
      <CourseList />
      <FollowModal />
    </PageShell>
  );
}

function CourseList() {
  const s = useCourseList();
  return (
    <View className='course-list'>
      <View className='course-list__head'>
        <Text className='course-list__title'>深度技能课</Text>
        <Text className='course-list__sub'>系统学习，视频 + 图文 + 项目实战</Text>
      </View>
      {s.categories.length > 1 && (
        <View className='course-list__tabs'>
          {[{ id: '', name: '全部' }, ...s.categories].map((c) => (
            <Text key={c.id} className={`course-list__tab ${s.category === c.id ? 'course-list__tab--active' : ''}`} onClick={() => s.choose(c.id)}>
              {c.name}
            </Text>
          ))}
        </View>
      )}
      {s.load.status === 'error' && !s.items.length ? (
        <ErrorState text={s.load.message} onRetry={s.reload} />
      ) : s.load.status === 'loading' && !s.items.length ? (
        <Loading />
      ) : !s.items.length ? (
        <Empty text='课程正在准备中' />
      ) : (
        <View className='course-list__grid'>
          {s.items.map((c) => (
            <CourseCard key={c.course_id} course={c} />
          ))}
        </View>
      )}
      {s.hasMore && (
        <Text className='course-list__more' onClick={s.more}>
          {s.load.status === 'loading' ? '加载中...' : '加载更多'}
        </Text>
      )}
    </View>
  );
}
