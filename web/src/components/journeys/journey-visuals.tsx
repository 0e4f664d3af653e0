import type { JourneyPath } from '../../../../schema/contract/taxonomy.ts';
import { OutlineIcon } from '../icon-frame.tsx';

/** A journey as cards show it: a server row, or one of the landing page's fallbacks (which have no counts). */
export type JourneySummary = Pick<JourneyPath, 'slug' | 'name' | 'description' | 'color' | 'icon'> &
  Partial<Pick<JourneyPath, 'mentorCount' | 'successStoryCount'>>;

/** Card colours per journey colour (spec section 3: lilac, grass-green, sunshine, white). */
export const journeyColourStyles: Record<JourneyPath['color'], { card: string; icon: string }> = {
  lilac: { card: 'border-lilac-200 bg-lilac-100', icon: 'bg-lilac-700 text-white' },
  'grass-green': { card: 'border-grass-200 bg-grass-50', icon: 'bg-grass-700 text-white' },
  sunshine: { card: 'border-sunshine-300 bg-sunshine-50', icon: 'bg-sunshine-300 text-lilac-950' },
  white: { card: 'border-lilac-200 bg-white', icon: 'bg-lilac-100 text-lilac-900' },
};

export function journeyColour(color: string) {
  return journeyColourStyles[color as JourneyPath['color']] ?? journeyColourStyles.white;
}

/** Line icons drawn inline (no icon font, no image requests). */
const iconPaths: Record<JourneyPath['icon'], string[]> = {
  palette: [
    'M12 3a9 9 0 1 0 0 18c1 0 1.6-.8 1.6-1.6 0-.4-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5c0-4.4-4-7.7-9-7.7z',
    'M7.5 12h.01M9.5 7.5h.01M14.5 7.5h.01M17 11.5h.01',
  ],
  seedling: [
    'M12 21v-8',
    'M12 13C12 9 9.5 6.5 5 6.5c0 4 2.5 6.5 7 6.5z',
    'M12 11c0-3.5 2.5-6.5 7-6.5 0 3.5-2.5 6.5-7 6.5z',
  ],
  heart: ['M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z'],
  briefcase: [
    'M4 8h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    'M9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8',
    'M3 13h18',
  ],
  compass: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
};

export function JourneyIcon({ icon, className = 'size-6' }: { icon: string; className?: string }) {
  const paths = iconPaths[icon as JourneyPath['icon']] ?? iconPaths.compass;
  return (
    <OutlineIcon className={className} round>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </OutlineIcon>
  );
}

/** `/mentors?journey={slug}`: the mentor browser with the journey filter preselected. */
export function journeyMentorsPath(slug: string): string {
  return `/mentors?journey=${encodeURIComponent(slug)}`;
}
