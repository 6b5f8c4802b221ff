export interface SeedTheater {
  name: string;
  location: string;
}

export const seedTheaters: SeedTheater[] = [
  { name: 'Aurora Cinemas', location: 'Lower Parel, Mumbai' },
  { name: 'Silver Screen Multiplex', location: 'Koramangala, Bengaluru' },
  { name: 'Meridian Talkies', location: 'T. Nagar, Chennai' },
  { name: 'Lakeview Cineplex', location: 'HITEC City, Hyderabad' },
  { name: 'Marigold Picture Palace', location: 'MG Road, Kochi' },
];

export const SEATS_PER_ROW = 12;

/** Front rows are cheapest, the recliners at the back dearest. Prices in rupees. */
export const seatRows: { row: string; priceRupees: number }[] = [
  ...['A', 'B', 'C'].map((row) => ({ row, priceRupees: 150 })),
  ...['D', 'E', 'F', 'G'].map((row) => ({ row, priceRupees: 200 })),
  ...['H', 'I', 'J'].map((row) => ({ row, priceRupees: 300 })),
];

/** Each theatre runs three screens with four shows a day, local time. */
export const screenTimetables: string[][] = [
  ['10:00', '13:15', '16:30', '19:45'],
  ['11:30', '15:00', '18:30', '22:00'],
  ['09:45', '12:45', '17:15', '21:00'],
];

export const SCHEDULE_DAYS_AHEAD = 7;
