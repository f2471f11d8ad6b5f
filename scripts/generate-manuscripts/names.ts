import type { Random } from './random.ts';

const FIRST = [
  'Jane',
  'Wei',
  'Min-jun',
  'Sofia',
  'Lukas',
  'Amara',
  'Hiroshi',
  'Olga',
  'Rafael',
  'Priya',
  'Tomás',
  'Ingrid',
  'Kwame',
  'Li',
  'Yuki',
  'Ana Paula',
  'Mohammed',
  'Claire',
  'Ji-woo',
  'Henrik',
];
const LAST = [
  'Smith',
  'Zhang',
  'Kim',
  'Rossi',
  'Müller',
  'Okafor',
  'Tanaka',
  'Petrova',
  'Silva',
  'Sharma',
  'García',
  'Andersen',
  'Mensah',
  'Wang',
  'Sato',
  'de Souza',
  'Al-Hassan',
  'Dubois',
  'Park',
  'van der Berg',
  "O'Neil",
  'Nguyen',
];
const UNITS = [
  'Department of Ecology',
  'School of Public Health',
  'Institute of Geography',
  'Faculty of Medicine',
  'Laboratory of Plant Physiology',
  'Division of Epidemiology',
  'Center for Remote Sensing',
  'Department of Genetics',
];
const PLACES = [
  'University of Leeds, Leeds, UK',
  'Sun Yat-sen University, Guangzhou, China',
  'Seoul National University, Seoul, Republic of Korea',
  'Universidade de São Paulo, São Paulo, Brazil',
  'University of Tokyo, Tokyo, Japan',
  'Max Planck Institute for Ornithology, Seewiesen, Germany',
  'University of Cape Town, Cape Town, South Africa',
  'Universidad de Chile, Santiago, Chile',
];

export interface Person {
  first: string;
  last: string;
  /** "J.D." for contribution statements. */
  initials: string;
  /** How the byline writes the surname: as is, or in capitals (common in Asian and French title pages). */
  byline: string;
  /** The e-mail's local part when the name is not in Latin letters. */
  handle?: string;
}

export function people(random: Random, count: number): Person[] {
  const capitals = random.chance(0.2);
  return Array.from({ length: count }, () => {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const initials = `${first[0]}.${last.replace(/^(?:de |van der )/, '')[0]}.`;
    return { first, last, initials, byline: `${first} ${capitals ? last.toUpperCase() : last}` };
  });
}

export function affiliation(random: Random): string {
  return `${random.pick(UNITS)}, ${random.pick(PLACES)}`;
}

export function email(person: Person): string {
  if (person.handle) return `${person.handle}@example.org`;
  return `${person.first.toLowerCase().replace(/[^a-z]/g, '')}.${person.last.toLowerCase().replace(/[^a-z]/g, '')}@example.org`;
}

export function orcid(random: Random): string {
  const group = () => String(random.int(0, 9999)).padStart(4, '0');
  return `https://orcid.org/0000-000${random.int(1, 3)}-${group()}-${group()}`;
}
