import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { MenteeProfile } from '../../../../../schema/contract/mentees.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { menteeProfileQueryKey, saveMenteeProfile } from '../api/mentee-profile.ts';
import { useJourneyPaths } from '../api/taxonomy.ts';
import {
  AVAILABLE_TIME_OPTIONS,
  buildMenteePayload,
  EXPERIENCE_OPTIONS,
  LEARNING_STYLE_OPTIONS,
  MENTEE_FIELD_ORDER,
  MENTEE_FORM_MESSAGES,
  MENTEE_LIMITS,
  menteeErrorsFromIssues,
  menteeValuesFromProfile,
  withCurrent,
  type MenteeField,
  type MenteeProfileValues,
} from '../mentee-form.ts';
import { FormActions } from './form-actions.tsx';

const fieldId = (field: MenteeField) => `mentee-${field}`;

/**
 * The mentee half of the profile editor: a stored profile, or a new one with the spec's defaults.
 * Saved with `PUT`, falling back to `POST` (spec section 7); a failed save keeps everything typed.
 */
export function MenteeProfileForm({ profile }: { profile: MenteeProfile | null }) {
  const queryClient = useQueryClient();
  const journeys = useJourneyPaths();
  const [values, setValues] = useState<MenteeProfileValues>(() => menteeValuesFromProfile(profile));
  const [errors, setErrors] = useState<Partial<Record<MenteeField, string>>>({});

  function update(field: MenteeField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  const save = useMutation({
    mutationFn: saveMenteeProfile,
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(menteeProfileQueryKey, saved);
      toast({ title: MENTEE_FORM_MESSAGES.savedTitle, description: MENTEE_FORM_MESSAGES.saved, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const next = menteeErrorsFromIssues(error.issues);
        flushSync(() => setErrors(next));
        const first = MENTEE_FIELD_ORDER.find((field) => next[field]);
        if (first) document.getElementById(fieldId(first))?.focus();
      }
      toast({
        title: MENTEE_FORM_MESSAGES.saveFailedTitle,
        description: errorMessage(error, MENTEE_FORM_MESSAGES.saveFailed),
        variant: 'destructive',
      });
    },
  });

  const journeyOptions = withCurrent(
    (journeys.data ?? []).map((journey) => ({ value: journey.slug, label: journey.name })),
    values.preferredJourneyPath,
  );
  const field = (name: MenteeField) => ({
    id: fieldId(name),
    value: values[name],
    onValueChange: (value: string) => update(name, value),
    error: errors[name],
  });

  return (
    <form
      noValidate
      aria-label="Mentee profile"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate(buildMenteePayload(values));
      }}
      className="grid gap-6"
    >
      <TextAreaField
        {...field('bio')}
        label="About you"
        hint="A few lines so mentors know who they are helping."
        maxLength={MENTEE_LIMITS.bio}
        rows={3}
      />
      <TextField
        {...field('currentSituation')}
        label="Current situation"
        hint="For example: studying, looking for work, working full time, running a small business."
        maxLength={MENTEE_LIMITS.currentSituation}
      />
      <TextAreaField
        {...field('goals')}
        label="Goals"
        hint="What would you like to earn, build or learn in the next year?"
        maxLength={MENTEE_LIMITS.goals}
        rows={3}
      />
      <TextField
        {...field('interests')}
        label="Interests"
        hint="Separate interests with commas, e.g. Baking, Photography, Selling online."
        maxLength={MENTEE_LIMITS.interests}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          {...field('preferredJourneyPath')}
          label="Preferred journey path"
          placeholder={journeys.isPending ? 'Loading journey paths…' : 'No preference yet'}
          options={journeyOptions}
        />
        <TextField
          {...field('location')}
          label="Location (town or city)"
          autoComplete="address-level2"
          maxLength={MENTEE_LIMITS.location}
        />
        <SelectField {...field('experienceLevel')} label="Experience level" options={EXPERIENCE_OPTIONS} />
        <SelectField
          {...field('availableTime')}
          label="Time you can give"
          options={withCurrent(AVAILABLE_TIME_OPTIONS, values.availableTime)}
        />
        <SelectField
          {...field('learningStyle')}
          label="How you learn best"
          options={withCurrent(LEARNING_STYLE_OPTIONS, values.learningStyle)}
        />
      </div>
      <FormActions saving={save.isPending} label="Save mentee profile" />
    </form>
  );
}
