import { ConfigError } from './config-error';

/** The course seed's fixed ids (SPEC §9: an algorithm course and a homepage intro video). */
export const SEED_COURSE_IDS = { algoCourse: '1', freeCourse: '2', homeIntroVideo: '1', lessonVideo: '2' } as const;

/** Fixed content ids of the learning side that the startup config hands to the client. */
export interface CourseConfig {
  algoCourseId: string;
  homeIntroVideoId: string;
  vipIntroVideoId: string;
}

type Env = Record<string, string | undefined>;

function id(env: Env, name: string, fallback: string): string {
  const v = (env[name] ?? fallback).trim();
  if (v && !/^\d{1,19}$/.test(v)) throw new ConfigError(`${name} must be a numeric id (got ${v})`);
  return v;
}

/** ALGO_COURSE_ID, HOME_INTRO_VIDEO_ID, VIP_INTRO_VIDEO_ID; defaults are the seed's ids ('' = none). */
export function courseConfig(env: Env): CourseConfig {
  return {
    algoCourseId: id(env, 'ALGO_COURSE_ID', SEED_COURSE_IDS.algoCourse),
    homeIntroVideoId: id(env, 'HOME_INTRO_VIDEO_ID', SEED_COURSE_IDS.homeIntroVideo),
    vipIntroVideoId: id(env, 'VIP_INTRO_VIDEO_ID', SEED_COURSE_IDS.homeIntroVideo),
  };
}
