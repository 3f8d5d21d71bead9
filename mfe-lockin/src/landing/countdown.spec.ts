import { shippedAgencyContent } from '@biz/contracts/testing';
import { countdownParts, describeCountdown, formatCountdown, secondsLeft, totalSeconds } from './countdown';

const COUNTDOWN_START_SECONDS = totalSeconds(shippedAgencyContent.countdownStart);

describe('offer countdown', () => {
  it('starts where the content file says, SPEC’s 5 days 14 hours 32 minutes 18 seconds by default', () => {
    expect(COUNTDOWN_START_SECONDS).toBe(5 * 86400 + 14 * 3600 + 32 * 60 + 18);
    const start = countdownParts(secondsLeft(0, COUNTDOWN_START_SECONDS));
    expect(start).toEqual({ days: 5, hours: 14, minutes: 32, seconds: 18 });
    expect(formatCountdown(start)).toBe('5d 14h 32m 18s');
    expect(totalSeconds(countdownParts(12_345))).toBe(12_345);
  });

  it('loses one second per elapsed second, whole seconds only', () => {
    expect(secondsLeft(999, COUNTDOWN_START_SECONDS)).toBe(COUNTDOWN_START_SECONDS);
    expect(secondsLeft(1000, COUNTDOWN_START_SECONDS)).toBe(COUNTDOWN_START_SECONDS - 1);
    expect(formatCountdown(countdownParts(secondsLeft(19_000, COUNTDOWN_START_SECONDS)))).toBe('5d 14h 31m 59s');
  });

  it('rolls over minutes, hours and days', () => {
    expect(formatCountdown(countdownParts(86_400))).toBe('1d 00h 00m 00s');
    expect(formatCountdown(countdownParts(86_399))).toBe('0d 23h 59m 59s');
  });

  it('stops at zero and never goes negative', () => {
    expect(secondsLeft(COUNTDOWN_START_SECONDS * 1000, COUNTDOWN_START_SECONDS)).toBe(0);
    expect(secondsLeft(COUNTDOWN_START_SECONDS * 1000 + 60_000, COUNTDOWN_START_SECONDS)).toBe(0);
    expect(formatCountdown(countdownParts(-5))).toBe('0d 00h 00m 00s');
  });

  it('reads in words for screen readers', () => {
    expect(describeCountdown({ days: 1, hours: 0, minutes: 2, seconds: 1 })).toBe('1 day, 0 hours, 2 minutes, 1 second');
  });
});
