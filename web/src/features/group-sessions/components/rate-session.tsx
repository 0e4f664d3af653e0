import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { SESSION_LIMITS, SESSION_MESSAGES } from '../../../../../schema/contract/sessions-rules.ts';
import { FieldError, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applySessionChange, rateSession, sessionQueryOptions } from '../api/sessions.ts';

const STARS = [1, 2, 3, 4, 5] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-7 ${filled ? 'text-sunshine-500' : 'text-neutral-400'}`}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </svg>
  );
}

/** '4.5 out of 5 from 2 ratings', or nothing before the first rating. */
export function SessionRatingSummary({ session }: { session: Pick<GroupSession, 'ratingAverage' | 'ratingCount'> }) {
  if (session.ratingAverage === null || session.ratingCount === 0) return null;
  const count = `${session.ratingCount} ${session.ratingCount === 1 ? 'rating' : 'ratings'}`;
  return (
    <p className="inline-flex items-center gap-1 text-sm text-neutral-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-sunshine-500" fill="currentColor">
        <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
      </svg>
      <span aria-hidden="true">
        {session.ratingAverage.toFixed(1)} ({count})
      </span>
      <span className="sr-only">
        Rated {session.ratingAverage.toFixed(1)} out of 5 from {count}
      </span>
    </p>
  );
}

/**
 * After a session has ended, a participant rates it once: 1 to 5 stars and an optional comment (issue 4: real
 * ratings instead of the hard-coded 4.9). The stars are radio buttons, so arrow keys and screen readers work.
 */
export function RateSession({ session }: { session: GroupSession }) {
  const client = useQueryClient();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();

  const rate = useMutation({
    mutationFn: () => rateSession(session.id, { rating, comment: comment.trim() || null }),
    onSuccess: async () => {
      toast({
        title: 'Thank you for your rating',
        description: 'It helps others choose their sessions.',
        variant: 'success',
      });
      const fresh = await client.fetchQuery({ ...sessionQueryOptions(session.id), staleTime: 0 });
      applySessionChange(client, fresh);
    },
    onError: (failure) => {
      if (isUnauthorizedError(failure)) return;
      setError(errorMessage(failure, 'Your rating could not be sent. Please try again.'));
    },
  });

  if (!session.isRegistered || session.status !== 'completed') return null;
  if (session.myRating !== null) {
    return (
      <p className="text-sm font-semibold text-neutral-800">
        You rated this session {session.myRating} out of 5. Thank you!
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < SESSION_LIMITS.ratingMin) {
      setError(SESSION_MESSAGES.ratingRange);
      return;
    }
    setError(undefined);
    rate.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl bg-lilac-50 p-3">
      <fieldset aria-describedby={error ? `${id}-stars-error` : undefined}>
        <legend className="font-semibold text-neutral-900">Rate this session</legend>
        <div className="mt-1 flex">
          {STARS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded p-1.5 has-focus-visible:outline-2 has-focus-visible:outline-lilac-700"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <Star filled={value <= rating} />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-stars`} message={error} />
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label="Comment (optional)"
        value={comment}
        onValueChange={setComment}
        rows={2}
        maxLength={SESSION_LIMITS.ratingCommentMax}
      />
      <div>
        <button type="submit" disabled={rate.isPending} className={`${buttonStyles.primary} min-h-11 px-4 py-2`}>
          {rate.isPending ? 'Sending…' : 'Send rating'}
        </button>
      </div>
    </form>
  );
}
