import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RateSessionInputSchema } from '../../../../../schema/contract/sessions.ts';
import { SESSION_LIMITS } from '../../../../../schema/contract/sessions-rules.ts';
import { describedBy, FieldError, TextAreaField } from '../../../components/form/fields.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { isUnauthorizedError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { useRateSession } from '../api/sessions.ts';
import { StarIcon } from '../../../components/icons.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** The rating form: 1 to 5 stars and an optional comment, checked with the contract's RateSessionInputSchema. */
export function RateSessionForm({ rate }: { rate: ReturnType<typeof useRateSession> }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const form = useForm({
    id: useId(),
    initialValues: { rating: 0, comment: '' },
    fields: ['rating', 'comment'],
    schema: RateSessionInputSchema,
    // No star chosen is 0, which the contract refuses with its 'Please choose a rating from 1 to 5.'
    toInput: (values) => ({ rating: values.rating, comment: values.comment.trim() || null }),
  });

  const starsId = form.fieldId('rating');
  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        rate.mutate(input, {
          onSuccess: () =>
            toast({
              title: t`Thank you for your rating`,
              description: t`It helps others choose their sessions.`,
              variant: 'success',
            }),
          onError: (failure) => {
            if (!isUnauthorizedError(failure))
              form.showServerError(failure, t`Your rating could not be sent. Please try again.`);
          },
        }),
      )}
      noValidate
      className="grid gap-3 rounded-xl bg-lilac-50 p-3"
    >
      <fieldset aria-describedby={describedBy(starsId, { error: form.errors.rating })}>
        <legend className="font-semibold text-neutral-900">
          <Trans>Rate this session</Trans>
        </legend>
        <div className="mt-1 flex">
          {STARS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded p-1.5 has-focus-visible:outline-2 has-focus-visible:outline-lilac-700"
            >
              <input
                // The first star carries the field's id, so a missing rating moves the focus to the stars.
                id={value === STARS[0] ? starsId : undefined}
                type="radio"
                name={starsId}
                value={value}
                checked={form.values.rating === value}
                onChange={() => form.setValue('rating', value)}
                className="sr-only"
              />
              <StarIcon
                filled={value <= form.values.rating}
                className={`size-7 ${value <= form.values.rating ? 'text-sunshine-500' : 'text-neutral-400'}`}
              />
              <span className="sr-only">
                <Plural value={value} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </div>
        <FieldError id={starsId} message={form.errors.rating} />
      </fieldset>
      <TextAreaField
        {...form.field('comment')}
        label={t`Comment (optional)`}
        rows={2}
        maxLength={SESSION_LIMITS.ratingCommentMax}
      />
      <FormAlert {...form.alert} />
      <div>
        <button type="submit" disabled={rate.isPending} className={`${buttonStyles.primary} min-h-11 px-4 py-2`}>
          {rate.isPending ? t`Sending…` : t`Send rating`}
        </button>
      </div>
    </form>
  );
}
