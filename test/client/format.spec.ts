import { bytesToMB, elapsed, levelLabel, maskPhone, msToSeconds, timeAgo } from '../../src/utils/format';

const NOW = new Date('2025-03-10T12:00:00+08:00').getTime();

describe('formatters (SPEC §9)', () => {
  it('time-ago: 刚刚 under a minute, minutes under an hour, hours under a day, then the date', () => {
    expect(timeAgo(NOW - 59_000, NOW)).toBe('刚刚');
    expect(timeAgo(NOW, NOW)).toBe('刚刚');
    expect(timeAgo(NOW - 60_000, NOW)).toBe('1分钟前');
    expect(timeAgo(NOW - 59 * 60_000, NOW)).toBe('59分钟前');
    expect(timeAgo(NOW - 3600_000, NOW)).toBe('1小时前');
    expect(timeAgo(NOW - 23.9 * 3600_000, NOW)).toBe('23小时前');
    expect(timeAgo(NOW - 86400_000, NOW)).toBe('2025-03-09');
    expect(timeAgo('2024-12-31T10:00:00+08:00', NOW)).toBe('2024-12-31');
    expect(timeAgo('not a date', NOW)).toBe('');
  });

  it('ms -> s and bytes -> MB', () => {
    expect(msToSeconds(1000)).toBe('1s');
    expect(msToSeconds(1500)).toBe('1.5s');
    expect(msToSeconds(250)).toBe('0.25s');
    expect(bytesToMB(268435456)).toBe('256MB');
    expect(bytesToMB(64 * 1024 * 1024)).toBe('64MB');
    expect(bytesToMB(1572864)).toBe('1.5MB');
  });

  it('level map 1 简单, 2 中等, 3 困难', () => {
    expect([1, 2, 3].map(levelLabel)).toEqual(['简单', '中等', '困难']);
    expect(levelLabel(9)).toBe('');
  });

  it('未统计 for unknown elapsed time', () => {
    expect(elapsed(null)).toBe('未统计');
    expect(elapsed(undefined)).toBe('未统计');
    expect(elapsed(-1)).toBe('未统计');
    expect(elapsed(NaN)).toBe('未统计');
    expect(elapsed(12)).toBe('12ms');
    expect(elapsed(2500)).toBe('2.5s');
  });

  it('masks an 11-digit phone', () => {
    expect(maskPhone('13800000002')).toBe('138****0002');
    expect(maskPhone('138****0002')).toBe('138****0002');
    expect(maskPhone(null)).toBe('');
  });
});
