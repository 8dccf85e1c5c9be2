import { Text, Video, View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';
import { formatDuration, type LearnState, type LessonDetail, type PlayInfo } from '../../../../../types/course';
import { sendHeartbeat } from '../../../../services/api/course';
import { LessonProgress, resumeFrom } from '../progress';

interface Props {
  lesson: LessonDetail;
  play: PlayInfo;
  onLearn(state: LearnState): void;
}

type VideoDetail = { detail?: { currentTime?: number; duration?: number } };

/** The lesson video: resumes where the learner left off and reports progress (LessonProgress). */
export default function VideoPlayer({ lesson, play, onLearn }: Props) {
  const progress = useRef<LessonProgress | null>(null);
  const [start] = useState(() => resumeFrom(lesson.learn.position, lesson.duration));
  const [at, setAt] = useState(start);

  useEffect(() => {
    const p = new LessonProgress(async (position, playing) => {
      const s = await sendHeartbeat({ lesson_id: lesson.lesson_id, position, playing: playing ? 1 : 0 }, { silent: true });
      onLearn(s);
      return s;
    });
    p.time(start);
    progress.current = p;
    const leave = () => void p.leave();
    // H5: a closed tab still sends its last position (the mini-program unmounts the page instead)
    const web = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
    if (web) window.addEventListener('pagehide', leave);
    return () => {
      if (web) window.removeEventListener('pagehide', leave);
      leave();
    };
    // one controller per lesson
  }, [lesson.lesson_id]);

  const src = play.play_url || play.hls_url;
  const pos = (e: VideoDetail) => e.detail?.currentTime ?? progress.current?.current ?? 0;
  return (
    <View className='lesson-video'>
      <View className='lesson-video__frame'>
        <Video
          id='lesson-video'
          className='lesson-video__player'
          src={src}
          initialTime={start}
          controls
          showCenterPlayBtn
          enablePlayGesture
          onPlay={(e) => progress.current?.play(pos(e as VideoDetail))}
          onPause={(e) => progress.current?.pause(pos(e as VideoDetail))}
          onEnded={() => progress.current?.ended(lesson.duration || play.duration)}
          onTimeUpdate={(e) => {
            const t = pos(e as VideoDetail);
            progress.current?.time(t);
            setAt(t);
          }}
        />
      </View>
      <Text className='lesson-video__hint'>
        {start > 0 ? `上次看到 ${formatDuration(start)}，已为你续播 · ` : ''}当前 {formatDuration(at)} / {formatDuration(lesson.duration || play.duration)}
      </Text>
    </View>
  );
}
