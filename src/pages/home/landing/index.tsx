import { Text, View } from '@tarojs/components';
import { Empty } from '../../../components/state';
import { useVipHomeRedirect } from '../../../guards/use-vip-home';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import Hero from './components/hero';
import UserState from './components/user-state';
import { useLanding } from './use-landing';
import './index.scss';

export default function LandingPage() {
  const { auth, signedIn, areas } = useLanding();
  useVipHomeRedirect();
  return (
    <PageShell name='home'>
      <View className='landing'>
        <Hero signedIn={signedIn} />
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
          <UserState auth={auth} signedIn={signedIn} />
        </View>
      </View>
    </PageShell>
  );
}
