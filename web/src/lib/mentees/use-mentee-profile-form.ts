import { useLingui } from '@lingui/react';
import { MenteeProfileInputSchema, type MenteeProfile } from '../../../../schema/contract/mentees.ts';
import { fieldsOf } from '../../components/form/field-spec.ts';
import { useForm } from '../../components/form/use-form.ts';
import { useJourneyPaths } from '../api/journey-paths.ts';
import { useSaveMenteeProfile } from '../api/mentee-profile.ts';
import { menteeFields, menteeValuesFromProfile, toMenteeInput, withCurrent, type MenteeScreen } from './mentee-form.ts';

/** The id prefix of each screen's controls. */
const FORM_IDS: Record<MenteeScreen, string> = { profile: 'mentee', onboarding: 'onboarding' };

/**
 * The mentee profile form of `screen`: its state (from the stored profile, or the spec's defaults), the save
 * (`PUT`, else `POST`) and the journey options. The profile editor shows every field, the welcome page's short
 * profile five; both save the whole profile, so fields a form does not show keep their stored values.
 */
export function useMenteeProfileForm<Screen extends MenteeScreen>(screen: Screen, profile: MenteeProfile | null) {
  const journeys = useJourneyPaths();
  const save = useSaveMenteeProfile();
  const { i18n } = useLingui();
  const specs = menteeFields(screen, i18n);
  const form = useForm({
    id: FORM_IDS[screen],
    initialValues: menteeValuesFromProfile(profile),
    fields: fieldsOf(specs),
    specs,
    schema: MenteeProfileInputSchema,
    toInput: toMenteeInput,
  });
  const journeyOptions = withCurrent(
    (journeys.data ?? []).map((journey) => ({ value: journey.slug, label: journey.name })),
    form.values.preferredJourneyPath,
  );
  return { form, save, journeyOptions, journeysLoading: journeys.isPending };
}
