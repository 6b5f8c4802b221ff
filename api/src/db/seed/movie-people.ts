import type { CastMember, CrewMember } from '../schema.js';

/** The demo films' cast and crew (invented names), by title: what a search for a name finds. */
export const seedMoviePeople: Record<string, { cast: CastMember[]; crew: CrewMember[] }> = {
  'Monsoon Express': {
    cast: [
      { name: 'Arjun Desai', role: 'Pandu, the ticket collector' },
      { name: 'Meera Kulkarni', role: 'Tara, the runaway bride' },
      { name: 'Sunil Bhatt', role: 'Retired smuggler' },
    ],
    crew: [
      { name: 'Farah Qureshi', job: 'Director' },
      { name: 'Nikhil Sawant', job: 'Music' },
    ],
  },
  'The Last Lighthouse': {
    cast: [
      { name: 'Thomas Whitfield', role: 'Elias Byrne' },
      { name: 'Grace Holloway', role: 'Nora Byrne' },
    ],
    crew: [{ name: 'Martin Ashby', job: 'Director' }],
  },
  'Vettai Raja': {
    cast: [
      { name: 'Karthik Subramaniam', role: 'Raja' },
      { name: 'Divya Natarajan', role: 'Inspector Selvi' },
    ],
    crew: [{ name: 'Senthil Murugan', job: 'Director' }],
  },
  'Kalyana Vaibhogam': {
    cast: [
      { name: 'Naveen Reddy', role: 'Srinu' },
      { name: 'Swathi Rao', role: 'Lakshmi' },
    ],
    crew: [{ name: 'Padma Prasad', job: 'Director' }],
  },
  Thira: {
    cast: [
      { name: 'Fahad Rahman', role: 'Sameer' },
      { name: 'Nimisha Thomas', role: 'Anna' },
    ],
    crew: [{ name: 'Anil Varghese', job: 'Director' }],
  },
  'Orbit of Ash': {
    cast: [
      { name: 'Priya Menon', role: 'Commander Sen' },
      { name: 'Daniel Cho', role: 'Flight engineer' },
    ],
    crew: [{ name: 'Helen Marsh', job: 'Director' }],
  },
  'Chhota Superstar': {
    cast: [
      { name: 'Aarav Kapoor', role: 'Bittu' },
      { name: 'Kabir Malhotra', role: 'Film director' },
    ],
    crew: [{ name: 'Zoya Mirza', job: 'Director' }],
  },
  'Silent Frequencies': {
    cast: [
      { name: 'Olivia Grant', role: 'Dr. Maya Hart' },
      { name: 'Samuel Okafor', role: 'Radio operator' },
    ],
    crew: [{ name: 'Peter Lindqvist', job: 'Director' }],
  },
  'Gully Cricket League': {
    cast: [
      { name: 'Rohan Patil', role: 'Captain Bunty' },
      { name: 'Sana Shaikh', role: 'Coach Rukhsana' },
    ],
    crew: [{ name: 'Imran Siddiqui', job: 'Director' }],
  },
  Neelakurinji: {
    cast: [
      { name: 'Gauri Nair', role: 'Devi' },
      { name: 'Mohan Pillai', role: 'Appu' },
    ],
    crew: [{ name: 'Sreedevi Unni', job: 'Director' }],
  },
  'Rudra Veena': {
    cast: [
      { name: 'Harsha Vardhan', role: 'Rudra' },
      { name: 'Keerthana Rao', role: 'Saraswathi' },
    ],
    crew: [
      { name: 'Ravi Teja Kumar', job: 'Director' },
      { name: 'Mani Sharma Rao', job: 'Music' },
    ],
  },
  'Code Red: Mumbai': {
    cast: [
      { name: 'Vivek Joshi', role: 'ACP Rathod' },
      { name: 'Nandini Iyengar', role: 'Dr. Mehta' },
    ],
    crew: [{ name: 'Abhay Khanna', job: 'Director' }],
  },
  'Paper Boats': {
    cast: [
      { name: 'Emily Carter', role: 'June' },
      { name: 'Noah Bennett', role: 'Sam' },
    ],
    crew: [{ name: 'Claire Dubois', job: 'Director' }],
  },
  Kaadu: {
    cast: [
      { name: 'Saranya Mohan', role: 'Forest guard Valli' },
      { name: 'Prakash Dev', role: 'Poacher' },
    ],
    crew: [{ name: 'Elango Kumaravel', job: 'Director' }],
  },
  'Midnight at Marine Drive': {
    cast: [
      { name: 'Ishaan Mehra', role: 'Kabir' },
      { name: 'Tanya Fernandes', role: 'Rhea' },
    ],
    crew: [{ name: 'Leena Dsouza', job: 'Director' }],
  },
  'Sankranti Sankatam': {
    cast: [
      { name: 'Venkatesh Babu', role: 'Subbarao' },
      { name: 'Sravani Goud', role: 'Bhavani' },
    ],
    crew: [{ name: 'Trinadh Rao', job: 'Director' }],
  },
  'Iron Monsoon': {
    cast: [
      { name: 'Ritwik Sengupta', role: 'Coach Bose' },
      { name: 'Paoli Banerjee', role: 'Mitali' },
    ],
    crew: [{ name: 'Sourav Ghosh', job: 'Director' }],
  },
  'Letters from Shimla': {
    cast: [
      { name: 'Anjali Verma', role: 'Kusum' },
      { name: 'Devendra Negi', role: 'The postman' },
    ],
    crew: [{ name: 'Raghubir Thakur', job: 'Director' }],
  },
};
