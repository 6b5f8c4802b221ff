import { cinemaDateTime } from '../cinemaDateTime';

describe('cinemaDateTime', () => {
  it("reads the cinema's wall clock from an ISO time with the cinema's offset", () => {
    expect(cinemaDateTime('2026-11-21T15:00:00+05:30')).toEqual({ date: '2026-11-21', time: '15:00' });
    expect(cinemaDateTime('2026-11-21T23:45:00-08:00')).toEqual({ date: '2026-11-21', time: '23:45' });
  });

  it('gives null for text that is not a date-time', () => {
    expect(cinemaDateTime('tomorrow')).toBeNull();
  });
});
