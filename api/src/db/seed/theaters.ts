import type { SeatKind, SeatTier, ShowFormat } from '../schema.js';
import { rupeesToPaise } from '../../lib/money.js';

/**
 * A theatre's auditorium, front (row A, nearest the screen) to back. Every row has the same seats, numbered
 * 1… from the left; `blocks` splits them into sections with an aisle (an empty column) between two blocks.
 */
export interface SeatLayout {
  /** Seats per block, left to right, e.g. [3, 6, 3]: 12 seats over 14 columns. */
  blocks: number[];
  /** Front to back; rows of one tier are contiguous. Prices in rupees. */
  tiers: { tier: SeatTier; priceRupees: number; rows: string[] }[];
  /** Wheelchair spaces, each with the companion seat beside it. */
  wheelchairSpaces: { row: string; seat: number; companion: number }[];
}

export interface SeedTheater {
  name: string;
  location: string;
  city: string;
  facilities: string[];
  layout: SeatLayout;
  /**
   * The premium formats its screens are built for, Screen 1 first (an IMAX or 4DX auditorium, a 3D projector);
   * a screen not listed plays 2D only.
   */
  screenFormats: Exclude<ShowFormat, '2D'>[][];
}

const rows = (first: string, last: string) =>
  Array.from({ length: last.charCodeAt(0) - first.charCodeAt(0) + 1 }, (_, index) =>
    String.fromCharCode(first.charCodeAt(0) + index),
  );

/** Classic at the front, Prime in the middle, Recliners at the back: rows A–J, 12 seats each, in every theatre. */
const standardTiers = (lastRow = 'J'): SeatLayout['tiers'] => [
  { tier: 'Classic', priceRupees: 150, rows: rows('A', 'C') },
  { tier: 'Prime', priceRupees: 200, rows: rows('D', 'G') },
  { tier: 'Recliner', priceRupees: 300, rows: rows('H', lastRow) },
];

const frontRowSpaces = [
  { row: 'A', seat: 1, companion: 2 },
  { row: 'A', seat: 12, companion: 11 },
];

const layouts = {
  /** Two aisles, wheelchair spaces at both ends of the front row. */
  threeSections: { blocks: [3, 6, 3], tiers: standardTiers(), wheelchairSpaces: frontRowSpaces },
  /** A wide centre block; wheelchair spaces on the cross-aisle in front of Prime. */
  wideCentre: {
    blocks: [2, 8, 2],
    tiers: standardTiers('K'),
    wheelchairSpaces: [
      { row: 'D', seat: 1, companion: 2 },
      { row: 'D', seat: 12, companion: 11 },
    ],
  },
  /** One centre aisle; wheelchair spaces beside it in the front row and at the back. */
  centreAisle: {
    blocks: [6, 6],
    tiers: standardTiers(),
    wheelchairSpaces: [
      { row: 'A', seat: 6, companion: 5 },
      { row: 'A', seat: 7, companion: 8 },
      { row: 'J', seat: 1, companion: 2 },
    ],
  },
  /** Three even sections and an extra Recliner row. */
  evenSections: { blocks: [4, 4, 4], tiers: standardTiers('K'), wheelchairSpaces: frontRowSpaces },
  /** Four sections: two side aisles and a centre aisle; wheelchair spaces at the back of Classic. */
  fourSections: {
    blocks: [2, 4, 4, 2],
    tiers: standardTiers(),
    wheelchairSpaces: [
      { row: 'C', seat: 1, companion: 2 },
      { row: 'C', seat: 12, companion: 11 },
    ],
  },
} satisfies Record<string, SeatLayout>;

/** Several cinemas in each of five cities. Names are unique: the seed adds the ones a database lacks. */
export const seedTheaters: SeedTheater[] = [
  {
    name: 'Aurora Cinemas',
    location: 'Lower Parel, Mumbai',
    city: 'Mumbai',
    facilities: ['Wheelchair access', 'Food & beverages', 'Parking'],
    layout: layouts.threeSections,
    screenFormats: [['IMAX'], ['3D']],
  },
  {
    name: 'Silver Screen Multiplex',
    location: 'Koramangala, Bengaluru',
    city: 'Bengaluru',
    facilities: ['Wheelchair access', 'Food & beverages', 'M-Ticket'],
    layout: layouts.wideCentre,
    screenFormats: [['4DX'], ['3D']],
  },
  {
    name: 'Meridian Talkies',
    location: 'T. Nagar, Chennai',
    city: 'Chennai',
    facilities: ['Wheelchair access', 'Food & beverages'],
    layout: layouts.centreAisle,
    screenFormats: [['IMAX'], ['3D']],
  },
  {
    name: 'Lakeview Cineplex',
    location: 'HITEC City, Hyderabad',
    city: 'Hyderabad',
    facilities: ['Wheelchair access', 'Food & beverages', 'Parking', 'M-Ticket'],
    layout: layouts.evenSections,
    screenFormats: [['IMAX'], ['3D']],
  },
  {
    name: 'Marigold Picture Palace',
    location: 'MG Road, Kochi',
    city: 'Kochi',
    facilities: ['Wheelchair access', 'Parking'],
    layout: layouts.fourSections,
    screenFormats: [[], ['3D']],
  },
  {
    name: 'Harbour Lights Cinema',
    location: 'Bandra West, Mumbai',
    city: 'Mumbai',
    facilities: ['Wheelchair access', 'Food & beverages', 'M-Ticket'],
    layout: layouts.wideCentre,
    screenFormats: [['4DX'], ['3D']],
  },
  {
    name: 'Cubbon Picturehouse',
    location: 'Indiranagar, Bengaluru',
    city: 'Bengaluru',
    facilities: ['Wheelchair access', 'Food & beverages'],
    layout: layouts.fourSections,
    screenFormats: [[], ['3D']],
  },
  {
    name: 'Marina Screens',
    location: 'Besant Nagar, Chennai',
    city: 'Chennai',
    facilities: ['Wheelchair access', 'Parking'],
    layout: layouts.evenSections,
    screenFormats: [['4DX']],
  },
  {
    name: 'Deccan Cinemas',
    location: 'Banjara Hills, Hyderabad',
    city: 'Hyderabad',
    facilities: ['Wheelchair access', 'Food & beverages', 'Parking'],
    layout: layouts.threeSections,
    screenFormats: [['4DX'], ['3D']],
  },
  {
    name: 'Sahyadri Screens',
    location: 'Andheri East, Mumbai',
    city: 'Mumbai',
    facilities: ['Wheelchair access', 'M-Ticket'],
    layout: layouts.centreAisle,
    screenFormats: [],
  },
  {
    name: 'Orchid Multiplex',
    location: 'Whitefield, Bengaluru',
    city: 'Bengaluru',
    facilities: ['Wheelchair access', 'Food & beverages', 'Parking', 'M-Ticket'],
    layout: layouts.threeSections,
    screenFormats: [['IMAX'], ['3D']],
  },
];

export interface LayoutSeat {
  seat_number: string;
  row_label: string;
  seat_index: number;
  column_number: number;
  price_paise: number;
  tier: SeatTier;
  kind: SeatKind;
}

/** The seats of a layout, row by row: seat n of a row stands in column n plus the aisles to its left. */
export function layoutSeats(layout: SeatLayout): LayoutSeat[] {
  const columns: number[] = [];
  layout.blocks.forEach((seats, block) => {
    for (let seat = 0; seat < seats; seat++) columns.push(columns.length + block + 1);
  });
  const kinds = new Map<string, SeatKind>();
  for (const space of layout.wheelchairSpaces) {
    kinds.set(`${space.row}${space.seat}`, 'wheelchair');
    kinds.set(`${space.row}${space.companion}`, 'companion');
  }
  return layout.tiers.flatMap(({ tier, priceRupees, rows: tierRows }) =>
    tierRows.flatMap((row) =>
      columns.map((column, index) => {
        const seatNumber = `${row}${index + 1}`;
        return {
          seat_number: seatNumber,
          row_label: row,
          seat_index: index + 1,
          column_number: column,
          price_paise: rupeesToPaise(priceRupees),
          tier,
          kind: kinds.get(seatNumber) ?? 'standard',
        };
      }),
    ),
  );
}

/** Each theatre runs three screens with four shows a day, local time. */
export const screenTimetables: string[][] = [
  ['10:00', '13:15', '16:30', '19:45'],
  ['11:30', '15:00', '18:30', '22:00'],
  ['09:45', '12:45', '17:15', '21:00'],
];

export const SCHEDULE_DAYS_AHEAD = 7;

/**
 * The languages a city's audiences speak, its own first: a film dubbed into one of them plays that dub on some
 * shows there, and a show in any other language but English carries English subtitles.
 */
export const cityLanguages: Record<string, string[]> = {
  Mumbai: ['Hindi', 'Marathi'],
  Bengaluru: ['Kannada', 'Hindi', 'Tamil', 'Telugu'],
  Chennai: ['Tamil'],
  Hyderabad: ['Telugu', 'Hindi'],
  Kochi: ['Malayalam', 'Tamil'],
};
