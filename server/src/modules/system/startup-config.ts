import type { StartupConfig } from '../../../../types/api';
import type { AppConfig } from '../../config/app-config';
import { SEED_ADMIN_UID } from '../../database/seed';

export const STARTUP_CONFIG = Symbol('STARTUP_CONFIG');

/**
 * SPEC §3 startup config. The content ids are filled in as their areas land
 * (courses, products, topics); until then they are empty strings, never invented ids.
 */
export function buildStartupConfig(config: AppConfig): StartupConfig {
  return {
    teacher_uid: SEED_ADMIN_UID,
    discussion_id: '',
    algo_course_id: config.course.algoCourseId,
    home_intro_video_id: config.course.homeIntroVideoId,
    vip_intro_video_id: config.course.vipIntroVideoId,
    vip_product_ids: config.pay.vipProductIds,
    second_vip_product_id: config.pay.secondVipProductId,
    oj_product_id: config.pay.ojProductId,
    sample_topic_id: '',
    captcha_app_id: config.captcha.adapter === 'tencent' ? String(config.captcha.captchaAppId) : '',
    api_key: config.deployKey.toString('base64'),
    api_encrypt: config.encrypt,
    env: config.env,
  };
}
