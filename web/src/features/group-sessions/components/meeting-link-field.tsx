import { Trans, useLingui } from '@lingui/react/macro';
import { generateMeetingCode, meetingLinkForCode } from '../../../../../schema/contract/sessions-rules.ts';
import { describedBy, FieldError, FieldHint } from '../../../components/form/fields.tsx';
import { controlStyle } from '../../../components/ui/styles.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';

/**
 * The optional meeting link with a "Generate link" button: a fresh `abc-defg-hij` code (spec section 7) made into
 * a free video room that needs no account (Jitsi Meet), so a mentor without Zoom or Google Meet still has a link.
 */
export function MeetingLinkField({
  id,
  value,
  error,
  onValueChange,
}: {
  id: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const hint = t`Optional. Paste a Zoom, Google Meet or Teams link, or generate a free video room (no account needed).`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold text-neutral-900">
        <Trans>Meeting link</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder="https://…"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={`${controlStyle} min-h-11 min-w-0 flex-1`}
        />
        <button
          type="button"
          onClick={() => onValueChange(meetingLinkForCode(generateMeetingCode()))}
          className={`${buttonStyles.outline} shrink-0`}
        >
          <Trans>Generate link</Trans>
        </button>
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
