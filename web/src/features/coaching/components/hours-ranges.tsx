import { Trans, useLingui } from '@lingui/react/macro';
import { AVAILABILITY_LIMITS, type TimeRange } from '../../../../../schema/contract/coaching-calls-rules.ts';
import { SelectField } from '../../../components/form/fields.tsx';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { nextRange, timeOptions } from '../hours-form.ts';
import { coachingCatalog } from '../locales/catalog.ts';

/**
 * One day's ranges in the coaching hours form (a weekday, or a date of its own): each range a "From" and a "To"
 * (every half hour, South African time) and Remove; "Add hours" below, up to the contract's limit a day. `name` says
 * which day to a screen reader ("Monday", "Friday, 25 December"); `empty` is what a day without ranges means.
 */
export function DayRanges({
  id,
  name,
  ranges,
  empty,
  onChange,
}: {
  id: string;
  name: string;
  ranges: TimeRange[];
  empty: string;
  onChange: (ranges: TimeRange[]) => void;
}) {
  useCatalog(coachingCatalog);
  const { i18n } = useLingui();
  const change = (index: number, edge: keyof TimeRange, value: string) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, [edge]: value } : range)));
  const full = ranges.length >= AVAILABILITY_LIMITS.rangesPerDay;
  return (
    <div className="grid gap-3">
      {ranges.length === 0 ? <p className="text-neutral-700">{empty}</p> : null}
      {ranges.length > 0 ? (
        <ul className="grid gap-3">
          {ranges.map((range, index) => {
            const rangeNumber = index + 1;
            const hours = `${range.start}–${range.end}`;
            return (
              <li key={index} className="flex flex-wrap items-end gap-3">
                <SelectField
                  id={`${id}-${index}-start`}
                  label={
                    <Trans>
                      From
                      <span className="sr-only">
                        {' '}
                        ({name}, range {rangeNumber})
                      </span>
                    </Trans>
                  }
                  value={range.start}
                  onValueChange={(value) => change(index, 'start', value)}
                  options={timeOptions('start', range.start, i18n)}
                  className="w-32"
                />
                <SelectField
                  id={`${id}-${index}-end`}
                  label={
                    <Trans>
                      To
                      <span className="sr-only">
                        {' '}
                        ({name}, range {rangeNumber})
                      </span>
                    </Trans>
                  }
                  value={range.end}
                  onValueChange={(value) => change(index, 'end', value)}
                  options={timeOptions('end', range.end, i18n)}
                  className="w-40"
                />
                <button
                  type="button"
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                  className={smallButtonStyles.dangerOutline}
                >
                  <Trans>
                    Remove
                    <span className="sr-only">
                      {' '}
                      {hours} on {name}
                    </span>
                  </Trans>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? null : (
        <button
          type="button"
          onClick={() => onChange([...ranges, nextRange(ranges)])}
          className={`${smallButtonStyles.outline} w-fit`}
        >
          <Trans>
            Add hours<span className="sr-only"> on {name}</span>
          </Trans>
        </button>
      )}
    </div>
  );
}
