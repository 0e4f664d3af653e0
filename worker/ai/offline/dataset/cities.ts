import type { AdvisorCity } from '../../../../schema/contract/ai.ts';

/**
 * What the dataset knows about each city. All of it is an estimate (labelled as such wherever it reaches a user):
 * - `taxiFare`: a typical one-way minibus taxi fare within the city, in rand. No current public fare table was found,
 *   so this is an estimate (R20 to R25 in the metros, R15 to R18 in smaller cities).
 * - `marketFactor`: private clients' spending power relative to the large metros; smaller cities get a modest cut
 *   because fewer clients pay metro rates. A judgement, not a survey.
 */
export type CityProfile = { province: string; size: 'metro' | 'city'; taxiFare: number; marketFactor: number };

export const CITY_PROFILES: Record<AdvisorCity, CityProfile> = {
  'Cape Town': { province: 'Western Cape', size: 'metro', taxiFare: 25, marketFactor: 1 },
  Johannesburg: { province: 'Gauteng', size: 'metro', taxiFare: 25, marketFactor: 1 },
  Durban: { province: 'KwaZulu-Natal', size: 'metro', taxiFare: 22, marketFactor: 0.95 },
  Pretoria: { province: 'Gauteng', size: 'metro', taxiFare: 25, marketFactor: 1 },
  'Port Elizabeth': { province: 'Eastern Cape', size: 'metro', taxiFare: 20, marketFactor: 0.9 },
  Bloemfontein: { province: 'Free State', size: 'metro', taxiFare: 20, marketFactor: 0.85 },
  'East London': { province: 'Eastern Cape', size: 'metro', taxiFare: 20, marketFactor: 0.85 },
  Kimberley: { province: 'Northern Cape', size: 'city', taxiFare: 16, marketFactor: 0.8 },
  Polokwane: { province: 'Limpopo', size: 'city', taxiFare: 18, marketFactor: 0.8 },
  Nelspruit: { province: 'Mpumalanga', size: 'city', taxiFare: 18, marketFactor: 0.85 },
  George: { province: 'Western Cape', size: 'city', taxiFare: 16, marketFactor: 0.85 },
  Rustenburg: { province: 'North West', size: 'city', taxiFare: 17, marketFactor: 0.8 },
  Pietermaritzburg: { province: 'KwaZulu-Natal', size: 'city', taxiFare: 18, marketFactor: 0.85 },
  Witbank: { province: 'Mpumalanga', size: 'city', taxiFare: 17, marketFactor: 0.8 },
  Klerksdorp: { province: 'North West', size: 'city', taxiFare: 16, marketFactor: 0.75 },
};
