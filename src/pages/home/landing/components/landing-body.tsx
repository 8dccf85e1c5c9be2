import { Text, View } from '@tarojs/components';
import { Empty } from '../../../../components/state';
import { go } from '../../../../platform/navigation';
import { useLanding } from '../use-landing';
import CourseHighlights from './course-highlights';
import Hero from './hero';
import IntroVideo from './intro-video';
import UserState from './user-state';

/** The landing of `/` and of `/:channel`: hero, intro video, courses, areas and who is signed in. */
export default function LandingBody() {
  const { auth, signedIn, areas } = useLanding();
  return (
    <View className='landing'>
      <Hero signedIn={signedIn} />
      <View className='landing__grid'>
        <IntroVideo />
        <UserState auth={auth} signedIn={signedIn} />
      </View>
      <CourseHighlights />
      <View className='landing__grid'>
        <View className='card landing-areas'>
          <Text className='landing-section__title'>现在可以去</Text>
          {areas.length === 0 ? (
            <Empty text='更多学习内容即将上线' />
          ) : (
            areas.map((a) => (
              <View key={a.path} className='landing-areas__item' onClick={() => go(a.path)}>
                <Text className='landing-areas__name'>{a.title}</Text>
                {a.intro && <Text className='landing-areas__intro'>{a.intro}</Text>}
              </View>
            ))
          )}
        </View>
      </View>
    </View>
  );
}
