import { View } from '@tarojs/components';
import { isVipNow } from '../../../../utils/vip';
import { areaEntries, useLanding } from '../use-landing';
import ContinueLearning from './continue-learning';
import Entries from './entries';
import { FeaturedCamps, FeaturedCourses, FeaturedSets, NextExam } from './featured';
import Hero from './hero';
import LandingSkeleton from './landing-skeleton';
import { nextSteps } from '../landing-logic';
import NextSteps from './next-steps';
import TodayProgress from './today-progress';

/**
 * The landing of `/` and of `/:channel`: the areas, then for a learner where to continue and
 * today's numbers, then the live catalogue (courses, sets, camps, the next exam).
 */
export default function LandingBody() {
  const { auth, signedIn, load } = useLanding();
  const nick = signedIn ? (auth.user?.nick_name ?? null) : null;
  const view = load.status === 'ready' ? load.view : null;
  const me = signedIn ? (view?.me ?? null) : null;
  return (
    <View className='landing'>
      <Hero nick={nick} />
      <Entries entries={areaEntries(view, signedIn)} />
      {load.status === 'loading' ? (
        <LandingSkeleton />
      ) : (
        <>
          {me && view && (
            <View className='landing__grid'>
              <View className='landing__main'>
                <ContinueLearning me={me} />
              </View>
              <View className='landing__side'>
                <TodayProgress today={me.today} />
                <NextSteps steps={nextSteps(me, view, isVipNow(auth.user))} />
              </View>
            </View>
          )}
          <FeaturedCourses courses={load.courses} />
          {view && (
            <>
              <FeaturedSets sets={view.sets} />
              <FeaturedCamps camps={view.camps} />
              <NextExam exam={view.next_exam} />
            </>
          )}
        </>
      )}
    </View>
  );
}
