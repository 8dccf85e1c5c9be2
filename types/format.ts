/** Display constants of SPEC §9 shared by pages (the formatting itself lives in src/utils/format). */
export const LEVEL_LABEL: Record<number, string> = { 1: '简单', 2: '中等', 3: '困难' };
export const UNKNOWN_ELAPSED = '未统计';
export const JUST_NOW = '刚刚';
