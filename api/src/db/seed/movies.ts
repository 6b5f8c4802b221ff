import type { ShowFormat } from '../schema.js';

/** The demo catalogue. Release dates are relative to the day the database is first seeded. */
export interface SeedMovie {
  title: string;
  description: string;
  trailer: string | null;
  durationMinutes: number;
  certification: 'U' | 'UA' | 'A';
  languages: string[];
  genres: string[];
  releasedDaysAgo: number | null;
  posterColors: [string, string, string];
  /** Older titles stay in the catalogue but the demo schedule gives them no shows. */
  nowShowing: boolean;
  /** The premium formats the film was released in besides 2D; the demo schedule plays them on screens built for them. */
  premiumFormats?: Exclude<ShowFormat, '2D'>[];
  /** The languages it was dubbed into besides its own; some shows in cities speaking one of them play that dub. */
  dubbedInto?: string[];
}

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const seedMovies: SeedMovie[] = [
  {
    title: 'Monsoon Express',
    description:
      'A ticket collector on the Konkan line has one rain-soaked night to return a stolen wedding necklace before the train reaches Mangaluru, with a runaway bride, a retired smuggler and a very suspicious dog on board.',
    trailer: youtube('kM3vQx7LpT2'),
    durationMinutes: 148,
    certification: 'UA',
    languages: ['Hindi'],
    genres: ['Comedy', 'Thriller'],
    releasedDaysAgo: 3,
    posterColors: ['#0f4c75', '#1b262c', '#f9c74f'],
    nowShowing: true,
  },
  {
    title: 'The Last Lighthouse',
    description:
      'When the automated beacon of a remote island fails during the worst storm in a century, its reluctant former keeper must cross the bay one last time, guided only by his daughter on the radio.',
    trailer: youtube('Rf8nW2cYh0A'),
    durationMinutes: 121,
    certification: 'UA',
    languages: ['English'],
    genres: ['Drama', 'Adventure'],
    releasedDaysAgo: 5,
    posterColors: ['#22313f', '#4b6584', '#fed330'],
    nowShowing: true,
    premiumFormats: ['IMAX'],
    dubbedInto: ['Hindi'],
  },
  {
    title: 'Vettai Raja',
    description:
      'A small-town mechanic with a big past is pulled back into the sand-mining wars of the Kaveri delta when his younger brother witnesses a murder that three powerful families want buried.',
    trailer: youtube('Tq2Zp9LmX4s'),
    durationMinutes: 162,
    certification: 'A',
    languages: ['Tamil'],
    genres: ['Action', 'Crime', 'Drama'],
    releasedDaysAgo: 8,
    posterColors: ['#7f1d1d', '#1c1917', '#f97316'],
    nowShowing: true,
    premiumFormats: ['IMAX'],
    dubbedInto: ['Telugu', 'Hindi'],
  },
  {
    title: 'Kalyana Vaibhogam',
    description:
      'Two wedding planners, sworn rivals since college, are hired by the same family for the same wedding and must pull off five days of Hyderabadi festivities without killing each other.',
    trailer: youtube('Yb6cN1uJk8E'),
    durationMinutes: 139,
    certification: 'U',
    languages: ['Telugu'],
    genres: ['Romance', 'Comedy'],
    releasedDaysAgo: 11,
    posterColors: ['#be185d', '#581c87', '#fde68a'],
    nowShowing: true,
  },
  {
    title: 'Thira',
    description:
      'A marine biologist studying a sudden die-off along the Kerala coast uncovers a cover-up at a new port project, and finds that the fishermen she came to help are the only people she can trust.',
    trailer: youtube('Hp4sV7dQw1Z'),
    durationMinutes: 134,
    certification: 'UA',
    languages: ['Malayalam'],
    genres: ['Thriller', 'Mystery'],
    releasedDaysAgo: 14,
    posterColors: ['#064e3b', '#0c4a6e', '#5eead4'],
    nowShowing: true,
  },
  {
    title: 'Orbit of Ash',
    description:
      'Stranded on a mining station around a dying star, an engineer and the ship’s unreliable AI race to restart the reactor before the station falls into the corona.',
    trailer: youtube('Zc9Lm2Ks8Pq'),
    durationMinutes: 127,
    certification: 'UA',
    languages: ['English'],
    genres: ['Sci-Fi', 'Action'],
    releasedDaysAgo: 17,
    posterColors: ['#111827', '#7c2d12', '#fb923c'],
    nowShowing: true,
    premiumFormats: ['3D', 'IMAX', '4DX'],
    dubbedInto: ['Hindi', 'Tamil', 'Telugu'],
  },
  {
    title: 'Chhota Superstar',
    description:
      'An eleven-year-old from Indore enters a national dance reality show under his grandmother’s name, and the whole family has to keep the secret going all the way to the finale in Mumbai.',
    trailer: youtube('Jd3Qw8Rt5Yn'),
    durationMinutes: 118,
    certification: 'U',
    languages: ['Hindi'],
    genres: ['Family', 'Comedy', 'Musical'],
    releasedDaysAgo: 20,
    posterColors: ['#f59e0b', '#dc2626', '#fff7ed'],
    nowShowing: true,
  },
  {
    title: 'Silent Frequencies',
    description:
      'A late-night radio host in Bengaluru starts receiving calls from listeners who describe crimes that have not happened yet, and one of them describes her own apartment.',
    trailer: null,
    durationMinutes: 112,
    certification: 'A',
    languages: ['English'],
    genres: ['Horror', 'Thriller'],
    releasedDaysAgo: 24,
    posterColors: ['#020617', '#312e81', '#a78bfa'],
    nowShowing: true,
    premiumFormats: ['4DX'],
    dubbedInto: ['Hindi', 'Tamil'],
  },
  {
    title: 'Gully Cricket League',
    description:
      'A washed-up Ranji player agrees to coach a ragtag tennis-ball team from Dharavi for a televised street tournament, mostly for the money, until the kids start winning.',
    trailer: youtube('Ln5Xc0Vb7Mk'),
    durationMinutes: 143,
    certification: 'U',
    languages: ['Hindi'],
    genres: ['Sports', 'Drama'],
    releasedDaysAgo: 27,
    posterColors: ['#166534', '#14532d', '#facc15'],
    nowShowing: true,
  },
  {
    title: 'Neelakurinji',
    description:
      'Every twelve years the hills of Munnar turn blue, and every twelve years two strangers meet at the same tea estate. This time, one of them is not sure she wants to come back.',
    trailer: youtube('Pw7Er4Ty9Ui'),
    durationMinutes: 131,
    certification: 'U',
    languages: ['Malayalam'],
    genres: ['Romance', 'Drama'],
    releasedDaysAgo: 31,
    posterColors: ['#1e3a8a', '#6d28d9', '#c7d2fe'],
    nowShowing: true,
  },
  {
    title: 'Rudra Veena',
    description:
      'The heir to a fading Carnatic music dynasty must choose between a Hollywood film score and the temple festival concert that could save his ailing guru’s legacy.',
    trailer: youtube('Bg2Nh6Mj3Ko'),
    durationMinutes: 152,
    certification: 'U',
    languages: ['Telugu'],
    genres: ['Musical', 'Drama'],
    releasedDaysAgo: 35,
    posterColors: ['#78350f', '#451a03', '#fcd34d'],
    nowShowing: true,
  },
  {
    title: 'Code Red: Mumbai',
    description:
      'A cyber-crime cell has six hours to find who hijacked the city’s traffic grid during the Ganesh Chaturthi immersion, before the ransom clock runs out.',
    trailer: youtube('Qs4Df8Gh2Jk'),
    durationMinutes: 137,
    certification: 'UA',
    languages: ['Hindi'],
    genres: ['Action', 'Thriller'],
    releasedDaysAgo: 39,
    posterColors: ['#991b1b', '#0f172a', '#f87171'],
    nowShowing: true,
    premiumFormats: ['IMAX', '4DX'],
    dubbedInto: ['Tamil', 'Telugu'],
  },
  {
    title: 'Paper Boats',
    description:
      'An animated tale of two paper boats swept down the monsoon gutters of Kolkata, out through the Hooghly and all the way to the sea, making friends and enemies on every current.',
    trailer: youtube('Vc1Xz5Ab9Nm'),
    durationMinutes: 96,
    certification: 'U',
    languages: ['English'],
    genres: ['Animation', 'Family', 'Adventure'],
    releasedDaysAgo: 44,
    posterColors: ['#0ea5e9', '#1d4ed8', '#fef9c3'],
    nowShowing: true,
    premiumFormats: ['3D'],
    dubbedInto: ['Hindi', 'Tamil', 'Telugu'],
  },
  {
    title: 'Kaadu',
    description:
      'A forest guard in the Western Ghats tracks a man-eating leopard while the village that depends on him begins to suspect that the real predator walks on two legs.',
    trailer: youtube('Mn8Bv3Cx6Zl'),
    durationMinutes: 141,
    certification: 'UA',
    languages: ['Tamil'],
    genres: ['Adventure', 'Thriller'],
    releasedDaysAgo: 49,
    posterColors: ['#14532d', '#052e16', '#bef264'],
    nowShowing: true,
    premiumFormats: ['3D', '4DX'],
    dubbedInto: ['Telugu', 'Malayalam'],
  },
  {
    title: 'Midnight at Marine Drive',
    description:
      'Over one long night, a jazz pianist, a cab driver and a runaway heiress cross paths along the Queen’s Necklace, and by sunrise none of their lives are where they started.',
    trailer: null,
    durationMinutes: 124,
    certification: 'UA',
    languages: [],
    genres: ['Romance', 'Drama'],
    releasedDaysAgo: 55,
    posterColors: ['#1e1b4b', '#0f172a', '#fbbf24'],
    nowShowing: true,
  },
  {
    title: 'Sankranti Sankatam',
    description:
      'Three estranged siblings return to their ancestral village for the harvest festival and discover that the family home has been sold, twice, to two different buyers.',
    trailer: youtube('Ek2Rl9Wp4Ts'),
    durationMinutes: 146,
    certification: 'U',
    languages: ['Telugu'],
    genres: ['Comedy', 'Family'],
    releasedDaysAgo: 60,
    posterColors: ['#ea580c', '#9a3412', '#fef3c7'],
    nowShowing: true,
  },
  {
    title: 'Iron Monsoon',
    description:
      'The cult classic about a retired boxer who takes on a Kolkata betting syndicate, returned to a handful of screens for its anniversary.',
    trailer: youtube('Gh7Ui2Op5As'),
    durationMinutes: 158,
    certification: 'A',
    languages: ['Bengali'],
    genres: ['Action', 'Sports'],
    releasedDaysAgo: 410,
    posterColors: ['#374151', '#111827', '#e5e7eb'],
    nowShowing: false,
  },
  {
    title: 'Letters from Shimla',
    description:
      'A bundle of unopened letters found in a colonial-era post office leads a young archivist to a love story that the hills have kept secret for seventy years.',
    trailer: youtube('Df4Gh1Jk7Lz'),
    durationMinutes: 133,
    certification: 'U',
    languages: ['Hindi'],
    genres: ['Romance', 'Period'],
    releasedDaysAgo: 520,
    posterColors: ['#57534e', '#292524', '#fde68a'],
    nowShowing: false,
  },
];
