import { compareText } from '../compareText';

describe('compareText', () => {
  it("puts the site's labels in the same A-to-Z order as localeCompare", () => {
    const labels = ['Mumbai', 'Bengaluru', 'Chennai', 'Kochi', 'Hyderabad', 'Kolkata', 'New Delhi', 'Navi Mumbai'];
    const times = ['21:45', '09:30', '13:05', '10:00', '00:15', '18:30'];
    const formats = ['IMAX', '4DX', '2D', '3D', 'Dolby Atmos'];
    for (const list of [labels, times, formats]) {
      expect([...list].sort(compareText)).toEqual([...list].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('is 0 only for equal strings', () => {
    expect(compareText('A', 'A')).toBe(0);
    expect(compareText('A', 'B')).toBeLessThan(0);
    expect(compareText('B', 'A')).toBeGreaterThan(0);
  });
});
