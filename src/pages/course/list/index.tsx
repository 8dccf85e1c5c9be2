import { Text, View } from '@tarojs/components';
import { CourseCard } from '../../../components/course';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import FollowModal from './components/follow-modal';
import { KIND_TABS, useCourseList } from './use-course-list';
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
        <Text className='course-list__sub'>系统学习，视频 + 图文 + 项目实战；训练营带班闯关</Text>
      </View>
      <View className='course-list__kinds'>
        {KIND_TABS.map((t) => (
          <Text key={t.kind} className={`course-list__kind ${s.kind === t.kind ? 'course-list__kind--active' : ''}`} onClick={() => s.chooseKind(t.kind)}>
            {t.label}
          </Text>
        ))}
      </View>
      {s.kind !== 'training' && s.categories.length > 1 && (
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
        <Empty
          text={s.kind === 'training' ? '训练营正在筹备中，先学一门技能课打基础' : s.category ? '这个分类还没有课程' : '课程正在准备中，先去题库练练手'}
          action={s.kind === 'training' || s.category ? { text: '看全部课程', onClick: s.showAll } : { text: '去题库', path: '/oj' }}
        />
      ) : (
        <View className='course-list__grid'>
          {s.items.map((c) => (
            <CourseCard key={c.course_id} course={c} />
          ))}
        </View>
      )}
      {s.hasMore && (
        <Text className='course-list__more' onClick={s.more}>
          {s.load.status === 'loading' ? '正在加载…' : '加载更多'}
        </Text>
      )}
    </View>
  );
}
