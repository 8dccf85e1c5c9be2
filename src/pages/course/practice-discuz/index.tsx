import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { ContentType } from '../../../../types/community';
import { encodeCate } from '../../../../types/encoded-id';
import TopicFeed from '../../../components/community/topic-feed';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import './index.scss';

export default function PracticeDiscuzPage() {
  return (
    <PageShell name='practiceDiscuz'>
      <CourseDiscuz />
    </PageShell>
  );
}

/** Course discussion: community topics attached to the course (cate_type 课程讨论, cate_id course). */
function CourseDiscuz() {
  const courseId = String(useRouter().params.courseId ?? '');
  const cate = encodeCate(ContentType.COURSE_DISCUSSION, courseId);
  return (
    <View className='course-discuz'>
      <View className='card course-discuz__head'>
        <View className='course-discuz__intro'>
          <Text className='course-discuz__title'>课程讨论</Text>
          <Text className='course-discuz__link' onClick={() => go(`/course/${courseId}`)}>
            返回课程
          </Text>
        </View>
        <View className='btn btn--primary' onClick={() => go(`/topic/edit/${cate}`)}>
          发起讨论
        </View>
      </View>
      <TopicFeed query={{ cate }} empty='还没有人讨论，来提第一个问题吧' />
    </View>
  );
}
