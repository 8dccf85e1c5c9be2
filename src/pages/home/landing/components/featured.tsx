import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { formatFen } from '../../../../../types/commerce';
import type { CourseCard as Card } from '../../../../../types/course';
import type { LandingCamp, LandingExam, LandingSet } from '../../../../../types/landing';
import { SET_ACCESS_LABEL } from '../../../../../types/problemset';
import { CourseCard } from '../../../../components/course';
import { go } from '../../../../platform/navigation';

function Section({ title, more, children }: { title: string; more?: { text: string; path: string }; children: ReactNode }) {
  return (
    <View className='landing-featured'>
      <View className='landing-featured__head'>
        <Text className='landing-section__title'>{title}</Text>
        {more && (
          <Text className='landing-link' onClick={() => go(more.path)}>
            {more.text} ›
          </Text>
        )}
      </View>
      {children}
    </View>
  );
}

function EmptyLine({ text, link, path }: { text: string; link: string; path: string }) {
  return (
    <View className='card landing-empty'>
      <Text className='landing-empty__text'>{text}</Text>
      <Text className='landing-link' onClick={() => go(path)}>
        {link} ›
      </Text>
    </View>
  );
}

export function FeaturedCourses({ courses }: { courses: Card[] }) {
  return (
    <Section title='精选课程' more={{ text: '全部课程', path: '/course' }}>
      {courses.length ? (
        <View className='landing-featured__grid'>
          {courses.map((c) => (
            <CourseCard key={c.course_id} course={c} />
          ))}
        </View>
      ) : (
        <EmptyLine text='课程正在准备中，先去题库练练手。' link='去题库' path='/oj' />
      )}
    </Section>
  );
}

export function FeaturedSets({ sets }: { sets: LandingSet[] }) {
  return (
    <Section title='热门题单' more={{ text: '全部题单', path: '/problemset' }}>
      {sets.length ? (
        <View className='landing-featured__grid landing-featured__grid--small'>
          {sets.map((s) => (
            <View key={s.id} className='card landing-set' onClick={() => go(`/problemset/${s.id}`)}>
              <View className='landing-set__head'>
                <Text className='landing-set__title'>{s.title}</Text>
                <Text className={`tag landing-set__access landing-set__access--${s.access}`}>{SET_ACCESS_LABEL[s.access]}</Text>
              </View>
              <Text className='landing-set__meta'>
                {s.item_count} 道题{s.learners ? ` · ${s.learners} 人在刷` : ''}
              </Text>
            </View>
          ))}
        </View>
      ) : (
        <EmptyLine text='题单正在整理中，先去题库挑一道题。' link='去题库' path='/oj' />
      )}
    </Section>
  );
}

function monthDay(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function FeaturedCamps({ camps }: { camps: LandingCamp[] }) {
  if (!camps.length) return null;
  return (
    <Section title='训练营'>
      <View className='landing-featured__grid'>
        {camps.map((c) => (
          <View key={c.course_id} className='card landing-camp' onClick={() => go(`/course/${c.course_id}`)}>
            <Text className='landing-camp__title'>{c.title}</Text>
            {c.subtitle && <Text className='landing-camp__sub'>{c.subtitle}</Text>}
            <Text className='landing-camp__meta'>
              {c.gate_count} 个关卡{c.next_cohort_at ? ` · 下一期 ${monthDay(c.next_cohort_at)} 开营` : ''}
            </Text>
            <View className='landing-camp__foot'>
              {c.price_fen > 0 && <Text className='landing-camp__price'>{formatFen(c.price_fen)}</Text>}
              <Text className='landing-link'>查看详情 ›</Text>
            </View>
          </View>
        ))}
      </View>
    </Section>
  );
}

export function NextExam({ exam }: { exam: LandingExam | null }) {
  return (
    <Section title={exam?.open ? '正在进行的考试' : '近期考试'} more={{ text: '我的考试', path: '/study/exam' }}>
      {exam ? (
        <View className='card landing-exam' onClick={() => go(`/exam/${exam.exam_id}`)}>
          <View className='landing-exam__body'>
            <Text className='landing-exam__title'>{exam.title}</Text>
            <Text className='landing-exam__meta'>
              {exam.open ? `进行中 · ${monthDay(exam.end_at)} 截止` : `${monthDay(exam.start_at)} 开考`} · {exam.item_count} 题 · {exam.duration} 分钟
            </Text>
          </View>
          <View className='btn btn--primary landing-exam__btn'>{exam.open ? '去参加' : '查看'}</View>
        </View>
      ) : (
        <EmptyLine text='近期没有安排考试，可以先用题单练习。' link='去题单' path='/problemset' />
      )}
    </Section>
  );
}
