import { Text, Video, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import type { PlayInfo } from '../../../../../types/course';
import { fetchPlayInfo } from '../../../../services/api/course';
import { loadStartupConfig } from '../../../../services/request';
import './intro-video.scss';

/** The homepage intro video of the startup config (a public video); nothing when there is none. */
export default function IntroVideo({ title = '一分钟了解码途' }: { title?: string }) {
  const [play, setPlay] = useState<PlayInfo | null>(null);
  useEffect(() => {
    let live = true;
    loadStartupConfig()
      .then((cfg) => (cfg.home_intro_video_id ? fetchPlayInfo(cfg.home_intro_video_id, { silent: true, noAuthRedirect: true }) : null))
      .then((p) => live && setPlay(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!play || !(play.play_url || play.hls_url)) return null;
  return (
    <View className='card intro-video'>
      <Text className='intro-video__title'>{title}</Text>
      <View className='intro-video__frame'>
        <Video className='intro-video__player' src={play.play_url || play.hls_url} controls showCenterPlayBtn />
      </View>
    </View>
  );
}
