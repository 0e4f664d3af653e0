import { useQuery } from '@tanstack/react-query';
import type { AvailabilityInput } from '../../../../../schema/contract/coaching-calls.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery, useMutationInto } from '../../../lib/api/read-query.ts';

const availability = api.coaching.availability;
const availabilityQuery = readQuery(availability);

/** `GET /api/coaching/availability`: the signed-in coach's own hours and booking rules (403 for anyone else). */
export function useCoachAvailability({ enabled }: { enabled: boolean }) {
  return useQuery({ ...availabilityQuery, enabled });
}

/** `PUT /api/coaching/availability`: the whole hours and rules; the answer is what is stored, written into the read. */
export function useSaveAvailability() {
  return useMutationInto(availabilityQuery, (json: AvailabilityInput) => answerOf(availability.$put({ json })));
}
