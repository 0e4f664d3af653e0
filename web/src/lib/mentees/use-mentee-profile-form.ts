import { MenteeProfileInputSchema, type MenteeProfile } from '../../../../schema/contract/mentees.ts';
import { useForm } from '../../components/form/use-form.ts';
import { useJourneyPaths } from '../api/journey-paths.ts';
import { useSaveMenteeProfile } from '../api/mentee-profile.ts';
import { menteeValuesFromProfile, toMenteeInput, withCurrent, type MenteeField } from './mentee-form.ts';

/**
 * A mentee profile form over `fields`: its state (from the stored profile, or the spec's defaults), the save
 * (`PUT`, else `POST`) and the journey options. The profile editor shows every field, the welcome page's short
 * profile four; both save the whole profile, so fields a form does not show keep their stored values.
 */
export function useMenteeProfileForm(options: {
  id: string;
  profile: MenteeProfile | null;
  fields: readonly MenteeField[];
}) {
  const journeys = useJourneyPaths();
  const save = useSaveMenteeProfile();
  const form = useForm({
    id: options.id,
    initialValues: menteeValuesFromProfile(options.profile),
    fields: options.fields,
    schema: MenteeProfileInputSchema,
    toInput: toMenteeInput,
  });
  const journeyOptions = withCurrent(
    (journeys.data ?? []).map((journey) => ({ value: journey.slug, label: journey.name })),
    form.values.preferredJourneyPath,
  );
  return { form, save, journeyOptions, journeysLoading: journeys.isPending };
}
